import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type InputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

export type getPatientActivityInput = InputOf<typeof endpoints.clinicPatientActivity>;

/** A patient's recent activity (audited). */
export async function getPatientActivity(input: getPatientActivityInput, signal?: AbortSignal) {
  return (await apiCall(endpoints.clinicPatientActivity, input, { signal })).data;
}

export const getPatientActivityQueryOptions = (input: getPatientActivityInput) =>
  queryOptions({
    queryKey: ['patients', 'clinic', 'activity', input],
    queryFn: ({ signal }) => getPatientActivity(input, signal),
  });

export function usePatientActivity(input: getPatientActivityInput) {
  return useQuery(getPatientActivityQueryOptions(input));
}
