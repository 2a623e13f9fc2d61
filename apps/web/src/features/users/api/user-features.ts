import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type InputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

/** One user's features with the layers that decide them (admin/users/user_features). */
export const userFeaturesQueryOptions = (userid: number) =>
  queryOptions({
    queryKey: ['users', 'features', userid],
    queryFn: async ({ signal }) => (await apiCall(endpoints.userFeatures, { userid }, { signal })).data,
  });

export function useUserFeatures(userid: number) {
  return useQuery(userFeaturesQueryOptions(userid));
}

export type UpdateUserFeaturesInput = InputOf<typeof endpoints.updateUserFeatures>;

/** The administrator's switches for one user (admin/users/update_user_features). */
export function useUpdateUserFeatures() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateUserFeaturesInput) => apiCall(endpoints.updateUserFeatures, input),
    onSuccess: (response) => {
      queryClient.setQueryData(userFeaturesQueryOptions(response.data.userid).queryKey, response.data);
      // The lists of individual features by type show the new switches too.
      return queryClient.invalidateQueries({ queryKey: ['users', 'features', 'by-type'] });
    },
  });
}
