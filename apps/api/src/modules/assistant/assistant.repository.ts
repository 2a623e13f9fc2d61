import { aliasedTable, and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { aiMeditations, assistantChats, assistantMessages, mediaFiles, meditations, users, type Db } from '@stillpoint/db';
import type { Tx } from '../../lib/ordering.js';
import { listedMeditations, type Viewer } from '../content/content.visibility.js';
import { mediaIdsBeneath, releaseMedia, type ReleasedMedia } from '../media/media.lifecycle.js';

export type ChatRow = typeof assistantChats.$inferSelect;
export type AiMeditationRow = typeof aiMeditations.$inferSelect;
type Executor = Db | Tx;

/** The library an AI meditation belongs to: the platform's (clinicId null) or one clinic's. */
export interface Owner {
  clinicId: number | null;
}

const ownedBy = (owner: Owner): SQL => (owner.clinicId === null ? isNull(aiMeditations.clinicId) : eq(aiMeditations.clinicId, owner.clinicId));

const audio = aliasedTable(mediaFiles, 'audio');

/** SQL for conversations with the assistant and composed meditations. */
export function createAssistantRepository(db: Db) {
  const messageColumns = {
    id: assistantMessages.id,
    role: assistantMessages.role,
    text: assistantMessages.text,
    suggestions: assistantMessages.suggestions,
    crisis: assistantMessages.crisis,
    createdAt: assistantMessages.createdAt,
    audioKey: audio.key,
    audioSeconds: audio.durationSeconds,
  };

  const aiColumns = {
    row: aiMeditations,
    audioKey: audio.key,
    audioSeconds: audio.durationSeconds,
    createdByName: users.fullName,
  };

  function aiQuery(executor: Executor) {
    return executor
      .select(aiColumns)
      .from(aiMeditations)
      .leftJoin(audio, eq(audio.id, aiMeditations.audioMediaId))
      .leftJoin(users, eq(users.id, aiMeditations.createdBy));
  }

  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    // --- conversations -------------------------------------------------------------------------------

    async listChats(userId: number, page: { limit: number; offset: number }) {
      // Qualified by hand: inside a subquery drizzle writes a bare "id", which would mean the message's.
      const last = sql<string>`(select m.text from assistant_messages m where m.chat_id = assistant_chats.id order by m.id desc limit 1)`;
      const messageCount = sql<number>`(select count(*)::int from assistant_messages m where m.chat_id = assistant_chats.id)`;
      const [list, [total]] = await Promise.all([
        db
          .select({ chat: assistantChats, lastMessage: last, messageCount })
          .from(assistantChats)
          .where(eq(assistantChats.userId, userId))
          .orderBy(desc(assistantChats.updatedAt), desc(assistantChats.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(assistantChats).where(eq(assistantChats.userId, userId)),
      ]);
      return { rows: list, total: total?.total ?? 0 };
    },

    /** The person's own conversation, or undefined (another person's answers like a missing one). */
    async findChat(userId: number, id: number, executor: Executor = db): Promise<ChatRow | undefined> {
      const [row] = await executor
        .select()
        .from(assistantChats)
        .where(and(eq(assistantChats.id, id), eq(assistantChats.userId, userId)));
      return row;
    },

    async insertChat(tx: Tx, userId: number, title: string): Promise<ChatRow> {
      const [row] = await tx.insert(assistantChats).values({ userId, title }).returning();
      return row!;
    },

    async touchChat(tx: Tx, id: number): Promise<void> {
      await tx.update(assistantChats).set({ updatedAt: sql`now()` }).where(eq(assistantChats.id, id));
    },

    async insertMessage(tx: Tx, values: typeof assistantMessages.$inferInsert): Promise<number> {
      const [row] = await tx.insert(assistantMessages).values(values).returning({ id: assistantMessages.id });
      return row!.id;
    },

    async messages(chatId: number, messageIds?: readonly number[]) {
      return db
        .select(messageColumns)
        .from(assistantMessages)
        .leftJoin(audio, eq(audio.id, assistantMessages.audioMediaId))
        .where(and(eq(assistantMessages.chatId, chatId), messageIds ? inArray(assistantMessages.id, [...messageIds]) : undefined))
        .orderBy(asc(assistantMessages.id));
    },

    /** The last turns of a conversation, oldest first, for the assistant's context. */
    async recentTurns(chatId: number, limit: number) {
      const latest = await db
        .select({ role: assistantMessages.role, text: assistantMessages.text })
        .from(assistantMessages)
        .where(eq(assistantMessages.chatId, chatId))
        .orderBy(desc(assistantMessages.id))
        .limit(limit);
      return latest.reverse();
    },

    /** Deletes a conversation with its messages; answers the media nothing references any more. */
    async deleteChat(userId: number, id: number): Promise<{ found: boolean; released: ReleasedMedia[] }> {
      return db.transaction(async (tx) => {
        const where = and(eq(assistantChats.id, id), eq(assistantChats.userId, userId))!;
        const mediaIds = await mediaIdsBeneath(tx, assistantChats, where);
        const deleted = await tx.delete(assistantChats).where(where).returning({ id: assistantChats.id });
        if (deleted.length === 0) return { found: false, released: [] };
        return { found: true, released: await releaseMedia(tx, mediaIds) };
      });
    },

    /** The first word of the person's name, for a greeting. */
    async firstName(userId: number): Promise<string | null> {
      const [row] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId));
      return row?.fullName.trim().split(/\s+/)[0] || null;
    },

    // --- the person's library ------------------------------------------------------------------------

    /** Meditations the viewer may play (published, with audio), with their category names, for the assistant to suggest from. */
    async library(viewer: Viewer, limit: number) {
      const categoryNames = sql<string[]>`coalesce((select array_agg(c.title) from meditation_categories mc join categories c on c.id = mc.category_id where mc.meditation_id = meditations.id), '{}')`;
      return db
        .select({
          id: meditations.id,
          title: meditations.title,
          description: meditations.description,
          durationSeconds: meditations.durationSeconds,
          categories: categoryNames,
        })
        .from(meditations)
        .where(listedMeditations(viewer))
        .orderBy(desc(meditations.popular), desc(meditations.playCount), desc(meditations.id))
        .limit(limit);
    },

    /** Of `ids`, the meditations the viewer may still see (a suggestion whose meditation went is left out). */
    async visibleMeditationCards(viewer: Viewer, ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ id: meditations.id, title: meditations.title, durationSeconds: meditations.durationSeconds })
        .from(meditations)
        .where(and(inArray(meditations.id, [...ids]), listedMeditations(viewer)));
    },

    // --- composed meditations ------------------------------------------------------------------------

    async listAiMeditations(owner: Owner, page: { limit: number; offset: number }) {
      const [list, [total]] = await Promise.all([
        aiQuery(db).where(ownedBy(owner)).orderBy(desc(aiMeditations.createdAt), desc(aiMeditations.id)).limit(page.limit).offset(page.offset),
        db.select({ total: count() }).from(aiMeditations).where(ownedBy(owner)),
      ]);
      return { rows: list, total: total?.total ?? 0 };
    },

    async findAiMeditation(owner: Owner, id: number, executor: Executor = db) {
      const [row] = await aiQuery(executor).where(and(eq(aiMeditations.id, id), ownedBy(owner)));
      return row;
    },

    async insertAiMeditation(values: typeof aiMeditations.$inferInsert): Promise<AiMeditationRow> {
      const [row] = await db.insert(aiMeditations).values(values).returning();
      return row!;
    },

    /** Locks the row for an update that replaces its audio. */
    async lockAiMeditation(tx: Tx, owner: Owner, id: number): Promise<AiMeditationRow | undefined> {
      const [row] = await tx
        .select()
        .from(aiMeditations)
        .where(and(eq(aiMeditations.id, id), ownedBy(owner)))
        .for('update');
      return row;
    },

    async updateAiMeditation(tx: Tx, id: number, values: Partial<typeof aiMeditations.$inferInsert>): Promise<void> {
      await tx
        .update(aiMeditations)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(aiMeditations.id, id));
    },

    async deleteAiMeditation(owner: Owner, id: number): Promise<{ found: boolean; released: ReleasedMedia[] }> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .delete(aiMeditations)
          .where(and(eq(aiMeditations.id, id), ownedBy(owner)))
          .returning({ audioMediaId: aiMeditations.audioMediaId });
        if (!row) return { found: false, released: [] };
        return { found: true, released: await releaseMedia(tx, [row.audioMediaId]) };
      });
    },

    releaseMedia,
  };
}

export type AssistantRepository = ReturnType<typeof createAssistantRepository>;
export type AiMeditationListRow = Awaited<ReturnType<AssistantRepository['listAiMeditations']>>['rows'][number];
export type MessageRow = Awaited<ReturnType<AssistantRepository['messages']>>[number];
