import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { featureDefaults, packages, subscriptions, userFeatures, users, type Db } from '@stillpoint/db';

export type FeatureLayer = 'admin' | 'clinic';

/**
 * The features of the package a person's account is subscribed to, as `package` layer rows (decision 0039):
 * a front user's own subscription (its user_tabs), or for a clinic account and the clinic's patients the
 * clinic's subscription (clinics_tabs, patient_tabs). A package with no feature for the person's dashboard
 * gives one row '*' (everything off). No live subscription: no rows, and the package does not gate.
 */
export const PACKAGE_LAYER_ANY = '*';
const packageTabKey = sql<string>`jsonb_array_elements_text(coalesce(nullif(${packages.features} -> (case ${users.role} when 'frontuser' then 'user_tabs' when 'patient' then 'patient_tabs' when 'clinic' then 'clinics_tabs' else 'none' end), '[]'::jsonb), ${`["${PACKAGE_LAYER_ANY}"]`}::jsonb))`;
const packageLayerColumns = { layer: sql<string>`'package'`.as('layer'), featureKey: packageTabKey.as('feature_key'), enabled: sql<boolean>`true`.as('enabled') };

/** Narrows a select from `users` to the package rows of the people `person` selects (drizzle's dynamic query). */
function packageRowsOf<T extends PgSelect>(query: T, person: SQL) {
  return query
    .innerJoin(
      subscriptions,
      or(eq(subscriptions.userId, users.id), and(inArray(users.role, ['clinic', 'patient']), eq(subscriptions.clinicId, users.clinicId))),
    )
    .innerJoin(packages, eq(packages.id, subscriptions.packageId))
    .where(
      and(
        person,
        ne(subscriptions.status, 'ended'),
        // A cancelled subscription whose period has run out no longer counts, even before a read ends it.
        sql`(${subscriptions.currentPeriodEnd} is null or not ${subscriptions.cancelAtPeriodEnd} or ${subscriptions.currentPeriodEnd} > now())`,
      ),
    );
}

/** SQL for feature switches: kind defaults, the two individual layers, and the package's features. */
export function createFeaturesRepository(db: Db) {
  // Read on every gated request: the kind's defaults, the person's own switches and their package's features,
  // in one prepared statement.
  const switchesFor = db
    .select({ layer: sql<string>`'default'`.as('layer'), featureKey: sql<string>`${featureDefaults.featureKey}`.as('feature_key'), enabled: sql<boolean>`${featureDefaults.enabled}`.as('enabled') })
    .from(featureDefaults)
    .where(eq(featureDefaults.kind, sql.placeholder('kind')))
    .unionAll(
      db
        .select({ layer: sql<string>`${userFeatures.layer}`.as('layer'), featureKey: sql<string>`${userFeatures.featureKey}`.as('feature_key'), enabled: sql<boolean>`${userFeatures.enabled}`.as('enabled') })
        .from(userFeatures)
        .where(eq(userFeatures.userId, sql.placeholder('userId'))),
    )
    .unionAll(packageRowsOf(db.select(packageLayerColumns).from(users).$dynamic(), eq(users.id, sql.placeholder('userId'))))
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
      const [switches, tabs] = await Promise.all([
        db
          .select({
            userId: userFeatures.userId,
            layer: userFeatures.layer,
            featureKey: userFeatures.featureKey,
            enabled: userFeatures.enabled,
          })
          .from(userFeatures)
          .where(inArray(userFeatures.userId, userIds)),
        packageRowsOf(db.select({ userId: users.id, ...packageLayerColumns }).from(users).$dynamic(), inArray(users.id, userIds)),
      ]);
      return [...switches, ...tabs];
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
