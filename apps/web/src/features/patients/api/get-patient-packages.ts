import { patientsEndpoints } from '@stillpoint/contracts/endpoints/patients';
import { useEndpointQuery } from '../../../lib/api-hooks';

/**
 * A patient's packages (sessions used and left, state, the invoice that sold each) and the clinic's
 * packages that can be given (clinics/patients/packages).
 */
export function usePatientPackages(userid: number) {
  return useEndpointQuery(patientsEndpoints.clinicPatientPackages, { userid });
}
