import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { peopleEndpoints } from '@stillpoint/contracts/endpoints/people';
import { apiCall } from '../../../lib/api-client';

/** One user's features with the layers that decide them (admin/users/user_features). */
export const userFeaturesQueryOptions = (userid: number) =>
  queryOptions({
    queryKey: ['users', 'features', userid],
    queryFn: async ({ signal }) => (await apiCall(peopleEndpoints.userFeatures, { userid }, { signal })).data,
  });

export function useUserFeatures(userid: number) {
  return useQuery(userFeaturesQueryOptions(userid));
}

export type UpdateUserFeaturesInput = InputOf<typeof peopleEndpoints.updateUserFeatures>;

/** The administrator's switches for one user (admin/users/update_user_features). */
export function useUpdateUserFeatures() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateUserFeaturesInput) => apiCall(peopleEndpoints.updateUserFeatures, input),
    onSuccess: (response) => {
      queryClient.setQueryData(userFeaturesQueryOptions(response.data.userid).queryKey, response.data);
      // The lists of individual features by type show the new switches too.
      return queryClient.invalidateQueries({ queryKey: ['users', 'features', 'by-type'] });
    },
  });
}
