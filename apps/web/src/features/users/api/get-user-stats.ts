import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

/** Users by role (total, verified, recent) and sign-ups by month (admin/users/user_stats). */
export const userStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['users', 'stats'],
    queryFn: async ({ signal }) => (await apiCall(endpoints.userStats, {}, { signal })).data,
  });

export function useUserStats() {
  return useQuery(userStatsQueryOptions());
}
