import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@stillpoint/contracts';
import { eq } from 'drizzle-orm';
import { users } from '@stillpoint/db';
import { assignPatient, createClinicTeam, createUser, createUserAndLogin, login } from '../../../test/factories.js';
import { createTestApp, eventually, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('dev mailbox', () => {
  it('shows administrators the outbox newest first, paged and filtered by recipient', async () => {
    const { session } = await createUserAndLogin(t, 'admin');
    const user = await createUser(t.db, 'patient');
    for (let i = 0; i < 3; i++) await t.call(endpoints.forgotPassword, { email: user.email });
    const page = await t.call(endpoints.outboxMessages, { to: user.email, perPage: 2, pageNo: 1 }, session.accessToken);
    expect(page.status).toBe(200);
    expect(page.body.total_pages).toBe(2);
    expect(page.body.data).toHaveLength(2);
    expect(page.body.data![0]!.id).toBeGreaterThan(page.body.data![1]!.id);
    expect(page.body.data![0]).toMatchObject({ channel: 'email', to: user.email, state: 'stored' });
    const invalid = await t.call(endpoints.outboxMessages, { perPage: 1000 }, session.accessToken);
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors?.[0]?.path).toBe('perPage');
  });

  it('finds messages by part of the recipient, matching wildcards literally', async () => {
    const { session } = await createUserAndLogin(t, 'admin');
    const user = await createUser(t.db, 'patient');
    await t.call(endpoints.forgotPassword, { email: user.email });
    const part = user.email.slice(0, 12).toUpperCase();
    const found = await t.call(endpoints.outboxMessages, { search: part }, session.accessToken);
    expect(found.body.data!.map((m) => m.to)).toContain(user.email);
    expect((await t.call(endpoints.outboxMessages, { search: '%' }, session.accessToken)).body.data).toEqual([]);
  });

  it('lists SMS beside e-mails (the embedded SMS adapter keeps them in the outbox), filtered by channel', async () => {
    const { session } = await createUserAndLogin(t, 'admin');
    const team = await createClinicTeam(t);
    await assignPatient(t.db, team.employee, team.patient);
    const phone = `+1555${String(team.patient.id).padStart(7, '0')}`;
    await t.db.update(users).set({ phone }).where(eq(users.id, team.patient.id));
    const patient = await login(t, team.patient);
    await t.call(endpoints.frontAccountNotificationSettings, { sms: true, kinds: { task_assigned: { sms: true } } }, patient.accessToken);
    const employee = await login(t, team.employee);
    expect((await t.call(endpoints.employeeAssignTask, { userid: team.patient.id, title: 'Stretch' }, employee.accessToken)).status).toBe(201);

    const [sms] = await eventually('the SMS in the outbox', async () => {
      const found = (await t.call(endpoints.outboxMessages, { to: phone }, session.accessToken)).body.data!;
      return found.length ? found : null;
    });
    expect(sms).toMatchObject({ channel: 'sms', to: phone, subject: null, state: 'stored' });
    expect(sms!.text).toContain('Your care team gave you a task: Stretch');
    await eventually('the e-mail too', async () => (await t.call(endpoints.outboxMessages, { to: team.patient.email }, session.accessToken)).body.data!.length === 1);
    const onlySms = (await t.call(endpoints.outboxMessages, { channel: 'sms', perPage: 100 }, session.accessToken)).body.data!;
    expect(onlySms.length).toBeGreaterThan(0);
    expect(onlySms.every((message) => message.channel === 'sms')).toBe(true);
    const onlyEmail = (await t.call(endpoints.outboxMessages, { channel: 'email', perPage: 100 }, session.accessToken)).body.data!;
    expect(onlyEmail.some((message) => message.to === team.patient.email)).toBe(true);
    expect(onlyEmail.every((message) => message.channel === 'email')).toBe(true);
  });
});
