import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { Agent, createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@stillpoint/contracts';
import { notificationDeliveries, notifications, outbox, pushSubscriptions, users } from '@stillpoint/db';
import { createWebPush, loadVapidKeys } from '../../adapters/push/index.js';
import { assignPatient, createClinicTeam, createUser, createUserAndLogin, login } from '../../../test/factories.js';
import { createTestApp, eventually, type TestApp } from '../../../test/harness.js';

interface Received {
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}
const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
  });

/** A local server speaking the Twilio Messages API; `failNext` refuses that many requests with a 500. */
const twilio = { received: [] as Received[], failNext: 0 };
let twilioServer: Server;
/** A local push service (HTTPS, as web-push requires); endpoints under /gone/ answer 410 Gone. */
const pushService = { received: [] as Received[] };
let pushServer: ReturnType<typeof createHttpsServer>;
let pushAgent: Agent;
let certDir: string;

let t: TestApp;
let pushBase: string;
beforeAll(async () => {
  twilioServer = createServer(async (request, response) => {
    twilio.received.push({ url: request.url!, headers: request.headers, body: await readBody(request) });
    if (twilio.failNext > 0) {
      twilio.failNext--;
      response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ code: 20500, message: 'Internal Server Error' }));
      return;
    }
    response.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ sid: `SM${randomBytes(16).toString('hex')}`, status: 'queued' }));
  });
  await new Promise<void>((resolve) => twilioServer.listen(0, '127.0.0.1', resolve));

  certDir = mkdtempSync(path.join(tmpdir(), 'push-cert-'));
  execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', path.join(certDir, 'key.pem'), '-out', path.join(certDir, 'cert.pem')], { stdio: 'ignore' });
  const cert = readFileSync(path.join(certDir, 'cert.pem'));
  pushServer = createHttpsServer({ key: readFileSync(path.join(certDir, 'key.pem')), cert }, async (request, response) => {
    pushService.received.push({ url: request.url!, headers: request.headers, body: await readBody(request) });
    response.writeHead(request.url!.startsWith('/gone/') ? 410 : 201).end();
  });
  await new Promise<void>((resolve) => pushServer.listen(0, '127.0.0.1', resolve));
  pushBase = `https://127.0.0.1:${(pushServer.address() as AddressInfo).port}`;
  pushAgent = new Agent({ ca: cert });

  const dataDir = mkdtempSync(path.join(tmpdir(), 'vapid-'));
  const keys = loadVapidKeys({ dataDir, publicUrl: 'http://stillpoint.test' });
  t = await createTestApp({
    env: {
      SMS_URL: `http://127.0.0.1:${(twilioServer.address() as AddressInfo).port}`,
      SMS_ACCOUNT_SID: 'AC-test-account',
      SMS_AUTH_TOKEN: 'test-auth-token',
      SMS_FROM: '+15550000000',
    },
    // The local push service stands in for FCM and the like: its host is the one a subscription may name.
    push: createWebPush(keys, { agent: pushAgent, serviceHosts: ['127.0.0.1'] }),
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => twilioServer.close(resolve));
  await new Promise((resolve) => pushServer.close(resolve));
  pushAgent.destroy();
  rmSync(certDir, { recursive: true, force: true });
});

/** A patient of a clinic with their assigned employee, both signed in. */
async function careTeam() {
  const team = await createClinicTeam(t);
  await assignPatient(t.db, team.employee, team.patient);
  const [patient, employee] = await Promise.all([login(t, team.patient), login(t, team.employee)]);
  return { ...team, patientToken: patient.accessToken, employeeToken: employee.accessToken };
}
const deliveriesOf = (userId: number) => t.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.userId, userId));
const outboxTo = (address: string) => t.db.select().from(outbox).where(eq(outbox.toAddress, address.toLowerCase()));

describe('notifications of a person (front and admin families)', () => {
  it('lists, pages, counts unread, marks read, deletes: always the caller’s own, a foreign id is 404', async () => {
    const team = await careTeam();
    for (let i = 1; i <= 6; i++) {
      expect((await t.call(endpoints.employeeAssignTask, { userid: team.patient.id, title: `Task ${i}` }, team.employeeToken)).status).toBe(201);
    }
    const all = await t.call(endpoints.frontNotificationsAll, { pageNo: 1, perPage: 5 }, team.patientToken);
    expect(all.status).toBe(200);
    expect(all.body.total_pages).toBe(2);
    expect(all.body.data!.unread_count).toBe(6);
    expect(all.body.data!.list.map((n) => n.body)).toEqual([6, 5, 4, 3, 2].map((i) => `Your care team gave you a task: Task ${i}`));

    const latest = await t.call(endpoints.frontNotificationsLatest, {}, team.patientToken);
    expect(latest.body.data!.list).toHaveLength(4);
    expect(latest.body.data!.unread_count).toBe(6);

    const newest = all.body.data!.list[0]!;
    // Another person's id: 404, whether reading or deleting.
    expect((await t.call(endpoints.frontNotificationsReadSingle, { id: newest.id }, team.employeeToken)).status).toBe(404);
    expect((await t.call(endpoints.frontNotificationsDeleteSingle, { id: newest.id }, team.employeeToken)).status).toBe(404);

    const read = await t.call(endpoints.frontNotificationsReadSingle, { id: newest.id }, team.patientToken);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ notification: { id: newest.id, read: true }, unread_count: 5 });
    const unreadOnly = await t.call(endpoints.frontNotificationsAll, { pageNo: 1, perPage: 10, unread: 'true' }, team.patientToken);
    expect(unreadOnly.body.data!.list).toHaveLength(5);

    const deleted = await t.call(endpoints.frontNotificationsDeleteSingle, { id: newest.id }, team.patientToken);
    expect(deleted.body).toMatchObject({ status: true, message: 'Notification has been Deleted Successfully', data: { unread_count: 5 } });
    expect((await t.call(endpoints.frontNotificationsDeleteSingle, { id: newest.id }, team.patientToken)).status).toBe(404);

    const marked = await t.call(endpoints.frontNotificationsMarkAllRead, {}, team.patientToken);
    expect(marked.body.data).toEqual({ unread_count: 0 });
    expect((await t.call(endpoints.frontNotificationsUpdateAll, {}, team.patientToken)).body.data).toEqual({ unread_count: 0 });
    expect((await t.call(endpoints.frontNotificationsAll, {}, team.patientToken)).body.data!.list.every((n) => n.read)).toBe(true);

    expect((await t.call(endpoints.frontNotificationsDeleteAll, {}, team.patientToken)).body.data).toEqual({ unread_count: 0 });
    expect((await t.call(endpoints.frontNotificationsAll, {}, team.patientToken)).body.data!.list).toEqual([]);
  });

  it('tells a patient of an assignment their clinic gives them, leading to it', async () => {
    const team = await careTeam();
    const given = await t.call(
      endpoints.clinicCreateAssignment,
      { userid: team.patient.id, title: 'Sleep week', tasks: [{ title: 'Screens off at ten' }] },
      team.token,
    );
    expect(given.status).toBe(201);
    const latest = await t.call(endpoints.frontNotificationsLatest, {}, team.patientToken);
    expect(latest.body.data).toMatchObject({
      unread_count: 1,
      list: [{ kind: 'assignment_assigned', title: 'A new assignment for you', body: 'Your care team gave you an assignment: Sleep week', link: `/patient/assignments/${given.body.data!.id}` }],
    });
  });

  it('serves administrators under admin/notifications/..., and keeps the families apart', async () => {
    const admin = await createUserAndLogin(t, 'admin');
    await t.app.notifications.notify({ userId: admin.user.id, kind: 'announcement', title: 'Welcome', body: 'The notifications have arrived.', link: '/administration' });
    const list = await t.call(endpoints.adminNotificationsLatest, {}, admin.session.accessToken);
    expect(list.body.data).toMatchObject({ unread_count: 1, list: [{ kind: 'announcement', title: 'Welcome', link: '/administration', urgent: false }] });
    const patient = await createUserAndLogin(t, 'patient');
    // A token of one family is refused by the other.
    expect((await t.call(endpoints.adminNotificationsLatest, {}, patient.session.accessToken)).status).toBe(403);
    expect((await t.call(endpoints.frontNotificationsLatest, {}, admin.session.accessToken)).status).toBe(403);
  });
});

describe('deliveries outside the app, by each person’s choice', () => {
  it('e-mails a task by default (queued as a job, logged without its text), and not once the person turns e-mail off', async () => {
    const team = await careTeam();
    await t.call(endpoints.employeeAssignTask, { userid: team.patient.id, title: 'Evening walk' }, team.employeeToken);
    const [mail] = await eventually('the task e-mail', async () => {
      const mails = await outboxTo(team.patient.email);
      return mails.length ? mails : null;
    });
    expect(mail).toMatchObject({ channel: 'email', subject: 'A new task for you' });
    expect(mail!.textBody).toContain('Your care team gave you a task: Evening walk');
    expect(mail!.textBody).toContain('http://stillpoint.test/patient/tasks');
    const [delivery] = await eventually('the delivery is sent', async () => {
      const rows = await deliveriesOf(team.patient.id);
      return rows.length && rows[0]!.state === 'sent' ? rows : null;
    });
    expect(delivery).toMatchObject({ channel: 'email', kind: 'task_assigned', attempts: 1, error: null });
    expect(JSON.stringify(delivery)).not.toContain('Evening walk');

    const off = await t.call(endpoints.frontAccountNotificationSettings, { kinds: { task_assigned: { email: false } } }, team.patientToken);
    expect(off.status).toBe(200);
    expect(off.body.data!.kinds.task_assigned).toEqual({ email: false, sms: false, push: true });
    // Other kinds keep their defaults.
    expect(off.body.data!.kinds.safety_alert).toEqual({ email: true, sms: false, push: true });
    await t.call(endpoints.employeeAssignTask, { userid: team.patient.id, title: 'Morning stretch' }, team.employeeToken);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, team.patient.id))).toHaveLength(2);
    expect(await deliveriesOf(team.patient.id)).toHaveLength(1);
  });

  it('sends an SMS through the Twilio-compatible API when chosen and a phone is known; a retried send sends once', async () => {
    const team = await careTeam();
    await t.db.update(users).set({ phone: '+15551234567' }).where(eq(users.id, team.patient.id));
    await t.call(endpoints.frontAccountNotificationSettings, { sms: true, email: false, kinds: { task_assigned: { sms: true } } }, team.patientToken);
    twilio.failNext = 1;
    const before = twilio.received.length;
    await t.call(endpoints.employeeAssignTask, { userid: team.patient.id, title: 'Drink water' }, team.employeeToken);
    // The provider refused the first attempt: the delivery waits for its retry, with the provider's reason.
    const [failed] = await eventually('the first attempt failed', async () => {
      const rows = await deliveriesOf(team.patient.id);
      return rows[0]?.attempts === 1 && rows[0].error ? rows : null;
    });
    expect(failed).toMatchObject({ channel: 'sms', state: 'queued', error: 'SMS provider answered 500: Internal Server Error' });
    const first = twilio.received[before]!;
    expect(first.url).toBe('/2010-04-01/Accounts/AC-test-account/Messages.json');
    expect(first.headers.authorization).toBe(`Basic ${Buffer.from('AC-test-account:test-auth-token').toString('base64')}`);
    expect(first.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(first.body.toString());
    expect(form.get('To')).toBe('+15551234567');
    expect(form.get('From')).toBe('+15550000000');
    expect(form.get('Body')).toContain('Your care team gave you a task: Drink water');

    // The retry (run here as the job's next attempt would run it) sends with the same idempotency token...
    await t.app.notifications.deliver('sms', { data: { key: failed!.key }, lastAttempt: false });
    expect(twilio.received).toHaveLength(before + 2);
    expect(twilio.received[before + 1]!.headers['i-twilio-idempotency-token']).toBe(first.headers['i-twilio-idempotency-token']);
    expect((await deliveriesOf(team.patient.id))[0]).toMatchObject({ state: 'sent', attempts: 2 });
    // ...and once it is sent, a further run of the same job sends nothing.
    await t.app.notifications.deliver('sms', { data: { key: failed!.key }, lastAttempt: false });
    expect(twilio.received).toHaveLength(before + 2);

    // The dev mailbox lists the SMS beside e-mails (one refused, one sent).
    const admin = await createUserAndLogin(t, 'admin');
    const mailbox = await t.call(endpoints.outboxMessages, { to: '+15551234567' }, admin.session.accessToken);
    expect(mailbox.body.data!.map((m) => [m.channel, m.state])).toEqual([
      ['sms', 'sent'],
      ['sms', 'failed'],
    ]);
  });

  it('pushes to the browsers that saved a token (encrypted, VAPID-signed) and removes an expired subscription', async () => {
    const team = await careTeam();
    const key = await t.call(endpoints.frontNotificationsPushPublicKey, {}, team.patientToken);
    expect(key.body.data!.publicKey).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const subscription = (endpoint: string) => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') },
    });
    const live = `${pushBase}/push/${randomUUID()}`;
    const gone = `${pushBase}/gone/${randomUUID()}`;
    expect((await t.call(endpoints.frontNotificationsSavePushToken, { token: subscription(live) }, team.patientToken)).status).toBe(200);
    // The token may come as the subscription's JSON text too.
    expect((await t.call(endpoints.frontNotificationsSavePushToken, { token: JSON.stringify(subscription(gone)) }, team.patientToken)).status).toBe(200);
    expect((await t.call(endpoints.frontNotificationsSavePushToken, { token: 'not a subscription' }, team.patientToken)).status).toBe(422);
    // A subscription naming any other address (an internal one) is refused at `token` and never stored.
    for (const endpoint of ['https://10.0.0.5/push/1', 'http://127.0.0.1:6379/', 'https://user:pw@127.0.0.1/push/2', 'https://127.0.0.1.evil.test/push/3']) {
      const refused = await t.call(endpoints.frontNotificationsSavePushToken, { token: subscription(endpoint) }, team.patientToken);
      expect(refused.status, endpoint).toBe(422);
      expect(refused.body.errors?.[0]?.path, endpoint).toBe('token');
    }

    await t.call(endpoints.employeeAssignTask, { userid: team.patient.id, title: 'Listen to the rain' }, team.employeeToken);
    const pushed = await eventually('the push reached the push service', () => pushService.received.find((request) => request.url === new URL(live).pathname));
    expect(pushed.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${key.body.data!.publicKey}$`));
    expect(pushed.headers['content-encoding']).toBe('aes128gcm');
    expect(pushed.body.length).toBeGreaterThan(0);
    expect(pushed.body.toString('latin1')).not.toContain('Listen to the rain');

    await eventually('the expired subscription was removed', async () => {
      const rows = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, team.patient.id));
      return rows.length === 1 && rows[0]!.endpoint === live;
    });
    const states = await eventually('both push deliveries finished', async () => {
      const rows = (await deliveriesOf(team.patient.id)).filter((row) => row.channel === 'push');
      return rows.length === 2 && rows.every((row) => row.state !== 'queued') ? rows.map((row) => [row.state, row.error]) : null;
    });
    expect(states.sort()).toEqual([
      ['failed', 'Subscription expired (removed)'],
      ['sent', null],
    ]);
  });
});

describe('bulk notifications in the background', () => {
  it('are accepted as jobs; a keyed notify run again (a retried job) notifies and e-mails nobody twice', async () => {
    const people = await Promise.all([1, 2, 3].map(() => createUser(t.db, 'personal')));
    const ids = people.map((person) => person.id);
    const announcement = { kind: 'announcement' as const, title: 'New meditations', body: 'Ten new meditations are waiting for you.', link: '/frontuser', key: `announcement-${randomUUID()}` };
    await t.app.notifications.notifyInBackground({ ...announcement, userIds: ids });
    // The same bulk send accepted again, and its notify run once more by hand, as a crashed job's rerun would.
    await t.app.notifications.notifyInBackground({ ...announcement, userIds: ids });
    await eventually('everyone has their e-mail', async () => {
      for (const person of people) if ((await outboxTo(person.email)).length === 0) return false;
      return true;
    });
    await t.app.notifications.notify({ ...announcement, userIds: ids });
    await eventually('no delivery is left queued', async () => {
      const rows = await t.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.kind, 'announcement'));
      return rows.filter((row) => ids.includes(row.userId!)).every((row) => row.state === 'sent');
    });
    for (const person of people) {
      expect(await t.db.select().from(notifications).where(eq(notifications.userId, person.id))).toHaveLength(1);
      const mails = await outboxTo(person.email);
      expect(mails.map((mail) => mail.subject)).toEqual(['New meditations']);
      expect(mails[0]!.deliveryKey).toMatch(/^n\d+:email$/);
    }
  });
});

describe('events other domains send', () => {
  it('a test assigned (the tests domain, later) notifies its patient in the app and by e-mail, by default', async () => {
    const team = await careTeam();
    await t.app.notifications.notify({ userId: team.patient.id, kind: 'test_assigned', title: 'A test for you', body: 'Your care team asks you to take a test.', link: '/patient/tests/1' });
    const latest = await t.call(endpoints.frontNotificationsLatest, {}, team.patientToken);
    expect(latest.body.data).toMatchObject({ unread_count: 1, list: [{ kind: 'test_assigned', link: '/patient/tests/1' }] });
    await eventually('the test e-mail was sent', async () => (await outboxTo(team.patient.email)).some((mail) => mail.subject === 'A test for you'));
  });
});

describe('urgent alerts', () => {
  it('tell everyone who may sign in once, through notify(), when an administrator publishes one; an inactive one tells no one', async () => {
    const admin = await createUserAndLogin(t, 'admin');
    const person = await createUserAndLogin(t, 'personal');
    const team = await careTeam();
    const quiet = await t.call(endpoints.addUrgentAlert, { title: `Draft ${randomUUID()}`, message: 'Not yet.', level: 'info', active: false }, admin.session.accessToken);
    expect(quiet.status).toBe(201);
    const title = `Maintenance tonight ${randomUUID()}`;
    const added = await t.call(endpoints.addUrgentAlert, { title, message: 'Stillpoint is closed from 22:00 to 23:00 UTC.', level: 'critical', active: true }, admin.session.accessToken);
    expect(added.status).toBe(201);
    // Edited: still one notification each.
    await t.call(endpoints.editUrgentAlert, { id: added.body.data!.id, title, message: 'Stillpoint is closed from 22:00 to 23:00 UTC.', level: 'critical', active: true }, admin.session.accessToken);
    const told = (userId: number) => t.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.kind, 'urgent_alert'), eq(notifications.title, title)));
    for (const userId of [person.user.id, team.patient.id, admin.user.id]) {
      await eventually(`person ${userId} was told`, async () => (await told(userId)).length > 0);
    }
    await t.app.notifications.tellUrgentAlert(added.body.data!.id);
    const latest = await t.call(endpoints.frontNotificationsLatest, {}, person.session.accessToken);
    expect(latest.body.data!.list.find((n) => n.title === title)).toMatchObject({ kind: 'urgent_alert', urgent: true, body: 'Stillpoint is closed from 22:00 to 23:00 UTC.', link: null });
    await eventually('the keyed jobs settled', async () => (await told(person.user.id)).length === 1);
    expect(await told(person.user.id)).toHaveLength(1);
    expect(await t.db.select().from(notifications).where(eq(notifications.title, quiet.body.data!.title))).toEqual([]);
  });

  it('wait for an alert’s start time, and tell no one of an alert deleted before it', async () => {
    const admin = await createUserAndLogin(t, 'admin');
    const title = `Later ${randomUUID()}`;
    const startsAt = new Date(Date.now() + 3_600_000).toISOString();
    const added = await t.call(endpoints.addUrgentAlert, { title, message: 'In an hour.', level: 'warning', active: true, startsAt }, admin.session.accessToken);
    expect(added.status).toBe(201);
    // Run by hand before its time (as a job would be if it were early): nothing.
    expect(await t.app.notifications.tellUrgentAlert(added.body.data!.id)).toBe(0);
    const jobs = await t.db.execute(`select start_after from pgboss.job where name = 'urgent-alert' and data->>'alertId' = '${added.body.data!.id}'`);
    const rows = (jobs as unknown as { rows: { start_after: string }[] }).rows;
    expect(rows).toHaveLength(1);
    expect(Math.abs(new Date(rows[0]!.start_after).getTime() - new Date(startsAt).getTime())).toBeLessThan(1_000);
    await t.call(endpoints.deleteUrgentAlert, { id: added.body.data!.id }, admin.session.accessToken);
    expect(await t.app.notifications.tellUrgentAlert(added.body.data!.id)).toBe(0);
    expect(await t.db.select().from(notifications).where(eq(notifications.title, title))).toEqual([]);
  });
});

describe('the daily practice reminder', () => {
  it('reminds each person once a day at the time they chose in their own time zone', async () => {
    const person = await createUserAndLogin(t, 'personal');
    const zone = 'Asia/Kathmandu';
    const now = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date());
    expect((await t.call(endpoints.frontAccountNotificationSettings, { reminderTime: '25:00' }, person.session.accessToken)).status).toBe(422);
    expect((await t.call(endpoints.frontAccountNotificationSettings, { timeZone: 'Mars/Olympus' }, person.session.accessToken)).status).toBe(422);
    const saved = await t.call(endpoints.frontAccountNotificationSettings, { reminderTime: now, timeZone: zone }, person.session.accessToken);
    expect(saved.body.data).toMatchObject({ reminderTime: now, timeZone: zone });
    // Someone whose time is hours away is not reminded now.
    const later = await createUserAndLogin(t, 'personal');
    const [hours, minutes] = now.split(':').map(Number) as [number, number];
    const away = `${String((hours + 6) % 24).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
    await t.call(endpoints.frontAccountNotificationSettings, { reminderTime: away, timeZone: zone }, later.session.accessToken);

    await t.app.notifications.sendDueReminders();
    await t.app.notifications.sendDueReminders();
    const mine = await t.db.select().from(notifications).where(and(eq(notifications.userId, person.user.id), eq(notifications.kind, 'practice_reminder')));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ title: 'Time for your practice', link: '/frontuser' });
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, later.user.id))).toEqual([]);
    // The recurring job that runs it is scheduled (every five minutes).
    const schedule = await t.db.execute(`select cron from pgboss.schedule where name = 'practice-reminders'`);
    expect((schedule as unknown as { rows: { cron: string }[] }).rows).toEqual([{ cron: '*/5 * * * *' }]);
  });
});

describe('dead letters (administrators)', () => {
  it('lists the jobs that failed every retry and refuses to retry an unknown one', async () => {
    const admin = await createUserAndLogin(t, 'admin');
    const list = await t.call(endpoints.adminJobsDeadLetters, {}, admin.session.accessToken);
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body.data)).toBe(true);
    expect((await t.call(endpoints.adminJobsRetryDeadLetter, { id: randomUUID() }, admin.session.accessToken)).status).toBe(404);
    const patient = await createUser(t.db, 'patient');
    expect((await t.call(endpoints.adminJobsDeadLetters, {}, (await login(t, patient)).accessToken)).status).toBe(403);
  });
});
