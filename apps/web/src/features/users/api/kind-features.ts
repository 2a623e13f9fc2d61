import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { featuresEndpoints } from '@stillpoint/contracts/endpoints/features';
import { apiCall } from '../../../lib/api-client';

/** The feature groups with each user kind's defaults (admin/features/features). */
export const kindFeaturesQueryOptions = () =>
  queryOptions({
    queryKey: ['features', 'kinds'],
    queryFn: async ({ signal }) => (await apiCall(featuresEndpoints.adminFeatures, {}, { signal })).data,
  });

export function useKindFeatures() {
  return useQuery(kindFeaturesQueryOptions());
}

export type UpdateKindFeaturesInput = InputOf<typeof featuresEndpoints.adminUpdateFeatures>;

/** Switches features for a whole user kind (admin/features/update_features). */
export function useUpdateKindFeatures() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateKindFeaturesInput) => apiCall(featuresEndpoints.adminUpdateFeatures, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['features'] }),
        queryClient.invalidateQueries({ queryKey: ['users', 'features'] }),
      ]),
  });
}
