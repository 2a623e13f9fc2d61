import { queryOptions, useQuery } from '@tanstack/react-query';
import { authEndpoints } from '@stillpoint/contracts/endpoints/auth';
import { apiCall } from '../../../lib/api-client';

export async function getUrgentAlerts(signal?: AbortSignal) {
  return (await apiCall(authEndpoints.urgentAlerts, {}, { signal })).data;
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
