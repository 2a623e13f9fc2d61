import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, endpoints, roleAllowed, SESSION_NOTE_MESSAGES, type Endpoint } from '@stillpoint/contracts';
import { eq } from 'drizzle-orm';
import { auditEvents, users } from '@stillpoint/db';
import { assignPatient, auditEventsFor, createClinicTeam, createUser, login } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

/*
 * Private session notes (decision 0012): written and read by the care team only, never by the patient,
 * every read and write audited without the text, the text never logged.
 */

let t: TestApp;
/** Every line the server logged, at every level. */
const logged: string[] = [];
beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logged.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ logger: { level: 'trace', stream } });
});
afterAll(() => t.close());

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** A clinic with a patient looked after by two employees, and a third employee of the clinic who is not. */
async function careTeam() {
  const team = await createClinicTeam(t);
  const second = await createUser(t.db, 'employee', { clinicId: team.clinic.id });
  const stranger = await createUser(t.db, 'employee', { clinicId: team.clinic.id });
  await assignPatient(t.db, team.employee, team.patient);
  await assignPatient(t.db, second, team.patient);
  return {
    ...team,
    first: (await login(t, team.employee)).accessToken,
    second: (await login(t, second)).accessToken,
    stranger: (await login(t, stranger)).accessToken,
    secondUser: second,
  };
}

describe('session notes', () => {
  it('the care team writes and reads a patient’s notes, newest first, with author and time; only the author edits', async () => {
    const team = await careTeam();
    const body = `First session ${unique()}.\nSleep is the main worry.`;
    const added = await t.call(endpoints.employeeAddSessionNote, { userid: team.patient.id, body }, team.first);
    expect(added.status).toBe(201);
    expect(added.body.message).toBe(SESSION_NOTE_MESSAGES.noteAdded);
    expect(added.body.data).toMatchObject({
      userid: team.patient.id,
      body,
      author: { userid: team.employee.id, fullName: team.employee.fullName },
      authorRole: 'employee',
      editedAt: null,
      canEdit: true,
      canDelete: true,
    });
    const clinicNote = await t.call(
      endpoints.clinicAddSessionNote,
      { userid: team.patient.id, body: 'Clinic follow-up call.' },
      team.token,
    );
    expect(clinicNote.status).toBe(201);
    expect(clinicNote.body.data!.authorRole).toBe('clinic');

    // Everyone on the care team reads both, newest first; what each may do differs.
    const asSecond = await t.call(endpoints.employeeSessionNotes, { userid: team.patient.id }, team.second);
    expect(asSecond.body.data!.map((note) => [note.body, note.canEdit, note.canDelete])).toEqual([
      ['Clinic follow-up call.', false, false],
      [body, false, false],
    ]);
    const asClinic = await t.call(endpoints.clinicSessionNotes, { userid: team.patient.id }, team.token);
    expect(asClinic.body.data!.map((note) => [note.canEdit, note.canDelete])).toEqual([
      [true, true],
      [false, true],
    ]);
    const paged = await t.call(endpoints.clinicSessionNotes, { userid: team.patient.id, perPage: 1, pageNo: 2 }, team.token);
    expect(paged.body).toMatchObject({ total_pages: 2, data: [{ body }] });

    // Only the author edits; anyone else on the team is refused, the text unchanged.
    const id = added.body.data!.id;
    expect((await t.call(endpoints.employeeEditSessionNote, { id, body: 'Taken over' }, team.second)).status).toBe(403);
    expect((await t.call(endpoints.clinicEditSessionNote, { id, body: 'Taken over' }, team.token)).status).toBe(403);
    const edited = await t.call(endpoints.employeeEditSessionNote, { id, body: `${body}\nAdded after the call.` }, team.first);
    expect(edited.body).toMatchObject({
      message: SESSION_NOTE_MESSAGES.noteUpdated,
      data: { body: `${body}\nAdded after the call.` },
    });
    expect(edited.body.data!.editedAt).not.toBeNull();
    const empty = await t.call(endpoints.employeeEditSessionNote, { id, body: '   ' }, team.first);
    expect(empty.status).toBe(422);
    expect(empty.body.errors?.[0]).toEqual({ path: 'body', message: 'Write the note' });
  });

  it('deletes: the author their own, the clinic any of its clinic’s, another employee none', async () => {
    const team = await careTeam();
    const mine = (await t.call(endpoints.employeeAddSessionNote, { userid: team.patient.id, body: 'Mine' }, team.first)).body
      .data!;
    const other = (await t.call(endpoints.employeeAddSessionNote, { userid: team.patient.id, body: 'Second’s' }, team.second))
      .body.data!;
    expect((await t.call(endpoints.employeeDeleteSessionNote, { id: other.id }, team.first)).status).toBe(403);
    const own = await t.call(endpoints.employeeDeleteSessionNote, { id: mine.id }, team.first);
    expect(own.body).toMatchObject({ status: true, message: SESSION_NOTE_MESSAGES.noteDeleted });
    expect((await t.call(endpoints.clinicDeleteSessionNote, { id: other.id }, team.token)).status).toBe(200);
    expect((await t.call(endpoints.clinicSessionNotes, { userid: team.patient.id }, team.token)).body.data).toEqual([]);
  });

  it("answers 404 for another clinic's patient or note, and for a patient not assigned to the employee", async () => {
    const team = await careTeam();
    const other = await createClinicTeam(t);
    const note = (await t.call(endpoints.employeeAddSessionNote, { userid: team.patient.id, body: 'Private' }, team.first)).body
      .data!;
    const calls: Array<[Endpoint, object, string]> = [
      [endpoints.employeeSessionNotes, { userid: team.patient.id }, team.stranger],
      [endpoints.employeeAddSessionNote, { userid: team.patient.id, body: 'x' }, team.stranger],
      [endpoints.employeeEditSessionNote, { id: note.id, body: 'x' }, team.stranger],
      [endpoints.employeeDeleteSessionNote, { id: note.id }, team.stranger],
      [endpoints.clinicSessionNotes, { userid: team.patient.id }, other.token],
      [endpoints.clinicAddSessionNote, { userid: team.patient.id, body: 'x' }, other.token],
      [endpoints.clinicEditSessionNote, { id: note.id, body: 'x' }, other.token],
      [endpoints.clinicDeleteSessionNote, { id: note.id }, other.token],
      [endpoints.clinicAddSessionNote, { userid: team.employee.id, body: 'x' }, team.token],
      [endpoints.clinicDeleteSessionNote, { id: 99_999_999 }, team.token],
    ];
    for (const [endpoint, body, token] of calls) {
      const response = await t.call(endpoint, body, token);
      expect(response.status, endpoint.path).toBe(404);
      expect(response.body.code).toBe('NOT_FOUND');
    }
    expect(
      (await t.call(endpoints.clinicSessionNotes, { userid: team.patient.id }, team.token)).body.data!.map((n) => n.body),
    ).toEqual(['Private']);
    // The patient moves to the other clinic: its care team starts a record of its own, the first clinic's
    // notes stay out of reach.
    await t.db.update(users).set({ clinicId: other.clinic.id }).where(eq(users.id, team.patient.id));
    const moved = await t.call(endpoints.clinicSessionNotes, { userid: team.patient.id }, other.token);
    expect(moved.status).toBe(200);
    expect(moved.body.data).toEqual([]);
    expect((await t.call(endpoints.clinicEditSessionNote, { id: note.id, body: 'x' }, other.token)).status).toBe(404);
  });

  it('audits every read and write (who, whose record, which note) without the text, and never logs the text', async () => {
    const team = await careTeam();
    const secret = `Talked about the panic attacks ${unique()}`;
    const note = (await t.call(endpoints.employeeAddSessionNote, { userid: team.patient.id, body: secret }, team.first)).body
      .data!;
    await t.call(endpoints.employeeSessionNotes, { userid: team.patient.id }, team.second);
    await t.call(endpoints.employeeEditSessionNote, { id: note.id, body: `${secret} (edited)` }, team.first);
    await t.call(endpoints.clinicDeleteSessionNote, { id: note.id }, team.token);
    // A refused write logs nothing of its text either.
    await t.call(
      endpoints.employeeAddSessionNote,
      { userid: team.patient.id, body: `${secret} ${'x'.repeat(10_001)}` },
      team.first,
    );

    const expected: Array<[string, number]> = [
      ['session_notes.created', team.employee.id],
      ['patients.session_notes_viewed', team.secondUser.id],
      ['session_notes.updated', team.employee.id],
      ['session_notes.deleted', team.owner.id],
    ];
    for (const [action, actor] of expected) {
      const events = await auditEventsFor(t.db, action, team.patient.id);
      expect(events, action).toHaveLength(1);
      expect(events[0]).toMatchObject({ actorUserId: actor, targetType: 'user', clinicId: team.clinic.id });
      if (action.startsWith('session_notes.')) expect(events[0]!.meta).toEqual({ noteId: note.id });
    }
    const everything = JSON.stringify(await t.db.select().from(auditEvents));
    expect(everything).not.toContain(secret);
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join('\n')).not.toContain(secret);
  });

  it('never reaches the patient: no endpoint a patient may call answers a note’s text', async () => {
    const team = await careTeam();
    const secret = `Shows signs of burnout ${unique()}`;
    const note = (await t.call(endpoints.employeeAddSessionNote, { userid: team.patient.id, body: secret }, team.first)).body
      .data!;
    let patient = (await login(t, team.patient)).accessToken;
    const patientEndpoints = allEndpoints.filter(
      (endpoint) =>
        endpoint.audience === 'front' && !endpoint.multipart && !endpoint.download && roleAllowed(endpoint, 'patient'),
    );
    expect(patientEndpoints.length).toBeGreaterThan(50);
    // Every id a handler might read the note through: the note's, the patient's own, the author's.
    const body = {
      id: note.id,
      userid: team.patient.id,
      data_id: note.id,
      task_id: note.id,
      assignment_id: note.id,
      user_id: team.employee.id,
    };
    let answered = 0;
    for (const endpoint of patientEndpoints) {
      const response =
        endpoint.method === 'GET'
          ? await t.app.inject({
              method: 'GET',
              url: endpoint.url,
              query: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])),
              headers: { authorization: `Bearer ${patient}` },
            })
          : await t.app.inject({
              method: 'POST',
              url: endpoint.url,
              payload: body,
              headers: { authorization: `Bearer ${patient}` },
            });
      expect(response.body, endpoint.path).not.toContain(secret);
      expect(response.body, endpoint.path).not.toContain('Shows signs of burnout');
      if (response.statusCode === 200) answered++;
      // Some calls end the session (logout); sign in again for the next.
      if (response.statusCode === 401) patient = (await login(t, team.patient)).accessToken;
    }
    // The walk read real answers, not a wall of refusals.
    expect(answered).toBeGreaterThan(30);
    // And every note endpoint refuses the patient outright.
    for (const endpoint of [endpoints.employeeSessionNotes, endpoints.clinicSessionNotes, endpoints.employeeAddSessionNote]) {
      const response = await t.call(endpoint, { userid: team.patient.id }, patient);
      expect(response.status, endpoint.path).toBe(403);
    }
  });
});
