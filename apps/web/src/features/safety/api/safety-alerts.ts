import { endpoints, type SafetyAlertListInput } from '@stillpoint/contracts';
import { useEndpointMutation, useEndpointQuery } from '../../../lib/api-hooks';

/** Who reads the alerts: the clinic (clinics/safety/...) or an assigned employee (front/safety/...). */
export type AlertFamily = 'clinic' | 'employee';

const ENDPOINTS = {
  clinic: { list: endpoints.clinicSafetyAlerts, counts: endpoints.clinicOpenAlertCounts, acknowledge: endpoints.clinicAcknowledgeAlert },
  // The employee family has the same contract; typed as the clinic's so one hook serves both.
  employee: {
    list: endpoints.employeeSafetyAlerts as unknown as typeof endpoints.clinicSafetyAlerts,
    counts: endpoints.employeeOpenAlertCounts as unknown as typeof endpoints.clinicOpenAlertCounts,
    acknowledge: endpoints.employeeAcknowledgeAlert as unknown as typeof endpoints.clinicAcknowledgeAlert,
  },
} as const;

/** Open alerts are read again every minute while a list shows them (no realtime channel yet). */
const POLL_MS = 60_000;

export function useSafetyAlerts(family: AlertFamily, input: SafetyAlertListInput, options: { poll?: boolean } = {}) {
  return useEndpointQuery(ENDPOINTS[family].list, input, {
    keepPrevious: true,
    ...(options.poll ? { refetchInterval: POLL_MS } : {}),
  });
}

/** Open alerts per patient, as a map for the patient lists' badges. */
export function useOpenAlertCounts(family: AlertFamily) {
  const query = useEndpointQuery(ENDPOINTS[family].counts, undefined, { refetchInterval: POLL_MS });
  return new Map((query.data?.data ?? []).map((entry) => [entry.userid, entry.open]));
}

/** Acknowledges an alert; every alert list and count of the family is read again. */
export function useAcknowledgeAlert(family: AlertFamily) {
  return useEndpointMutation(ENDPOINTS[family].acknowledge, {
    invalidates: family === 'clinic' ? ['clinics/safety/'] : [endpoints.employeeSafetyAlerts, endpoints.employeeOpenAlertCounts],
  });
}
