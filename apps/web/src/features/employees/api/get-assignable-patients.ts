import { queryOptions, useQuery } from '@tanstack/react-query';
import { patientsEndpoints } from '@stillpoint/contracts/endpoints/patients';
import { apiCall } from '../../../lib/api-client';

/** The clinic's patients to choose from when assigning (first 100, or those matching `search`). */
export async function getAssignablePatients(search: string, signal?: AbortSignal) {
  const response = await apiCall(
    patientsEndpoints.clinicAllPatients,
    { pageNo: 1, perPage: 100, ...(search ? { search } : {}) },
    { signal },
  );
  return response.data.map((patient) => ({ userid: patient.userid, fullName: patient.fullName, email: patient.email }));
}

export const assignablePatientsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['patients', 'clinic', 'assignable', search],
    queryFn: ({ signal }) => getAssignablePatients(search, signal),
  });

export function useAssignablePatients(search = '') {
  return useQuery(assignablePatientsQueryOptions(search));
}
