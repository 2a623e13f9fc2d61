import { eq } from 'drizzle-orm';
import { classes, contents, lessons, meditations, sectionItems, sections, users } from '../schema/index.js';
import type { Db } from '../client.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A first small library and the platform's default section, so the sections studio has something to pick
 * and the discovery home a row on first start: one class and one meditation of Harbor Clinic, one shared
 * class and one shared meditation of the platform, and the platform section "Welcome to Stillpoint"
 * holding the shared two (every clinic without active sections of its own shows it).
 */
export async function seedDemoSections(tx: Tx, clinicIds: { harbor: number; cedar: number }): Promise<void> {
  const [breathing, foundations] = await tx
    .insert(classes)
    .values([
      {
        clinicId: clinicIds.harbor,
        title: 'Breathing basics',
        description: '<p>Three short lessons to slow down with your breath.</p>',
        sortOrder: 1,
      },
      {
        clinicId: null,
        title: 'Foundations of calm',
        description: '<p>The first steps of a meditation practice.</p>',
        shared: true,
        sortOrder: 1,
      },
    ])
    .returning({ id: classes.id });
  const [lesson] = await tx
    .insert(lessons)
    .values({ classId: breathing!.id, title: 'Your first breath', sortOrder: 1 })
    .returning({ id: lessons.id });
  await tx.insert(contents).values({
    lessonId: lesson!.id,
    classId: breathing!.id,
    type: 'text',
    title: 'Box breathing',
    body: '<p>Breathe in for four, hold for four, breathe out for four, hold for four.</p>',
    sortOrder: 1,
  });
  const [, morning] = await tx
    .insert(meditations)
    .values([
      { clinicId: clinicIds.harbor, title: 'Evening wind-down', durationSeconds: 600, sortOrder: 1 },
      { clinicId: null, title: 'Morning stillness', durationSeconds: 420, shared: true, sortOrder: 1 },
    ])
    .returning({ id: meditations.id });
  const [welcome] = await tx
    .insert(sections)
    .values({ clinicId: null, title: 'Welcome to Stillpoint', description: 'Where to begin.', active: true, sortOrder: 1 })
    .returning({ id: sections.id });
  await tx.insert(sectionItems).values([
    { sectionId: welcome!.id, classId: foundations!.id, sortOrder: 1 },
    { sectionId: welcome!.id, meditationId: morning!.id, sortOrder: 2 },
  ]);
}

/**
 * The sections e2e journeys' own small library (server.ts runs it only when SEED_E2E_FIXTURES is set, after
 * the demo accounts): kept out of the demo data so the demo library stays the one real library.
 */
export async function seedSectionsE2eFixtures(db: Db): Promise<boolean> {
  const clinicOf = async (email: string) =>
    (await db.select({ clinicId: users.clinicId }).from(users).where(eq(users.email, email)))[0]?.clinicId ?? null;
  const harbor = await clinicOf('clinic@demo.stillpoint.test');
  const cedar = await clinicOf('clinic2@demo.stillpoint.test');
  if (harbor === null || cedar === null) return false;
  const existing = await db.select({ id: sections.id }).from(sections).where(eq(sections.title, 'Welcome to Stillpoint'));
  if (existing.length) return false;
  await db.transaction((tx) => seedDemoSections(tx, { harbor, cedar }));
  return true;
}
