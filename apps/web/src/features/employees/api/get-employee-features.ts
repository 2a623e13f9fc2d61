import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { featuresEndpoints } from '@stillpoint/contracts/endpoints/features';
import { apiCall } from '../../../lib/api-client';

export type EmployeeFeaturesInput = Omit<InputOf<typeof featuresEndpoints.clinicIndividualFeatures>, 'type'>;

/** The clinic's employees with their features (clinics/features/individual_features, type employees). */
export async function getEmployeeFeatures(input: EmployeeFeaturesInput, signal?: AbortSignal) {
  const response = await apiCall(featuresEndpoints.clinicIndividualFeatures, { ...input, type: 'employees' }, { signal });
  return {
    people: response.data.map((row) => ({ ...row.person, features: row.features })),
    totalPages: response.total_pages ?? 0,
  };
}

/** Under ['employees'], so an employee's new settings read it again. */
export const employeeFeaturesQueryOptions = (input: EmployeeFeaturesInput) =>
  queryOptions({
    queryKey: ['employees', 'features', input],
    queryFn: ({ signal }) => getEmployeeFeatures(input, signal),
    placeholderData: keepPreviousData,
  });

export function useEmployeeFeatures(input: EmployeeFeaturesInput) {
  return useQuery(employeeFeaturesQueryOptions(input));
}
