import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { adminStudioEndpoints, clinicStudioEndpoints, type StudioEndpoints, type StudioFamily } from '@stillpoint/contracts';

/**
 * The studio works the same for a clinic (clinics/... family, its own library) and for administrators
 * (admin/... family, the platform library): pages say which family, every call picks its endpoint from it.
 */
const FamilyContext = createContext<{ family: StudioFamily; clinicId: number | null }>({ family: 'clinics', clinicId: null });

/** `clinicId`: the signed-in clinic's own clinic (clinics family), which access rules never list. */
export function StudioFamilyProvider({
  family,
  clinicId = null,
  children,
}: {
  family: StudioFamily;
  clinicId?: number | null | undefined;
  children: ReactNode;
}) {
  const value = useMemo(() => ({ family, clinicId }), [family, clinicId]);
  return <FamilyContext.Provider value={value}>{children}</FamilyContext.Provider>;
}

export function useStudioFamily(): StudioFamily {
  return useContext(FamilyContext).family;
}

/** The library owner's clinic (null: the platform library, or not known yet). */
export function useOwnClinicId(): number | null {
  return useContext(FamilyContext).clinicId;
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
