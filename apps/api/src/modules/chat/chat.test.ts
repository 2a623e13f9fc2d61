import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_EVENTS,
  CHAT_FILE_FIELD,
  chatFamilyFor,
  endpoints,
  type ChatFamily,
  type DirectMessage,
  type Role,
} from '@stillpoint/contracts';
import { chatMessages, connectionRequests, notifications, users } from '@stillpoint/db';
import { TINY_PNG } from '../../../test/media-fixtures.js';
import { assignPatient, createClinic, createUser, login, type TestSession } from '../../../test/factories.js';
import { createTestApp, eventually, type TestApp } from '../../../test/harness.js';

/** Everything the app logs, to prove chat text is never in it. */
const logged: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logged.push(chunk.toString());
    done();
  },
});

let t: TestApp;
let base: string;
beforeAll(async () => {
  // Three uploads an hour for patients: text messages must not count against it.
  t = await createTestApp({
    chatNotifyDelaySeconds: 1,
    logger: { level: 'trace', stream: logStream },
    env: { UPLOADS_PER_HOUR: '3' },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
const sockets: Socket[] = [];
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t?.close();
});

function socketOf(session: TestSession): Promise<Socket> {
  const socket = connect(base, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    auth: { token: session.accessToken },
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Send message is multipart (a text and/or a file), as the web app sends it. */
const sendText = (endpoint: ChatFamily['sendMessage'], fields: { to: number; message: string }, token: string) =>
  t.form(endpoint, fields, [], token);

type Person = { user: Awaited<ReturnType<typeof createUser>>; session: TestSession };
const family = (person: Person) => chatFamilyFor(person.user.role as Role);

async function person(kind: Parameters<typeof createUser>[1], clinicId?: number): Promise<Person> {
  const user = await createUser(t.db, kind, clinicId ? { clinicId } : {});
  return { user, session: await login(t, user) };
}

describe('the chat policy (every pair of roles)', () => {
  it('lets exactly the allowed pairs talk; everyone else, and an unknown id, is 404', async () => {
    const [clinicA, clinicB] = [await createClinic(t.db), await createClinic(t.db)];
    const world = {
      clinicA: await person('clinic', clinicA.id),
      employeeA: await person('employee', clinicA.id),
      otherEmployeeA: await person('employee', clinicA.id),
      patientA: await person('patient', clinicA.id),
      unassignedPatientA: await person('patient', clinicA.id),
      clinicB: await person('clinic', clinicB.id),
      employeeB: await person('employee', clinicB.id),
      patientB: await person('patient', clinicB.id),
      admin: await person('admin'),
      masterAdmin: await person('masterAdmin'),
      personal: await person('personal'),
      connected: await person('business'),
      stranger: await person('personal'),
    };
    await assignPatient(t.db, world.employeeA.user, world.patientA.user);
    await assignPatient(t.db, world.employeeB.user, world.patientB.user);
    // Personal users chat once a connection request is accepted; a pending one is not enough.
    await t.db
      .insert(connectionRequests)
      .values({ requesterId: world.personal.user.id, addresseeId: world.connected.user.id, status: 'accepted' });
    await t.db
      .insert(connectionRequests)
      .values({ requesterId: world.stranger.user.id, addresseeId: world.personal.user.id, status: 'pending' });

    type Name = keyof typeof world;
    const allowed: [Name, Name][] = [
      ['patientA', 'clinicA'],
      ['patientA', 'employeeA'],
      ['employeeA', 'clinicA'],
      ['otherEmployeeA', 'clinicA'],
      ['unassignedPatientA', 'clinicA'],
      ['patientB', 'clinicB'],
      ['patientB', 'employeeB'],
      ['employeeB', 'clinicB'],
      ['clinicA', 'admin'],
      ['clinicA', 'masterAdmin'],
      ['clinicB', 'admin'],
      ['clinicB', 'masterAdmin'],
      ['personal', 'connected'],
    ];
    const names = Object.keys(world) as Name[];
    const mayTalk = (a: Name, b: Name) => allowed.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
    const refusals: string[] = [];
    for (const a of names) {
      const me = world[a];
      const contacts = await t.call(family(me).allContacts, {}, me.session.accessToken);
      expect(contacts.status).toBe(200);
      const expected = names
        .filter((b) => b !== a && mayTalk(a, b))
        .map((b) => world[b].user.id)
        .sort();
      expect(contacts.body.data!.map((contact) => contact.chat_with_userid).sort(), `${a}'s contacts`).toEqual(expected);
      for (const b of names) {
        if (a === b) continue;
        const history = await t.call(family(me).history, { chat_with_userid: world[b].user.id }, me.session.accessToken);
        if (history.status !== (mayTalk(a, b) ? 200 : 404)) refusals.push(`${a} -> ${b}: ${history.status}`);
        if (!mayTalk(a, b)) {
          const sent = await sendText(family(me).sendMessage, { to: world[b].user.id, message: 'hello' }, me.session.accessToken);
          if (sent.status !== 404) refusals.push(`${a} sends ${b}: ${sent.status}`);
        }
      }
      const unknown = await t.call(family(me).history, { chat_with_userid: 2_000_000_000 }, me.session.accessToken);
      expect(unknown.status).toBe(404);
    }
    expect(refusals).toEqual([]);
    // A family is for its roles only (the catalogue's role check): a patient at clinics/chat is 403.
    expect((await t.call(endpoints.clinicChatAllContacts, {}, world.patientA.session.accessToken)).status).toBe(403);
    // Peers see each other by the name they chose (decision 0010), never the real one.
    const peers = await t.call(endpoints.frontChatAllContacts, {}, world.personal.session.accessToken);
    expect(peers.body.data![0]!.person.name).not.toBe(world.connected.user.fullName);
    // A clinic learns the administrator to write to; others get none.
    expect((await t.call(endpoints.clinicChatAdminId, {}, world.clinicA.session.accessToken)).body.data!.admin_id).toEqual(
      expect.any(Number),
    );
    expect((await t.call(endpoints.frontChatAdminId, {}, world.patientA.session.accessToken)).body.data!.admin_id).toBeNull();
  });
});

describe('a conversation between a patient and their therapist', () => {
  it('arrives live with unread counts, to the sender’s other windows, with read receipts and typing', async () => {
    const clinic = await createClinic(t.db);
    const patient = await person('patient', clinic.id);
    const therapist = await person('employee', clinic.id);
    const bystander = await person('employee', clinic.id);
    await assignPatient(t.db, therapist.user, patient.user);
    const [patientSocket, patientOtherWindow, therapistSocket, bystanderSocket] = await Promise.all([
      socketOf(patient.session),
      socketOf(patient.session),
      socketOf(therapist.session),
      socketOf(bystander.session),
    ]);
    const received: { message: DirectMessage; unread_count?: number }[] = [];
    const echoed: DirectMessage[] = [];
    const overheard: unknown[] = [];
    therapistSocket.on(CHAT_EVENTS.message, (event: { message: DirectMessage; unread_count: number }) => received.push(event));
    patientOtherWindow.on(CHAT_EVENTS.message, (event: { message: DirectMessage }) => echoed.push(event.message));
    bystanderSocket.onAny((...args) => overheard.push(args));

    const sent = await sendText(
      endpoints.frontChatSendMessage,
      { to: therapist.user.id, message: 'I slept better this week' },
      patient.session.accessToken,
    );
    expect(sent.status).toBe(201);
    expect(sent.body.data).toMatchObject({
      from: patient.user.id,
      to: therapist.user.id,
      message: 'I slept better this week',
      read_at: null,
      file: null,
    });
    await sendText(endpoints.frontChatSendMessage, { to: therapist.user.id, message: 'Thank you' }, patient.session.accessToken);
    await eventually('both messages reached the therapist', () => received.length === 2);
    expect(received.map((event) => [event.message.message, event.unread_count])).toEqual([
      ['I slept better this week', 1],
      ['Thank you', 2],
    ]);
    await eventually('the sender’s other window shows them too', () => echoed.length === 2);

    const contacts = await t.call(endpoints.frontChatAllContacts, {}, therapist.session.accessToken);
    expect(contacts.body.data!.find((contact) => contact.chat_with_userid === patient.user.id)).toMatchObject({
      unread_count: 2,
      last_message: 'Thank you',
    });
    const recent = await t.call(endpoints.frontChatRecentChats, {}, therapist.session.accessToken);
    expect(recent.body.data!.map((contact) => contact.chat_with_userid)).toEqual([patient.user.id]);

    // Typing: relayed to the other person; refused (404) towards someone who is not a contact.
    const typing = new Promise((resolve) => patientSocket.once(CHAT_EVENTS.typing, resolve));
    expect(await therapistSocket.emitWithAck(CHAT_EVENTS.typing, { to: patient.user.id, typing: true })).toEqual({ ok: true });
    expect(await typing).toEqual({ from: therapist.user.id, typing: true });
    expect(await bystanderSocket.emitWithAck(CHAT_EVENTS.typing, { to: patient.user.id, typing: true })).toEqual({
      ok: false,
      code: 'NOT_FOUND',
    });
    expect(await bystanderSocket.emitWithAck(CHAT_EVENTS.typing, 'nonsense')).toEqual({ ok: false, code: 'VALIDATION' });

    // Read receipts: the therapist reads; the patient's windows learn up to which message.
    const receipt = new Promise<{ by: number; up_to: number; read_at: string }>((resolve) =>
      patientSocket.once(CHAT_EVENTS.read, resolve),
    );
    const read = await t.call(endpoints.frontChatReadAll, { from: patient.user.id }, therapist.session.accessToken);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({ read: 2, unread_count: 0 });
    expect(await receipt).toMatchObject({ by: therapist.user.id, up_to: received[1]!.message.id });
    const history = await t.call(
      endpoints.frontChatConversation,
      { chat_with_userid: therapist.user.id },
      patient.session.accessToken,
    );
    expect(history.body.data!.messages.map((message) => [message.message, message.read_at !== null])).toEqual([
      ['I slept better this week', true],
      ['Thank you', true],
    ]);
    expect(overheard).toEqual([]);
    // Reading someone who is not a contact: 404.
    expect((await t.call(endpoints.frontChatReadAll, { from: patient.user.id }, bystander.session.accessToken)).status).toBe(404);
  });

  it('pages the history newest last, by page and by cursor, with total_pages', async () => {
    const clinic = await createClinic(t.db);
    const patient = await person('patient', clinic.id);
    const owner = await person('clinic', clinic.id);
    await t.db
      .insert(chatMessages)
      .values(
        Array.from({ length: 35 }, (_, i) => ({
          senderId: i % 2 ? patient.user.id : owner.user.id,
          receiverId: i % 2 ? owner.user.id : patient.user.id,
          body: `m${i + 1}`,
        })),
      );
    const first = await t.call(
      endpoints.clinicChatConversation,
      { chat_with_userid: patient.user.id },
      owner.session.accessToken,
    );
    expect(first.body.total_pages).toBe(2);
    expect(first.body.data!.has_older).toBe(true);
    const texts = first.body.data!.messages.map((message) => message.message);
    expect(texts).toHaveLength(30);
    expect(texts.at(0)).toBe('m6');
    expect(texts.at(-1)).toBe('m35');
    const older = await t.call(
      endpoints.clinicChatConversation,
      { chat_with_userid: patient.user.id, before: first.body.data!.messages[0]!.id },
      owner.session.accessToken,
    );
    expect(older.body.data!.messages.map((message) => message.message)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
    expect(older.body.data!.has_older).toBe(false);
    const second = await t.call(
      endpoints.clinicChatConversation,
      { chat_with_userid: patient.user.id, pageNo: 2 },
      owner.session.accessToken,
    );
    expect(second.body.data!.messages.map((message) => message.message)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
  });

  it('sends an image through the upload path; only the two people may fetch it; an empty message is 422', async () => {
    const clinic = await createClinic(t.db);
    const patient = await person('patient', clinic.id);
    const owner = await person('clinic', clinic.id);
    const other = await person('patient', clinic.id);
    const sent = await t.form(
      endpoints.frontChatSendMessage,
      { to: owner.user.id },
      [{ field: CHAT_FILE_FIELD, filename: 'drawing.png', contentType: 'image/png', data: TINY_PNG }],
      patient.session.accessToken,
    );
    expect(sent.status).toBe(201);
    const file = sent.body.data!.file!;
    expect(file).toMatchObject({ kind: 'image', content_type: 'image/png' });
    expect(sent.body.data!.message).toBe('');
    const fetchAs = (who: Person) => t.app.inject({ method: 'GET', url: file.url, headers: { cookie: who.session.mediaCookie } });
    expect((await fetchAs(patient)).statusCode).toBe(200);
    expect((await fetchAs(owner)).statusCode).toBe(200);
    expect((await fetchAs(other)).statusCode).toBe(404);

    const empty = await sendText(
      endpoints.frontChatSendMessage,
      { to: owner.user.id, message: '   ' },
      patient.session.accessToken,
    );
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual([{ path: 'message', message: 'Write a message or attach a file' }]);
  });
});

describe('the upload allowance', () => {
  it('counts messages with a file against the hourly upload rate, never messages of text alone', async () => {
    const clinic = await createClinic(t.db);
    const patient = await person('patient', clinic.id);
    const owner = await person('clinic', clinic.id);
    for (let i = 0; i < 6; i++)
      expect(
        (await sendText(endpoints.frontChatSendMessage, { to: owner.user.id, message: `note ${i}` }, patient.session.accessToken))
          .status,
      ).toBe(201);
    const image = () =>
      t.form(
        endpoints.frontChatSendMessage,
        { to: owner.user.id },
        [{ field: CHAT_FILE_FIELD, filename: 'a.png', contentType: 'image/png', data: TINY_PNG }],
        patient.session.accessToken,
      );
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await image()).status);
    expect(statuses).toEqual([201, 201, 201, 429]);
  });
});

describe('notifications of chat', () => {
  const chatNotificationsOf = (userId: number) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'chat_message')));

  it('tells a person of a message unread after the delay, without its text; a message read in time is not told', async () => {
    const clinic = await createClinic(t.db);
    const patient = await person('patient', clinic.id);
    const owner = await person('clinic', clinic.id);
    const secret = `my private worry ${Date.now()}`;
    await sendText(endpoints.frontChatSendMessage, { to: owner.user.id, message: secret }, patient.session.accessToken);
    await sendText(
      endpoints.frontChatSendMessage,
      { to: owner.user.id, message: `${secret} again` },
      patient.session.accessToken,
    );
    const [told] = await eventually('the clinic was told of the unread messages', async () => {
      const rows = await chatNotificationsOf(owner.user.id);
      return rows.length ? rows : null;
    });
    expect(told!.title).toBe('New message');
    expect(told!.body).toBe(`${patient.user.fullName} sent you 2 messages`);
    expect(told!.link).toBe(`/clinic/chat?with=${patient.user.id}`);
    expect(JSON.stringify(told)).not.toContain('worry');
    // Only one reminder for the streak.
    expect(await chatNotificationsOf(owner.user.id)).toHaveLength(1);

    // Read before the delay: nothing.
    await sendText(
      endpoints.clinicChatSendMessage,
      { to: patient.user.id, message: 'We are here for you' },
      owner.session.accessToken,
    );
    await t.call(endpoints.frontChatReadAll, { from: owner.user.id }, patient.session.accessToken);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await chatNotificationsOf(patient.user.id)).toHaveLength(0);

    // Job data holds ids only, and no log line ever holds the text.
    const jobs = await t.db.execute(sql`select data from pgboss.job where name = 'chat-unread'`);
    const rows = ((jobs as { rows?: { data: unknown }[] }).rows ?? (jobs as unknown as { data: unknown }[])).map(
      (row) => row.data,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const data of rows) expect(Object.keys(data as object)).toEqual(['messageId']);
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join('\n')).not.toContain('worry');
  });
});

describe('connection requests between personal users', () => {
  it('finds, sends, accepts (both told), refuses duplicates and non-personal users, deletes; a foreign id is 404', async () => {
    const asker = await person('personal');
    const asked = await person('business');
    const outsider = await person('personal');
    const patient = await person('patient');

    const found = await t.call(
      endpoints.frontFindPeople,
      { search: asked.user.username!.toUpperCase() },
      asker.session.accessToken,
    );
    expect(found.body.data).toEqual([expect.objectContaining({ userid: asked.user.id, connection: 'none', request_id: null })]);
    expect(
      (await t.call(endpoints.frontFindPeople, { search: patient.user.email }, asker.session.accessToken)).body.data,
    ).toEqual([]);

    const sent = await t.call(endpoints.frontSendConnectionRequest, { userid: asked.user.id }, asker.session.accessToken);
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe('Connection request has been sent');
    expect(sent.body.data).toMatchObject({ direction: 'outgoing', userid: asked.user.id });
    const requestId = sent.body.data!.id;
    expect(
      (await t.call(endpoints.frontSendConnectionRequest, { userid: asked.user.id }, asker.session.accessToken)).status,
    ).toBe(409);
    expect(
      (await t.call(endpoints.frontSendConnectionRequest, { userid: asker.user.id }, asked.session.accessToken)).status,
    ).toBe(409);
    expect(
      (await t.call(endpoints.frontSendConnectionRequest, { userid: patient.user.id }, asker.session.accessToken)).status,
    ).toBe(404);
    expect(
      (await t.call(endpoints.frontSendConnectionRequest, { userid: asker.user.id }, asker.session.accessToken)).status,
    ).toBe(422);
    expect(
      (await t.call(endpoints.frontSendConnectionRequest, { userid: asker.user.id }, patient.session.accessToken)).status,
    ).toBe(403);
    const [request] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, asked.user.id), eq(notifications.kind, 'connection_request')));
    expect(request?.link).toBe('/frontuser/chat?tab=requests');

    const incoming = await t.call(endpoints.frontConnectionRequests, {}, asked.session.accessToken);
    expect(incoming.body.data).toEqual([
      expect.objectContaining({ id: requestId, direction: 'incoming', userid: asker.user.id }),
    ]);
    // Not yet connected: no chat.
    expect(
      (await t.call(endpoints.frontChatConversation, { chat_with_userid: asked.user.id }, asker.session.accessToken)).status,
    ).toBe(404);
    // Only the addressee accepts; someone else's request is 404.
    expect((await t.call(endpoints.frontAcceptConnectionRequest, { id: requestId }, asker.session.accessToken)).status).toBe(404);
    expect((await t.call(endpoints.frontAcceptConnectionRequest, { id: requestId }, outsider.session.accessToken)).status).toBe(
      404,
    );
    expect((await t.call(endpoints.frontDeleteConnectionRequest, { id: requestId }, outsider.session.accessToken)).status).toBe(
      404,
    );
    const accepted = await t.call(endpoints.frontAcceptConnectionRequest, { id: requestId }, asked.session.accessToken);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ direction: 'connected' });
    const [told] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, asker.user.id), eq(notifications.kind, 'connection_accepted')));
    expect(told?.link).toBe(`/frontuser/chat?with=${asked.user.id}`);
    expect(
      (await sendText(endpoints.frontChatSendMessage, { to: asked.user.id, message: 'Hello!' }, asker.session.accessToken))
        .status,
    ).toBe(201);

    // Deleting ends the connection: no more chat.
    expect((await t.call(endpoints.frontDeleteConnectionRequest, { id: requestId }, asker.session.accessToken)).status).toBe(200);
    expect(
      (await sendText(endpoints.frontChatSendMessage, { to: asked.user.id, message: 'Still there?' }, asker.session.accessToken))
        .status,
    ).toBe(404);
    expect((await t.call(endpoints.frontConnectionRequests, {}, asked.session.accessToken)).body.data).toEqual([]);
    // Users of another account never appear: the asked person's row is untouched.
    expect((await t.db.select().from(users).where(eq(users.id, asked.user.id))).length).toBe(1);
  });
});
