import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type InputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

export type getPatientChartDataInput = InputOf<typeof endpoints.clinicPatientChartData>;

/** A patient's logins and activities per day. */
export async function getPatientChartData(input: getPatientChartDataInput, signal?: AbortSignal) {
  return (await apiCall(endpoints.clinicPatientChartData, input, { signal })).data;
}

export const getPatientChartDataQueryOptions = (input: getPatientChartDataInput) =>
  queryOptions({
    queryKey: ['patients', 'clinic', 'chart', input],
    queryFn: ({ signal }) => getPatientChartData(input, signal),
  });

export function usePatientChartData(input: getPatientChartDataInput) {
  return useQuery(getPatientChartDataQueryOptions(input));
}
