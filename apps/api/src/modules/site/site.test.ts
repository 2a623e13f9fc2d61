import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@stillpoint/contracts';
import { urgentAlerts } from '@stillpoint/db';
import { createUser, createUserAndLogin, FACTORY_PASSWORD } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('site settings', () => {
  it('lets a master admin edit terms and privacy policy, which everyone can read', async () => {
    const { session } = await createUserAndLogin(t, 'masterAdmin');
    const update = await t.call(endpoints.updateSiteSettings, { terms: 'Be kind.', privacyPolicy: 'We keep little.' }, session.accessToken);
    expect(update.status).toBe(200);
    expect((await t.call(endpoints.getTerms)).body.data?.content).toBe('Be kind.');
    expect((await t.call(endpoints.getPrivacyPolicy)).body.data?.content).toBe('We keep little.');
  });

  it('refuses settings changes from a plain admin', async () => {
    const { session } = await createUserAndLogin(t, 'admin');
    expect((await t.call(endpoints.updateSiteSettings, { maintenance: true }, session.accessToken)).status).toBe(403);
    expect((await t.call(endpoints.getSiteSettings, {}, session.accessToken)).status).toBe(200);
  });

  it('closes front endpoints during maintenance but keeps admin ones and the status check open', async () => {
    const { session: master } = await createUserAndLogin(t, 'masterAdmin');
    const patient = await createUser(t.db, 'patient');
    await t.call(endpoints.updateSiteSettings, { maintenance: true, maintenanceMessage: 'Back at noon' }, master.accessToken);
    try {
      expect((await t.call(endpoints.systemUnderMaintenance)).body.data).toEqual({ maintenance: true, message: 'Back at noon' });
      const login = await t.call(endpoints.frontLogin, { email: patient.email, password: FACTORY_PASSWORD });
      expect(login.status).toBe(503);
      expect(login.body.code).toBe('MAINTENANCE');
      expect((await t.call(endpoints.getSiteSettings, {}, master.accessToken)).status).toBe(200);
    } finally {
      await t.call(endpoints.updateSiteSettings, { maintenance: false }, master.accessToken);
    }
    expect((await t.call(endpoints.frontLogin, { email: patient.email, password: FACTORY_PASSWORD })).status).toBe(200);
  });

  it('lists only active urgent alerts inside their window', async () => {
    const past = new Date(Date.now() - 3_600_000);
    await t.db.insert(urgentAlerts).values([
      { title: 'Now', message: 'Active alert', level: 'warning' },
      { title: 'Off', message: 'Inactive', active: false },
      { title: 'Over', message: 'Ended', endsAt: past },
    ]);
    const alerts = (await t.call(endpoints.urgentAlerts)).body.data!;
    expect(alerts.map((a) => a.title)).toEqual(['Now']);
    expect(alerts[0]).toMatchObject({ level: 'warning', message: 'Active alert' });
  });
});

describe('urgent alerts management', () => {
  it('lets an admin add, edit and delete alerts, and the public list follows', async () => {
    const { session } = await createUserAndLogin(t, 'admin');
    const added = await t.call(endpoints.addUrgentAlert, { title: 'Outage', message: 'Video calls are down', level: 'critical' }, session.accessToken);
    expect(added.status).toBe(201);
    expect(added.body.message).toBe('Urgent Alert has been Added Successfully');
    const id = added.body.data!.id;
    expect((await t.call(endpoints.urgentAlerts)).body.data!.map((a) => a.title)).toContain('Outage');

    const edited = await t.call(endpoints.editUrgentAlert, { id, title: 'Outage', message: 'Fixed soon', level: 'warning', active: false }, session.accessToken);
    expect(edited.body.data).toMatchObject({ id, message: 'Fixed soon', level: 'warning', active: false });
    expect((await t.call(endpoints.urgentAlerts)).body.data!.map((a) => a.id)).not.toContain(id);
    expect((await t.call(endpoints.listUrgentAlerts, {}, session.accessToken)).body.data!.map((a) => a.id)).toContain(id);

    expect((await t.call(endpoints.deleteUrgentAlert, { id }, session.accessToken)).status).toBe(200);
    expect((await t.call(endpoints.deleteUrgentAlert, { id }, session.accessToken)).status).toBe(404);
    expect((await t.call(endpoints.editUrgentAlert, { id, title: 'x', message: 'y' }, session.accessToken)).status).toBe(404);
  });

  it('refuses an alert that ends before it starts, on the endsAt field', async () => {
    const { session } = await createUserAndLogin(t, 'admin');
    const response = await t.call(
      endpoints.addUrgentAlert,
      { title: 'T', message: 'M', startsAt: '2026-12-02T10:00:00Z', endsAt: '2026-12-01T10:00:00Z' },
      session.accessToken,
    );
    expect(response.status).toBe(422);
    expect(response.body.errors?.[0]?.path).toBe('endsAt');
  });
});
