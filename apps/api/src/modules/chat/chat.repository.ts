import { aliasedTable, and, asc, desc, eq, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { chatMessages, connectionRequests, mediaFiles, users, type Db } from '@stillpoint/db';
import { rows as rowsOf } from '../../lib/ordering.js';
import { personViewColumns } from '../people/person-view.columns.js';
import { contactCondition, type ChatViewer } from './chat.policy.js';

/** The messages between the viewer and another person, both ways. */
const between = (a: number, b: number): SQL =>
  or(
    and(eq(chatMessages.senderId, a), eq(chatMessages.receiverId, b)),
    and(eq(chatMessages.senderId, b), eq(chatMessages.receiverId, a)),
  )!;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const messageColumns = { message: chatMessages, media: mediaFiles };

/**
 * `users.id` spelled out: in a select list drizzle writes a column of the query's one table unqualified,
 * which inside the correlated subqueries below would mean chat_messages' own id.
 */
const userIdRef = sql`${sql.identifier('users')}.${sql.identifier('id')}`;

export function createChatRepository(db: Db) {
  const contactColumns = (viewer: ChatViewer) => ({
    person: personViewColumns(users),
    unread:
      sql<number>`(select count(*)::int from ${chatMessages} where ${chatMessages.senderId} = ${userIdRef} and ${chatMessages.receiverId} = ${viewer.userId} and ${chatMessages.readAt} is null)`.mapWith(
        Number,
      ),
    lastId: sql<
      number | null
    >`(select max(${chatMessages.id}) from ${chatMessages} where (${chatMessages.senderId} = ${userIdRef} and ${chatMessages.receiverId} = ${viewer.userId}) or (${chatMessages.senderId} = ${viewer.userId} and ${chatMessages.receiverId} = ${userIdRef}))`,
  });

  /** The last messages of contacts, by id. */
  async function lastMessages(ids: readonly (number | null)[]) {
    const wanted = ids.filter((id): id is number => id !== null).map(Number);
    if (wanted.length === 0) return new Map<number, typeof chatMessages.$inferSelect>();
    const found = await db.select().from(chatMessages).where(inArray(chatMessages.id, wanted));
    return new Map(found.map((row) => [row.id, row]));
  }

  return {
    /**
     * The viewer's contacts (the chat policy), with the unread count of their messages and their last
     * message; those with the newest messages first, then by name. `search` matches the real name (callers
     * who see only peers' chosen names filter presented names instead).
     */
    async contacts(
      viewer: ChatViewer,
      options: { search?: string; limit?: number; offset?: number; withMessagesOnly?: boolean } = {},
    ) {
      const columns = contactColumns(viewer);
      const where = and(
        contactCondition(viewer),
        options.search ? ilike(users.fullName, `%${escapeLike(options.search)}%`) : undefined,
        options.withMessagesOnly ? sql`${columns.lastId} is not null` : undefined,
      );
      const query = db
        .select(columns)
        .from(users)
        .where(where)
        .orderBy(sql`${columns.lastId} desc nulls last`, asc(users.fullName), asc(users.id));
      const rows = options.limit !== undefined ? await query.limit(options.limit).offset(options.offset ?? 0) : await query;
      const [counted] =
        options.limit !== undefined
          ? await db
              .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
              .from(users)
              .where(where)
          : [{ n: rows.length }];
      const last = await lastMessages(rows.map((row) => row.lastId));
      return {
        rows: rows.map((row) => ({ ...row, last: row.lastId === null ? null : (last.get(Number(row.lastId)) ?? null) })),
        total: counted?.n ?? 0,
      };
    },

    /** Whether the viewer may chat with the other person (the chat policy): one indexed lookup. */
    async isContact(viewer: ChatViewer, otherId: number) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, otherId), contactCondition(viewer)));
      return Boolean(row);
    },

    /** The other person when the viewer may chat with them (the chat policy), else undefined. */
    async contact(viewer: ChatViewer, otherId: number) {
      const columns = contactColumns(viewer);
      const [row] = await db
        .select(columns)
        .from(users)
        .where(and(eq(users.id, otherId), contactCondition(viewer)));
      if (!row) return undefined;
      const last = await lastMessages([row.lastId]);
      return { ...row, last: row.lastId === null ? null : (last.get(Number(row.lastId)) ?? null) };
    },

    /** A page of the conversation, newest first (the service turns it around), and whether older ones remain. */
    async history(a: number, b: number, page: { limit: number; offset: number; before?: number | undefined }) {
      const where = and(between(a, b), page.before ? lt(chatMessages.id, page.before) : undefined);
      const rows = await db
        .select(messageColumns)
        .from(chatMessages)
        .leftJoin(mediaFiles, eq(mediaFiles.id, chatMessages.mediaId))
        .where(where)
        .orderBy(desc(chatMessages.id))
        .limit(page.limit + 1)
        .offset(page.before ? 0 : page.offset);
      const [counted] = await db
        .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
        .from(chatMessages)
        .where(between(a, b));
      return { rows: rows.slice(0, page.limit), hasOlder: rows.length > page.limit, total: counted?.n ?? 0 };
    },

    /**
     * Stores a message and, in the same round trip, counts the receiver's unread messages from the sender
     * that came before it (a CTE's insert is not visible to its own statement's reads): the live event needs
     * the new count, and the first unread message of a streak schedules the reminder.
     */
    async insertMessage(values: { senderId: number; receiverId: number; body: string; mediaId: number | null }) {
      const result = await db.execute<{ id: number; created_at: string | Date; unread_before: number }>(sql`
        with inserted as (
          insert into ${chatMessages} (sender_id, receiver_id, body, media_id)
          values (${values.senderId}, ${values.receiverId}, ${values.body}, ${values.mediaId})
          returning id, created_at
        )
        select inserted.id, inserted.created_at,
          (select count(*)::int from ${chatMessages} where sender_id = ${values.senderId} and receiver_id = ${values.receiverId} and read_at is null) as unread_before
        from inserted`);
      const [row] = rowsOf<{ id: number; created_at: string | Date; unread_before: number }>(result);
      const message = { id: Number(row!.id), ...values, readAt: null, createdAt: new Date(row!.created_at) };
      const media = message.mediaId
        ? ((await db.select().from(mediaFiles).where(eq(mediaFiles.id, message.mediaId)))[0] ?? null)
        : null;
      return { message, media, unreadBefore: Number(row!.unread_before) };
    },

    async unreadFrom(from: number, to: number) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
        .from(chatMessages)
        .where(and(eq(chatMessages.senderId, from), eq(chatMessages.receiverId, to), isNull(chatMessages.readAt)));
      return row?.n ?? 0;
    },

    /** Marks every unread message from `from` to `to` read; returns the newest id marked and when. */
    async markRead(from: number, to: number) {
      const marked = await db
        .update(chatMessages)
        .set({ readAt: new Date() })
        .where(and(eq(chatMessages.senderId, from), eq(chatMessages.receiverId, to), isNull(chatMessages.readAt)))
        .returning({ id: chatMessages.id, readAt: chatMessages.readAt });
      return marked;
    },

    async message(id: number) {
      const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
      return row;
    },

    async person(id: number) {
      const [row] = await db.select(personViewColumns(users)).from(users).where(eq(users.id, id));
      return row;
    },

    /** The platform administrator clinics chat with: the first master admin, else the first admin. */
    async adminId() {
      const [row] = await db
        .select({ id: users.id, fullName: users.fullName, avatarUrl: users.avatarUrl })
        .from(users)
        .where(inArray(users.role, ['masterAdmin', 'admin']))
        .orderBy(sql`case when ${users.role} = 'masterAdmin' then 0 else 1 end`, asc(users.id))
        .limit(1);
      return row;
    },

    // --- connection requests -----------------------------------------------------------------------
    async connectionsOf(userId: number) {
      const other = aliasedTable(users, 'other');
      return db
        .select({ request: connectionRequests, person: personViewColumns(other) })
        .from(connectionRequests)
        .innerJoin(
          other,
          sql`${other.id} = case when ${connectionRequests.requesterId} = ${userId} then ${connectionRequests.addresseeId} else ${connectionRequests.requesterId} end`,
        )
        .where(or(eq(connectionRequests.requesterId, userId), eq(connectionRequests.addresseeId, userId)))
        .orderBy(desc(connectionRequests.id));
    },

    async connectionBetween(a: number, b: number) {
      const [row] = await db
        .select()
        .from(connectionRequests)
        .where(
          or(
            and(eq(connectionRequests.requesterId, a), eq(connectionRequests.addresseeId, b)),
            and(eq(connectionRequests.requesterId, b), eq(connectionRequests.addresseeId, a)),
          ),
        );
      return row;
    },

    /** A new pending request; undefined when one is already between the two (the pair is unique). */
    async insertConnection(requesterId: number, addresseeId: number) {
      const [row] = await db.insert(connectionRequests).values({ requesterId, addresseeId }).onConflictDoNothing().returning();
      return row;
    },

    /** The request of this id that involves the person, else undefined. */
    async connectionOf(userId: number, id: number) {
      const [row] = await db
        .select()
        .from(connectionRequests)
        .where(
          and(
            eq(connectionRequests.id, id),
            or(eq(connectionRequests.requesterId, userId), eq(connectionRequests.addresseeId, userId)),
          ),
        );
      return row;
    },

    async acceptConnection(addresseeId: number, id: number) {
      const [row] = await db
        .update(connectionRequests)
        .set({ status: 'accepted', acceptedAt: new Date() })
        .where(
          and(
            eq(connectionRequests.id, id),
            eq(connectionRequests.addresseeId, addresseeId),
            eq(connectionRequests.status, 'pending'),
          ),
        )
        .returning();
      return row;
    },

    async deleteConnection(userId: number, id: number) {
      const [row] = await db
        .delete(connectionRequests)
        .where(
          and(
            eq(connectionRequests.id, id),
            or(eq(connectionRequests.requesterId, userId), eq(connectionRequests.addresseeId, userId)),
          ),
        )
        .returning();
      return row;
    },

    /** Personal users by exact username or e-mail (case-insensitive), not the viewer. */
    async findPersonalUsers(viewerId: number, search: string) {
      const lowered = search.trim().toLowerCase();
      return db
        .select(personViewColumns(users))
        .from(users)
        .where(
          and(
            eq(users.role, 'frontuser'),
            sql`${users.id} <> ${viewerId}`,
            or(eq(users.email, lowered), sql`lower(${users.username}) = ${lowered}`),
          ),
        )
        .limit(5);
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
export type ChatContactRow = Awaited<ReturnType<ChatRepository['contacts']>>['rows'][number];
