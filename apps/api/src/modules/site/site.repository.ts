import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { siteSettings, urgentAlerts, type Db } from '@stillpoint/db';
import type { Tx } from '../../lib/ordering.js';

export function createSiteRepository(db: Db) {
  return {
    async getSettings() {
      const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
      if (row) return row;
      // A database created without demo data gets its settings row on first read.
      const [created] = await db.insert(siteSettings).values({ id: 1 }).onConflictDoNothing().returning();
      return created ?? (await db.select().from(siteSettings).where(eq(siteSettings.id, 1)))[0]!;
    },
    async updateSettings(values: Partial<typeof siteSettings.$inferInsert>) {
      await this.getSettings();
      const [row] = await db
        .update(siteSettings)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(siteSettings.id, 1))
        .returning();
      return row!;
    },
    async allAlerts() {
      return db.select().from(urgentAlerts).orderBy(desc(urgentAlerts.createdAt), desc(urgentAlerts.id));
    },
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),
    async insertAlert(tx: Tx, values: typeof urgentAlerts.$inferInsert) {
      const [row] = await tx.insert(urgentAlerts).values(values).returning();
      return row!;
    },
    async updateAlert(tx: Tx, id: number, values: Partial<typeof urgentAlerts.$inferInsert>) {
      const [row] = await tx.update(urgentAlerts).set(values).where(eq(urgentAlerts.id, id)).returning();
      return row;
    },
    async deleteAlert(id: number) {
      const rows = await db.delete(urgentAlerts).where(eq(urgentAlerts.id, id)).returning({ id: urgentAlerts.id });
      return rows.length > 0;
    },
    async activeAlerts() {
      return db
        .select()
        .from(urgentAlerts)
        .where(
          and(
            eq(urgentAlerts.active, true),
            or(isNull(urgentAlerts.startsAt), lte(urgentAlerts.startsAt, sql`now()`)),
            or(isNull(urgentAlerts.endsAt), gt(urgentAlerts.endsAt, sql`now()`)),
          ),
        )
        .orderBy(desc(urgentAlerts.createdAt));
    },
  };
}
export type SiteRepository = ReturnType<typeof createSiteRepository>;
