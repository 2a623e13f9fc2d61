import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

/** One user's detail (admin/users/user_detail). */
export const userDetailQueryOptions = (userid: number) =>
  queryOptions({
    queryKey: ['users', 'detail', userid],
    queryFn: async ({ signal }) => (await apiCall(endpoints.userDetail, { userid }, { signal })).data,
  });

export function useUserDetail(userid: number) {
  return useQuery(userDetailQueryOptions(userid));
}
