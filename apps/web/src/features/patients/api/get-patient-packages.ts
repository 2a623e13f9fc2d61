import { queryOptions, useQuery } from '@tanstack/react-query';
import { patientsEndpoints } from '@stillpoint/contracts/endpoints/patients';
import { apiCall } from '../../../lib/api-client';

/** The packages the clinic can give a patient (clinics/patients/packages; empty until packages exist). */
export const patientPackagesQueryOptions = () =>
  queryOptions({
    queryKey: ['patients', 'clinic', 'packages'],
    queryFn: async ({ signal }) => (await apiCall(patientsEndpoints.clinicPatientPackages, {}, { signal })).data,
  });

export function usePatientPackages() {
  return useQuery(patientPackagesQueryOptions());
}
