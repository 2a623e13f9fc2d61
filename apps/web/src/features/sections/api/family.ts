import { adminSectionsFamily, clinicSectionsFamily, type SectionsFamily } from '@stillpoint/contracts';

/** Whose sections a page manages: the clinic's own (clinics/sections/...) or the platform's defaults (admin/sections/...). */
export type SectionsOwner = 'clinic' | 'admin';

export function familyOf(owner: SectionsOwner): SectionsFamily {
  return owner === 'admin' ? adminSectionsFamily : clinicSectionsFamily;
}

/** Every sections query starts with this key, so a change reloads the owner's lists and details. */
export const sectionsKey = (owner: SectionsOwner) => ['sections', owner] as const;
