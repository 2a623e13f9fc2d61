import { queryOptions, useQuery } from '@tanstack/react-query';
import { peopleEndpoints } from '@stillpoint/contracts/endpoints/people';
import { apiCall } from '../../../lib/api-client';

/** Users by role (total, verified, recent) and sign-ups by month (admin/users/user_stats). */
export const userStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['users', 'stats'],
    queryFn: async ({ signal }) => (await apiCall(peopleEndpoints.userStats, {}, { signal })).data,
  });

export function useUserStats() {
  return useQuery(userStatsQueryOptions());
}
