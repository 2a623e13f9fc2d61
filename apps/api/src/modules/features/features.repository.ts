import { and, eq, inArray, sql } from 'drizzle-orm';
import { featureDefaults, userFeatures, type Db } from '@stillpoint/db';

export type FeatureLayer = 'admin' | 'clinic';

/** SQL for feature switches: kind defaults and the two individual layers. */
export function createFeaturesRepository(db: Db) {
  // Read on every gated request: the kind's defaults and the person's own switches, in one statement.
  const switchesFor = db
    .select({ layer: sql<string>`'default'`, featureKey: featureDefaults.featureKey, enabled: featureDefaults.enabled })
    .from(featureDefaults)
    .where(eq(featureDefaults.kind, sql.placeholder('kind')))
    .unionAll(
      db
        .select({ layer: userFeatures.layer, featureKey: userFeatures.featureKey, enabled: userFeatures.enabled })
        .from(userFeatures)
        .where(eq(userFeatures.userId, sql.placeholder('userId'))),
    )
    .prepare('features_switches_for');

  return {
    switchesFor: (kind: string, userId: number) => switchesFor.execute({ kind, userId }),

    async defaults() {
      return db.select().from(featureDefaults);
    },
    async setDefaults(kind: string, entries: Array<{ key: string; enabled: boolean }>, updatedBy: number) {
      if (!entries.length) return;
      await db
        .insert(featureDefaults)
        .values(entries.map((entry) => ({ kind, featureKey: entry.key, enabled: entry.enabled, updatedBy })))
        .onConflictDoUpdate({
          target: [featureDefaults.kind, featureDefaults.featureKey],
          set: { enabled: sql`excluded.enabled`, updatedBy, updatedAt: new Date() },
        });
    },

    /** Individual switches of many people (lists). */
    async switchesOf(userIds: number[]) {
      if (!userIds.length) return [];
      return db
        .select({
          userId: userFeatures.userId,
          layer: userFeatures.layer,
          featureKey: userFeatures.featureKey,
          enabled: userFeatures.enabled,
        })
        .from(userFeatures)
        .where(inArray(userFeatures.userId, userIds));
    },

    /** Writes one layer's switches of a person: true/false upserts, null removes. */
    async setLayer(
      userId: number,
      layer: FeatureLayer,
      clinicId: number | null,
      entries: Array<{ key: string; enabled: boolean | null }>,
      updatedBy: number,
    ) {
      await db.transaction(async (tx) => {
        const removed = entries.filter((entry) => entry.enabled === null).map((entry) => entry.key);
        if (removed.length) {
          await tx
            .delete(userFeatures)
            .where(
              and(eq(userFeatures.userId, userId), eq(userFeatures.layer, layer), inArray(userFeatures.featureKey, removed)),
            );
        }
        const set = entries.filter((entry): entry is { key: string; enabled: boolean } => entry.enabled !== null);
        if (set.length) {
          await tx
            .insert(userFeatures)
            .values(set.map((entry) => ({ userId, layer, clinicId, featureKey: entry.key, enabled: entry.enabled, updatedBy })))
            .onConflictDoUpdate({
              target: [userFeatures.userId, userFeatures.layer, userFeatures.featureKey],
              set: { enabled: sql`excluded.enabled`, clinicId, updatedBy, updatedAt: new Date() },
            });
        }
      });
    },
  };
}

export type FeaturesRepository = ReturnType<typeof createFeaturesRepository>;
