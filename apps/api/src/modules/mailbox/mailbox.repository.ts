import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import { outbox, type Db } from '@stillpoint/db';

export function createMailboxRepository(db: Db) {
  return {
    async list(filter: { to?: string | undefined; channel?: 'email' | 'sms' | undefined; search?: string | undefined; limit: number; offset: number }) {
      const where = and(
        filter.to ? eq(outbox.toAddress, filter.to) : undefined,
        filter.channel ? eq(outbox.channel, filter.channel) : undefined,
        // Wildcards typed by the admin are matched literally.
        filter.search ? ilike(outbox.toAddress, `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
      );
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        db.select().from(outbox).where(where).orderBy(desc(outbox.id)).limit(filter.limit).offset(filter.offset),
        db.select({ total: sql<number>`count(*)::int` }).from(outbox).where(where),
      ]);
      return { rows, total };
    },
  };
}
export type MailboxRepository = ReturnType<typeof createMailboxRepository>;
