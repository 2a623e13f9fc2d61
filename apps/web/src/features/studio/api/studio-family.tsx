import { createContext, useContext, type ReactNode } from 'react';
import { adminStudioEndpoints, clinicStudioEndpoints, type StudioEndpoints, type StudioFamily } from '@stillpoint/contracts';

/**
 * The studio works the same for a clinic (clinics/... family, its own library) and for administrators
 * (admin/... family, the platform library): pages say which family, every call picks its endpoint from it.
 */
const FamilyContext = createContext<StudioFamily>('clinics');

export function StudioFamilyProvider({ family, children }: { family: StudioFamily; children: ReactNode }) {
  return <FamilyContext.Provider value={family}>{children}</FamilyContext.Provider>;
}

export function useStudioFamily(): StudioFamily {
  return useContext(FamilyContext);
}

export function studioEndpointsOf(family: StudioFamily): StudioEndpoints {
  return (family === 'admin' ? adminStudioEndpoints : clinicStudioEndpoints) as StudioEndpoints;
}

/** The endpoints of the current family. */
export function useStudioEndpoints(): StudioEndpoints {
  return studioEndpointsOf(useStudioFamily());
}

/** Every query of the studio starts with this key, per family, so a change reloads the lists. */
export const studioKey = (family: StudioFamily) => ['studio', family] as const;
