import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { siteEndpoints } from '@stillpoint/contracts/endpoints/site';
import { apiCall } from '../../../lib/api-client';

/** Every urgent alert with its window and state (admin/urgent_alerts/list). */
export const managedAlertsQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'urgent-alerts'],
    queryFn: async ({ signal }) => (await apiCall(siteEndpoints.listUrgentAlerts, {}, { signal })).data,
  });

export function useManagedAlerts() {
  return useQuery(managedAlertsQueryOptions());
}

export type AlertInput = InputOf<typeof siteEndpoints.addUrgentAlert>;

/** Adds (no id) or changes (id) an alert, or deletes one; the managed and the public lists are read again. */
export function useSaveAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AlertInput & { id?: number }) =>
      input.id ? apiCall(siteEndpoints.editUrgentAlert, { ...input, id: input.id }) : apiCall(siteEndpoints.addUrgentAlert, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['site', 'urgent-alerts'] }),
        queryClient.invalidateQueries({ queryKey: ['public'] }),
      ]),
  });
}

export function useDeleteAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiCall(siteEndpoints.deleteUrgentAlert, { id }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['site', 'urgent-alerts'] }),
        queryClient.invalidateQueries({ queryKey: ['public'] }),
      ]),
  });
}
