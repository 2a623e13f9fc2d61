import type { Appointment } from '@stillpoint/contracts';
import { presentPersonView, type PersonViewer } from '../people/person-view.presenter.js';
import type { AppointmentWithPeople } from './meetings.repository.js';

/** An appointment as its viewer receives it: UTC instants, both zones, the two people as the viewer may see them. */
export function presentAppointment(row: AppointmentWithPeople, viewer: PersonViewer): Appointment {
  const { appointment } = row;
  return {
    id: appointment.id,
    employee: presentPersonView(row.employee, viewer),
    patient: presentPersonView(row.patient, viewer),
    start: appointment.startsAt.toISOString(),
    end: appointment.endsAt.toISOString(),
    employeeTimeZone: appointment.employeeTimeZone,
    patientTimeZone: appointment.patientTimeZone,
    status: appointment.status,
    series_id: appointment.seriesId,
    createdAt: appointment.createdAt.toISOString(),
  };
}
