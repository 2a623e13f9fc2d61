import { useQuery } from '@tanstack/react-query';
import { authEndpoints } from '@stillpoint/contracts/endpoints/auth';
import { peopleEndpoints } from '@stillpoint/contracts/endpoints/people';
import { apiCall } from '../../../lib/api-client';
import { useOwnClinicId, useStudioFamily } from './studio-family';

/**
 * The clinics an access rule may name: every clinic for administrators (admin/users/all_clinics), the
 * clinics people can choose from for a clinic (front/authentication/all_clinics), without its own.
 */
export function useClinicsForAccess(enabled: boolean) {
  const family = useStudioFamily();
  const own = useOwnClinicId();
  return useQuery({
    queryKey: ['studio', family, 'access-clinics'],
    queryFn: async ({ signal }) =>
      family === 'admin'
        ? (await apiCall(peopleEndpoints.adminAllClinics, {}, { signal })).data.map(({ id, name }) => ({ id, name }))
        : (await apiCall(authEndpoints.allClinics, {}, { signal })).data,
    select: (clinics) => clinics.filter((clinic) => clinic.id !== own),
    enabled,
    staleTime: 60_000,
  });
}
