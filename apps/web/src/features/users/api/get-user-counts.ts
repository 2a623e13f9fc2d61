import { queryOptions, useQuery } from '@tanstack/react-query';
import { peopleEndpoints } from '@stillpoint/contracts/endpoints/people';
import { apiCall } from '../../../lib/api-client';

/** User counts by kind (admin/users/count_all_users). */
export async function getUserCounts(signal?: AbortSignal) {
  return (await apiCall(peopleEndpoints.countAllUsers, {}, { signal })).data;
}

export const userCountsQueryOptions = () =>
  queryOptions({ queryKey: ['users', 'counts'], queryFn: ({ signal }) => getUserCounts(signal) });

export function useUserCounts() {
  return useQuery(userCountsQueryOptions());
}
