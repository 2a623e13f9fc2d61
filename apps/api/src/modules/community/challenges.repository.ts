import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  challengeCategories,
  challengeCheckIns,
  challengeComments,
  challengeGallery,
  challengeParticipants,
  challenges,
  mediaFiles,
  users,
  type Db,
} from '@stillpoint/db';
import { mediaIdsBeneath, releaseMedia, type ReleasedMedia } from '../media/media.lifecycle.js';
import { personViewColumns } from '../people/person-view.columns.js';
import { audienceCondition, type GroupAudience } from './groups.visibility.js';

export type ChallengeRecord = typeof challenges.$inferSelect;
export type ParticipantRecord = typeof challengeParticipants.$inferSelect;
type Page = { limit: number; offset: number };

const cover = alias(mediaFiles, 'challenge_cover');
const trophy = alias(mediaFiles, 'challenge_trophy');
const person = alias(users, 'challenge_person');
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The challenges of an audience (the groups' rule: a clinic's for its people, the platform's for patients and personal users). */
const audienceOf = (audience: GroupAudience) => audienceCondition(audience, challenges.clinicId);
/** Categories and gallery images a library may use: the platform's, and a clinic's own. */
function libraryOf(table: typeof challengeCategories | typeof challengeGallery, clinicId: number | null): SQL | undefined {
  return clinicId === null ? isNull(table.clinicId) : or(isNull(table.clinicId), eq(table.clinicId, clinicId));
}

export function createChallengesRepository(db: Db) {
  const select = (viewerId: number) =>
    db
      .select({ challenge: challenges, category: challengeCategories, imageKey: cover.key, trophyKey: trophy.key, mine: challengeParticipants })
      .from(challenges)
      .leftJoin(challengeCategories, eq(challengeCategories.id, challenges.categoryId))
      .leftJoin(cover, eq(cover.id, challenges.imageMediaId))
      .leftJoin(trophy, eq(trophy.id, challenges.trophyMediaId))
      .leftJoin(challengeParticipants, and(eq(challengeParticipants.challengeId, challenges.id), eq(challengeParticipants.userId, viewerId)));

  return {
    async challenge(id: number, viewerId: number, audience: GroupAudience) {
      const [row] = await select(viewerId).where(and(eq(challenges.id, id), audienceOf(audience)));
      return row;
    },

    async list(viewerId: number, audience: GroupAudience, filter: { only?: 'joined' | 'completed'; search?: string | undefined; categoryId?: number | undefined; clinicId?: number | undefined; today: string }, page: Page) {
      const where = and(
        audienceOf(audience),
        filter.clinicId !== undefined ? eq(challenges.clinicId, filter.clinicId) : undefined,
        filter.categoryId !== undefined ? eq(challenges.categoryId, filter.categoryId) : undefined,
        filter.search ? ilike(challenges.title, likePattern(filter.search)) : undefined,
        filter.only === 'joined' ? isNotNull(challengeParticipants.id) : undefined,
        filter.only === 'completed' ? isNotNull(challengeParticipants.completedAt) : undefined,
      );
      // Running and upcoming first (soonest end first), then ended ones (latest first).
      const ended = sql`(${challenges.endsOn} < ${filter.today})`;
      const [rows, [total]] = await Promise.all([
        select(viewerId).where(where).orderBy(ended, sql`case when ${ended} then null else ${challenges.endsOn} end asc`, desc(challenges.endsOn), desc(challenges.id)).limit(page.limit).offset(page.offset),
        db
          .select({ n: count() })
          .from(challenges)
          .leftJoin(challengeParticipants, and(eq(challengeParticipants.challengeId, challenges.id), eq(challengeParticipants.userId, viewerId)))
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async completedOf(viewerId: number, audience: GroupAudience) {
      return select(viewerId)
        .where(and(audienceOf(audience), isNotNull(challengeParticipants.completedAt)))
        .orderBy(desc(challengeParticipants.completedAt));
    },

    async insert(row: typeof challenges.$inferInsert) {
      const [inserted] = await db.insert(challenges).values(row).returning({ id: challenges.id });
      return inserted!.id;
    },

    async update(id: number, changes: Partial<typeof challenges.$inferInsert>): Promise<ReleasedMedia[]> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select({ image: challenges.imageMediaId, trophy: challenges.trophyMediaId }).from(challenges).where(eq(challenges.id, id)).for('update');
        await tx.update(challenges).set({ ...changes, updatedAt: new Date() }).where(eq(challenges.id, id));
        const released = [
          changes.imageMediaId !== undefined && changes.imageMediaId !== before?.image ? before?.image : null,
          changes.trophyMediaId !== undefined && changes.trophyMediaId !== before?.trophy ? before?.trophy : null,
        ];
        return releaseMedia(tx, released);
      });
    },

    async remove(id: number): Promise<ReleasedMedia[]> {
      return db.transaction(async (tx) => {
        const mediaIds = await mediaIdsBeneath(tx, challenges, eq(challenges.id, id));
        await tx.delete(challenges).where(eq(challenges.id, id));
        return releaseMedia(tx, mediaIds);
      });
    },

    async join(challengeId: number, userId: number) {
      await db.transaction(async (tx) => {
        const added = await tx.insert(challengeParticipants).values({ challengeId, userId }).onConflictDoNothing().returning({ id: challengeParticipants.id });
        if (added.length) await tx.update(challenges).set({ participantCount: sql`${challenges.participantCount} + 1` }).where(eq(challenges.id, challengeId));
      });
    },

    /** Leaves (the count follows by trigger, migration 0017); the check-ins go with the participant row. */
    async leave(challengeId: number, userId: number) {
      await db.delete(challengeParticipants).where(and(eq(challengeParticipants.challengeId, challengeId), eq(challengeParticipants.userId, userId)));
    },

    /**
     * Records a check-in under the participant row's lock: `decide` gets the row as it is and answers the
     * new counters (or throws, and nothing is stored). Concurrent check-ins of one person queue on the lock.
     */
    async checkIn(participantId: number, challengeId: number, day: string, decide: (row: ParticipantRecord) => Partial<ParticipantRecord>) {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(challengeParticipants).where(eq(challengeParticipants.id, participantId)).for('update');
        const changes = decide(row!);
        await tx.insert(challengeCheckIns).values({ participantId, challengeId, day });
        await tx.update(challengeParticipants).set(changes).where(eq(challengeParticipants.id, participantId));
      });
    },

    /** The days a participant checked in, oldest first (the tracker of the detail page). */
    async checkInDays(participantId: number) {
      const rows = await db
        .select({ day: challengeCheckIns.day })
        .from(challengeCheckIns)
        .where(eq(challengeCheckIns.participantId, participantId))
        .orderBy(asc(challengeCheckIns.day));
      return rows.map((row) => row.day);
    },

    async participants(challengeId: number, limit = 200) {
      return db
        .select({ participant: challengeParticipants, person: personViewColumns(person) })
        .from(challengeParticipants)
        .innerJoin(person, eq(person.id, challengeParticipants.userId))
        .where(eq(challengeParticipants.challengeId, challengeId))
        .orderBy(desc(challengeParticipants.currentStreak), desc(challengeParticipants.checkIns), asc(challengeParticipants.id))
        .limit(limit);
    },

    /** Stats: joined, completed, active on the newest day with check-ins (today or yesterday), check-ins per day. */
    async stats(challengeId: number, days: { today: string; yesterday: string }) {
      const [[totals], perDay] = await Promise.all([
        db
          .select({
            participants: sql<number>`count(*)::int`,
            completed: sql<number>`count(${challengeParticipants.completedAt})::int`,
            activeToday: sql<number>`count(*) filter (where ${challengeParticipants.lastDay} >= ${days.yesterday})::int`,
          })
          .from(challengeParticipants)
          .where(eq(challengeParticipants.challengeId, challengeId)),
        db
          .select({ day: challengeCheckIns.day, checkIns: sql<number>`count(*)::int` })
          .from(challengeCheckIns)
          .where(eq(challengeCheckIns.challengeId, challengeId))
          .groupBy(challengeCheckIns.day)
          .orderBy(asc(challengeCheckIns.day)),
      ]);
      return { totals: totals!, perDay };
    },

    async comments(challengeId: number, limit: number) {
      return db
        .select({ comment: challengeComments, author: personViewColumns(person) })
        .from(challengeComments)
        .innerJoin(person, eq(person.id, challengeComments.authorId))
        .where(eq(challengeComments.challengeId, challengeId))
        .orderBy(desc(challengeComments.createdAt), desc(challengeComments.id))
        .limit(limit);
    },
    async comment(id: number) {
      const [row] = await db
        .select({ comment: challengeComments, author: personViewColumns(person) })
        .from(challengeComments)
        .innerJoin(person, eq(person.id, challengeComments.authorId))
        .where(eq(challengeComments.id, id));
      return row;
    },
    async insertComment(row: { challengeId: number; authorId: number; body: string }) {
      const [inserted] = await db.insert(challengeComments).values(row).returning({ id: challengeComments.id });
      return inserted!.id;
    },
    async deleteComment(id: number) {
      await db.delete(challengeComments).where(eq(challengeComments.id, id));
    },

    async categories(clinicId: number | null) {
      return db.select().from(challengeCategories).where(libraryOf(challengeCategories, clinicId)).orderBy(asc(challengeCategories.title));
    },
    async category(id: number) {
      const [row] = await db.select().from(challengeCategories).where(eq(challengeCategories.id, id));
      return row;
    },
    async insertCategory(row: { clinicId: number | null; title: string }) {
      const [inserted] = await db.insert(challengeCategories).values(row).returning();
      return inserted!;
    },
    async renameCategory(id: number, title: string) {
      const [row] = await db.update(challengeCategories).set({ title }).where(eq(challengeCategories.id, id)).returning();
      return row!;
    },
    async deleteCategory(id: number) {
      await db.delete(challengeCategories).where(eq(challengeCategories.id, id));
    },

    async gallery(clinicId: number | null, type: 'image' | 'trophy', platform = true) {
      return db
        .select({ image: challengeGallery, key: mediaFiles.key })
        .from(challengeGallery)
        .innerJoin(mediaFiles, eq(mediaFiles.id, challengeGallery.mediaId))
        .where(and(eq(challengeGallery.type, type), platform ? libraryOf(challengeGallery, clinicId) : clinicId === null ? isNull(challengeGallery.clinicId) : eq(challengeGallery.clinicId, clinicId)))
        .orderBy(desc(challengeGallery.id));
    },
    async galleryImage(id: number) {
      const [row] = await db.select({ image: challengeGallery, key: mediaFiles.key }).from(challengeGallery).innerJoin(mediaFiles, eq(mediaFiles.id, challengeGallery.mediaId)).where(eq(challengeGallery.id, id));
      return row;
    },
    async insertGalleryImage(row: { clinicId: number | null; type: 'image' | 'trophy'; mediaId: number }) {
      const [inserted] = await db.insert(challengeGallery).values(row).returning({ id: challengeGallery.id });
      return inserted!.id;
    },
    async deleteGalleryImage(id: number): Promise<ReleasedMedia[]> {
      return db.transaction(async (tx) => {
        const [removed] = await tx.delete(challengeGallery).where(eq(challengeGallery.id, id)).returning({ mediaId: challengeGallery.mediaId });
        return releaseMedia(tx, [removed?.mediaId]);
      });
    },

    /** A patient's challenges with their progress (the patient page). */
    async progressOf(userId: number) {
      return db
        .select({ challenge: challenges, participant: challengeParticipants })
        .from(challengeParticipants)
        .innerJoin(challenges, eq(challenges.id, challengeParticipants.challengeId))
        .where(eq(challengeParticipants.userId, userId))
        .orderBy(desc(challenges.endsOn));
    },

  };
}
export type ChallengesRepository = ReturnType<typeof createChallengesRepository>;
