import { and, asc, count, desc, eq, gt, ilike, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { eventParticipants, events, mediaFiles, users, type Db } from '@stillpoint/db';
import { mediaIdsBeneath, releaseMedia, type ReleasedMedia } from '../media/media.lifecycle.js';
import { personViewColumns } from '../people/person-view.columns.js';
import { audienceCondition, type GroupAudience } from './groups.visibility.js';

export type EventRecord = typeof events.$inferSelect;
type Page = { limit: number; offset: number };

const image = alias(mediaFiles, 'event_image');
const person = alias(users, 'event_person');
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Who an event is for (decision 0037): a clinic's events for its patients and employees, the platform's for
 * every patient, employee and personal user; a clinic account its own clinic's; administrators every event.
 */
export function eventAudienceOf(person: { role: string; clinicId: number | null }): GroupAudience {
  if (person.role === 'admin' || person.role === 'masterAdmin') return { all: true };
  if (person.role === 'clinic') return { clinicId: person.clinicId, platform: false };
  if (person.role === 'patient' || person.role === 'employee') return { clinicId: person.clinicId, platform: true };
  return { clinicId: null, platform: true };
}
/** The events of an audience, as a condition on their clinic column; undefined: every event. */
export const eventAudienceCondition = (audience: GroupAudience): SQL | undefined => audienceCondition(audience, events.clinicId);

export type EventListFilter = {
  /** Events not yet ended (soonest first), or ended ones (latest first). */
  when: 'upcoming' | 'past';
  /** Only those the viewer joined. */
  joined?: boolean;
  search?: string | undefined;
  clinicId?: number | undefined;
  now: Date;
};

export function createEventsRepository(db: Db) {
  const select = (viewerId: number) =>
    db
      .select({ event: events, imageKey: image.key, mine: eventParticipants.id })
      .from(events)
      .leftJoin(image, eq(image.id, events.imageMediaId))
      .leftJoin(eventParticipants, and(eq(eventParticipants.eventId, events.id), eq(eventParticipants.userId, viewerId)));

  return {
    async event(id: number, viewerId: number, audience: GroupAudience) {
      const [row] = await select(viewerId).where(and(eq(events.id, id), eventAudienceCondition(audience)));
      return row;
    },

    async list(viewerId: number, audience: GroupAudience, filter: EventListFilter, page: Page) {
      const where = and(
        eventAudienceCondition(audience),
        filter.when === 'upcoming' ? gt(events.endsAt, filter.now) : lte(events.endsAt, filter.now),
        filter.joined ? isNotNull(eventParticipants.id) : undefined,
        filter.clinicId !== undefined ? eq(events.clinicId, filter.clinicId) : undefined,
        filter.search ? ilike(events.title, likePattern(filter.search)) : undefined,
      );
      const order = filter.when === 'upcoming' ? [asc(events.startsAt), asc(events.id)] : [desc(events.startsAt), desc(events.id)];
      const [rows, [total]] = await Promise.all([
        select(viewerId).where(where).orderBy(...order).limit(page.limit).offset(page.offset),
        db
          .select({ n: count() })
          .from(events)
          .leftJoin(eventParticipants, and(eq(eventParticipants.eventId, events.id), eq(eventParticipants.userId, viewerId)))
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async insert(row: typeof events.$inferInsert) {
      const [inserted] = await db.insert(events).values(row).returning({ id: events.id });
      return inserted!.id;
    },

    /**
     * Changes an event under its row's lock: `decide` sees the row as it is (and may refuse by throwing, with
     * nothing stored) before the change is written. Answers the row before the change and the released image.
     */
    async update(id: number, changes: (before: EventRecord) => Partial<typeof events.$inferInsert>): Promise<{ before: EventRecord; released: ReleasedMedia[] }> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(events).where(eq(events.id, id)).for('update');
        const next = changes(before!);
        await tx.update(events).set({ ...next, updatedAt: new Date() }).where(eq(events.id, id));
        const released = next.imageMediaId !== undefined && next.imageMediaId !== before!.imageMediaId ? [before!.imageMediaId] : [];
        return { before: before!, released: await releaseMedia(tx, released) };
      });
    },

    async remove(id: number): Promise<ReleasedMedia[]> {
      return db.transaction(async (tx) => {
        const mediaIds = await mediaIdsBeneath(tx, events, eq(events.id, id));
        await tx.delete(events).where(eq(events.id, id));
        return releaseMedia(tx, mediaIds);
      });
    },

    /**
     * Takes a place under the event row's lock (decision 0032's rule): the count and the capacity are read
     * and the place written in one transaction, so concurrent joins never overfill it. `refuse` answers why
     * a new place cannot be taken (or nothing); joining again changes nothing.
     */
    async join(eventId: number, userId: number, refuse: (row: EventRecord) => void) {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(events).where(eq(events.id, eventId)).for('update');
        const [already] = await tx.select({ id: eventParticipants.id }).from(eventParticipants).where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.userId, userId)));
        if (already) return;
        refuse(row!);
        await tx.insert(eventParticipants).values({ eventId, userId });
        await tx.update(events).set({ participantCount: sql`${events.participantCount} + 1` }).where(eq(events.id, eventId));
      });
    },

    /** Leaves (the count follows by trigger, migration 0018). */
    async leave(eventId: number, userId: number) {
      await db.delete(eventParticipants).where(and(eq(eventParticipants.eventId, eventId), eq(eventParticipants.userId, userId)));
    },

    async participants(eventId: number, limit = 1000) {
      return db
        .select({ participant: eventParticipants, person: personViewColumns(person) })
        .from(eventParticipants)
        .innerJoin(person, eq(person.id, eventParticipants.userId))
        .where(eq(eventParticipants.eventId, eventId))
        .orderBy(asc(eventParticipants.joinedAt), asc(eventParticipants.id))
        .limit(limit);
    },

    async participantIds(eventId: number): Promise<number[]> {
      return (await db.select({ userId: eventParticipants.userId }).from(eventParticipants).where(eq(eventParticipants.eventId, eventId))).map((row) => row.userId);
    },

    async find(id: number) {
      const [row] = await db.select().from(events).where(eq(events.id, id));
      return row;
    },
  };
}
export type EventsRepository = ReturnType<typeof createEventsRepository>;
