import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_MESSAGES, endpoints, FEATURE_GROUPS } from '@stillpoint/contracts';
import { auditEvents } from '@stillpoint/db';
import { createClinicTeam, createUser, createUserAndLogin, login } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { resolveFeatures } from './features.service.js';

// Kind defaults are global: this file has its own database, and each test restores what it switched off.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await createUserAndLogin(t, 'admin')).session.accessToken;
});
afterAll(() => t.close());

describe('the rule', () => {
  it('enabled = (admin switch ?? kind default) && (clinic switch ?? on)', () => {
    const defaults = new Map([['groups', false]]);
    const resolve = (switches: Array<{ layer: string; featureKey: string; enabled: boolean }>) =>
      resolveFeatures('patient', defaults, switches).find((f) => f.key === 'groups')!.enabled;
    expect(resolve([])).toBe(false);
    expect(resolve([{ layer: 'admin', featureKey: 'groups', enabled: true }])).toBe(true);
    expect(resolve([{ layer: 'clinic', featureKey: 'groups', enabled: true }])).toBe(false);
    expect(
      resolve([
        { layer: 'admin', featureKey: 'groups', enabled: true },
        { layer: 'clinic', featureKey: 'groups', enabled: false },
      ]),
    ).toBe(false);
    expect(resolveFeatures('patient', new Map(), []).every((f) => f.enabled)).toBe(true);
  });
});

describe('features per user kind', () => {
  it('lists the three dashboards with their tabs, all on by default', async () => {
    const response = await t.call(endpoints.adminFeatures, {}, admin);
    expect(response.status).toBe(200);
    expect(response.body.data!.map((g) => [g.title, g.listKey, g.tabsKey])).toEqual([
      ['Front User Dashboard', 'Users', 'user_tabs'],
      ['Patient Dashboard', 'Patients', 'patient_tabs'],
      ['Clinic Dashboard', 'Clinics', 'clinics_tabs'],
    ]);
    expect(response.body.data![1]!.tabs.map((tab) => tab.key)).toEqual(FEATURE_GROUPS[1].tabs.map((tab) => tab.key));
    expect(response.body.data!.every((g) => g.tabs.every((tab) => tab.enabled))).toBe(true);
  });

  it('switches a feature off for a whole kind: hidden from the account and its endpoints refuse', async () => {
    const team = await createClinicTeam(t);
    const off = await t.call(endpoints.adminUpdateFeatures, { kind: 'clinic', features: { patients: false } }, admin);
    expect(off.status).toBe(200);
    expect(off.body.message).toBe(APP_MESSAGES.featuresUpdated);
    expect(off.body.data!.tabs.find((tab) => tab.key === 'patients')!.enabled).toBe(false);
    try {
      const refused = await t.call(endpoints.clinicAllPatients, {}, team.token);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ status: false, message: APP_MESSAGES.featureDisabled, code: 'FEATURE_DISABLED' });
      const account = await t.call(endpoints.frontAccountDetails, {}, team.token);
      expect(account.body.data).toMatchObject({ featureKind: 'clinic', features: { patients: false, employees: true } });
      // Other kinds are not affected; administrators are never gated.
      const patient = await login(t, team.patient);
      expect((await t.call(endpoints.frontAccountDetails, {}, patient.accessToken)).body.data!.features.discovery).toBe(true);
      expect((await t.call(endpoints.getClinicPatients, { clinicId: team.clinic.id }, admin)).status).toBe(200);
      // An individual admin switch overrides the kind default for one clinic account.
      await t.call(endpoints.updateUserFeatures, { userid: team.owner.id, features: { patients: true } }, admin);
      expect((await t.call(endpoints.clinicAllPatients, {}, team.token)).status).toBe(200);
    } finally {
      await t.call(endpoints.adminUpdateFeatures, { kind: 'clinic', features: { patients: true } }, admin);
    }
    expect((await t.db.select().from(auditEvents)).filter((e) => e.action === 'features.defaults_updated')).toHaveLength(2);
  });

  it('refuses a key outside the group with 422 on that key', async () => {
    const response = await t.call(endpoints.adminUpdateFeatures, { kind: 'user', features: { patients: false } }, admin);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual([{ path: 'features.patients', message: 'Not a feature of the Front User Dashboard' }]);
    const badKind = await t.call(endpoints.adminUpdateFeatures, { kind: 'robot', features: {} }, admin);
    expect(badKind.status).toBe(422);
    expect(badKind.body.errors?.[0]?.path).toBe('kind');
  });
});

describe('individual features', () => {
  it("reads and sets one user's features; null falls back to the kind default", async () => {
    const user = await createUser(t.db, 'personal');
    const before = await t.call(endpoints.userFeatures, { userid: user.id }, admin);
    expect(before.body.data).toMatchObject({ userid: user.id, kind: 'user', tabsKey: 'user_tabs' });
    expect(before.body.data!.tabs.find((tab) => tab.key === 'AImeditations')).toEqual({
      key: 'AImeditations',
      label: 'AI Meditations',
      enabled: true,
      kindDefault: true,
      admin: null,
      clinic: null,
      package: null,
    });
    const set = await t.call(
      endpoints.updateUserFeatures,
      { userid: user.id, features: { AImeditations: false, chat: false } },
      admin,
    );
    expect(set.body.message).toBe(APP_MESSAGES.featuresUpdated);
    expect(set.body.data!.tabs.find((tab) => tab.key === 'chat')).toMatchObject({ enabled: false, admin: false });
    const session = await login(t, user);
    expect((await t.call(endpoints.frontAccountDetails, {}, session.accessToken)).body.data!.features).toMatchObject({
      AImeditations: false,
      chat: false,
      groups: true,
    });
    const reset = await t.call(endpoints.updateUserFeatures, { userid: user.id, features: { chat: null } }, admin);
    expect(reset.body.data!.tabs.find((tab) => tab.key === 'chat')).toMatchObject({ enabled: true, admin: null });
    const unknown = await t.call(endpoints.updateUserFeatures, { userid: user.id, features: { patients: false } }, admin);
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors?.[0]?.path).toBe('features.patients');
    expect((await t.call(endpoints.userFeatures, { userid: 99_999_999 }, admin)).status).toBe(404);
    const anAdmin = await createUser(t.db, 'admin');
    expect((await t.call(endpoints.userFeatures, { userid: anAdmin.id }, admin)).body.data).toMatchObject({
      kind: null,
      tabs: [],
    });
  });

  it('lists people with their features by type: patients when type is clinic, else users', async () => {
    const team = await createClinicTeam(t);
    const front = await createUser(t.db, 'business');
    const patients = await t.call(endpoints.adminIndividualFeatures, { type: 'clinic', clinicId: team.clinic.id }, admin);
    expect(patients.status).toBe(200);
    expect(patients.body.data!.map((row) => row.person.userid)).toEqual([team.patient.id]);
    expect(patients.body.data![0]!.features.tabsKey).toBe('patient_tabs');
    const usersPage = await t.call(endpoints.adminIndividualFeatures, { type: 'user', search: front.email }, admin);
    expect(usersPage.body.data!.map((row) => [row.person.userid, row.features.tabsKey])).toEqual([[front.id, 'user_tabs']]);
    const staff = await t.call(endpoints.adminIndividualFeatures, { type: 'clinic_users', clinicId: team.clinic.id }, admin);
    expect(staff.body.data!.map((row) => row.person.userid).sort()).toEqual([team.owner.id, team.employee.id].sort());
    expect(staff.body.total_pages).toBe(1);
  });

  it("shows a clinic only its own patients' features", async () => {
    const team = await createClinicTeam(t);
    const other = await createClinicTeam(t);
    await t.call(endpoints.clinicPatientSettings, { userid: team.patient.id, features: { tests: false } }, team.token);
    const response = await t.call(endpoints.clinicIndividualFeatures, {}, team.token);
    expect(response.status).toBe(200);
    expect(response.body.data!.map((row) => row.person.userid)).toEqual([team.patient.id]);
    expect(response.body.data![0]!.features.tabs.find((tab) => tab.key === 'tests')).toMatchObject({
      enabled: false,
      clinic: false,
    });
    expect(response.body.data!.map((row) => row.person.userid)).not.toContain(other.patient.id);
  });

  it("lists a clinic's employees with their features when type is employees, only its own", async () => {
    const team = await createClinicTeam(t);
    const other = await createClinicTeam(t);
    await t.call(endpoints.clinicEmployeeSettings, { userid: team.employee.id, features: { chat: false } }, team.token);
    const response = await t.call(endpoints.clinicIndividualFeatures, { type: 'employees' }, team.token);
    expect(response.status).toBe(200);
    expect(response.body.data!.map((row) => row.person.userid)).toEqual([team.employee.id]);
    expect(response.body.data![0]!.features.tabsKey).toBe('clinics_tabs');
    expect(response.body.data![0]!.features.tabs.find((tab) => tab.key === 'chat')).toMatchObject({
      enabled: false,
      clinic: false,
    });
    expect(response.body.total_pages).toBe(1);
    const searched = await t.call(
      endpoints.clinicIndividualFeatures,
      { type: 'employees', search: other.employee.email },
      team.token,
    );
    expect(searched.body.data).toEqual([]);
    const bad = await t.call(endpoints.clinicIndividualFeatures, { type: 'owners' }, team.token);
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.[0]?.path).toBe('type');
  });

  it('drops the clinic switches when a patient leaves the clinic', async () => {
    const team = await createClinicTeam(t);
    await t.call(endpoints.clinicPatientSettings, { userid: team.patient.id, features: { tests: false } }, team.token);
    await t.call(endpoints.changeToPersonalUser, { userid: team.patient.id }, admin);
    const features = await t.call(endpoints.userFeatures, { userid: team.patient.id }, admin);
    expect(features.body.data!.kind).toBe('user');
    expect(features.body.data!.tabs.every((tab) => tab.clinic === null && tab.enabled)).toBe(true);
  });
});
