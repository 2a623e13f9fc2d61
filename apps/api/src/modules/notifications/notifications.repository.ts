import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { clinics, notificationDeliveries, notificationHooks, notifications, notificationSettings, pushSubscriptions, urgentAlerts, users, type Db } from '@stillpoint/db';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'readAt' | 'createdAt'>;

/** SQL only: notifications, their deliveries, push subscriptions and the recipients' preferences. */
export function createNotificationsRepository(db: Db) {
  return {
    /** Who may be notified among these ids, with their addresses and preferences (no row: the defaults). */
    async recipients(userIds: readonly number[]) {
      if (userIds.length === 0) return [];
      return db
        .select({
          id: users.id,
          role: users.role,
          email: users.email,
          phone: users.phone,
          fullName: users.fullName,
          roleid: users.roleid,
          clinicName: clinics.name,
          settings: notificationSettings,
          pushCount: sql<number>`(select count(*)::int from ${pushSubscriptions} where ${pushSubscriptions.userId} = ${users.id})`,
        })
        .from(users)
        .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
        .leftJoin(clinics, eq(clinics.id, users.clinicId))
        .where(inArray(users.id, [...userIds]));
    },

    /** The update hooks: per kind, the outside channels the platform lets it go out on (no row: all). */
    async hooks() {
      return db.select().from(notificationHooks);
    },

    /**
     * Inserts the notifications; keyed ones a person already has are kept as they are. Answers the new
     * rows, and every row of the call (new and kept) for the deliveries.
     */
    async insertOnce(rows: NewNotification[]): Promise<{ created: NotificationRow[]; rows: NotificationRow[] }> {
      if (rows.length === 0) return { created: [], rows: [] };
      const created: NotificationRow[] = [];
      for (let i = 0; i < rows.length; i += 1_000) {
        created.push(...(await db.insert(notifications).values(rows.slice(i, i + 1_000)).onConflictDoNothing({ target: [notifications.userId, notifications.key] }).returning()));
      }
      const key = rows[0]!.key;
      if (!key || created.length === rows.length) return { created, rows: created };
      const all = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.key, key), inArray(notifications.userId, rows.map((row) => row.userId))));
      return { created, rows: all };
    },

    /**
     * Rewrites the person's unread notification of a collapse key (notify's `collapse`) and brings it to the
     * top (a new created_at); undefined when they have none unread.
     */
    async rewriteUnread(userId: number, collapse: string, fields: { title: string; body: string; link: string | null; data: Record<string, unknown> }) {
      const [row] = await db
        .update(notifications)
        .set({ ...fields, createdAt: new Date() })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), sql`${notifications.data}->>'collapse' = ${collapse}`))
        .returning();
      return row;
    },

    async unreadCounts(userIds: readonly number[]): Promise<Map<number, number>> {
      const counts = new Map<number, number>(userIds.map((id) => [id, 0]));
      if (userIds.length === 0) return counts;
      const rows = await db
        .select({ userId: notifications.userId, n: count() })
        .from(notifications)
        .where(and(inArray(notifications.userId, [...userIds]), isNull(notifications.readAt)))
        .groupBy(notifications.userId);
      for (const row of rows) counts.set(row.userId, Number(row.n));
      return counts;
    },

    async unreadCount(userId: number): Promise<number> {
      return (await this.unreadCounts([userId])).get(userId) ?? 0;
    },

    async page(userId: number, options: { limit: number; offset: number; unreadOnly?: boolean }) {
      const where = and(eq(notifications.userId, userId), options.unreadOnly ? isNull(notifications.readAt) : undefined);
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        db.select().from(notifications).where(where).orderBy(desc(notifications.id)).limit(options.limit).offset(options.offset),
        db.select({ total: sql<number>`count(*)::int` }).from(notifications).where(where),
      ]);
      return { rows, total };
    },

    async markAllRead(userId: number) {
      await db.update(notifications).set({ readAt: sql`now()` }).where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    },

    /** Marks one of the person's notifications read; undefined when it is not theirs (or gone). */
    async markRead(userId: number, id: number): Promise<NotificationRow | undefined> {
      const [row] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning();
      return row;
    },

    async delete(userId: number, id: number): Promise<boolean> {
      const rows = await db.delete(notifications).where(and(eq(notifications.id, id), eq(notifications.userId, userId))).returning({ id: notifications.id });
      return rows.length > 0;
    },

    async deleteAll(userId: number) {
      await db.delete(notifications).where(eq(notifications.userId, userId));
    },

    // --- deliveries -----------------------------------------------------------------------------------

    async queueDeliveries(rows: { key: string; notificationId: number; userId: number; kind: string; channel: string; communicationId?: number | null }[]) {
      for (let i = 0; i < rows.length; i += 1_000) {
        await db.insert(notificationDeliveries).values(rows.slice(i, i + 1_000)).onConflictDoNothing({ target: notificationDeliveries.key });
      }
    },

    /**
     * Starts an attempt of a delivery: counts it and answers what the send needs, or null when there is
     * nothing to send (already sent, its notification deleted, its person gone).
     */
    async startAttempt(key: string) {
      const [delivery] = await db
        .update(notificationDeliveries)
        .set({ attempts: sql`${notificationDeliveries.attempts} + 1`, updatedAt: sql`now()` })
        .where(eq(notificationDeliveries.key, key))
        .returning();
      if (!delivery || delivery.state === 'sent' || delivery.notificationId === null || delivery.userId === null) return null;
      const [found] = await db
        .select({ notification: notifications, email: users.email, phone: users.phone })
        .from(notifications)
        .innerJoin(users, eq(users.id, notifications.userId))
        .where(eq(notifications.id, delivery.notificationId));
      return found ? { delivery, ...found } : null;
    },

    async finishDelivery(key: string, state: 'sent' | 'failed' | 'queued', error?: string) {
      await db
        .update(notificationDeliveries)
        .set({ state, error: error ?? null, updatedAt: sql`now()`, ...(state === 'sent' ? { sentAt: sql`now()` } : {}) })
        .where(eq(notificationDeliveries.key, key));
    },

    async delivery(key: string) {
      return (await db.select().from(notificationDeliveries).where(eq(notificationDeliveries.key, key)))[0];
    },

    // --- push subscriptions ---------------------------------------------------------------------------

    async savePushSubscription(userId: number, subscription: { endpoint: string; p256dh: string; auth: string }) {
      // One row per browser: a browser that signs in as someone else moves its subscription to them.
      await db
        .insert(pushSubscriptions)
        .values({ userId, ...subscription })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: subscription.p256dh, auth: subscription.auth } });
    },

    async pushSubscriptionsOf(userId: number) {
      return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    },

    async pushSubscription(id: number) {
      return (await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)))[0];
    },

    async deletePushSubscription(id: number) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    // --- daily practice reminders --------------------------------------------------------------------

    /**
     * The people whose reminder is due now (their local time is within the hour after their chosen time),
     * marked reminded for that day in the same statement: a second run (or a second worker) finds no one.
     * The day is the local date on which the reminder fell due, so a 23:50 reminder seen at 00:10 counts
     * for the day before.
     */
    async claimDueReminders(): Promise<{ userId: number; role: string }[]> {
      const result = await db.execute<{ user_id: number; role: string }>(sql`
        with due as (
          select s.user_id, ((now() at time zone s.time_zone) - s.reminder_time::time)::date as day
          from ${notificationSettings} s
          where s.reminder_time is not null and s.reminders
            and mod((extract(epoch from ((now() at time zone s.time_zone)::time - s.reminder_time::time)))::int + 86400, 86400) < 3600
        )
        update ${notificationSettings} s set last_reminded_on = due.day
        from due, ${users} u
        where s.user_id = due.user_id and u.id = s.user_id and s.last_reminded_on is distinct from due.day
        returning s.user_id, u.role`);
      return (result as unknown as { rows: { user_id: number; role: string }[] }).rows.map((row) => ({ userId: Number(row.user_id), role: row.role }));
    },

    // --- urgent alerts ---------------------------------------------------------------------------------

    /** An administrator's urgent alert as it is now (it may have been edited or deleted since it was queued). */
    async urgentAlert(id: number) {
      const [row] = await db.select().from(urgentAlerts).where(eq(urgentAlerts.id, id));
      return row;
    },

    /** Everyone an urgent alert is for: every account that may sign in (confirmed and approved). */
    async everyoneToAlert(): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.confirmedByUser, true), eq(users.confirmedByAdmin, true)))
        .orderBy(users.id);
      return rows.map((row) => row.id);
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
