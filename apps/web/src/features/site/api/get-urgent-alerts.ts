import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

export async function getUrgentAlerts(signal?: AbortSignal) {
  return (await apiCall(endpoints.urgentAlerts, {}, { signal })).data;
}

export const urgentAlertsQueryOptions = () =>
  queryOptions({
    queryKey: ['public', 'urgent-alerts'],
    queryFn: ({ signal }) => getUrgentAlerts(signal),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });

export function useUrgentAlerts() {
  return useQuery(urgentAlertsQueryOptions());
}
