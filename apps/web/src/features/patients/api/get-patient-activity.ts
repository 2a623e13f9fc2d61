import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type InputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

export type getPatientActivityInput = InputOf<typeof endpoints.clinicPatientActivity>;

/** One page of a patient's recorded actions, newest first, and the number of pages (audited). */
export async function getPatientActivity(input: getPatientActivityInput, signal?: AbortSignal) {
  const response = await apiCall(endpoints.clinicPatientActivity, input, { signal });
  return { entries: response.data, totalPages: response.total_pages ?? 0 };
}

export const getPatientActivityQueryOptions = (input: getPatientActivityInput) =>
  queryOptions({
    queryKey: ['patients', 'clinic', 'activity', input],
    queryFn: ({ signal }) => getPatientActivity(input, signal),
    placeholderData: keepPreviousData,
  });

export function usePatientActivity(input: getPatientActivityInput) {
  return useQuery(getPatientActivityQueryOptions(input));
}
