import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

/** Whether the system is under maintenance, and the message to show meanwhile. */
export async function getMaintenanceStatus(signal?: AbortSignal) {
  return (await apiCall(endpoints.systemUnderMaintenance, {}, { signal })).data;
}

export const maintenanceStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['public', 'maintenance'],
    queryFn: ({ signal }) => getMaintenanceStatus(signal),
    staleTime: 15_000,
  });

/** Polls while maintenance lasts, so the screen lifts by itself when it ends. */
export function useMaintenanceStatus({ poll }: { poll: boolean }) {
  return useQuery({ ...maintenanceStatusQueryOptions(), refetchInterval: poll ? 30_000 : false });
}
