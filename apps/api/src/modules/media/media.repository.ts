import { eq, inArray } from 'drizzle-orm';
import { mediaFiles, type Db } from '@stillpoint/db';

export type MediaRow = typeof mediaFiles.$inferSelect;

/** SQL for stored media rows (the bytes themselves live in the storage port). */
export function createMediaRepository(db: Db) {
  return {
    async insert(values: typeof mediaFiles.$inferInsert): Promise<MediaRow> {
      const [row] = await db.insert(mediaFiles).values(values).returning();
      return row!;
    },
    async find(id: number): Promise<MediaRow | undefined> {
      return (await db.select().from(mediaFiles).where(eq(mediaFiles.id, id)))[0];
    },
    async findMany(ids: readonly number[]): Promise<MediaRow[]> {
      return ids.length ? db.select().from(mediaFiles).where(inArray(mediaFiles.id, [...ids])) : [];
    },
    async remove(ids: readonly number[]): Promise<void> {
      if (ids.length) await db.delete(mediaFiles).where(inArray(mediaFiles.id, [...ids]));
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
