import { queryOptions, useQuery } from '@tanstack/react-query';
import { peopleEndpoints } from '@stillpoint/contracts/endpoints/people';
import { apiCall } from '../../../lib/api-client';

/** One user's detail (admin/users/user_detail). */
export const userDetailQueryOptions = (userid: number) =>
  queryOptions({
    queryKey: ['users', 'detail', userid],
    queryFn: async ({ signal }) => (await apiCall(peopleEndpoints.userDetail, { userid }, { signal })).data,
  });

export function useUserDetail(userid: number) {
  return useQuery(userDetailQueryOptions(userid));
}
