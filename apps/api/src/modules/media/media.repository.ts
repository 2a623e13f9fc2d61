import { eq, inArray, sql } from 'drizzle-orm';
import { mediaFiles, type Db } from '@stillpoint/db';
import { releaseMedia, type ReleasedMedia } from './media.lifecycle.js';

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
    /** The bytes of every file a person has stored (upload quotas). */
    async bytesStoredBy(userId: number): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${mediaFiles.byteSize}), 0)` })
        .from(mediaFiles)
        .where(eq(mediaFiles.uploadedBy, userId));
      return Number(row?.total ?? 0);
    },
    async findMany(ids: readonly number[]): Promise<MediaRow[]> {
      return ids.length ? db.select().from(mediaFiles).where(inArray(mediaFiles.id, [...ids])) : [];
    },
    /** Deletes the rows of `ids` nothing references (one transaction) and returns them, for their files to go. */
    release(ids: readonly number[]): Promise<ReleasedMedia[]> {
      return db.transaction((tx) => releaseMedia(tx, ids));
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
