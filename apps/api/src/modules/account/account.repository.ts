import { eq, sql } from 'drizzle-orm';
import { clinics, notificationSettings, users, type Db } from '@stillpoint/db';

/** SQL for the signed-in account's own changes. */
export function createAccountRepository(db: Db) {
  return {
    async updateProfile(
      userId: number,
      values: Partial<Pick<typeof users.$inferInsert, 'fullName' | 'username' | 'phone' | 'avatarUrl' | 'displayNameChoice' | 'displayName'>>,
    ) {
      await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },
    async updateClinic(
      clinicId: number,
      values: Partial<Pick<typeof clinics.$inferInsert, 'name' | 'email' | 'phone' | 'address' | 'country'>>,
    ) {
      await db
        .update(clinics)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(clinics.id, clinicId));
    },
    async notificationSettings(userId: number) {
      return (await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId)))[0];
    },
    async saveNotificationSettings(
      userId: number,
      values: Partial<Omit<typeof notificationSettings.$inferInsert, 'userId' | 'updatedAt'>>,
    ) {
      const [row] = await db
        .insert(notificationSettings)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...values, updatedAt: sql`now()` } })
        .returning();
      return row!;
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
