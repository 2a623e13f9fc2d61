// The availability scenario of `npm run bench` (issue 13): a therapist with a year of appointments, and a
// patient asking for two weeks of her free slots (front/meetings/availability_check) in the middle of that
// year, next to the bare server's route issuing the same SQL (scripts/bench/bare-server.mjs).
//
// The demo therapist (employee@, hours in New York time, weekdays 09:00-17:00, 50-minute slots: nine a day)
// gets seven of her nine slots booked with the demo patient on every weekday of the coming year: about
// 1,800 approved appointments, so the busy-time read and the overlap test run over a full calendar.

export const AVAILABILITY_THERAPIST = 'employee@demo.stillpoint.test';
export const AVAILABILITY_PATIENT = 'patient@demo.stillpoint.test';
/** Days ahead where the checked fortnight starts: mid-way through the booked year. */
const CHECK_OFFSET_DAYS = 180;
const CHECK_DAYS = 14;

/**
 * Inserts the year of appointments (set-based, one statement). Slots 3 and 7 of each day stay free, so
 * every checked day answers two. `on conflict do nothing` skips any slot the demo data already holds (the
 * exclusion constraint refuses overlaps).
 */
export async function insertYearOfAppointments(query) {
  const [people] = await query(
    `select e.id as employee_id, e.clinic_id, p.id as patient_id, s.time_zone, s.slot_minutes
       from users e join users p on p.email = '${AVAILABILITY_PATIENT}' join employee_schedules s on s.employee_id = e.id
      where e.email = '${AVAILABILITY_THERAPIST}'`,
  );
  if (!people) throw new Error('the demo therapist has no schedule: availability scenario impossible');
  const { employee_id: employeeId, clinic_id: clinicId, patient_id: patientId, time_zone: zone, slot_minutes: slot } = people;
  const inserted = await query(
    `insert into appointments (clinic_id, employee_id, patient_id, starts_at, ends_at, employee_time_zone, patient_time_zone, status, created_by)
     select ${clinicId}, ${employeeId}, ${patientId},
            ((d::date + time '09:00' + k * interval '${slot} minutes') at time zone '${zone}'),
            ((d::date + time '09:00' + (k + 1) * interval '${slot} minutes') at time zone '${zone}'),
            '${zone}', '${zone}', 'approved', ${employeeId}
       from generate_series(current_date + 1, current_date + 365, interval '1 day') d
      cross join generate_series(0, 8) k
      where extract(isodow from d) between 1 and 5 and k not in (3, 7)
     on conflict do nothing
     returning id`,
  );
  const from = new Date(Date.now() + CHECK_OFFSET_DAYS * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + (CHECK_OFFSET_DAYS + CHECK_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  return { appointments: inserted.length, body: { employee_id: employeeId, from, to } };
}
