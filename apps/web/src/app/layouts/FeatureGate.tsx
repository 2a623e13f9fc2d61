import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LANDING_ROUTES, type Audience } from '@stillpoint/contracts';
import { accountDetailsQueryOptions, useAccountDetails } from '../../features/account/api/get-account-details';
import { ApiError } from '../../lib/api-error';
import { useSessionUser } from '../../lib/session';
import { PageLoader } from '../../lib/ui/PageLoader';
import { NoticeState } from '../../lib/ui/NoticeState';
import { featureEnabled } from './menus';

/** Whether a call failed because a feature is switched off for the account (403 FEATURE_DISABLED). */
export function isFeatureRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'FEATURE_DISABLED';
}

/**
 * Turns true when any query or mutation answers 403 FEATURE_DISABLED while the page is shown (the
 * feature was switched off after the account's features were read), and reads the account again so the
 * menu drops the entry too.
 */
function useFeatureRefused(audience: Audience): boolean {
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    const onError = (error: unknown) => {
      if (!isFeatureRefusal(error)) return;
      setRefused(true);
      void queryClient.invalidateQueries({ queryKey: accountDetailsQueryOptions(audience).queryKey });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, audience]);
  return refused;
}

/** What a page switched off for the account shows instead of itself: a short notice and the way back. */
export function FeatureNotAvailable({ audience }: { audience: Audience }) {
  const { t } = useTranslation();
  const user = useSessionUser(audience);
  return (
    <NoticeState
      title={t('peopleAdmin.notAvailable.title')}
      body={t('peopleAdmin.notAvailable.body')}
      action={t('peopleAdmin.notAvailable.back')}
      to={user ? LANDING_ROUTES[user.role] : '/'}
    />
  );
}

/**
 * A page behind a feature key: when the account's features switch it off, or when one of its calls is
 * refused with FEATURE_DISABLED, the page hides itself and says it is not available.
 */
export function FeatureGate({ audience, feature, children }: { audience: Audience; feature: string; children: ReactNode }) {
  const account = useAccountDetails(audience);
  const refused = useFeatureRefused(audience);
  if (account.isPending) return <PageLoader />;
  if (refused || !featureEnabled(account.data?.features, feature)) return <FeatureNotAvailable audience={audience} />;
  return <>{children}</>;
}
