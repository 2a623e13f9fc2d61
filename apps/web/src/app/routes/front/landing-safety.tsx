import { SafetyAlertsPanel } from '../../../features/safety/components/SafetyAlerts';
import { ROUTES } from '../../../lib/routes';

const clinicPatientPath = (userid: number) => `${ROUTES['clinic-patients']}/${userid}`;
const employeePatientPath = (userid: number) => `${ROUTES['employee-patients']}/${userid}`;

/** The care team's areas: the clinic and its employees. */
export type CareArea = 'clinic' | 'employee';

export const PATIENT_PATH = { clinic: clinicPatientPath, employee: employeePatientPath } as const;
export const HISTORY_PATH = { clinic: ROUTES['clinic-safety'], employee: ROUTES['employee-safety-alerts'] } as const;

/**
 * The landing's safety alerts (/clinic/discovery and /employee/discovery): open alerts first on the page
 * (`show="alerts"`), the quiet "none open" line with the link to the history after the greeting. A module
 * of its own (with the safety feature's alerts component only), as the landing loads it.
 */
export function LandingSafetyAlerts({ area, show }: { area: CareArea; show: 'alerts' | 'none' }) {
  return <SafetyAlertsPanel family={area} patientPath={PATIENT_PATH[area]} historyPath={HISTORY_PATH[area]} show={show} />;
}
