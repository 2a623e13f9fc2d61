import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, SAFETY_MESSAGES } from '@stillpoint/contracts';
import { assistantMessages, auditEvents, clinics, notifications, outbox, safetyAlerts } from '@stillpoint/db';
import { createOpenAiAssistant } from '../../adapters/ai/openai.adapter.js';
import { createMeditation } from '../../../test/content-factories.js';
import { assignPatient, createClinicTeam, createUser, createUserAndLogin, login } from '../../../test/factories.js';
import { createTestApp, eventually, type TestApp } from '../../../test/harness.js';

/** The message, word for word. */
const CRISIS = 'I feel hopeless and I keep thinking about ending my life.';

// The app logs every line to this sink (trace level): the test proves risk words never reach it.
const logLines: string[] = [];
const logSink = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'trace', stream: logSink } });
  adminToken = (await createUserAndLogin(t, 'admin')).session.accessToken;
});
afterAll(() => t.close());

/** A clinic with its account signed in, two employees (one assigned), a patient signed in. */
async function careTeam(country?: string) {
  const team = await createClinicTeam(t);
  if (country) await t.db.update(clinics).set({ country }).where(eq(clinics.id, team.clinic.id));
  const otherEmployee = await createUser(t.db, 'employee', { clinicId: team.clinic.id });
  await assignPatient(t.db, team.employee, team.patient);
  const patient = await login(t, team.patient);
  const employee = await login(t, team.employee);
  const unassigned = await login(t, otherEmployee);
  return { ...team, otherEmployee, patientToken: patient.accessToken, employeeToken: employee.accessToken, unassignedToken: unassigned.accessToken };
}

const mailsTo = (address: string) => t.db.select().from(outbox).where(eq(outbox.toAddress, address.toLowerCase()));
const alertsOf = (patientId: number) => t.db.select().from(safetyAlerts).where(eq(safetyAlerts.patientId, patientId));

describe('crisis resources', () => {
  it('ship a default list, seeded on the first start: emergency number first, then crisis lines', async () => {
    const response = await t.call(endpoints.crisisResources, {});
    expect(response.status).toBe(200);
    const codes = response.body.data!.countries.map((country) => country.code);
    for (const code of ['INTL', 'US', 'CA', 'GB', 'IE', 'AU', 'NZ', 'DE', 'FR', 'ES', 'NL', 'IN']) expect(codes).toContain(code);

    const expected: Record<string, { emergency: string; line: string }> = {
      US: { emergency: '911', line: '988' },
      CA: { emergency: '911', line: '988' },
      GB: { emergency: '999', line: '116 123' },
      IE: { emergency: '112', line: '116 123' },
      AU: { emergency: '000', line: '13 11 14' },
      NZ: { emergency: '111', line: '1737' },
      DE: { emergency: '112', line: '0800 111 0 111' },
      FR: { emergency: '112', line: '3114' },
      ES: { emergency: '112', line: '024' },
      NL: { emergency: '112', line: '113' },
      IN: { emergency: '112', line: '14416' },
    };
    for (const [code, { emergency, line }] of Object.entries(expected)) {
      const data = (await t.call(endpoints.crisisResources, { country: code })).body.data!;
      expect(data.country, code).toMatchObject({ code, emergencyNumber: emergency });
      expect(data.countrySource).toBe('chosen');
      expect(data.lines.map((entry) => entry.phone), code).toContain(line);
    }
    const nl = (await t.call(endpoints.crisisResources, { country: 'nl' })).body.data!;
    expect(nl.lines[0]!.notes).toContain('0800-0113');
  });

  it('work signed out: the locale’s region, else Accept-Language, else the international list', async () => {
    const byLocale = (await t.call(endpoints.crisisResources, { locale: 'en-GB' })).body.data!;
    expect(byLocale).toMatchObject({ country: { code: 'GB' }, countrySource: 'locale', clinic: null });
    const byHeader = await t.app.inject({ method: 'GET', url: endpoints.crisisResources.url, headers: { 'accept-language': 'en-AU,en;q=0.8' } });
    expect(byHeader.json().data.country.code).toBe('AU');
    const unknown = (await t.call(endpoints.crisisResources, { locale: 'pt-BR' })).body.data!;
    expect(unknown).toMatchObject({ country: { code: 'INTL', emergencyNumber: null }, countrySource: 'default' });
    expect(unknown.lines.map((line) => line.url)).toContain('https://findahelpline.com');
    expect(unknown.country.notes).toMatch(/local emergency number/);
    const refused = await t.call(endpoints.crisisResources, { country: 'XX' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.[0]?.path).toBe('country');
  });

  it("for a signed-in patient or employee: the clinic's own lines first, then the country (chosen, else the clinic's)", async () => {
    const team = await careTeam('IE');
    const saved = await t.call(
      endpoints.clinicSaveCrisisLines,
      { lines: [{ name: 'Our out-of-hours line', phone: '+353 1 555 0100', notes: 'Evenings and weekends' }] },
      team.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(SAFETY_MESSAGES.clinicLinesSaved);
    expect(saved.body.data).toMatchObject({ country: 'IE', lines: [{ name: 'Our out-of-hours line', phone: '+353 1 555 0100', sms: null, url: null }] });

    for (const token of [team.patientToken, team.employeeToken]) {
      const mine = (await t.call(endpoints.myCrisisResources, { locale: 'en-US' }, token)).body.data!;
      expect(mine).toMatchObject({ country: { code: 'IE', emergencyNumber: '112' }, countrySource: 'clinic' });
      expect(mine.clinic).toEqual({ name: team.clinic.name, lines: [expect.objectContaining({ name: 'Our out-of-hours line' })] });
    }
    const chosen = (await t.call(endpoints.myCrisisResources, { country: 'FR' }, team.patientToken)).body.data!;
    expect(chosen).toMatchObject({ country: { code: 'FR' }, countrySource: 'chosen' });
    expect(chosen.clinic?.lines).toHaveLength(1);

    // Another clinic's patient, and a personal user, never see these lines.
    const stranger = await careTeam();
    expect((await t.call(endpoints.myCrisisResources, {}, stranger.patientToken)).body.data!.clinic).toBeNull();
    const personal = await createUserAndLogin(t, 'personal');
    const theirs = (await t.call(endpoints.myCrisisResources, { locale: 'de-DE' }, personal.session.accessToken)).body.data!;
    expect(theirs).toMatchObject({ clinic: null, country: { code: 'DE' }, countrySource: 'locale' });
  });

  it('are set per country by administrators: add, replace, validate, delete; the international list stays', async () => {
    const added = await t.call(
      endpoints.adminSaveCrisisCountry,
      {
        code: 'pt',
        name: 'Portugal',
        emergency_number: '112',
        lines: [
          { name: 'SOS Voz Amiga', phone: '213 544 545', notes: 'Afternoons and evenings' },
          { name: 'SNS 24', phone: '808 24 24 24', url: 'https://www.sns24.gov.pt' },
        ],
      },
      adminToken,
    );
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ code: 'PT', name: 'Portugal', emergencyNumber: '112', notes: null });
    expect(added.body.data!.lines.map((line) => line.name)).toEqual(['SOS Voz Amiga', 'SNS 24']);
    expect((await t.call(endpoints.crisisResources, { locale: 'pt-PT' })).body.data!.country.code).toBe('PT');

    const replaced = await t.call(endpoints.adminSaveCrisisCountry, { code: 'PT', name: 'Portugal', emergency_number: '112', notes: 'Also 808 24 24 24', lines: [{ name: 'SNS 24', phone: '808 24 24 24' }] }, adminToken);
    expect(replaced.body.data!.lines.map((line) => line.name)).toEqual(['SNS 24']);
    const listed = (await t.call(endpoints.adminCrisisCountries, {}, adminToken)).body.data!;
    expect(listed.find((country) => country.code === 'PT')).toMatchObject({ notes: 'Also 808 24 24 24', lines: [expect.objectContaining({ name: 'SNS 24' })] });

    const noWayToReach = await t.call(endpoints.adminSaveCrisisCountry, { code: 'PT', name: 'Portugal', lines: [{ name: 'Nothing' }] }, adminToken);
    expect(noWayToReach.status).toBe(422);
    expect(noWayToReach.body.errors?.[0]?.path).toBe('lines.0.phone');
    const badUrl = await t.call(endpoints.adminSaveCrisisCountry, { code: 'PT', name: 'Portugal', lines: [{ name: 'X', url: 'javascript:alert(1)' }] }, adminToken);
    expect(badUrl.status).toBe(422);
    expect((await t.call(endpoints.adminSaveCrisisCountry, { code: 'ZZ', name: 'Nowhere' }, adminToken)).status).toBe(422);

    const deleted = await t.call(endpoints.adminDeleteCrisisCountry, { code: 'PT' }, adminToken);
    expect(deleted.status).toBe(200);
    expect((await t.call(endpoints.crisisResources, { locale: 'pt-PT' })).body.data!.country.code).toBe('INTL');
    expect((await t.call(endpoints.adminDeleteCrisisCountry, { code: 'PT' }, adminToken)).status).toBe(404);
    const kept = await t.call(endpoints.adminDeleteCrisisCountry, { code: 'INTL' }, adminToken);
    expect(kept.status).toBe(409);
    expect(kept.body.message).toBe(SAFETY_MESSAGES.internationalKept);
    const audited = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'safety.crisis_country_saved'));
    expect(audited.length).toBeGreaterThanOrEqual(2);
  });

  it("follow the clinic's country, which the clinic account and administrators set", async () => {
    const team = await careTeam();
    const updated = await t.call(endpoints.frontAccountUpdate, { clinic: { country: 'nz' } }, team.token);
    expect(updated.status).toBe(200);
    expect(updated.body.data!.clinic).toMatchObject({ country: 'NZ' });
    expect((await t.call(endpoints.myCrisisResources, {}, team.patientToken)).body.data!.country.code).toBe('NZ');
    expect((await t.call(endpoints.frontAccountUpdate, { clinic: { country: 'Narnia' } }, team.token)).status).toBe(422);

    const created = await t.call(endpoints.createClinic, { name: 'Quay Practice', country: 'AU' }, adminToken);
    expect(created.body.data).toMatchObject({ country: 'AU' });
    const changed = await t.call(endpoints.updateClinic, { id: created.body.data!.id, country: 'GB' }, adminToken);
    expect(changed.body.data).toMatchObject({ country: 'GB' });
  });
});

describe('words of risk in the assistant', () => {
  it("answer a patient with their crisis resources in the same request, never a meditation, and alert their care team", async () => {
    await createMeditation(t.db, { shared: true, title: 'Letting Go of Sadness and Hopeless Feelings' });
    const team = await careTeam('US');
    const sent = await t.call(endpoints.frontChatText, { message: CRISIS }, team.patientToken);
    expect(sent.status).toBe(200);
    const reply = sent.body.data!;
    expect(reply.answer.crisis).toBe(true);
    expect(reply.answer.suggestions).toEqual([]);
    expect(reply.answer.text).toMatch(/call 911 now/);
    expect(reply.answer.text).toMatch(/988 Suicide & Crisis Lifeline: call 988, text 988/);
    expect(reply.answer.text).toMatch(/Your care team has been told/);
    expect(reply.answer.text).not.toMatch(/breath|meditation|practice/i);
    expect(reply.safety).toMatchObject({ careTeamAlerted: true, resources: { country: { code: 'US', emergencyNumber: '911' } } });

    const [alert, ...more] = await alertsOf(team.patient.id);
    expect(more).toEqual([]);
    expect(alert).toMatchObject({ clinicId: team.clinic.id, source: 'assistant', excerpt: CRISIS, acknowledgedAt: null });
    expect(alert!.signals).toContain('suicidal_ideation');

    // The care team is told (in-app, and by e-mail through the job queue): the clinic account and the
    // assigned employee, not the other employee.
    for (const [address, link] of [
      [team.owner.email, 'http://stillpoint.test/clinic/safety'],
      [team.employee.email, 'http://stillpoint.test/employee/safety-alerts'],
    ] as const) {
      const [mail, ...again] = await eventually(`the alert e-mail to ${address}`, async () => {
        const mails = await mailsTo(address);
        return mails.length > 0 ? mails : null;
      });
      expect(again).toEqual([]);
      expect(mail!.subject).toBe('A safety alert needs your attention');
      expect(mail!.textBody).toContain(link);
      // No health detail: not who, not what.
      for (const body of [mail!.textBody, mail!.htmlBody ?? '']) {
        expect(body).not.toContain(team.patient.fullName);
        expect(body).not.toContain('hopeless');
        expect(body).not.toContain(team.clinic.name);
      }
    }
    expect(await mailsTo(team.otherEmployee.email)).toEqual([]);

    // The audit says an alert was raised, never what was written.
    const [raised] = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'safety.alert_raised'), eq(auditEvents.targetId, alert!.id)));
    expect(raised).toMatchObject({ actorUserId: team.patient.id, clinicId: team.clinic.id, targetType: 'safety_alert' });
    expect(JSON.stringify(raised!.meta)).not.toContain('hopeless');

    // The conversation keeps the answer as a crisis answer.
    const conversation = (await t.call(endpoints.frontChatHistoryContent, { id: reply.chat_id }, team.patientToken)).body.data!;
    expect(conversation.messages.map((message) => message.crisis)).toEqual([false, true]);

    // A second message while the alert is open: a second alert, but no second e-mail.
    const again = await t.call(endpoints.frontChatText, { message: 'i just want to die', chat_id: reply.chat_id }, team.patientToken);
    expect(again.body.data!.safety?.careTeamAlerted).toBe(true);
    expect(await alertsOf(team.patient.id)).toHaveLength(2);
    // Still one e-mail (and one notification): the care team already knows to look until someone acknowledges.
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, team.employee.id))).toHaveLength(1);
    expect(await mailsTo(team.employee.email)).toHaveLength(1);

    // Never logged: no log line holds the words.
    expect(logLines.join('\n')).not.toContain('hopeless');
    expect(logLines.join('\n')).not.toContain('want to die');
  });

  it('answer with the resources in chat voice too, read aloud, for the patient and for a clinic account', async () => {
    const team = await careTeam('GB');
    const voiced = await t.call(endpoints.frontChatVoice, { message: 'i want to kms', voice: 'warm' }, team.patientToken);
    expect(voiced.status).toBe(200);
    expect(voiced.body.data!.answer).toMatchObject({ crisis: true, suggestions: [] });
    expect(voiced.body.data!.answer.text).toMatch(/Samaritans: call 116 123/);
    expect(voiced.body.data!.answer.audioUrl).toMatch(/\.wav$/);
    expect(await alertsOf(team.patient.id)).toHaveLength(1);

    // The clinic account talks on clinics/discovery: resources, and no alert (it is not a patient).
    const clinicReply = await t.call(endpoints.clinicChatVoice, { message: "I don't want to be here anymore" }, team.token);
    expect(clinicReply.body.data!.answer.crisis).toBe(true);
    expect(clinicReply.body.data!.safety).toMatchObject({ careTeamAlerted: false, resources: { country: { code: 'GB' } } });
    expect(clinicReply.body.data!.answer.text).not.toMatch(/care team has been told/);
    const clinicText = await t.call(endpoints.clinicChatText, { message: CRISIS }, team.token);
    expect(clinicText.body.data!.answer.crisis).toBe(true);
    expect(await t.db.select().from(safetyAlerts).where(eq(safetyAlerts.patientId, team.owner.id))).toEqual([]);
  });

  it('give a personal user or an employee the resources only: no alert, no e-mail', async () => {
    const personal = await createUserAndLogin(t, 'personal');
    const reply = await t.app.inject({
      method: 'POST',
      url: endpoints.frontChatText.url,
      payload: { message: "everyone would be better off without me" },
      headers: { authorization: `Bearer ${personal.session.accessToken}`, 'accept-language': 'en-CA' },
    });
    const data = reply.json().data;
    expect(data.answer.crisis).toBe(true);
    expect(data.safety).toMatchObject({ careTeamAlerted: false, resources: { country: { code: 'CA' }, clinic: null } });
    expect(data.answer.text).toMatch(/call 911 now/);
    expect(data.answer.text).toMatch(/therapist or a doctor/);
    expect(await alertsOf(personal.user.id)).toEqual([]);
    expect(await mailsTo(personal.user.email)).toEqual([]);

    const team = await careTeam();
    const chosen = (await t.call(endpoints.frontChatText, { message: 'I want to hurt myself', country: 'AU' }, team.employeeToken)).body.data!;
    expect(chosen.answer.text).toMatch(/call 000 now/);
    expect(chosen.safety?.careTeamAlerted).toBe(false);
    expect(await t.db.select().from(safetyAlerts).where(eq(safetyAlerts.clinicId, team.clinic.id))).toEqual([]);
  });

  it('leave ordinary messages to the assistant (a practice, no alert)', async () => {
    const team = await careTeam();
    const reply = (await t.call(endpoints.frontChatText, { message: 'this workout kills me, help me wind down' }, team.patientToken)).body.data!;
    expect(reply.answer.crisis).toBe(false);
    expect(reply.safety).toBeNull();
    expect(await alertsOf(team.patient.id)).toEqual([]);
  });
});

describe('safety alerts for the care team', () => {
  async function teamWithAlert() {
    const team = await careTeam();
    await t.call(endpoints.frontChatText, { message: CRISIS }, team.patientToken);
    const [alert] = await alertsOf(team.patient.id);
    return { ...team, alertId: alert!.id };
  }

  it('show the clinic and the assigned employee its open alerts (paged, audited) with what was said, and counts per patient', async () => {
    const team = await teamWithAlert();
    for (const [endpoint, token] of [
      [endpoints.clinicSafetyAlerts, team.token],
      [endpoints.employeeSafetyAlerts, team.employeeToken],
    ] as const) {
      const listed = await t.call(endpoint, { state: 'open', pageNo: 1, perPage: 10 }, token);
      expect(listed.status).toBe(200);
      expect(listed.body.total_pages).toBe(1);
      expect(listed.body.data).toEqual([
        expect.objectContaining({
          id: team.alertId,
          patient: { userid: team.patient.id, fullName: team.patient.fullName },
          source: 'assistant',
          excerpt: CRISIS,
          acknowledgedAt: null,
          acknowledgedBy: null,
        }),
      ]);
    }
    expect((await t.call(endpoints.clinicOpenAlertCounts, {}, team.token)).body.data).toEqual([{ userid: team.patient.id, open: 1 }]);
    expect((await t.call(endpoints.employeeOpenAlertCounts, {}, team.employeeToken)).body.data).toEqual([{ userid: team.patient.id, open: 1 }]);
    const byPatient = await t.call(endpoints.clinicSafetyAlerts, { state: 'all', patient_id: team.patient.id }, team.token);
    expect(byPatient.body.data!.map((alert) => alert.id)).toEqual([team.alertId]);
    const reads = await t.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'safety.alerts_viewed'), eq(auditEvents.clinicId, team.clinic.id)));
    expect(reads.length).toBeGreaterThanOrEqual(3);
    expect(reads.find((read) => read.targetId === team.patient.id)).toMatchObject({ targetType: 'user' });
    expect(JSON.stringify(reads.map((read) => read.meta))).not.toContain('hopeless');
  });

  it("hide them from an employee the patient is not assigned to, and from another clinic (404 on its ids)", async () => {
    const team = await teamWithAlert();
    expect((await t.call(endpoints.employeeSafetyAlerts, {}, team.unassignedToken)).body.data).toEqual([]);
    expect((await t.call(endpoints.employeeOpenAlertCounts, {}, team.unassignedToken)).body.data).toEqual([]);
    const notYours = await t.call(endpoints.employeeAcknowledgeAlert, { id: team.alertId }, team.unassignedToken);
    expect(notYours.status).toBe(404);

    const other = await careTeam();
    expect((await t.call(endpoints.clinicSafetyAlerts, { state: 'all' }, other.token)).body.data).toEqual([]);
    expect((await t.call(endpoints.clinicOpenAlertCounts, {}, other.token)).body.data).toEqual([]);
    expect((await t.call(endpoints.clinicAcknowledgeAlert, { id: team.alertId }, other.token)).status).toBe(404);
    expect((await t.call(endpoints.employeeAcknowledgeAlert, { id: team.alertId }, other.employeeToken)).status).toBe(404);
    expect((await alertsOf(team.patient.id))[0]!.acknowledgedAt).toBeNull();
  });

  it('are acknowledged once, recording who and when (audited), and stay in the history', async () => {
    const team = await teamWithAlert();
    const acknowledged = await t.call(endpoints.employeeAcknowledgeAlert, { id: team.alertId }, team.employeeToken);
    expect(acknowledged.status).toBe(200);
    expect(acknowledged.body.message).toBe(SAFETY_MESSAGES.alertAcknowledged);
    expect(acknowledged.body.data).toMatchObject({ id: team.alertId, acknowledgedBy: { userid: team.employee.id, fullName: team.employee.fullName } });
    expect(Date.parse(acknowledged.body.data!.acknowledgedAt!)).toBeGreaterThan(Date.now() - 60_000);

    const twice = await t.call(endpoints.clinicAcknowledgeAlert, { id: team.alertId }, team.token);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(SAFETY_MESSAGES.alreadyAcknowledged);

    expect((await t.call(endpoints.clinicSafetyAlerts, { state: 'open' }, team.token)).body.data).toEqual([]);
    expect((await t.call(endpoints.clinicOpenAlertCounts, {}, team.token)).body.data).toEqual([]);
    const history = (await t.call(endpoints.clinicSafetyAlerts, { state: 'all' }, team.token)).body.data!;
    expect(history).toEqual([expect.objectContaining({ id: team.alertId, acknowledgedBy: { userid: team.employee.id, fullName: team.employee.fullName } })]);
    const [audit] = await t.db.select().from(auditEvents).where(and(eq(auditEvents.action, 'safety.alert_acknowledged'), eq(auditEvents.targetId, team.alertId)));
    expect(audit).toMatchObject({ actorUserId: team.employee.id, clinicId: team.clinic.id, meta: { patientId: team.patient.id } });

    // A new alert after the acknowledgement tells the care team by e-mail again.
    await t.call(endpoints.frontChatText, { message: 'i want to kill myself' }, team.patientToken);
    await eventually('the second alert e-mail', async () => (await mailsTo(team.employee.email)).length === 2);
    const page = await t.call(endpoints.clinicSafetyAlerts, { state: 'all', pageNo: 1, perPage: 1 }, team.token);
    expect(page.body.total_pages).toBe(2);
    // Open first.
    expect(page.body.data![0]!.acknowledgedAt).toBeNull();
  });

  it('go with the patient when the patient is deleted', async () => {
    const team = await teamWithAlert();
    expect((await t.call(endpoints.deleteUser, { userid: team.patient.id }, adminToken)).status).toBe(200);
    expect(await alertsOf(team.patient.id)).toEqual([]);
  });
});

describe('with an OpenAI-compatible assistant (OPENAI_BASE_URL)', () => {
  let server: Server;
  let api: TestApp;
  const calls: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk) => (raw += chunk));
      request.on('end', () => {
        calls.push(request.url!);
        if (request.url === '/v1/chat/completions') {
          // A provider that would happily answer with a meditation.
          response.setHeader('content-type', 'application/json');
          response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: 'Try this breathing meditation: breathe in for four.' } }] }));
        } else if (request.url === '/v1/audio/speech') {
          response.setHeader('content-type', 'audio/mpeg');
          response.end(Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)]));
        } else {
          response.statusCode = 404;
          response.end();
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    api = await createTestApp({ assistant: createOpenAiAssistant({ baseUrl, apiKey: 'sk-test', chatModel: 'm', speechModel: 's' }) });
  });
  afterAll(async () => {
    await api.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('decides before the provider is asked: a positive detection is never answered by the model', async () => {
    const team = await createClinicTeam(api);
    await assignPatient(api.db, team.employee, team.patient);
    const patient = await login(api, team.patient);
    const crisis = await api.call(endpoints.frontChatText, { message: CRISIS }, patient.accessToken);
    expect(crisis.status).toBe(200);
    expect(crisis.body.data!.answer).toMatchObject({ crisis: true, suggestions: [] });
    expect(crisis.body.data!.answer.text).not.toMatch(/breathing meditation/);
    expect(calls.filter((path) => path === '/v1/chat/completions')).toEqual([]);
    expect(await api.db.select().from(safetyAlerts).where(eq(safetyAlerts.patientId, team.patient.id))).toHaveLength(1);

    const voiced = await api.call(endpoints.frontChatVoice, { message: 'I want to end it all' }, patient.accessToken);
    expect(voiced.body.data!.answer).toMatchObject({ crisis: true });
    expect(voiced.body.data!.answer.audioUrl).toMatch(/\.mp3$/);
    expect(calls.filter((path) => path === '/v1/chat/completions')).toEqual([]);

    const ordinary = await api.call(endpoints.frontChatText, { message: 'I feel stressed at work' }, patient.accessToken);
    expect(ordinary.body.data!.answer.text).toMatch(/breathing meditation/);
    expect(calls).toContain('/v1/chat/completions');
    const rows = await api.db.select().from(assistantMessages).where(eq(assistantMessages.crisis, true));
    expect(rows).toHaveLength(2);
  });

  it('still answers with the resources when the provider is down (the crisis answer needs no provider)', async () => {
    const down = await createTestApp({ assistant: createOpenAiAssistant({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: undefined, chatModel: 'm', speechModel: 's' }) });
    try {
      const { session } = await createUserAndLogin(down, 'personal');
      const text = await down.call(endpoints.frontChatText, { message: CRISIS }, session.accessToken);
      expect(text.status).toBe(200);
      expect(text.body.data!.answer.crisis).toBe(true);
      // Voice: the speech endpoint is down too, so the resources come as text without audio.
      const voice = await down.call(endpoints.frontChatVoice, { message: CRISIS }, session.accessToken);
      expect(voice.status).toBe(200);
      expect(voice.body.data!.answer).toMatchObject({ crisis: true, audioUrl: null });
    } finally {
      await down.close();
    }
  });
});
