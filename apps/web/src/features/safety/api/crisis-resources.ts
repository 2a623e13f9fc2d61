import { useSyncExternalStore } from 'react';
import { type CrisisResources } from '@stillpoint/contracts';
import { safetyEndpoints } from '@stillpoint/contracts/endpoints/safety';
import { useEndpointQuery } from '../../../lib/api-hooks';
import { useSessionUser } from '../../../lib/session';
import { storage } from '../../../lib/storage';

/** The country a person chose on the crisis page, remembered by this browser (signed in or not). */
const COUNTRY_KEY = 'crisisCountry';
const listeners = new Set<() => void>();

export function chosenCrisisCountry(): string | undefined {
  return storage.get(COUNTRY_KEY) ?? undefined;
}

export function chooseCrisisCountry(code: string | null): void {
  if (code) storage.set(COUNTRY_KEY, code);
  else storage.remove(COUNTRY_KEY);
  for (const listener of listeners) listener();
}

export function useChosenCrisisCountry(): string | undefined {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => chosenCrisisCountry(),
    () => undefined,
  );
}

/** The roles whose crisis resources come from their account (a clinic's lines and country). */
const SIGNED_IN_ROLES = new Set(['patient', 'employee', 'frontuser', 'clinic']);

/**
 * The crisis resources for whoever is looking: a signed-in patient, employee or personal user gets their
 * clinic's lines first and their clinic's country; anyone else the public list. The country chosen on the
 * crisis page wins, then the clinic's, then the browser's language region, then the international list.
 */
export function useCrisisResources() {
  const user = useSessionUser('front');
  const country = useChosenCrisisCountry();
  const input = { ...(country ? { country } : {}), locale: navigator.language };
  const signedIn = user !== null && SIGNED_IN_ROLES.has(user.role);
  // Read again whenever shown (a clinic may have just changed its lines); the last answer shows meanwhile.
  const mine = useEndpointQuery(safetyEndpoints.myCrisisResources, input, { enabled: signedIn, refetchOnMount: 'always' });
  const open = useEndpointQuery(safetyEndpoints.crisisResources, input, { enabled: !signedIn, refetchOnMount: 'always' });
  const query = signedIn ? mine : open;
  return { ...query, data: query.data?.data as CrisisResources | undefined };
}
