import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, contents, meditations } from '@stillpoint/db';
import { createClassWithLessons, createMeditation } from '../../../test/content-factories.js';
import { createClinic } from '../../../test/factories.js';
import { createTestDb } from '../../../test/harness.js';
import { listedClasses, listedMeditations, type Viewer } from './content.visibility.js';

/*
 * The discovery home's lists stay index scans with drafts (README "Bench: discovery home"): the learner
 * rule keeps `published_at is not null` (and, for meditations, `audio_media_id is not null`) as top-level
 * conditions, which imply the predicates of the partial indexes `classes_popular_idx` and
 * `meditations_popular_idx`, so the planner may walk them. Sequential scans and sorts are switched off for
 * the EXPLAIN: on a tiny test table the planner would rightly prefer them; the question here is whether the
 * index can give the order at all (on the generated 100,000-content library it is chosen unforced, see
 * README). Were the published condition buried under an OR, the index could not serve and this fails.
 */
let handle: Awaited<ReturnType<typeof createTestDb>>;
let clinicId = 0;
beforeAll(async () => {
  handle = await createTestDb();
  clinicId = (await createClinic(handle.db)).id;
  for (let i = 0; i < 6; i++) {
    await createClassWithLessons(handle.db, {
      clinicId,
      popular: i % 2 === 0,
      lessonCount: 1,
      contentsPerLesson: 1,
      published: i !== 3,
    });
    await createMeditation(handle.db, { clinicId, popular: i % 2 === 0, published: i !== 3 });
  }
  await handle.db.execute(sql`analyze`);
});
afterAll(async () => {
  await handle?.close();
});

async function plan(query: SQL): Promise<string> {
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    const result = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Array<Record<string, string>> };
    return result.rows.map((row) => Object.values(row)[0]).join('\n');
  });
}

const viewers: Array<[string, () => Viewer]> = [
  ['a clinic', () => ({ userId: 1, role: 'patient', clinicId })],
  ['a personal user', () => ({ userId: 1, role: 'frontuser', clinicId: null })],
];

describe('the home lists read their partial indexes', () => {
  for (const [who, viewer] of viewers) {
    it(`popular classes and popular meditations of ${who}`, async () => {
      const popularClasses = handle.db
        .select({ id: classes.id })
        .from(classes)
        .where(listedClasses(viewer()))
        .orderBy(desc(classes.popular), desc(classes.memberCount), desc(classes.id))
        .limit(12)
        .getSQL();
      expect(await plan(popularClasses)).toMatch(/Index Scan Backward using classes_popular_idx/);
      const popularMeditations = handle.db
        .select({ id: meditations.id })
        .from(meditations)
        .where(listedMeditations(viewer()))
        .orderBy(desc(meditations.popular), desc(meditations.playCount), desc(meditations.id))
        .limit(12)
        .getSQL();
      expect(await plan(popularMeditations)).toMatch(/Index Scan Backward using meditations_popular_idx/);
      const videos = handle.db
        .select({ id: contents.id })
        .from(contents)
        .innerJoin(classes, eq(classes.id, contents.classId))
        .where(sql`${contents.type} = 'video' and ${listedClasses(viewer())}`)
        .orderBy(desc(contents.viewCount), desc(contents.id))
        .limit(12)
        .getSQL();
      expect(await plan(videos)).toMatch(/contents_type_views_idx/);
    });
  }
});
