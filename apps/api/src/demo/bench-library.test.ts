import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@stillpoint/db';
import { generateLibrary, SIZES } from '../../../../scripts/bench/library.mjs';
import { createTestDb } from '../../test/harness.js';

/** The bench library generator (scripts/bench/library.mjs), run at its small size on a fresh test database. */
let handle: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  handle = await createTestDb();
  await seedDemo(handle.db, async () => 'not-a-real-hash');
});
afterAll(async () => {
  await handle?.close();
});

// The test database may be a pool (PostgreSQL): statements run in autocommit here, which is fine for a check.
const query = async (text: string) =>
  /^(begin|commit|rollback)$/.test(text) ? [] : ((await handle.db.execute(sql.raw(text))) as unknown as { rows: Array<Record<string, unknown>> }).rows;
const rows = async <T,>(text: string) => (await query(text)) as T[];

describe('bench library generator', () => {
  it('inserts the small library once, with every content type and gapless orders', async () => {
    const result = await generateLibrary(query, { size: 'small' });
    expect(result.skipped).toBe(false);
    const plan = SIZES.small;
    expect(result.counts).toMatchObject({ classes: plan.classes, lessons: plan.classes * plan.lessonsPerClass, contents: plan.contents, meditations: plan.meditations });
    const types = await rows<{ type: string; source: string | null }>('select distinct type, video_source as source from contents');
    expect(new Set(types.map((row) => row.type))).toEqual(new Set(['text', 'document', 'class', 'lesson', 'video', 'audio', 'image']));
    expect(new Set(types.filter((row) => row.type === 'video').map((row) => row.source))).toEqual(new Set(['youtube', 'vimeo', 'youtube_link']));
    const gaps = await rows<{ n: number }>(
      'select count(*)::int as n from (select lesson_id, max(sort_order) as top, count(*) as c from contents group by lesson_id) x where top <> c',
    );
    expect(gaps[0]!.n).toBe(0);
    const owners = await rows<{ platform: number; clinics: number; shared: number }>(
      'select count(*) filter (where clinic_id is null)::int as platform, count(*) filter (where clinic_id is not null)::int as clinics, count(*) filter (where shared)::int as shared from classes',
    );
    expect(owners[0]!.platform).toBeGreaterThan(0);
    expect(owners[0]!.clinics).toBeGreaterThan(0);
    expect(owners[0]!.shared).toBeGreaterThan(0);

    expect(await generateLibrary(query, { size: 'small' })).toMatchObject({ skipped: true });
    expect((await rows<{ n: number }>('select count(*)::int as n from classes'))[0]!.n).toBe(plan.classes);
  });
});
