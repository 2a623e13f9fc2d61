import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, NOTIFICATION_KIND_NAMES } from '@stillpoint/contracts';
import { communications, notifications, notificationSettings, outbox, users } from '@stillpoint/db';
import { createClinic, createUser, createUserAndLogin } from '../../../test/factories.js';
import { createTestApp, eventually, type TestApp } from '../../../test/harness.js';

/** A local server speaking the Twilio Messages API. */
const twilio = { received: [] as { url: string; body: string; headers: Record<string, unknown> }[] };
let twilioServer: Server;
let twilioUrl: string;
let t: TestApp;
let admin: string;
let clinicToken: string;

beforeAll(async () => {
  twilioServer = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      twilio.received.push({ url: request.url!, body: Buffer.concat(chunks).toString(), headers: request.headers });
      response
        .writeHead(201, { 'content-type': 'application/json' })
        .end(JSON.stringify({ sid: `SM${randomBytes(8).toString('hex')}` }));
    });
  });
  await new Promise<void>((resolve) => twilioServer.listen(0, '127.0.0.1', resolve));
  twilioUrl = `http://127.0.0.1:${(twilioServer.address() as AddressInfo).port}`;
  t = await createTestApp();
  admin = (await createUserAndLogin(t, 'admin')).session.accessToken;
  clinicToken = (await createUserAndLogin(t, 'clinic')).session.accessToken;
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => twilioServer.close(resolve));
});

/** A clinic with its account, an employee and two patients (one with a name that is HTML). */
async function clinicOfFour() {
  const clinic = await createClinic(t.db);
  const people = [
    await createUser(t.db, 'clinic', { clinicId: clinic.id, fullName: 'Harbour Desk' }),
    await createUser(t.db, 'employee', { clinicId: clinic.id, fullName: 'Eve Employee' }),
    await createUser(t.db, 'patient', { clinicId: clinic.id, fullName: 'Pat <b>Bold</b>' }),
    await createUser(t.db, 'patient', { clinicId: clinic.id, fullName: 'Quinn Patient' }),
  ];
  return { clinic, people };
}
const outboxTo = (addresses: string[]) => t.db.select().from(outbox).where(inArray(outbox.toAddress, addresses));

describe('e-mail templates', () => {
  it('adds, lists, changes and deletes with the verbatim messages; validation names the field; others 404', async () => {
    const added = await t.call(
      endpoints.adminEmailAddTemplate,
      { name: 'Welcome', subject: 'Hello {{fullName}}', body: 'Dear {{firstName}},\n\nWelcome to {{clinicName}}.' },
      admin,
    );
    expect(added.status).toBe(201);
    expect(added.body.message).toBe('Email Template has been Added Successfully');
    const id = added.body.data!.id;
    expect(added.body.data).toMatchObject({ channel: 'email', name: 'Welcome', subject: 'Hello {{fullName}}', link: null });

    const missing = await t.call(endpoints.adminEmailAddTemplate, { name: 'x', subject: ' ', body: 'b' }, admin);
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([{ path: 'subject', message: 'Enter a subject' }]);
    const unreadable = await t.call(endpoints.adminEmailAddTemplate, { name: 'x', subject: 's', body: 'Hi {{ fullName ' }, admin);
    expect(unreadable.status).toBe(422);
    expect(unreadable.body.errors![0]!.path).toBe('body');

    // Bounded work: a loop past the limits is refused where it is written.
    const endless = await t.call(endpoints.adminTemplatesPreview, { channel: 'email', body: '{% for i in (1..100000000) %}{{ fullName }}{% endfor %}' }, admin);
    expect(endless.status).toBe(422);
    expect(endless.body.errors![0]!.path).toBe('body');

    const list = await t.call(endpoints.adminEmailTemplates, {}, admin);
    expect(list.body.data!.map((row) => row.id)).toContain(id);

    const changed = await t.call(
      endpoints.adminEmailUpdateTemplate,
      { id, name: 'Welcome 2', subject: 'Hi {{fullName}}', body: 'Welcome.' },
      admin,
    );
    expect(changed.body).toMatchObject({ message: 'Email Template has been Updated Successfully', data: { name: 'Welcome 2' } });
    // An e-mail template is not an SMS template: the SMS calls do not find it.
    expect((await t.call(endpoints.adminSmsUpdateTemplate, { id, name: 'n', body: 'b' }, admin)).status).toBe(404);
    expect((await t.call(endpoints.adminSmsDeleteTemplate, { id }, admin)).status).toBe(404);

    const deleted = await t.call(endpoints.adminEmailDeleteTemplate, { id }, admin);
    expect(deleted.body).toMatchObject({ status: true, message: 'Email Template has been Deleted Successfully' });
    expect((await t.call(endpoints.adminEmailDeleteTemplate, { id }, admin)).status).toBe(404);
  });

  it('refuses everyone but administrators', async () => {
    expect((await t.call(endpoints.adminEmailTemplates, {}, clinicToken)).status).toBe(403);
    expect((await t.call(endpoints.adminEmailTemplates, {})).status).toBe(401);
    const master = (await createUserAndLogin(t, 'masterAdmin')).session.accessToken;
    expect((await t.call(endpoints.adminEmailTemplates, {}, master)).status).toBe(200);
  });

  it('previews with a person’s values, escaping them in the HTML, or with an example person', async () => {
    const { people } = await clinicOfFour();
    const pat = people[2]!;
    const preview = await t.call(
      endpoints.adminTemplatesPreview,
      {
        channel: 'email',
        subject: 'For {{fullName}}',
        body: 'Dear {{firstName}},\n\n{{fullName}} of {{clinicName}}',
        user_id: pat.id,
      },
      admin,
    );
    expect(preview.status).toBe(200);
    expect(preview.body.data!.subject).toBe('For Pat <b>Bold</b>');
    expect(preview.body.data!.text).toContain('Pat <b>Bold</b> of Clinic');
    expect(preview.body.data!.html).toContain('Pat &lt;b&gt;Bold&lt;/b&gt;');
    expect(preview.body.data!.html).not.toContain('<b>');
    const example = await t.call(
      endpoints.adminTemplatesPreview,
      { channel: 'sms', body: 'Hi {{firstName}} {{unknown}}!' },
      admin,
    );
    expect(example.body.data).toEqual({ subject: null, text: 'Hi Alex !', html: null });
    const nobody = await t.call(endpoints.adminTemplatesPreview, { channel: 'email', body: 'x', user_id: 2_000_000_000 }, admin);
    expect(nobody.status).toBe(404);
    expect(nobody.body.errors![0]!.path).toBe('user_id');
  });
});

describe('bulk e-mail', () => {
  it("sends a template to a clinic's people in the background, logs each delivery's state, and never twice", async () => {
    const { clinic, people } = await clinicOfFour();
    const template = await t.call(
      endpoints.adminEmailAddTemplate,
      { name: 'News', subject: 'News for {{fullName}}', body: 'Hello {{firstName}} of {{clinicName}}\n\n{{fullName}}' },
      admin,
    );
    const sent = await t.call(
      endpoints.adminEmailBulkSend,
      { audience: { type: 'clinic', clinic_id: clinic.id }, template_id: template.body.data!.id },
      admin,
    );
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('Email has been sent');
    expect(sent.body.data).toMatchObject({
      channel: 'email',
      state: 'queued',
      audience: { type: 'clinic', clinic_id: clinic.id },
      subject: 'News for {{fullName}}',
    });
    const id = sent.body.data!.id;

    const addresses = people.map((person) => person.email);
    const mails = await eventually('four e-mails', async () => {
      const rows = await outboxTo(addresses);
      return rows.length === 4 ? rows : null;
    });
    const pat = mails.find((mail) => mail.toAddress === people[2]!.email)!;
    expect(pat.subject).toBe('News for Pat <b>Bold</b>');
    expect(pat.textBody).toContain(`Hello Pat of ${clinic.name}`);
    expect(pat.htmlBody).toContain('Pat &lt;b&gt;Bold&lt;/b&gt;');

    const logs = await eventually('all sent', async () => {
      const page = await t.call(endpoints.adminEmailLogs, { communication_id: id, perPage: 3 }, admin);
      return page.body.data!.every((row) => row.state === 'sent') ? page : null;
    });
    expect(logs.body.total_pages).toBe(2);
    expect(logs.body.total_records).toBe(4);
    expect(logs.body.total_logs).toBeGreaterThanOrEqual(4);
    expect(logs.body.data![0]).toMatchObject({
      communication_id: id,
      kind: 'announcement',
      channel: 'email',
      state: 'sent',
      attempts: 1,
      reason: null,
    });
    expect(addresses).toContain(logs.body.data![0]!.recipient.address);
    const failedOnly = await t.call(endpoints.adminEmailLogs, { communication_id: id, state: 'failed' }, admin);
    expect(failedOnly.body).toMatchObject({ data: [], total_records: 0, total_pages: 0 });

    const emails = await eventually('send done', async () => {
      const list = await t.call(endpoints.adminEmailEmails, { perPage: 50 }, admin);
      const row = list.body.data!.find((item) => item.id === id);
      return row?.state === 'sent' ? row : null;
    });
    expect(emails.recipients).toBe(4);

    // A crash after the fan-out: it runs again from the start, and no one gets the e-mail twice.
    await t.db.update(communications).set({ state: 'sending', cursor: 0, recipients: 0 }).where(eq(communications.id, id));
    await t.app.jobs.enqueue('communications-send', { id }, { key: `comm:${id}:again` });
    await eventually('re-run done', async () => {
      const [row] = await t.db.select().from(communications).where(eq(communications.id, id));
      return row!.state === 'sent' ? row : null;
    });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await outboxTo(addresses)).toHaveLength(4);
    const inApp = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.key, `comm:${id}`));
    expect(inApp).toHaveLength(4);
  });

  it('refuses a clinic or a person that is not there (404 on the field), words missing (422), a missing template (404)', async () => {
    const noClinic = await t.call(
      endpoints.adminEmailBulkSend,
      { audience: { type: 'clinic', clinic_id: 2_000_000_000 }, subject: 's', body: 'b' },
      admin,
    );
    expect(noClinic.status).toBe(404);
    expect(noClinic.body.errors![0]!.path).toBe('audience.clinic_id');
    const noPerson = await t.call(endpoints.adminEmailSend, { user_id: 2_000_000_000, subject: 's', body: 'b' }, admin);
    expect(noPerson.status).toBe(404);
    expect(noPerson.body.errors![0]!.path).toBe('user_id');
    const noWords = await t.call(endpoints.adminEmailBulkSend, { audience: { type: 'all' } }, admin);
    expect(noWords.status).toBe(422);
    expect(noWords.body.errors!.map((error) => error.path).sort()).toEqual(['body', 'subject']);
    const noTemplate = await t.call(
      endpoints.adminEmailBulkSend,
      { audience: { type: 'all' }, template_id: 2_000_000_000 },
      admin,
    );
    expect(noTemplate.status).toBe(404);
    expect(noTemplate.body.errors![0]!.path).toBe('template_id');
    const badRole = await t.call(
      endpoints.adminEmailBulkSend,
      { audience: { type: 'role', role: 'masterAdmin' }, subject: 's', body: 'b' },
      admin,
    );
    expect(badRole.status).toBe(422);
  });

  it('lists clinics with their people, and a clinic’s users (404 for none)', async () => {
    const { clinic, people } = await clinicOfFour();
    const all = await t.call(endpoints.adminEmailAllClinics, {}, admin);
    expect(all.body.data!.find((row) => row.id === clinic.id)).toEqual({ id: clinic.id, name: clinic.name, users: 4 });
    const members = await t.call(endpoints.adminEmailClinicUsers, { clinic_id: clinic.id }, admin);
    expect(members.body.data!.map((row) => row.userid).sort()).toEqual(people.map((person) => person.id).sort());
    expect((await t.call(endpoints.adminEmailClinicUsers, { clinic_id: 2_000_000_000 }, admin)).status).toBe(404);
    const config = await t.call(endpoints.adminEmailConfig, {}, admin);
    expect(config.body.data).toMatchObject({ transport: 'outbox', host: null });
  });
});

describe('SMS', () => {
  it('keeps the provider secret on the server, sends through the saved provider, and logs', async () => {
    const before = await t.call(endpoints.adminSmsAuthConfig, {}, admin);
    expect(before.body.data).toMatchObject({ provider: 'outbox', source: 'environment', auth_token: null });
    const incomplete = await t.call(endpoints.adminSmsUpdateAuthConfig, { url: twilioUrl, account_sid: 'AC1' }, admin);
    expect(incomplete.status).toBe(422);
    const saved = await t.call(
      endpoints.adminSmsUpdateAuthConfig,
      { url: twilioUrl, account_sid: 'AC-comms', auth_token: 'secret-token-9876', from: '+15550001111' },
      admin,
    );
    expect(saved.body).toMatchObject({
      message: 'SMS Settings have been Updated Successfully',
      data: { provider: 'http', source: 'settings', auth_token: '•••• 9876' },
    });
    expect(JSON.stringify(saved.body)).not.toContain('secret-token');
    // Leaving the secret out keeps it.
    const again = await t.call(endpoints.adminSmsUpdateAuthConfig, { from: '+15550002222' }, admin);
    expect(again.body.data).toMatchObject({ auth_token: '•••• 9876', from: '+15550002222' });

    const person = await createUser(t.db, 'personal', { fullName: 'Sam Sms' });
    await t.db.update(users).set({ phone: '+15557654321' }).where(eq(users.id, person.id));
    const quiet = await createUser(t.db, 'personal');
    await t.db.update(users).set({ phone: '+15557654000' }).where(eq(users.id, quiet.id));
    // Sam chose SMS; the other kept the default (no SMS).
    await t.db.insert(notificationSettings).values({ userId: person.id, sms: true });

    const numbers = await t.call(endpoints.adminSmsNumbers, { search: 'Sam Sms' }, admin);
    expect(numbers.body.data).toEqual([
      { userid: person.id, name: 'Sam Sms', phone: '+15557654321', role: 'frontuser', clinic: null },
    ]);

    const template = await t.call(endpoints.adminSmsAddTemplate, { name: 'Hi', body: 'Hi {{firstName}}' }, admin);
    expect(template.body.message).toBe('SMS Template has been Added Successfully');
    const sent = await t.call(endpoints.adminSmsSend, { user_id: person.id, template_id: template.body.data!.id }, admin);
    expect(sent.body.message).toBe('SMS has been sent');
    const bulk = await t.call(
      endpoints.adminSmsBulkSend,
      { audience: { type: 'users', user_ids: [quiet.id] }, body: 'Nobody' },
      admin,
    );
    expect(bulk.body.message).toBe('SMS has been sent');

    const request = await eventually('the SMS at the provider', () =>
      twilio.received.find((item) => item.body.includes('Hi+Sam') || decodeURIComponent(item.body).includes('Hi Sam')),
    );
    expect(request.url).toBe('/2010-04-01/Accounts/AC-comms/Messages.json');
    expect(request.headers['i-twilio-idempotency-token']).toBeTruthy();
    const logs = await eventually('sent', async () => {
      const page = await t.call(endpoints.adminSmsLogs, { communication_id: sent.body.data!.id }, admin);
      return page.body.data![0]?.state === 'sent' ? page : null;
    });
    expect(logs.body.data![0]!.recipient).toEqual({ userid: person.id, name: 'Sam Sms', address: '+15557654321' });
    // The one who did not choose SMS gets the message in the app only.
    await eventually('bulk done', async () =>
      (await t.db.select().from(communications).where(eq(communications.id, bulk.body.data!.id)))[0]!.state === 'sent'
        ? true
        : null,
    );
    expect((await t.call(endpoints.adminSmsLogs, { communication_id: bulk.body.data!.id }, admin)).body.total_records).toBe(0);
    expect(
      await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, quiet.id), eq(notifications.key, `comm:${bulk.body.data!.id}`))),
    ).toHaveLength(1);

    await t.call(endpoints.adminSmsUpdateAuthConfig, { url: '' }, admin);
  });
});

describe('push notifications, custom links, scheduled sends and hooks', () => {
  it('keeps push notifications (CRUD) and sends a custom one and one opening a meditation, in each person’s area', async () => {
    const added = await t.call(
      endpoints.adminPushNotificationsAdd,
      { name: 'Breathe', subject: 'Breathe, {{firstName}}', body: 'Two minutes', link: '/discovery/meditations' },
      admin,
    );
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      message: 'Notification has been Added Successfully',
      data: { link: 'discovery/meditations' },
    });
    expect(
      (
        await t.call(
          endpoints.adminPushNotificationsAdd,
          { name: 'x', subject: 's', body: 'b', link: 'https://evil.test/' },
          admin,
        )
      ).status,
    ).toBe(422);
    const edited = await t.call(
      endpoints.adminPushNotificationsEdit,
      { id: added.body.data!.id, name: 'Breathe', subject: 'Breathe', body: 'Three minutes' },
      admin,
    );
    expect(edited.body).toMatchObject({ message: 'Notification has been Updated Successfully', data: { link: null } });
    expect(
      (await t.call(endpoints.adminPushNotificationsGet, {}, admin)).body.data!.some((row) => row.id === added.body.data!.id),
    ).toBe(true);
    expect((await t.call(endpoints.adminPushNotificationsDelete, { id: added.body.data!.id }, admin)).body.message).toBe(
      'Notification has been Deleted Successfully',
    );

    const patient = await createUser(t.db, 'patient');
    const personal = await createUser(t.db, 'personal');
    const custom = await t.call(
      endpoints.adminPushSettingSendCustomNotifications,
      {
        audience: { type: 'users', user_ids: [patient.id, personal.id] },
        title: 'Hello {{firstName}}',
        body: 'New classes',
        link: 'discovery',
      },
      admin,
    );
    expect(custom.body.message).toBe('Notification has been sent');
    const rows = await eventually('two notifications', async () => {
      const found = await t.db
        .select()
        .from(notifications)
        .where(eq(notifications.key, `comm:${custom.body.data!.id}`));
      return found.length === 2 ? found : null;
    });
    expect(rows.find((row) => row.userId === patient.id)!.link).toBe('/patient/discovery');
    expect(rows.find((row) => row.userId === personal.id)!.link).toBe('/frontuser/discovery');
    expect(rows.find((row) => row.userId === patient.id)!.title).toBe(`Hello ${patient.fullName.split(' ')[0]}`);

    const noMeditation = await t.call(
      endpoints.adminPushSettingCustomLinkMedClass,
      { audience: { type: 'all' }, title: 't', body: 'b', target_type: 'meditation', target_id: 2_000_000_000 },
      admin,
    );
    expect(noMeditation.status).toBe(404);
    expect(noMeditation.body.errors![0]!.path).toBe('target_id');
    const logs = await t.call(endpoints.adminPushNotificationsLogs, {}, admin);
    expect(logs.status).toBe(200);
    expect(typeof logs.body.total_logs).toBe('number');
  });

  it('schedules a notification for a future time, lists it, cancels it (once), and one arrives at its time', async () => {
    const patient = await createUser(t.db, 'patient');
    const past = await t.call(
      endpoints.adminScheduledNotificationsCreate,
      {
        audience: { type: 'users', user_ids: [patient.id] },
        title: 't',
        body: 'b',
        send_at: new Date(Date.now() - 60_000).toISOString(),
      },
      admin,
    );
    expect(past.status).toBe(422);
    expect(past.body.errors![0]!.path).toBe('send_at');

    const later = await t.call(
      endpoints.adminScheduledNotificationsCreate,
      {
        audience: { type: 'users', user_ids: [patient.id] },
        title: 'Later',
        body: 'In an hour',
        send_at: new Date(Date.now() + 3_600_000).toISOString(),
      },
      admin,
    );
    expect(later.status).toBe(201);
    expect(later.body).toMatchObject({
      message: 'Notification has been Scheduled Successfully',
      data: { state: 'scheduled', channel: 'push' },
    });
    const list = await t.call(endpoints.adminScheduledNotificationsList, { perPage: 100 }, admin);
    expect(list.body.data!.find((row) => row.id === later.body.data!.id)).toMatchObject({ state: 'scheduled' });
    const cancelled = await t.call(endpoints.adminScheduledNotificationsDelete, { id: later.body.data!.id }, admin);
    expect(cancelled.body.message).toBe('Scheduled Notification has been Deleted Successfully');
    expect((await t.call(endpoints.adminScheduledNotificationsDelete, { id: later.body.data!.id }, admin)).status).toBe(409);
    expect((await t.call(endpoints.adminScheduledNotificationsDelete, { id: 2_000_000_000 }, admin)).status).toBe(404);

    const soon = await t.call(
      endpoints.adminScheduledNotificationsCreate,
      {
        audience: { type: 'users', user_ids: [patient.id] },
        title: 'Now',
        body: 'It is time',
        send_at: new Date(Date.now() + 1_500).toISOString(),
      },
      admin,
    );
    expect(soon.status).toBe(201);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, patient.id))).toHaveLength(0);
    const arrived = await eventually(
      'the scheduled notification',
      async () => (await t.db.select().from(notifications).where(eq(notifications.userId, patient.id)))[0],
    );
    expect(arrived).toMatchObject({ kind: 'announcement', title: 'Now', body: 'It is time' });
    expect(arrived.createdAt.getTime()).toBeGreaterThanOrEqual(new Date(soon.body.data!.send_at!).getTime() - 100);
  });

  it('update hooks: lists every kind, and an event switched off on a channel goes out there no more', async () => {
    const hooks = await t.call(endpoints.adminNotificationHooksGet, {}, admin);
    expect(hooks.body.data!.map((row) => row.kind)).toEqual(NOTIFICATION_KIND_NAMES);
    expect(hooks.body.data!.every((row) => row.email && row.sms && row.push)).toBe(true);
    const updated = await t.call(
      endpoints.adminNotificationHooksUpdate,
      { hooks: [{ kind: 'announcement', email: false }] },
      admin,
    );
    expect(updated.body.message).toBe('Hooks have been Updated Successfully');
    expect(updated.body.data!.find((row) => row.kind === 'announcement')).toEqual({
      kind: 'announcement',
      email: false,
      sms: true,
      push: true,
    });
    expect(
      (await t.call(endpoints.adminNotificationHooksUpdate, { hooks: [{ kind: 'nope', email: false }] }, admin)).status,
    ).toBe(422);

    const person = await createUser(t.db, 'personal');
    const sent = await t.call(endpoints.adminEmailSend, { user_id: person.id, subject: 'Hooked', body: 'Off' }, admin);
    await eventually('sent', async () =>
      (await t.db.select().from(communications).where(eq(communications.id, sent.body.data!.id)))[0]!.state === 'sent'
        ? true
        : null,
    );
    expect((await t.call(endpoints.adminEmailLogs, { communication_id: sent.body.data!.id }, admin)).body.total_records).toBe(0);
    expect(await outboxTo([person.email])).toHaveLength(0);
    await t.call(endpoints.adminNotificationHooksUpdate, { hooks: [{ kind: 'announcement', email: true }] }, admin);
  });
});
