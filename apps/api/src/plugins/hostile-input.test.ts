import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, endpoints, INT_COLUMN_MAX } from '@stillpoint/contracts';
import { classes, ratings, urgentAlerts, userTasks } from '@stillpoint/db';
import { createClass, createMeditation } from '../../test/content-factories.js';
import { createClinicTeam, createUserAndLogin } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

/**
 * The refusals of issue 10, item 4 (and the stripHtml finding), each through HTTP as a client sent it:
 * out-of-range numbers, arrays and booleans for ids, NUL bytes, JSON that is not JSON in a form field,
 * dates no one means; and the OpenAPI document's statuses (item 6). The property test walks every endpoint
 * with such values; these pin each case down with what must be stored, or not.
 */

let t: TestApp;
let personal: string;
beforeAll(async () => {
  t = await createTestApp();
  personal = (await createUserAndLogin(t, 'personal')).session.accessToken;
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, token: string) =>
  t.app.inject({ method: 'POST', url, payload: JSON.stringify(payload), headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });

describe('ids and whole numbers', () => {
  it.each([
    ['an array', [1]],
    ['a list of text', ['1']],
    ['a boolean', true],
    ['an object', { id: 1 }],
    ['2^31', 2 ** 31],
    ['2^53', 2 ** 53],
    ['text past 2^31', '2147483648'],
    ['hexadecimal text', '0x10'],
  ])('refuses %s as an id with 422 naming the field (`{"task_id":[1]}` was read as 1)', async (_name, value) => {
    const task = (await t.call(endpoints.tasksCreate, { title: 'Walk' }, personal)).body.data!;
    expect(task.id).toBe(1 <= task.id ? task.id : NaN);
    const response = await post(endpoints.tasksLogs.url, { task_id: value }, personal);
    expect(response.statusCode).toBe(422);
    expect(new Set(response.json().errors.map((error: { path: string }) => error.path))).toEqual(new Set(['task_id']));
  });

  it('still reads ids and numbers from query strings and form text', async () => {
    const team = await createClinicTeam(t);
    const meditation = await createMeditation(t.db, { clinicId: team.clinic.id });
    const detail = await t.app.inject({
      method: 'GET',
      url: `${endpoints.clinicMeditationDetail.url}?id=${meditation.id}`,
      headers: { authorization: `Bearer ${team.token}` },
    });
    expect(detail.statusCode).toBe(200);
    const paged = await t.app.inject({ method: 'GET', url: `${endpoints.tasksAll.url}?pageNo=%201%20&perPage=5`, headers: { authorization: `Bearer ${personal}` } });
    expect(paged.statusCode).toBe(200);
    const past = await t.app.inject({
      method: 'GET',
      url: `${endpoints.tasksAll.url}?pageNo=${INT_COLUMN_MAX + 1}`,
      headers: { authorization: `Bearer ${personal}` },
    });
    expect(past.statusCode).toBe(422);
  });
});

describe('NUL bytes', () => {
  it('are removed from every string before it is stored (PostgreSQL refuses them)', async () => {
    const created = await post(endpoints.tasksCreate.url, { title: 'Calm\u0000 walk', description: '\u0000Slowly' }, personal);
    expect(created.statusCode).toBe(201);
    const [row] = await t.db.select().from(userTasks).where(eq(userTasks.id, created.json().data.id));
    expect(row).toMatchObject({ title: 'Calm walk', description: 'Slowly' });
  });

  it('are removed from query strings and multipart fields too', async () => {
    const search = await t.app.inject({ method: 'GET', url: `${endpoints.tasksAll.url}?search=a%00b`, headers: { authorization: `Bearer ${personal}` } });
    expect(search.statusCode).toBeLessThan(500);
  });
});

describe('form fields that should hold JSON', () => {
  it('answers 422 on the field for a list that is not JSON, and stores nothing', async () => {
    const team = await createClinicTeam(t);
    const item = await createClass(t.db, { clinicId: team.clinic.id, title: 'Evening calm', withContent: true });
    for (const junk of ['[1,2', '{"a":', '[1e400]', '[[1]]', '["x"]', '[2147483648]']) {
      const response = await t.form(endpoints.clinicStudioUpdateClass, { id: item.id, title: 'Renamed', category_ids: junk }, [], team.token);
      expect(response.status, junk).toBe(422);
      expect(response.body.errors!.every((error) => error.path.startsWith('category_ids')), JSON.stringify(response.body.errors)).toBe(true);
    }
    const [row] = await t.db.select().from(classes).where(eq(classes.id, item.id));
    expect(row!.title).toBe('Evening calm');
  });
});

describe('dates', () => {
  it('refuses an urgent alert dated in year 20 with 422, stores nothing, and the alert list still reads', async () => {
    const admin = (await createUserAndLogin(t, 'admin')).session.accessToken;
    const before = (await t.db.select().from(urgentAlerts)).length;
    const response = await t.call(
      endpoints.addUrgentAlert,
      { title: 'Closed', message: 'Storm', startsAt: '0020-01-01T00:00:00Z', endsAt: '0020-01-02T00:00:00Z' },
      admin,
    );
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual(expect.arrayContaining([{ path: 'startsAt', message: 'Use a date between 1900 and 2200' }]));
    expect((await t.db.select().from(urgentAlerts)).length).toBe(before);
    expect((await t.call(endpoints.listUrgentAlerts, {}, admin)).status).toBe(200);
  });

  it('compares a start and an end as instants, whatever their offsets', async () => {
    const admin = (await createUserAndLogin(t, 'admin')).session.accessToken;
    // 10:00 in Paris is 09:00 UTC, before 09:30 in New York (14:30 UTC), though its text sorts after.
    const ok = await t.call(endpoints.addUrgentAlert, { title: 'A', message: 'B', startsAt: '2026-11-24T10:00:00+01:00', endsAt: '2026-11-24T09:30:00-05:00' }, admin);
    expect(ok.status).toBe(201);
    const wrong = await t.call(endpoints.addUrgentAlert, { title: 'A', message: 'B', startsAt: '2026-11-24T10:00:00Z', endsAt: '2026-11-24T09:30:00Z' }, admin);
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors![0]!.path).toBe('endsAt');
  });

  it('shows an alert stored before the bounds (a year-20 date) without breaking the list', async () => {
    const admin = (await createUserAndLogin(t, 'admin')).session.accessToken;
    await t.db.insert(urgentAlerts).values({ title: 'Old', message: 'From before', level: 'info', active: false, startsAt: new Date('0020-01-01T00:00:00Z') });
    const list = await t.call(endpoints.listUrgentAlerts, {}, admin);
    expect(list.status).toBe(200);
  });
});

describe('HTML references in plain text (stripHtml)', () => {
  it('stores a review holding references out of Unicode as U+FFFD instead of answering 500', async () => {
    const item = await createClass(t.db, { shared: true, withContent: true });
    const response = await t.call(
      endpoints.frontAddReview,
      { data_id: item.id, data_type: 'classes', review: 'Lovely &#99999999; class &#x110000; &#0; truly' },
      personal,
    );
    expect(response.status).toBe(200);
    const [row] = await t.db.select().from(ratings).where(eq(ratings.classId, item.id));
    expect(row!.review).toBe('Lovely \uFFFD class \uFFFD \uFFFD truly');
  });
});

describe('the OpenAPI document', () => {
  it('lists the statuses each operation really answers, from its catalogue entry', async () => {
    const document = (await t.app.inject({ method: 'GET', url: `${API_BASE}/openapi.json` })).json();
    const statuses = (endpoint: { url: string; method: string }) => Object.keys(document.paths[endpoint.url][endpoint.method.toLowerCase()].responses);
    // A public call without input, answered during maintenance: the body's refusals only; a public GET: success.
    expect(statuses(endpoints.urgentAlerts)).toEqual(['200', '400', '413', '415', '422']);
    expect(statuses(endpoints.socialLoginConfig)).toEqual(['200']);
    // A create: 201, the body's refusals, the caller's, an id that can be missing, a provider that can be down.
    expect(statuses(endpoints.clinicPromptToText)).toEqual(['201', '400', '401', '403', '413', '415', '422', '503']);
    expect(statuses(endpoints.clinicTextToVoice)).toEqual(['200', '400', '401', '403', '404', '409', '413', '415', '422', '503']);
    // An update-or-create answers both; an admin read has no maintenance answer; login is throttled.
    expect(statuses(endpoints.clinicSaveMeditation)).toEqual(expect.arrayContaining(['200', '201']));
    expect(statuses(endpoints.adminAllClinics)).toEqual(['200', '401', '403']);
    expect(statuses(endpoints.frontLogin)).toContain('429');
    expect(document.components.responses.NotFound.description).toMatch(/another tenant/);
  });
});
