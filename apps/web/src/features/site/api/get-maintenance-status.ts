import { queryOptions, useQuery } from '@tanstack/react-query';
import { authEndpoints } from '@stillpoint/contracts/endpoints/auth';
import { apiCall } from '../../../lib/api-client';

/** Whether the system is under maintenance, and the message to show meanwhile. */
export async function getMaintenanceStatus(signal?: AbortSignal) {
  return (await apiCall(authEndpoints.systemUnderMaintenance, {}, { signal })).data;
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
