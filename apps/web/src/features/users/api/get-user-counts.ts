import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

/** User counts by kind (admin/users/count_all_users). */
export async function getUserCounts(signal?: AbortSignal) {
  return (await apiCall(endpoints.countAllUsers, {}, { signal })).data;
}

export const userCountsQueryOptions = () =>
  queryOptions({ queryKey: ['users', 'counts'], queryFn: ({ signal }) => getUserCounts(signal) });

export function useUserCounts() {
  return useQuery(userCountsQueryOptions());
}
