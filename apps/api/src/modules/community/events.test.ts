import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_MESSAGES, endpoints } from '@stillpoint/contracts';
import { eventParticipants, events, notifications } from '@stillpoint/db';
import type { Jobs } from '../../adapters/jobs/index.js';
import { createClinicTeam, createUser, createUserAndLogin, login } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { TINY_PNG } from '../../../test/media-fixtures.js';
import { createEventsRepository } from './events.repository.js';
import { createEventsService, EVENT_REMINDER_QUEUE } from './events.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR_MS = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();
const png = { field: 'image', filename: 'image.png', contentType: 'image/png', data: TINY_PNG };
/** The unfolded lines of a calendar (RFC 5545 folds long lines with CRLF and a space). */
const lines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

const fields = (overrides: Record<string, unknown> = {}) => ({
  title: 'Evening sound bath',
  description: 'Bring a mat.',
  location: 'Harbor studio, 2nd floor',
  start: inHours(48),
  end: inHours(50),
  time_zone: 'Europe/Berlin',
  capacity: 2,
  ...overrides,
});

/** A clinic with its account, employee and patient (both logged in), and an upcoming event of the clinic with an image. */
async function clinicEvent(overrides: Record<string, unknown> = {}) {
  const team = await createClinicTeam(t);
  const patientToken = (await login(t, team.patient)).accessToken;
  const employeeToken = (await login(t, team.employee)).accessToken;
  const added = await t.form(endpoints.clinicEventsAddEvent, fields(overrides), [png], team.token);
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  expect(added.body.message).toBe(EVENT_MESSAGES.added);
  return { ...team, patientToken, employeeToken, event: added.body.data! };
}

async function download(id: number, token: string) {
  return t.app.inject({ method: 'GET', url: endpoints.eventIcs.url, query: { id: String(id) }, headers: { authorization: `Bearer ${token}` } });
}

describe('who sees an event', () => {
  it("shows a clinic's events to its patients and employees, platform events to everyone, and answers 404 to anyone else", async () => {
    const team = await clinicEvent();
    const admin = await createUserAndLogin(t, 'admin');
    const platform = await t.form(
      endpoints.adminEventsAddEvent,
      fields({ title: 'Mindful mornings webinar', location: '', online_url: 'https://meet.example.org/mornings', capacity: '' }),
      [],
      admin.session.accessToken,
    );
    expect(platform.status, JSON.stringify(platform.body)).toBe(201);
    expect(platform.body.data).toMatchObject({ clinic_id: null, capacity: null, spots_left: null, online: true, location: null });
    const personal = await createUserAndLogin(t, 'personal');
    const stranger = await createClinicTeam(t);
    const strangerPatient = (await login(t, stranger.patient)).accessToken;

    const ids = async (token: string) => (await t.call(endpoints.eventsList, {}, token)).body.data!.map((row) => row.id);
    for (const token of [team.patientToken, team.employeeToken]) expect(await ids(token)).toEqual(expect.arrayContaining([team.event.id, platform.body.data!.id]));
    expect(await ids(personal.session.accessToken)).toContain(platform.body.data!.id);
    expect(await ids(personal.session.accessToken)).not.toContain(team.event.id);
    expect(await ids(strangerPatient)).not.toContain(team.event.id);

    // Another clinic's event does not exist for them, on every call.
    expect((await t.call(endpoints.eventDetail, { id: team.event.id }, strangerPatient)).status).toBe(404);
    expect((await t.call(endpoints.eventJoin, { id: team.event.id }, personal.session.accessToken)).status).toBe(404);
    expect((await t.call(endpoints.eventLeave, { id: team.event.id }, strangerPatient)).status).toBe(404);
    expect((await download(team.event.id, strangerPatient)).statusCode).toBe(404);
    expect((await t.call(endpoints.clinicEventsDetail, { id: team.event.id }, stranger.token)).status).toBe(404);
    expect((await t.call(endpoints.clinicEventsParticipants, { id: team.event.id }, stranger.token)).status).toBe(404);
    expect((await t.form(endpoints.clinicEventsEditEvent, { id: team.event.id, ...fields() }, [], stranger.token)).status).toBe(404);
    expect((await t.call(endpoints.clinicEventsDeleteEvent, { id: team.event.id }, stranger.token)).status).toBe(404);
    // A clinic does not manage the platform's events; its list is its own.
    expect((await t.call(endpoints.clinicEventsDetail, { id: platform.body.data!.id }, team.token)).status).toBe(404);
    expect((await t.call(endpoints.clinicEventsEvents, {}, team.token)).body.data!.map((row) => row.id)).toEqual([team.event.id]);
    // Administrators see and manage every event.
    expect((await t.call(endpoints.adminEventsEvents, { perPage: 100 }, admin.session.accessToken)).body.data!.map((row) => row.id)).toEqual(
      expect.arrayContaining([team.event.id, platform.body.data!.id]),
    );

    // The image follows the event's audience.
    const image = team.event.image!;
    expect(image).toBeTruthy();
    const fetchImage = async (cookie: string) => (await t.app.inject({ method: 'GET', url: image, headers: { cookie } })).statusCode;
    expect(await fetchImage((await login(t, team.patient)).mediaCookie)).toBe(200);
    expect(await fetchImage((await login(t, stranger.patient)).mediaCookie)).toBe(404);
  });

  it('keeps roles to their families', async () => {
    const team = await clinicEvent();
    expect((await t.call(endpoints.eventsList, {}, team.token)).status).toBe(403);
    expect((await t.form(endpoints.clinicEventsAddEvent, fields(), [], team.patientToken)).status).toBe(403);
    expect((await t.call(endpoints.clinicEventsParticipants, { id: team.event.id }, team.employeeToken)).status).toBe(403);
    expect((await t.call(endpoints.adminEventsEvents, {}, team.token)).status).toBe(403);
  });
});

describe('joining', () => {
  it('joins and leaves (twice changes nothing), refuses a full event with 409, and shows the online link to participants only', async () => {
    const team = await clinicEvent({ online_url: 'https://meet.example.org/sound', capacity: 2 });
    const second = await createUser(t.db, 'patient', { clinicId: team.clinic.id, fullName: 'Priya Nair' });
    const third = await createUser(t.db, 'patient', { clinicId: team.clinic.id });
    const secondToken = (await login(t, second)).accessToken;
    const thirdToken = (await login(t, third)).accessToken;

    const before = await t.call(endpoints.eventDetail, { id: team.event.id }, team.patientToken);
    expect(before.body.data).toMatchObject({ joined: false, online: true, online_url: null, spots_left: 2, state: 'upcoming' });

    const joined = await t.call(endpoints.eventJoin, { id: team.event.id }, team.patientToken);
    expect(joined.body.message).toBe(EVENT_MESSAGES.joined);
    expect(joined.body.data).toMatchObject({ joined: true, participant_count: 1, spots_left: 1, online_url: 'https://meet.example.org/sound' });
    const again = await t.call(endpoints.eventJoin, { id: team.event.id }, team.patientToken);
    expect(again.status).toBe(200);
    expect(again.body.data!.participant_count).toBe(1);

    expect((await t.call(endpoints.eventJoin, { id: team.event.id }, secondToken)).body.data!.spots_left).toBe(0);
    const full = await t.call(endpoints.eventJoin, { id: team.event.id }, thirdToken);
    expect(full.status).toBe(409);
    expect(full.body.message).toBe(EVENT_MESSAGES.full);
    // Someone already in is still welcome to "join" again.
    expect((await t.call(endpoints.eventJoin, { id: team.event.id }, secondToken)).status).toBe(200);

    const mine = await t.call(endpoints.eventsList, { filter: 'mine' }, team.patientToken);
    expect(mine.body.data!.map((row) => row.id)).toEqual([team.event.id]);

    const participants = await t.call(endpoints.clinicEventsParticipants, { id: team.event.id }, team.token);
    expect(participants.body.data!.map((row) => row.person.name)).toEqual([team.patient.fullName, 'Priya Nair']);

    const left = await t.call(endpoints.eventLeave, { id: team.event.id }, team.patientToken);
    expect(left.body.message).toBe(EVENT_MESSAGES.left);
    expect(left.body.data).toMatchObject({ joined: false, participant_count: 1, online_url: null });
    const leftAgain = await t.call(endpoints.eventLeave, { id: team.event.id }, team.patientToken);
    expect(leftAgain.status).toBe(200);
    expect(leftAgain.body.data!.participant_count).toBe(1);
    expect((await t.call(endpoints.eventsList, { filter: 'mine' }, team.patientToken)).body.data).toEqual([]);
    // The freed place can be taken.
    expect((await t.call(endpoints.eventJoin, { id: team.event.id }, thirdToken)).status).toBe(200);
  });

  it('gives exactly the capacity when many join at once', async () => {
    const team = await clinicEvent({ capacity: 3 });
    const people = await Promise.all(Array.from({ length: 8 }, () => createUser(t.db, 'patient', { clinicId: team.clinic.id })));
    const tokens = await Promise.all(people.map(async (person) => (await login(t, person)).accessToken));
    const answers = await Promise.all(tokens.map((token) => t.call(endpoints.eventJoin, { id: team.event.id }, token)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(5);
    const rows = await t.db.select().from(eventParticipants).where(eq(eventParticipants.eventId, team.event.id));
    expect(rows).toHaveLength(3);
    const [row] = await t.db.select().from(events).where(eq(events.id, team.event.id));
    expect(row!.participantCount).toBe(3);
  });

  it('refuses to join an event that has started', async () => {
    const team = await clinicEvent();
    await t.db.update(events).set({ startsAt: new Date(Date.now() - HOUR_MS) }).where(eq(events.id, team.event.id));
    const late = await t.call(endpoints.eventJoin, { id: team.event.id }, team.patientToken);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(EVENT_MESSAGES.started);
  });
});

describe('calendar file', () => {
  it('answers an .ics with a stable UID, UTC times, the place, and the online link for participants only', async () => {
    const team = await clinicEvent({ title: 'Breathwork, together', online_url: 'https://meet.example.org/breath', start: '2031-03-10T18:00:00+01:00', end: '2031-03-10T19:30:00+01:00' });
    const outsider = await download(team.event.id, team.patientToken);
    expect(outsider.statusCode).toBe(200);
    expect(outsider.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(outsider.headers['content-disposition']).toContain(`event-${team.event.id}.ics`);
    const before = lines(outsider.body);
    expect(before).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'METHOD:PUBLISH',
        `UID:event-${team.event.id}@stillpoint`,
        'DTSTART:20310310T170000Z',
        'DTEND:20310310T183000Z',
        'SUMMARY:Breathwork\\, together',
        'LOCATION:Harbor studio\\, 2nd floor',
        'SEQUENCE:0',
      ]),
    );
    expect(outsider.body).not.toContain('meet.example.org');
    expect(before.find((line) => line.startsWith('URL'))).toContain(`/patient/events/${team.event.id}`);

    await t.call(endpoints.eventJoin, { id: team.event.id }, team.patientToken);
    const participant = lines((await download(team.event.id, team.patientToken)).body);
    expect(participant.find((line) => line.startsWith('URL'))).toContain('https://meet.example.org/breath');
    expect(participant.find((line) => line.startsWith('DESCRIPTION'))).toContain('Join online: https://meet.example.org/breath');
  });
});

describe('managing events', () => {
  it('refuses bad input with 422 naming the field, and stores nothing', async () => {
    const team = await createClinicTeam(t);
    const count = async () => (await t.db.select().from(events)).length;
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [{ end: inHours(47) }, 'end'],
      [{ capacity: 0 }, 'capacity'],
      [{ time_zone: 'Mars/Olympus_Mons' }, 'time_zone'],
      [{ start: inHours(-2), end: inHours(1) }, 'start'],
      [{ location: '', online_url: '' }, 'location'],
      [{ online_url: 'ftp://example.org' }, 'online_url'],
      [{ title: '  ' }, 'title'],
      [{ end: inHours(48 + 24 * 20) }, 'end'],
    ];
    for (const [overrides, path] of cases) {
      const answer = await t.form(endpoints.clinicEventsAddEvent, fields(overrides), [], team.token);
      expect(answer.status, JSON.stringify(overrides)).toBe(422);
      expect(answer.body.errors?.map((error) => error.path), JSON.stringify(overrides)).toContain(path);
    }
    expect(await count()).toBe(before);
  });

  it('edits, tells participants when it moves, refuses a capacity below those who joined, and deletes telling them too', async () => {
    const team = await clinicEvent({ capacity: 5 });
    await t.call(endpoints.eventJoin, { id: team.event.id }, team.patientToken);
    await t.call(endpoints.eventJoin, { id: team.event.id }, team.employeeToken);

    const tooSmall = await t.form(endpoints.clinicEventsEditEvent, { id: team.event.id, ...fields({ capacity: 1 }) }, [], team.token);
    expect(tooSmall.status).toBe(422);
    expect(tooSmall.body.errors?.[0]?.path).toBe('capacity');

    // A new title only: nobody is told.
    const renamed = await t.form(endpoints.clinicEventsEditEvent, { id: team.event.id, ...fields({ title: 'Sound bath', start: team.event.start, end: team.event.end }) }, [], team.token);
    expect(renamed.body.message).toBe(EVENT_MESSAGES.updated);
    expect(renamed.body.data).toMatchObject({ title: 'Sound bath', participant_count: 2 });
    expect(renamed.body.data!.image).toBe(team.event.image);
    const told = async () => (await t.db.select().from(notifications).where(eq(notifications.kind, 'event_update'))).filter((row) => row.data && (row.data as { event_id?: number }).event_id === team.event.id);
    expect(await told()).toHaveLength(0);

    const moved = await t.form(endpoints.clinicEventsEditEvent, { id: team.event.id, ...fields({ title: 'Sound bath', start: inHours(72), end: inHours(74) }) }, [png], team.token);
    expect(moved.status).toBe(200);
    expect(moved.body.data!.image).not.toBe(team.event.image);
    const movedNotes = await told();
    expect(movedNotes.map((row) => row.userId).sort()).toEqual([team.patient.id, team.employee.id].sort());
    expect(movedNotes[0]!.title).toBe('"Sound bath" has moved');
    expect(movedNotes[0]!.link).toMatch(new RegExp(`/(patient|employee)/events/${team.event.id}$`));

    const removed = await t.call(endpoints.clinicEventsDeleteEvent, { id: team.event.id }, team.token);
    expect(removed.body.message).toBe(EVENT_MESSAGES.deleted);
    expect((await told()).filter((row) => row.title === '"Sound bath" is cancelled')).toHaveLength(2);
    expect((await t.call(endpoints.eventDetail, { id: team.event.id }, team.patientToken)).status).toBe(404);
    expect(await t.db.select().from(eventParticipants).where(eq(eventParticipants.eventId, team.event.id))).toEqual([]);
  });

  it('lists upcoming and past events for the organiser, with a search', async () => {
    const team = await clinicEvent({ title: 'Yoga in the park' });
    const other = await t.form(endpoints.clinicEventsAddEvent, fields({ title: 'Grief circle', start: inHours(24), end: inHours(25) }), [], team.token);
    const upcoming = await t.call(endpoints.clinicEventsEvents, {}, team.token);
    expect(upcoming.body.data!.map((row) => row.title)).toEqual(['Grief circle', 'Yoga in the park']);
    expect((await t.call(endpoints.clinicEventsEvents, { search: 'yoga' }, team.token)).body.data!.map((row) => row.id)).toEqual([team.event.id]);
    await t.db.update(events).set({ startsAt: new Date(Date.now() - 3 * HOUR_MS), endsAt: new Date(Date.now() - 2 * HOUR_MS) }).where(eq(events.id, other.body.data!.id));
    expect((await t.call(endpoints.clinicEventsEvents, { when: 'past' }, team.token)).body.data!.map((row) => row.title)).toEqual(['Grief circle']);
    // Ended events leave the people's upcoming list.
    expect((await t.call(endpoints.eventsList, {}, team.patientToken)).body.data!.map((row) => row.id)).not.toContain(other.body.data!.id);
  });

  it('lets an administrator make an event for a clinic, which only that clinic sees', async () => {
    const team = await createClinicTeam(t);
    const admin = await createUserAndLogin(t, 'admin');
    const made = await t.form(endpoints.adminEventsAddEvent, { clinic_id: team.clinic.id, ...fields() }, [], admin.session.accessToken);
    expect(made.body.data!.clinic_id).toBe(team.clinic.id);
    expect((await t.call(endpoints.clinicEventsDetail, { id: made.body.data!.id }, team.token)).status).toBe(200);
    const personal = await createUserAndLogin(t, 'personal');
    expect((await t.call(endpoints.eventDetail, { id: made.body.data!.id }, personal.session.accessToken)).status).toBe(404);
  });
});

describe('reminders', () => {
  it('plans one keyed reminder a day before, and reminds the participants at the planned start only', async () => {
    const team = await clinicEvent({ start: '2031-05-01T10:00:00Z', end: '2031-05-01T11:00:00Z' });
    const planned: { data: { eventId: number; startsAt: string }; key?: string | undefined; runAt?: Date | undefined; queue: string }[] = [];
    const jobs = {
      define: async () => {},
      enqueue: async (queue: string, data: never, options?: { key?: string; runAt?: Date }) => {
        planned.push({ queue, data, key: options?.key, runAt: options?.runAt });
        return 'job';
      },
    } as unknown as Jobs;
    const told: { userIds: readonly number[] | undefined; kind: string; key: string | undefined; title: unknown }[] = [];
    const service = createEventsService({
      repo: createEventsRepository(t.db),
      notifications: {
        notify: async (input) => {
          told.push({ userIds: input.userIds, kind: input.kind, key: input.key, title: input.title });
          return [];
        },
      },
      jobs,
      removeReleased: async () => {},
      publicUrl: 'http://localhost',
    });
    const patient = { userId: team.patient.id, role: 'patient' as const, clinicId: team.clinic.id } as never;
    await service.join(patient, team.event.id);
    expect(planned.map((job) => [job.queue, job.runAt?.toISOString(), job.key])).toEqual([
      [EVENT_REMINDER_QUEUE, '2031-04-30T10:00:00.000Z', `event-reminder:${team.event.id}:2031-05-01T10:00:00.000Z`],
    ]);

    await service.runReminder({ eventId: team.event.id, startsAt: '2031-04-01T10:00:00.000Z' });
    expect(told).toEqual([]);
    await service.runReminder(planned[0]!.data);
    expect(told).toEqual([{ userIds: [team.patient.id], kind: 'event_update', key: planned[0]!.key, title: '"Evening sound bath" is tomorrow' }]);
  });
});
