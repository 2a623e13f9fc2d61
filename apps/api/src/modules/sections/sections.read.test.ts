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

async function section(token: string, title: string, admin = false) {
  return (await t.call(admin ? E.adminSectionsAdd : E.clinicSectionsAdd, { title }, token)).body.data!;
}
async function publish(token: string, id: number, admin = false) {
  const response = await t.call(admin ? E.adminSectionsPublish : E.clinicSectionsPublish, { id }, token);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}
async function add(endpoint: Endpoint, token: string, body: Record<string, unknown>) {
  const response = await t.call(endpoint, body, token);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as { id: number };
}

describe('activeSectionsFor (the discovery home)', () => {
  it("gives a clinic's people its published sections with the published items they may see, in order", async () => {
    const team = await createClinicTeam(t);
    const other = await createClinicTeam(t);
    const first = await section(team.token, 'First');
    const hidden = await section(team.token, 'Hidden');
    const second = await section(team.token, 'Second');
    const klass = await createClassWithLessons(t.db, { clinicId: team.clinic.id, title: 'Own' });
    const meditation = await createMeditation(t.db, { clinicId: team.clinic.id, title: 'Med' });
    const granted = await createClass(t.db, { clinicId: other.clinic.id, accessClinicIds: [team.clinic.id], title: 'Granted', withContent: true });
    const m = await add(E.clinicSectionsAddMeditation, team.token, {
      section_id: first.id,
      meditation_id: meditation.id,
      title: 'Renamed med',
    });
    await add(E.clinicSectionsAddClass, team.token, { section_id: first.id, class_id: klass.id });
    await add(E.clinicSectionsAddClass, team.token, { section_id: first.id, class_id: granted.id });
    await add(E.clinicSectionsAddContent, team.token, { section_id: second.id, content_id: klass.lessons[0]!.contents[0]!.id });
    await add(E.clinicSectionsAddClass, team.token, { section_id: hidden.id, class_id: klass.id });
    // The clinic's own drafts may sit in a section: learners do not see them until they are published.
    const draftClass = await createClass(t.db, { clinicId: team.clinic.id, title: 'Draft class', withContent: true, published: false });
    const draftMeditation = await createMeditation(t.db, { clinicId: team.clinic.id, title: 'Draft med', published: false });
    const silent = await createMeditation(t.db, { clinicId: team.clinic.id, title: 'No audio', audioMediaId: null });
    await add(E.clinicSectionsAddClass, team.token, { section_id: first.id, class_id: draftClass.id });
    await add(E.clinicSectionsAddMeditation, team.token, { section_id: first.id, meditation_id: draftMeditation.id });
    await add(E.clinicSectionsAddMeditation, team.token, { section_id: first.id, meditation_id: silent.id });
    await t.call(E.clinicSectionsReorder, { type: 'section', content: [second.id] }, team.token);
    // Nothing published yet: the home is empty (and not the platform's, there are none here).
    expect(await activeSectionsFor(t.db, viewerOf(team.patient))).toEqual([]);
    await publish(team.token, first.id);
    await publish(team.token, second.id);

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

  it("falls back to the platform's default sections while a clinic has no published section, unless its default status is off", async () => {
    const shared = await createClass(t.db, { shared: true, title: 'Shared for all', withContent: true });
    const platformPrivate = await createClass(t.db, { title: 'Platform private', withContent: true });
    const defaults = await section(adminToken, 'Platform picks', true);
    const empty = await section(adminToken, 'Empty platform', true);
    await add(E.adminSectionsAddClass, adminToken, { section_id: defaults.id, class_id: shared.id });
    await add(E.adminSectionsAddClass, adminToken, { section_id: defaults.id, class_id: platformPrivate.id });
    // Its only item is a draft: published, the section still shows to nobody.
    const draft = await createClass(t.db, { shared: true, title: 'Shared draft', withContent: true, published: false });
    await add(E.adminSectionsAddClass, adminToken, { section_id: empty.id, class_id: draft.id });
    await publish(adminToken, empty.id, true);
    const team = await createClinicTeam(t);
    expect(await activeSectionsFor(t.db, viewerOf(team.patient))).toEqual([]);
    await publish(adminToken, defaults.id, true);

    const home = await activeSectionsFor(t.db, viewerOf(team.patient));
    // Sections without a visible item are left out; items the viewer may not see too.
    expect(home.map((s) => [s.title, s.items.map((i) => i.title)])).toEqual([['Platform picks', ['Shared for all']]]);

    // A personal user sees the platform's defaults too (shared items only).
    const personal = await createUser(t.db, 'personal');
    expect((await activeSectionsFor(t.db, viewerOf(personal))).map((s) => s.title)).toEqual(['Platform picks']);

    // A draft own section does not replace the defaults; a published one does.
    const own = await section(team.token, 'Own section');
    await add(E.clinicSectionsAddClass, team.token, { section_id: own.id, class_id: shared.id });
    expect((await activeSectionsFor(t.db, viewerOf(team.patient))).map((s) => s.title)).toEqual(['Platform picks']);
    await publish(team.token, own.id);
    expect((await activeSectionsFor(t.db, viewerOf(team.patient))).map((s) => s.title)).toEqual(['Own section']);
    // Back to draft: the defaults return.
    await t.call(E.clinicSectionsUnpublish, { id: own.id }, team.token);
    expect((await activeSectionsFor(t.db, viewerOf(team.patient))).map((s) => s.title)).toEqual(['Platform picks']);

    // Default status off: no fallback.
    const quiet = await createClinicTeam(t);
    await t.call(E.clinicSectionsEditDefaultStatus, { default_status: false }, quiet.token);
    expect(await activeSectionsFor(t.db, viewerOf(quiet.patient))).toEqual([]);

    // A platform section back in draft never shows.
    await t.call(E.adminSectionsUnpublish, { id: defaults.id }, adminToken);
    expect(await activeSectionsFor(t.db, viewerOf(personal))).toEqual([]);
  });
});
