import { type SafetyAlertListInput } from '@stillpoint/contracts';
import { safetyEndpoints } from '@stillpoint/contracts/endpoints/safety';
import { endpointQueryOptions, useEndpointMutation, useEndpointQuery } from '../../../lib/api-hooks';

/** Who reads the alerts: the clinic (clinics/safety/...) or an assigned employee (front/safety/...). */
export type AlertFamily = 'clinic' | 'employee';

const ENDPOINTS = {
  clinic: { list: safetyEndpoints.clinicSafetyAlerts, counts: safetyEndpoints.clinicOpenAlertCounts, acknowledge: safetyEndpoints.clinicAcknowledgeAlert },
  // The employee family has the same contract; typed as the clinic's so one hook serves both.
  employee: {
    list: safetyEndpoints.employeeSafetyAlerts as unknown as typeof safetyEndpoints.clinicSafetyAlerts,
    counts: safetyEndpoints.employeeOpenAlertCounts as unknown as typeof safetyEndpoints.clinicOpenAlertCounts,
    acknowledge: safetyEndpoints.employeeAcknowledgeAlert as unknown as typeof safetyEndpoints.clinicAcknowledgeAlert,
  },
} as const;

/** Open alerts are read again every minute while a list shows them (no realtime channel yet). */
const POLL_MS = 60_000;

/** What the care team's landing lists: the open alerts, first page (components/SafetyAlerts.tsx). */
export const OPEN_ALERTS_PAGE: SafetyAlertListInput = { state: 'open', pageNo: 1, perPage: 50 };

/** A list of alerts as `useSafetyAlerts` reads it (for a prefetch into the same entry). */
export const safetyAlertsQueryOptions = (family: AlertFamily, input: SafetyAlertListInput) =>
  endpointQueryOptions(ENDPOINTS[family].list, input);

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
    invalidates: family === 'clinic' ? ['clinics/safety/'] : [safetyEndpoints.employeeSafetyAlerts, safetyEndpoints.employeeOpenAlertCounts],
  });
}
