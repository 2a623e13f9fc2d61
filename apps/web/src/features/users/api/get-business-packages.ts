import { queryOptions, useQuery } from '@tanstack/react-query';
import { peopleEndpoints } from '@stillpoint/contracts/endpoints/people';
import { apiCall } from '../../../lib/api-client';

/** The packages business users can buy (admin/users/get_busniess_packages; empty until packages exist). */
export const businessPackagesQueryOptions = () =>
  queryOptions({
    queryKey: ['users', 'business-packages'],
    queryFn: async ({ signal }) => (await apiCall(peopleEndpoints.getBusniessPackages, {}, { signal })).data,
  });

export function useBusinessPackages(enabled = true) {
  return useQuery({ ...businessPackagesQueryOptions(), enabled });
}
