import { peopleEndpoints } from '@stillpoint/contracts/endpoints/people';
import { useEndpointQuery } from '../../../lib/api-hooks';
import { meetingsEndpoints } from './api';
import type { StaffFamily } from './api';

/** A choice of a Select: the id as text and the name. */
export interface Option {
  value: string;
  label: string;
}

/** The most people one picker lists (the admin lists are paged: 100 is their largest page). */
const PICKER_MAX = 100;

/** Every clinic, for the admin's pickers and filters. */
export function useClinicOptions(enabled: boolean): Option[] {
  const clinics = useEndpointQuery(peopleEndpoints.adminAllClinics, undefined, { enabled });
  return (clinics.data?.data ?? []).map((clinic) => ({ value: String(clinic.id), label: clinic.name }));
}

/**
 * A clinic's employees: the clinic reads its own (clinicMeetingsEmployees), an admin those of the clinic
 * chosen (clinicId; none until one is).
 */
export function useEmployeeOptions(family: StaffFamily, clinicId: number | null, enabled: boolean): Option[] {
  const own = useEndpointQuery(meetingsEndpoints.clinicMeetingsEmployees, undefined, { enabled: enabled && family === 'clinic' });
  const ofClinic = useEndpointQuery(
    peopleEndpoints.getClinicEmployees,
    { clinicId: clinicId ?? 0, pageNo: 1, perPage: PICKER_MAX },
    { enabled: enabled && family === 'admin' && clinicId !== null },
  );
  if (family === 'clinic') return (own.data?.data ?? []).map((item) => ({ value: String(item.employee.userid), label: item.employee.name }));
  if (clinicId === null) return [];
  return (ofClinic.data?.data ?? []).map((person) => ({ value: String(person.userid), label: person.fullName }));
}

/** A clinic's patients, as `useEmployeeOptions` reads its employees. */
export function usePatientOptions(family: StaffFamily, clinicId: number | null, enabled: boolean): Option[] {
  const own = useEndpointQuery(meetingsEndpoints.clinicMeetingsPatients, {}, { enabled: enabled && family === 'clinic' });
  const ofClinic = useEndpointQuery(
    peopleEndpoints.getClinicPatients,
    { clinicId: clinicId ?? 0, pageNo: 1, perPage: PICKER_MAX },
    { enabled: enabled && family === 'admin' && clinicId !== null },
  );
  if (family === 'clinic') return (own.data?.data ?? []).flatMap((person) => (person.userid === null ? [] : [{ value: String(person.userid), label: person.name }]));
  if (clinicId === null) return [];
  return (ofClinic.data?.data ?? []).map((person) => ({ value: String(person.userid), label: person.fullName }));
}
