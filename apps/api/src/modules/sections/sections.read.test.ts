import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type Endpoint } from '@stillpoint/contracts';
import { sections } from '@stillpoint/db';
import { createClass, createClassWithLessons, createMeditation } from '../../../test/content-factories.js';
import { createClinicTeam, createUser, createUserAndLogin } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import type { Viewer } from '../content/content.visibility.js';
import { activeSectionsFor } from './sections.read.js';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await createUserAndLogin(t, 'admin')).session.accessToken;
  // Start from no platform sections, so the fallback is predictable.
  await t.db.delete(sections);
});
afterAll(() => t.close());

const E = endpoints;
const viewerOf = (user: { id: number; role: string; clinicId: number | null }): Viewer =>
  ({ userId: user.id, role: user.role, clinicId: user.clinicId }) as Viewer;

async function section(token: string, title: string, admin = false, active = true) {
  return (await t.call(admin ? E.adminSectionsAdd : E.clinicSectionsAdd, { title, active }, token)).body.data!;
}
async function add(endpoint: Endpoint, token: string, body: Record<string, unknown>) {
  const response = await t.call(endpoint, body, token);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as { id: number };
}

describe('activeSectionsFor (the discovery home)', () => {
  it("gives a clinic's people its active sections with the items they may see, in order", async () => {
    const team = await createClinicTeam(t);
    const other = await createClinicTeam(t);
    const first = await section(team.token, 'First');
    const hidden = await section(team.token, 'Hidden', false, false);
    const second = await section(team.token, 'Second');
    const klass = await createClassWithLessons(t.db, { clinicId: team.clinic.id, title: 'Own' });
    const meditation = await createMeditation(t.db, { clinicId: team.clinic.id, title: 'Med' });
    const granted = await createClass(t.db, { clinicId: other.clinic.id, accessClinicIds: [team.clinic.id], title: 'Granted' });
    const m = await add(E.clinicSectionsAddMeditation, team.token, {
      section_id: first.id,
      meditation_id: meditation.id,
      title: 'Renamed med',
    });
    await add(E.clinicSectionsAddClass, team.token, { section_id: first.id, class_id: klass.id });
    await add(E.clinicSectionsAddClass, team.token, { section_id: first.id, class_id: granted.id });
    await add(E.clinicSectionsAddContent, team.token, { section_id: second.id, content_id: klass.lessons[0]!.contents[0]!.id });
    await add(E.clinicSectionsAddClass, team.token, { section_id: hidden.id, class_id: klass.id });
    await t.call(E.clinicSectionsReorder, { type: 'section', content: [second.id] }, team.token);

    const home = await activeSectionsFor(t.db, viewerOf(team.patient));
    expect(home.map((s) => s.title)).toEqual(['Second', 'First']);
    expect(home[1]!.items.map((i) => [i.type, i.title])).toEqual([
      ['meditation', 'Renamed med'],
      ['class', 'Own'],
      ['class', 'Granted'],
    ]);
    expect(home[1]!.items[0]!.id).toBe(m.id);
    expect(home[0]!.items[0]).toMatchObject({ type: 'content', classId: klass.id });
    // The employee sees the same home.
    expect((await activeSectionsFor(t.db, viewerOf(team.employee))).map((s) => s.id)).toEqual([second.id, first.id]);

    // The access rule goes away: the item leaves the home without touching the section.
    await t.db.execute(sql`delete from class_clinics where class_id = ${granted.id}`);
    const after = await activeSectionsFor(t.db, viewerOf(team.patient));
    expect(after[1]!.items.map((i) => i.title)).toEqual(['Renamed med', 'Own']);
  });

  it("falls back to the platform's default sections while a clinic has no active section, unless its default status is off", async () => {
    const shared = await createClass(t.db, { shared: true, title: 'Shared for all' });
    const platformPrivate = await createClass(t.db, { title: 'Platform private' });
    const defaults = await section(adminToken, 'Platform picks', true);
    await section(adminToken, 'Empty platform', true);
    await add(E.adminSectionsAddClass, adminToken, { section_id: defaults.id, class_id: shared.id });
    await add(E.adminSectionsAddClass, adminToken, { section_id: defaults.id, class_id: platformPrivate.id });

    const team = await createClinicTeam(t);
    const home = await activeSectionsFor(t.db, viewerOf(team.patient));
    // Sections without a visible item are left out; items the viewer may not see too.
    expect(home.map((s) => [s.title, s.items.map((i) => i.title)])).toEqual([['Platform picks', ['Shared for all']]]);

    // A personal user sees the platform's defaults too (shared items only).
    const personal = await createUser(t.db, 'personal');
    expect((await activeSectionsFor(t.db, viewerOf(personal))).map((s) => s.title)).toEqual(['Platform picks']);

    // An inactive own section does not replace the defaults; an active one does.
    const own = await section(team.token, 'Own inactive', false, false);
    await add(E.clinicSectionsAddClass, team.token, { section_id: own.id, class_id: shared.id });
    expect((await activeSectionsFor(t.db, viewerOf(team.patient))).map((s) => s.title)).toEqual(['Platform picks']);
    await t.call(E.clinicSectionsEdit, { id: own.id, active: true }, team.token);
    expect((await activeSectionsFor(t.db, viewerOf(team.patient))).map((s) => s.title)).toEqual(['Own inactive']);

    // Default status off: no fallback.
    const quiet = await createClinicTeam(t);
    await t.call(E.clinicSectionsEditDefaultStatus, { default_status: false }, quiet.token);
    expect(await activeSectionsFor(t.db, viewerOf(quiet.patient))).toEqual([]);

    // An inactive platform section never shows.
    await t.call(E.adminSectionsEdit, { id: defaults.id, active: false }, adminToken);
    expect(await activeSectionsFor(t.db, viewerOf(personal))).toEqual([]);
  });
});
