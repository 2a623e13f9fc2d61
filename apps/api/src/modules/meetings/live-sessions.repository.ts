import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { clinics, liveSessionParticipants, liveSessions, users, type Db } from '@stillpoint/db';
import type { LivePlace, LiveSessionKind } from '@stillpoint/contracts';
import { personViewColumns } from '../people/person-view.columns.js';

export type LiveSessionRecord = typeof liveSessions.$inferSelect;
export type NewLiveSession = typeof liveSessions.$inferInsert;
export type LiveSessionChanges = Partial<Pick<LiveSessionRecord, 'title' | 'description' | 'startsAt' | 'endsAt' | 'timeZone' | 'capacity' | 'hostId'>>;

const host = alias(users, 'live_session_host');
const participant = alias(users, 'live_session_person');
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Which sessions a list reads. */
export interface LiveSessionFilter {
  kind: LiveSessionKind;
  /** One clinic's sessions (undefined: no narrowing by clinic). */
  clinicId?: number;
  /** Patients: their clinic's and the platform's; personal users: the platform's (`null`). */
  audienceClinicId?: number | null;
  hostId?: number;
  /** Sessions the person has a place in (a seat or the waitlist). */
  participantId?: number;
  when: 'upcoming' | 'past';
  now: Date;
  search?: string | undefined;
  /** Front lists leave out cancelled sessions (about to be removed). */
  scheduledOnly?: boolean;
}

function conditions(filter: LiveSessionFilter): SQL | undefined {
  return and(
    eq(liveSessions.kind, filter.kind),
    filter.clinicId !== undefined ? eq(liveSessions.clinicId, filter.clinicId) : undefined,
    filter.audienceClinicId === null ? isNull(liveSessions.clinicId) : undefined,
    filter.audienceClinicId !== undefined && filter.audienceClinicId !== null
      ? or(isNull(liveSessions.clinicId), eq(liveSessions.clinicId, filter.audienceClinicId))
      : undefined,
    filter.hostId !== undefined ? eq(liveSessions.hostId, filter.hostId) : undefined,
    filter.participantId !== undefined
      ? sql`exists (select 1 from live_session_participants p where p.session_id = ${liveSessions.id} and p.user_id = ${filter.participantId})`
      : undefined,
    // Upcoming: not yet ended (a session in progress may still be joined); past: ended.
    filter.when === 'upcoming' ? gt(liveSessions.endsAt, filter.now) : lte(liveSessions.endsAt, filter.now),
    filter.search ? ilike(liveSessions.title, likePattern(filter.search)) : undefined,
    filter.scheduledOnly ? eq(liveSessions.status, 'scheduled') : undefined,
  );
}

/**
 * A session with its host, its counts, and the viewer's own place: their place and, on the waitlist, their
 * position (1 = next; by `since`, then id, the order promotion follows).
 */
function sessionColumns(viewerId: number) {
  return {
    session: liveSessions,
    host: personViewColumns(host),
    joinedCount: sql<number>`(select count(*)::int from live_session_participants p where p.session_id = ${liveSessions.id} and p.place = 'joined')`,
    waitlistCount: sql<number>`(select count(*)::int from live_session_participants p where p.session_id = ${liveSessions.id} and p.place = 'waitlisted')`,
    myPlace: sql<LivePlace | null>`(select p.place from live_session_participants p where p.session_id = ${liveSessions.id} and p.user_id = ${viewerId})`,
    myPosition: sql<number | null>`(select count(*)::int from live_session_participants w
      join live_session_participants me on me.session_id = w.session_id and me.user_id = ${viewerId} and me.place = 'waitlisted'
      where w.session_id = ${liveSessions.id} and w.place = 'waitlisted' and (w.since, w.id) <= (me.since, me.id))`,
  };
}

/** Seats first (by since), then the waitlist in order. */
const participantOrder = [sql`case when ${liveSessionParticipants.place} = 'joined' then 0 else 1 end`, asc(liveSessionParticipants.since), asc(liveSessionParticipants.id)];

export function createLiveSessionsRepository(db: Db) {
  const withHost = (viewerId: number) => db.select(sessionColumns(viewerId)).from(liveSessions).leftJoin(host, eq(host.id, liveSessions.hostId));

  return {
    async insert(row: NewLiveSession) {
      const [inserted] = await db.insert(liveSessions).values(row).returning({ id: liveSessions.id });
      return inserted!.id;
    },

    /** One session as `viewerId` sees it (their place included). */
    find: async (id: number, viewerId: number) => (await withHost(viewerId).where(eq(liveSessions.id, id)))[0],

    /** A page of sessions: soonest first, or latest first (`past`). */
    async page(filter: LiveSessionFilter, page: { limit: number; offset: number }, viewerId: number) {
      const where = conditions(filter);
      const order = filter.when === 'past' ? [desc(liveSessions.startsAt), desc(liveSessions.id)] : [asc(liveSessions.startsAt), asc(liveSessions.id)];
      const [rows, [total]] = await Promise.all([
        withHost(viewerId).where(where).orderBy(...order).limit(page.limit).offset(page.offset),
        db.select({ total: count() }).from(liveSessions).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    /** Seats then the waitlist in order, with each person (as the presenter needs them). */
    participants: (sessionId: number) =>
      db
        .select({ person: personViewColumns(participant), place: liveSessionParticipants.place, since: liveSessionParticipants.since })
        .from(liveSessionParticipants)
        .innerJoin(participant, eq(participant.id, liveSessionParticipants.userId))
        .where(eq(liveSessionParticipants.sessionId, sessionId))
        .orderBy(...participantOrder),

    /** The people to tell of a change: everyone with a seat or a place on the waitlist. */
    async participantIds(sessionId: number) {
      const rows = await db.select({ userId: liveSessionParticipants.userId }).from(liveSessionParticipants).where(eq(liveSessionParticipants.sessionId, sessionId));
      return rows.map((row) => row.userId);
    },

    clinicExists: async (clinicId: number) => (await db.select({ id: clinics.id }).from(clinics).where(eq(clinics.id, clinicId))).length > 0,

    /** People by id with the role and clinic an audience check reads. */
    people: (ids: readonly number[]) =>
      ids.length === 0 ? Promise.resolve([]) : db.select({ id: users.id, role: users.role, clinicId: users.clinicId }).from(users).where(inArray(users.id, [...ids])),

    /**
     * Runs `work` in one transaction holding the session's row lock (SELECT ... FOR UPDATE): joins, leaves,
     * capacity changes and deletion of one session run one after another, so counting the seats and taking
     * one cannot interleave (30 people joining a 5-seat class at once get exactly 5 seats). undefined when
     * there is no such session.
     */
    async locked<T>(id: number, work: (session: LiveSessionRecord, seats: LockedSeats) => Promise<T>): Promise<T | undefined> {
      return db.transaction(async (tx) => {
        const [session] = await tx.select().from(liveSessions).where(eq(liveSessions.id, id)).for('update');
        if (!session) return undefined;
        const seats: LockedSeats = {
          async placeOf(userId) {
            const [row] = await tx
              .select({ place: liveSessionParticipants.place })
              .from(liveSessionParticipants)
              .where(and(eq(liveSessionParticipants.sessionId, id), eq(liveSessionParticipants.userId, userId)));
            return row?.place;
          },
          async joinedCount() {
            const [row] = await tx
              .select({ n: count() })
              .from(liveSessionParticipants)
              .where(and(eq(liveSessionParticipants.sessionId, id), eq(liveSessionParticipants.place, 'joined')));
            return row?.n ?? 0;
          },
          async add(userId, place) {
            await tx.insert(liveSessionParticipants).values({ sessionId: id, userId, place });
          },
          async remove(userId) {
            const [row] = await tx
              .delete(liveSessionParticipants)
              .where(and(eq(liveSessionParticipants.sessionId, id), eq(liveSessionParticipants.userId, userId)))
              .returning({ place: liveSessionParticipants.place });
            return row?.place;
          },
          async promote(howMany) {
            if (howMany <= 0) return [];
            const next = await tx
              .select({ id: liveSessionParticipants.id, userId: liveSessionParticipants.userId })
              .from(liveSessionParticipants)
              .where(and(eq(liveSessionParticipants.sessionId, id), eq(liveSessionParticipants.place, 'waitlisted')))
              .orderBy(asc(liveSessionParticipants.since), asc(liveSessionParticipants.id))
              .limit(howMany);
            if (next.length === 0) return [];
            await tx
              .update(liveSessionParticipants)
              .set({ place: 'joined' })
              .where(inArray(liveSessionParticipants.id, next.map((row) => row.id)));
            return next.map((row) => row.userId);
          },
          async everyone() {
            const rows = await tx.select({ userId: liveSessionParticipants.userId }).from(liveSessionParticipants).where(eq(liveSessionParticipants.sessionId, id));
            return rows.map((row) => row.userId);
          },
          async update(set) {
            await tx.update(liveSessions).set({ ...set, updatedAt: new Date() }).where(eq(liveSessions.id, id));
          },
          async cancelAndDelete() {
            // Cancelled first (in the same transaction): anyone reading mid-way sees it closed, never half gone.
            await tx.update(liveSessions).set({ status: 'cancelled', updatedAt: new Date() }).where(eq(liveSessions.id, id));
            await tx.delete(liveSessions).where(eq(liveSessions.id, id));
          },
        };
        return work(session, seats);
      });
    },
  };
}

/** What may be done to one session while its row is locked (live-sessions.repository.ts `locked`). */
export interface LockedSeats {
  placeOf(userId: number): Promise<LivePlace | undefined>;
  joinedCount(): Promise<number>;
  add(userId: number, place: LivePlace): Promise<void>;
  /** The place the person gave up, if they had one. */
  remove(userId: number): Promise<LivePlace | undefined>;
  /** Seats the first `howMany` people waiting (by since, then id); their ids. */
  promote(howMany: number): Promise<number[]>;
  everyone(): Promise<number[]>;
  update(set: LiveSessionChanges): Promise<void>;
  cancelAndDelete(): Promise<void>;
}

export type LiveSessionsRepository = ReturnType<typeof createLiveSessionsRepository>;
export type LiveSessionRow = NonNullable<Awaited<ReturnType<LiveSessionsRepository['find']>>>;
export type LiveParticipantRow = Awaited<ReturnType<LiveSessionsRepository['participants']>>[number];
