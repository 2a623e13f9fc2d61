import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { featuresEndpoints } from '@stillpoint/contracts/endpoints/features';
import { apiCall } from '../../../lib/api-client';

export type IndividualFeaturesInput = InputOf<typeof featuresEndpoints.adminIndividualFeatures>;

/**
 * People of a type with their features (admin/features/individual_features): front users (user), patients
 * (clinic) or clinic accounts and employees (clinic_users), optionally of one clinic; paged, with search.
 */
export async function getIndividualFeatures(input: IndividualFeaturesInput, signal?: AbortSignal) {
  const response = await apiCall(featuresEndpoints.adminIndividualFeatures, input, { signal });
  return {
    people: response.data.map((row) => ({ ...row.person, features: row.features })),
    totalPages: response.total_pages ?? 0,
  };
}

/** Under ['users', 'features'], so a change of a user's or a kind's features reads it again. */
export const individualFeaturesQueryOptions = (input: IndividualFeaturesInput) =>
  queryOptions({
    queryKey: ['users', 'features', 'by-type', input],
    queryFn: ({ signal }) => getIndividualFeatures(input, signal),
    placeholderData: keepPreviousData,
  });

export function useIndividualFeatures(input: IndividualFeaturesInput) {
  return useQuery(individualFeaturesQueryOptions(input));
}
