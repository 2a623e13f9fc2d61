import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type InputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

export type getPatientStatisticsInput = InputOf<typeof endpoints.clinicPatientStatistics>;

/** A patient's statistics (audited). */
export async function getPatientStatistics(input: getPatientStatisticsInput, signal?: AbortSignal) {
  return (await apiCall(endpoints.clinicPatientStatistics, input, { signal })).data;
}

export const getPatientStatisticsQueryOptions = (input: getPatientStatisticsInput) =>
  queryOptions({
    queryKey: ['patients', 'clinic', 'statistics', input],
    queryFn: ({ signal }) => getPatientStatistics(input, signal),
  });

export function usePatientStatistics(input: getPatientStatisticsInput) {
  return useQuery(getPatientStatisticsQueryOptions(input));
}
