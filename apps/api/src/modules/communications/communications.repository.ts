import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import {
  channelSettings,
  classes,
  clinics,
  communications,
  meditations,
  messageTemplates,
  notificationDeliveries,
  notificationHooks,
  users,
  type Audience,
  type Db,
} from '@stillpoint/db';

export type TemplateRow = typeof messageTemplates.$inferSelect;
export type CommunicationRow = typeof communications.$inferSelect;
export type NewCommunication = Omit<
  typeof communications.$inferInsert,
  'id' | 'createdAt' | 'finishedAt' | 'recipients' | 'cursor'
>;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Who an audience names (SQL over users). Administrators are reached only by the 'admin' role audience. */
function audienceWhere(audience: Audience): SQL | undefined {
  switch (audience.type) {
    case 'users':
      return inArray(users.id, audience.userIds);
    case 'role':
      return audience.role === 'admin' ? inArray(users.role, ['admin', 'masterAdmin']) : eq(users.role, audience.role);
    case 'clinic':
      return eq(users.clinicId, audience.clinicId);
    case 'all':
      return sql`${users.role} not in ('admin', 'masterAdmin')`;
  }
}

/** SQL only: templates, sends, their audiences and logs, hooks and the SMS settings. */
export function createCommunicationsRepository(db: Db) {
  return {
    templates(channel: string) {
      return db.select().from(messageTemplates).where(eq(messageTemplates.channel, channel)).orderBy(desc(messageTemplates.id));
    },
    async template(channel: string, id: number) {
      const [row] = await db
        .select()
        .from(messageTemplates)
        .where(and(eq(messageTemplates.channel, channel), eq(messageTemplates.id, id)));
      return row;
    },
    async addTemplate(row: {
      channel: string;
      name: string;
      subject: string | null;
      body: string;
      link: string | null;
      createdBy: number;
    }) {
      const [created] = await db.insert(messageTemplates).values(row).returning();
      return created!;
    },
    async updateTemplate(
      channel: string,
      id: number,
      change: { name: string; subject: string | null; body: string; link: string | null },
    ) {
      const [row] = await db
        .update(messageTemplates)
        .set({ ...change, updatedAt: new Date() })
        .where(and(eq(messageTemplates.channel, channel), eq(messageTemplates.id, id)))
        .returning();
      return row;
    },
    async deleteTemplate(channel: string, id: number) {
      const rows = await db
        .delete(messageTemplates)
        .where(and(eq(messageTemplates.channel, channel), eq(messageTemplates.id, id)))
        .returning({ id: messageTemplates.id });
      return rows.length > 0;
    },

    async addCommunication(row: NewCommunication) {
      const [created] = await db.insert(communications).values(row).returning();
      return created!;
    },
    async communication(id: number) {
      const [row] = await db.select().from(communications).where(eq(communications.id, id));
      return row;
    },
    async listCommunications(filter: { channel?: string; scheduled?: boolean; limit: number; offset: number }) {
      const where = and(
        filter.channel ? eq(communications.channel, filter.channel) : undefined,
        filter.scheduled ? isNotNull(communications.sendAt) : undefined,
      );
      // Scheduled lists show what is still to go first, the soonest first; then the rest, newest first.
      const order = filter.scheduled
        ? [
            sql`case when ${communications.state} = 'scheduled' then 0 else 1 end`,
            sql`case when ${communications.state} = 'scheduled' then ${communications.sendAt} end asc`,
            desc(communications.id),
          ]
        : [desc(communications.id)];
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        db
          .select()
          .from(communications)
          .where(where)
          .orderBy(...order)
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ total: count() }).from(communications).where(where),
      ]);
      return { rows, total };
    },
    /** Moves a send on (scheduled/queued -> sending -> sent); answers false when it was cancelled or is done. */
    async start(id: number) {
      const rows = await db
        .update(communications)
        .set({ state: 'sending' })
        .where(and(eq(communications.id, id), inArray(communications.state, ['scheduled', 'queued', 'sending'])))
        .returning({ id: communications.id });
      return rows.length > 0;
    },
    async progress(id: number, cursor: number, more: number) {
      await db
        .update(communications)
        .set({ cursor, recipients: sql`${communications.recipients} + ${more}` })
        .where(and(eq(communications.id, id), gt(sql`${cursor}`, communications.cursor)));
    },
    async finish(id: number) {
      await db.update(communications).set({ state: 'sent', finishedAt: new Date() }).where(eq(communications.id, id));
    },
    /** Cancels a scheduled send that has not started; answers the row as it was, or undefined. */
    async cancel(id: number) {
      const [before] = await db
        .select({ state: communications.state, sendAt: communications.sendAt })
        .from(communications)
        .where(eq(communications.id, id));
      if (!before || before.sendAt === null) return { found: false as const };
      const rows = await db
        .update(communications)
        .set({ state: 'cancelled', finishedAt: new Date() })
        .where(and(eq(communications.id, id), eq(communications.state, 'scheduled')))
        .returning({ id: communications.id });
      return { found: true as const, cancelled: rows.length > 0 };
    },

    /** The next recipients of an audience after a user id, in id order (the fan-out's batches). */
    async audienceBatch(audience: Audience, after: number, limit: number) {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(audienceWhere(audience), gt(users.id, after)))
        .orderBy(asc(users.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },
    /** Which of these ids are people (chosen recipients). */
    async existingUsers(ids: readonly number[]) {
      if (ids.length === 0) return new Set<number>();
      const found = new Set<number>();
      for (let i = 0; i < ids.length; i += 5_000) {
        const rows = await db
          .select({ id: users.id })
          .from(users)
          .where(inArray(users.id, ids.slice(i, i + 5_000)));
        for (const row of rows) found.add(row.id);
      }
      return found;
    },
    async person(id: number) {
      const [row] = await db
        .select({ id: users.id, fullName: users.fullName, email: users.email, roleid: users.roleid, clinicName: clinics.name })
        .from(users)
        .leftJoin(clinics, eq(clinics.id, users.clinicId))
        .where(eq(users.id, id));
      return row;
    },
    async clinicExists(id: number) {
      const [row] = await db.select({ id: clinics.id }).from(clinics).where(eq(clinics.id, id));
      return Boolean(row);
    },
    async itemExists(type: 'class' | 'meditation', id: number) {
      const table = type === 'class' ? classes : meditations;
      const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
      return Boolean(row);
    },

    async clinics() {
      return db
        .select({
          id: clinics.id,
          name: clinics.name,
          users: sql<number>`(select count(*)::int from "users" where "users"."clinic_id" = "clinics"."id")`,
        })
        .from(clinics)
        .orderBy(asc(clinics.name), asc(clinics.id));
    },
    async clinicUsers(clinicId: number) {
      return db
        .select({ userid: users.id, name: users.fullName, email: users.email, role: users.role })
        .from(users)
        .where(eq(users.clinicId, clinicId))
        .orderBy(asc(users.fullName), asc(users.id));
    },
    async phoneNumbers(filter: { search?: string | undefined; limit: number; offset: number }) {
      const where = and(
        isNotNull(users.phone),
        sql`${users.phone} <> ''`,
        filter.search
          ? or(ilike(users.fullName, likePattern(filter.search)), ilike(users.phone, likePattern(filter.search)))
          : undefined,
      );
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        db
          .select({
            userid: users.id,
            name: users.fullName,
            phone: sql<string>`${users.phone}`,
            role: users.role,
            clinic: clinics.name,
          })
          .from(users)
          .leftJoin(clinics, eq(clinics.id, users.clinicId))
          .where(where)
          .orderBy(asc(users.fullName), asc(users.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return { rows, total };
    },

    /** Deliveries of a channel, newest first, with their recipient; and how many there are in all and filtered. */
    async logs(filter: {
      channel: string;
      communicationId?: number | undefined;
      state?: string | undefined;
      limit: number;
      offset: number;
    }) {
      const channelOnly = eq(notificationDeliveries.channel, filter.channel);
      const where = and(
        channelOnly,
        filter.communicationId !== undefined ? eq(notificationDeliveries.communicationId, filter.communicationId) : undefined,
        filter.state ? eq(notificationDeliveries.state, filter.state) : undefined,
      );
      const [rows, [{ records } = { records: 0 }], [{ logs } = { logs: 0 }]] = await Promise.all([
        db
          .select({
            delivery: notificationDeliveries,
            userid: users.id,
            name: users.fullName,
            email: users.email,
            phone: users.phone,
          })
          .from(notificationDeliveries)
          .leftJoin(users, eq(users.id, notificationDeliveries.userId))
          .where(where)
          .orderBy(desc(notificationDeliveries.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ records: count() }).from(notificationDeliveries).where(where),
        db.select({ logs: count() }).from(notificationDeliveries).where(channelOnly),
      ]);
      return { rows, records, logs };
    },

    hooks() {
      return db.select().from(notificationHooks);
    },
    async saveHooks(
      rows: { kind: string; email?: boolean | undefined; sms?: boolean | undefined; push?: boolean | undefined }[],
    ) {
      await db.transaction(async (tx) => {
        for (const row of rows) {
          const change = {
            ...(row.email !== undefined ? { email: row.email } : {}),
            ...(row.sms !== undefined ? { sms: row.sms } : {}),
            ...(row.push !== undefined ? { push: row.push } : {}),
          };
          await tx
            .insert(notificationHooks)
            .values({ kind: row.kind, ...change })
            .onConflictDoUpdate({ target: notificationHooks.kind, set: { ...change, updatedAt: new Date() } });
        }
      });
    },

    async settings(channel: string) {
      const [row] = await db.select().from(channelSettings).where(eq(channelSettings.channel, channel));
      return row?.settings ?? null;
    },
    async saveSettings(channel: string, settings: Record<string, string | null>) {
      await db
        .insert(channelSettings)
        .values({ channel, settings })
        .onConflictDoUpdate({ target: channelSettings.channel, set: { settings, updatedAt: new Date() } });
    },
  };
}
export type CommunicationsRepository = ReturnType<typeof createCommunicationsRepository>;
