import type { Appointment } from '@stillpoint/contracts';

/** "Tuesday, 1 December 2026, 10:00 – 10:50" in the browser's zone and language. */
export function appointmentTime(appointment: Pick<Appointment, 'start' | 'end'>, timeZone?: string): string {
  const start = new Date(appointment.start);
  const end = new Date(appointment.end);
  const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeZone }).format(start);
  const clock = new Intl.DateTimeFormat(undefined, { timeStyle: 'short', timeZone });
  return `${day}, ${clock.format(start)} – ${clock.format(end)}`;
}

/** A free slot's start as a short clock time ("10:00"). */
export function clockTime(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(new Date(iso));
}

/** Minutes between an appointment's start and end. */
export function durationMinutes(appointment: Pick<Appointment, 'start' | 'end'>): number {
  return Math.round((Date.parse(appointment.end) - Date.parse(appointment.start)) / 60_000);
}

/** A local day and clock time from the browser's zone ("2026-12-01", "10:00") as an ISO instant. */
export function localToIso(day: string, clock: string): string {
  return new Date(`${day}T${clock}`).toISOString();
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The local day ("2026-12-01") of a date in the browser's zone. */
export function localDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local day ("2026-12-01") and clock time ("10:00") of an instant, in the browser's zone. */
export function isoToLocal(iso: string): { day: string; clock: string } {
  const date = new Date(iso);
  return { day: localDay(date), clock: `${pad(date.getHours())}:${pad(date.getMinutes())}` };
}

/** The local day `days` after today in the browser's zone. */
export function dayFromToday(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return localDay(date);
}
