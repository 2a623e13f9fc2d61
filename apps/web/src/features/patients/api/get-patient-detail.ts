import { queryOptions, useQuery } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { patientsEndpoints } from '@stillpoint/contracts/endpoints/patients';
import { apiCall } from '../../../lib/api-client';

export type getPatientDetailInput = InputOf<typeof patientsEndpoints.clinicPatientDetail>;

/** A patient's detail (the server audits the read). */
export async function getPatientDetail(input: getPatientDetailInput, signal?: AbortSignal) {
  return (await apiCall(patientsEndpoints.clinicPatientDetail, input, { signal })).data;
}

export const getPatientDetailQueryOptions = (input: getPatientDetailInput) =>
  queryOptions({
    queryKey: ['patients', 'clinic', 'detail', input],
    queryFn: ({ signal }) => getPatientDetail(input, signal),
  });

export function usePatientDetail(input: getPatientDetailInput) {
  return useQuery(getPatientDetailQueryOptions(input));
}
