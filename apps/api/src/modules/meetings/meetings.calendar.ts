import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { CALENDAR_CONTENT_TYPE, type AppointmentStatus } from '@stillpoint/contracts';
import type { MailAttachment } from '../../adapters/mail/index.js';
import type { EmailAttachmentProvider } from '../notifications/notifications.service.js';
import { presentPersonView, type PersonViewer } from '../people/person-view.presenter.js';
import type { AppointmentWithPeople, MeetingsRepository } from './meetings.repository.js';

/*
 * iCalendar (RFC 5545) for appointments (decision 0031), written by ical-generator: one VEVENT per
 * appointment, its UID stable (appointment-<id>@stillpoint) so a calendar that imported or subscribed
 * updates the same event, its SEQUENCE the appointment's revision, its times in UTC. The event names the
 * viewer's counterpart as the viewer may see them (person-view rule) and holds nothing else: no notes, no
 * link to anything clinical.
 */

const STATUS: Record<AppointmentStatus, ICalEventStatus> = {
  approved: ICalEventStatus.CONFIRMED,
  requested: ICalEventStatus.TENTATIVE,
  denied: ICalEventStatus.CANCELLED,
  cancelled: ICalEventStatus.CANCELLED,
};

export const appointmentUid = (id: number) => `appointment-${id}@stillpoint`;
export const appointmentFilename = (id: number) => `appointment-${id}.ics`;

/** "Appointment with <the other person>" for either side; "<patient> with <employee>" for anyone else (the clinic). */
export function appointmentSummary(row: AppointmentWithPeople, viewer: PersonViewer): string {
  const employee = presentPersonView(row.employee, viewer).name;
  const patient = presentPersonView(row.patient, viewer).name;
  if (viewer.userId === row.appointment.employeeId) return `Appointment with ${patient}`;
  if (viewer.userId === row.appointment.patientId) return `Appointment with ${employee}`;
  return `${patient} with ${employee}`;
}

/** A calendar of appointments as this viewer sees them; `refreshMinutes` for a subscribed feed. */
export function appointmentsCalendar(
  rows: readonly AppointmentWithPeople[],
  viewer: PersonViewer,
  options: { name?: string; refreshMinutes?: number } = {},
): string {
  const calendar = ical({
    name: options.name ?? 'Stillpoint',
    prodId: { company: 'Stillpoint', product: 'Appointments', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ...(options.refreshMinutes ? { ttl: options.refreshMinutes * 60 } : {}),
  });
  for (const row of rows) {
    const { appointment } = row;
    calendar.createEvent({
      id: appointmentUid(appointment.id),
      sequence: appointment.sequence,
      stamp: appointment.updatedAt,
      start: appointment.startsAt,
      end: appointment.endsAt,
      summary: appointmentSummary(row, viewer),
      status: STATUS[appointment.status],
    });
  }
  return calendar.toString();
}

/** One appointment's .ics for one of its two people (or its clinic). */
export function appointmentIcs(row: AppointmentWithPeople, viewer: PersonViewer): { bytes: Uint8Array; filename: string } {
  return { bytes: Buffer.from(appointmentsCalendar([row], viewer), 'utf8'), filename: appointmentFilename(row.appointment.id) };
}

/**
 * The .ics an `appointment_update` e-mail carries when its notification says so (`data.calendar`), made
 * when the e-mail is sent (so it holds the appointment as it is then), for the recipient if they are one
 * of the appointment's two people. The API and the worker register it alike.
 */
export function appointmentEmailAttachments(repo: Pick<MeetingsRepository, 'findWithPeople'>): EmailAttachmentProvider {
  return async ({ userId, data }): Promise<MailAttachment[]> => {
    const id = Number(data.appointmentId);
    if (data.calendar !== true || !Number.isInteger(id)) return [];
    const row = await repo.findWithPeople(id);
    if (!row) return [];
    const { appointment } = row;
    const side = appointment.employeeId === userId ? 'employee' : appointment.patientId === userId ? 'patient' : null;
    if (!side) return [];
    const { bytes, filename } = appointmentIcs(row, { userId, role: side, clinicId: appointment.clinicId });
    return [{ filename, contentType: CALENDAR_CONTENT_TYPE, content: bytes }];
  };
}
