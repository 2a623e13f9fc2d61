import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

/** The packages the clinic can give a patient (clinics/patients/packages; empty until packages exist). */
export const patientPackagesQueryOptions = () =>
  queryOptions({
    queryKey: ['patients', 'clinic', 'packages'],
    queryFn: async ({ signal }) => (await apiCall(endpoints.clinicPatientPackages, {}, { signal })).data,
  });

export function usePatientPackages() {
  return useQuery(patientPackagesQueryOptions());
}
