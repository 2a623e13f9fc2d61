import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endpoints, type InputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

/** Every urgent alert with its window and state (admin/urgent_alerts/list). */
export const managedAlertsQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'urgent-alerts'],
    queryFn: async ({ signal }) => (await apiCall(endpoints.listUrgentAlerts, {}, { signal })).data,
  });

export function useManagedAlerts() {
  return useQuery(managedAlertsQueryOptions());
}

export type AlertInput = InputOf<typeof endpoints.addUrgentAlert>;

/** Adds (no id) or changes (id) an alert, or deletes one; the managed and the public lists are read again. */
export function useSaveAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AlertInput & { id?: number }) =>
      input.id ? apiCall(endpoints.editUrgentAlert, { ...input, id: input.id }) : apiCall(endpoints.addUrgentAlert, input),
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
    mutationFn: (id: number) => apiCall(endpoints.deleteUrgentAlert, { id }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['site', 'urgent-alerts'] }),
        queryClient.invalidateQueries({ queryKey: ['public'] }),
      ]),
  });
}
