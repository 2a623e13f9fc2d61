import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { featuresEndpoints } from '@stillpoint/contracts/endpoints/features';
import { apiCall } from '../../../lib/api-client';

export type PatientFeaturesInput = Omit<InputOf<typeof featuresEndpoints.clinicIndividualFeatures>, 'type'>;

/** The clinic's patients with their features (clinics/features/individual_features, type patients). */
export async function getPatientFeatures(input: PatientFeaturesInput, signal?: AbortSignal) {
  const response = await apiCall(featuresEndpoints.clinicIndividualFeatures, { ...input, type: 'patients' }, { signal });
  return {
    people: response.data.map((row) => ({ ...row.person, features: row.features })),
    totalPages: response.total_pages ?? 0,
  };
}

/** Under ['patients'], so a patient's new settings read it again. */
export const patientFeaturesQueryOptions = (input: PatientFeaturesInput) =>
  queryOptions({
    queryKey: ['patients', 'clinic', 'features', input],
    queryFn: ({ signal }) => getPatientFeatures(input, signal),
    placeholderData: keepPreviousData,
  });

export function usePatientFeatures(input: PatientFeaturesInput) {
  return useQuery(patientFeaturesQueryOptions(input));
}
