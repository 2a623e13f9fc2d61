import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

/** Every clinic (administrators' access-rule picker). */
export function useAllClinicsForAccess(enabled: boolean) {
  return useQuery({
    queryKey: ['studio', 'admin', 'clinics'],
    queryFn: async ({ signal }) => (await apiCall(endpoints.adminAllClinics, {}, { signal })).data,
    enabled,
    staleTime: 60_000,
  });
}
