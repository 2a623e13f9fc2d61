import path from 'node:path';

/**
 * Library rows the journeys need before the studio can make them through the API: written straight into
 * the fresh embedded database, before the server starts (PGlite has one process at a time). The demo seed
 * runs afterwards as usual (it only looks at users).
 */
export const E2E_LIBRARY = {
  /** A shared (platform library), recommended class every demo person sees. */
  sharedClass: { title: 'Evening Wind-Down (journey class)' },
} as const;

export async function seedLibraryFixtures(dataDir: string): Promise<void> {
  const { createDb, classes, lessons, contents } = await import('@stillpoint/db');
  const handle = await createDb({ dataDir: path.join(dataDir, 'db') });
  try {
    await handle.migrate();
    const [klass] = await handle.db
      .insert(classes)
      .values({ title: E2E_LIBRARY.sharedClass.title, shared: true, recommended: true, description: '<p>Slow down before sleep.</p>' })
      .returning({ id: classes.id });
    const [lesson] = await handle.db.insert(lessons).values({ classId: klass!.id, title: 'Settling in' }).returning({ id: lessons.id });
    await handle.db
      .insert(contents)
      .values({ lessonId: lesson!.id, classId: klass!.id, type: 'text', title: 'Three slow breaths', body: '<p>Breathe in, breathe out.</p>' });
  } finally {
    await handle.close();
  }
}
