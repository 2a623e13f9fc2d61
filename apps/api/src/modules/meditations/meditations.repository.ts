import { and, asc, eq, ilike, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  categories,
  classes,
  learningTasks,
  mediaFiles,
  meditationAudios,
  meditationCategories,
  meditations,
  resources,
  type Db,
} from '@stillpoint/db';
import type { OrderedList, Tx } from '../../lib/ordering.js';
import { mediaIdsBeneath } from '../media/media.lifecycle.js';

/** The library being edited: the platform's (clinicId null) or one clinic's. */
export interface Owner {
  clinicId: number | null;
}

export type MeditationRow = typeof meditations.$inferSelect;
export type MediaRow = typeof mediaFiles.$inferSelect;
export type AudioRow = typeof meditationAudios.$inferSelect;
export type TaskRow = typeof learningTasks.$inferSelect;
export type ResourceRow = typeof resources.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
type Executor = Db | Tx;

const owned = (column: typeof meditations.clinicId | typeof classes.clinicId | typeof categories.clinicId | typeof mediaFiles.clinicId, owner: Owner): SQL =>
  owner.clinicId === null ? isNull(column) : eq(column, owner.clinicId);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The ordered lists of the studio (lib/ordering.ts): table and scope as plain SQL names. */
export const lists = {
  meditations: (owner: Owner): OrderedList => ({
    table: sql`meditations`,
    scope: owner.clinicId === null ? sql`clinic_id is null` : sql`clinic_id = ${owner.clinicId}`,
    lockKey: `meditations:owner:${owner.clinicId ?? 'library'}`,
  }),
  audios: (meditationId: number): OrderedList => ({
    table: sql`meditation_audios`,
    scope: sql`meditation_id = ${meditationId}`,
    lockKey: `meditation_audios:${meditationId}`,
  }),
  tasks: (meditationId: number): OrderedList => ({
    table: sql`learning_tasks`,
    scope: sql`meditation_id = ${meditationId}`,
    lockKey: `learning_tasks:meditation:${meditationId}`,
  }),
  resources: (meditationId: number): OrderedList => ({
    table: sql`resources`,
    scope: sql`meditation_id = ${meditationId}`,
    lockKey: `resources:meditation:${meditationId}`,
  }),
  subcategories: (parentId: number): OrderedList => ({
    table: sql`categories`,
    scope: sql`parent_id = ${parentId}`,
    lockKey: `categories:parent:${parentId}`,
  }),
};

/** SQL of the meditation studio. Reads are scoped to one library owner; lists batch their related rows. */
export function createMeditationsRepository(db: Db) {
  const meditationById = db
    .select()
    .from(meditations)
    .where(eq(meditations.id, sql.placeholder('id')))
    .limit(1)
    .prepare('studio_meditation_by_id');

  return {
    db,
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    // ---- meditations ----
    async listMeditations(owner: Owner, filter: { categoryId?: number | undefined; search?: string | undefined }, page: { limit: number; offset: number }) {
      const where = and(
        owned(meditations.clinicId, owner),
        filter.search ? ilike(meditations.title, `%${escapeLike(filter.search)}%`) : undefined,
        filter.categoryId
          ? sql`exists (select 1 from meditation_categories mc where mc.meditation_id = ${meditations.id} and mc.category_id = ${filter.categoryId})`
          : undefined,
      );
      const [rows, [count]] = await Promise.all([
        db.select().from(meditations).where(where).orderBy(asc(meditations.sortOrder), asc(meditations.id)).limit(page.limit).offset(page.offset),
        db.select({ total: sql<number>`count(*)::int` }).from(meditations).where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },
    /** The owner's meditation by id (undefined when it does not exist or belongs to another library). */
    async findMeditation(owner: Owner, id: number, executor: Executor = db): Promise<MeditationRow | undefined> {
      const [row] =
        executor === db
          ? await meditationById.execute({ id })
          : await executor.select().from(meditations).where(eq(meditations.id, id)).limit(1).for('update');
      if (!row) return undefined;
      return (owner.clinicId === null ? row.clinicId === null : row.clinicId === owner.clinicId) ? row : undefined;
    },
    async insertMeditation(tx: Tx, values: typeof meditations.$inferInsert) {
      const [row] = await tx.insert(meditations).values(values).returning();
      return row!;
    },
    async updateMeditation(tx: Tx, id: number, values: Partial<typeof meditations.$inferInsert>) {
      const [row] = await tx
        .update(meditations)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(meditations.id, id))
        .returning();
      return row;
    },
    /** Deletes a meditation (its audios, resources and tasks go with it); returns the media ids they used. */
    async deleteMeditation(tx: Tx, id: number): Promise<number[]> {
      const media = await mediaIdsBeneath(tx, meditations, eq(meditations.id, id));
      await tx.delete(meditations).where(eq(meditations.id, id));
      return media;
    },
    async setCategories(tx: Tx, meditationId: number, categoryIds: readonly number[]) {
      await tx.delete(meditationCategories).where(eq(meditationCategories.meditationId, meditationId));
      if (categoryIds.length)
        await tx.insert(meditationCategories).values(categoryIds.map((categoryId) => ({ meditationId, categoryId })));
    },
    /** The categories and sub-categories a meditation is filed under (any library's). */
    async categoryIdsOf(meditationId: number) {
      const rows = await db
        .select({ id: meditationCategories.categoryId })
        .from(meditationCategories)
        .where(eq(meditationCategories.meditationId, meditationId));
      return rows.map((row) => row.id);
    },
    /** Category ids of each meditation, and how many extra audios each has (two queries for the whole page). */
    async meditationExtras(ids: readonly number[]) {
      if (ids.length === 0) return { categories: new Map<number, number[]>(), audioCounts: new Map<number, number>() };
      const [links, counts] = await Promise.all([
        db
          .select()
          .from(meditationCategories)
          .where(inArray(meditationCategories.meditationId, [...ids]))
          .orderBy(asc(meditationCategories.categoryId)),
        db
          .select({ meditationId: meditationAudios.meditationId, count: sql<number>`count(*)::int` })
          .from(meditationAudios)
          .where(inArray(meditationAudios.meditationId, [...ids]))
          .groupBy(meditationAudios.meditationId),
      ]);
      const categoryMap = new Map<number, number[]>();
      for (const link of links) categoryMap.set(link.meditationId, [...(categoryMap.get(link.meditationId) ?? []), link.categoryId]);
      return { categories: categoryMap, audioCounts: new Map(counts.map((c) => [c.meditationId, c.count])) };
    },

    // ---- media ----
    async mediaByIds(ids: readonly number[]) {
      const wanted = [...new Set(ids)];
      if (wanted.length === 0) return new Map<number, MediaRow>();
      const rows = await db.select().from(mediaFiles).where(inArray(mediaFiles.id, wanted));
      return new Map(rows.map((row) => [row.id, row]));
    },
    /** A stored file the owner may reference (uploaded into the same library). */
    async ownedMedia(owner: Owner, id: number) {
      const [row] = await db
        .select()
        .from(mediaFiles)
        .where(and(eq(mediaFiles.id, id), owned(mediaFiles.clinicId, owner)))
        .limit(1);
      return row;
    },
    async setMediaDuration(id: number, seconds: number) {
      await db.update(mediaFiles).set({ durationSeconds: seconds }).where(eq(mediaFiles.id, id));
    },

    // ---- extra audios ----
    async audiosOf(meditationIds: readonly number[]) {
      if (meditationIds.length === 0) return [];
      return db
        .select()
        .from(meditationAudios)
        .where(inArray(meditationAudios.meditationId, [...meditationIds]))
        .orderBy(asc(meditationAudios.sortOrder), asc(meditationAudios.id));
    },
    async insertAudios(tx: Tx, values: Array<typeof meditationAudios.$inferInsert>) {
      return tx.insert(meditationAudios).values(values).returning();
    },
    /** An extra audio with its meditation's owner. */
    async findAudio(id: number) {
      const [row] = await db
        .select({ audio: meditationAudios, clinicId: meditations.clinicId })
        .from(meditationAudios)
        .innerJoin(meditations, eq(meditations.id, meditationAudios.meditationId))
        .where(eq(meditationAudios.id, id))
        .limit(1);
      return row;
    },
    async updateAudio(id: number, values: Partial<typeof meditationAudios.$inferInsert>) {
      const [row] = await db.update(meditationAudios).set(values).where(eq(meditationAudios.id, id)).returning();
      return row!;
    },
    /** Deletes an extra audio; returns the media id it used. */
    async deleteAudio(tx: Tx, id: number): Promise<number[]> {
      const deleted = await tx.delete(meditationAudios).where(eq(meditationAudios.id, id)).returning({ mediaId: meditationAudios.mediaId });
      return deleted.flatMap((row) => (row.mediaId === null ? [] : [row.mediaId]));
    },

    // ---- tasks ----
    async tasksOf(meditationId: number) {
      return db
        .select()
        .from(learningTasks)
        .where(eq(learningTasks.meditationId, meditationId))
        .orderBy(asc(learningTasks.sortOrder), asc(learningTasks.id));
    },
    async findTask(id: number) {
      const [row] = await db
        .select({ task: learningTasks, clinicId: meditations.clinicId })
        .from(learningTasks)
        .innerJoin(meditations, eq(meditations.id, learningTasks.meditationId))
        .where(eq(learningTasks.id, id))
        .limit(1);
      return row;
    },
    async insertTask(tx: Tx, values: typeof learningTasks.$inferInsert) {
      const [row] = await tx.insert(learningTasks).values(values).returning();
      return row!;
    },
    async updateTask(id: number, values: Partial<typeof learningTasks.$inferInsert>) {
      const [row] = await db
        .update(learningTasks)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(learningTasks.id, id))
        .returning();
      return row!;
    },
    async deleteTask(tx: Tx, id: number) {
      await tx.delete(learningTasks).where(eq(learningTasks.id, id));
    },

    // ---- resources ----
    async resourcesOf(meditationId: number) {
      return db
        .select()
        .from(resources)
        .where(eq(resources.meditationId, meditationId))
        .orderBy(asc(resources.sortOrder), asc(resources.id));
    },
    async findResource(id: number) {
      const [row] = await db
        .select({ resource: resources, clinicId: meditations.clinicId })
        .from(resources)
        .innerJoin(meditations, eq(meditations.id, resources.meditationId))
        .where(eq(resources.id, id))
        .limit(1);
      return row;
    },
    async insertResource(tx: Tx, values: typeof resources.$inferInsert) {
      const [row] = await tx.insert(resources).values(values).returning();
      return row!;
    },
    /** Deletes a resource; returns the media id it used. */
    async deleteResource(tx: Tx, id: number): Promise<number[]> {
      const deleted = await tx.delete(resources).where(eq(resources.id, id)).returning({ mediaId: resources.mediaId });
      return deleted.flatMap((row) => (row.mediaId === null ? [] : [row.mediaId]));
    },

    // ---- categories and sub-categories ----
    /** The owner's meditation categories and sub-categories, in their order. */
    async meditationCategories(owner: Owner) {
      return db
        .select()
        .from(categories)
        .where(and(owned(categories.clinicId, owner), eq(categories.type, 'meditation')))
        .orderBy(asc(categories.sortOrder), asc(categories.id));
    },
    async subcategories(owner: Owner, parentId?: number) {
      return db
        .select()
        .from(categories)
        .where(
          and(
            owned(categories.clinicId, owner),
            eq(categories.type, 'meditation'),
            parentId === undefined ? isNotNull(categories.parentId) : eq(categories.parentId, parentId),
          ),
        )
        .orderBy(asc(categories.parentId), asc(categories.sortOrder), asc(categories.id));
    },
    /** The owner's categories among `ids` (any type: the caller checks the type). */
    async ownedCategories(owner: Owner, ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(categories)
        .where(and(owned(categories.clinicId, owner), inArray(categories.id, [...ids])));
    },
    async meditationCounts(categoryIds: readonly number[]) {
      if (categoryIds.length === 0) return new Map<number, number>();
      const rows = await db
        .select({ categoryId: meditationCategories.categoryId, count: sql<number>`count(*)::int` })
        .from(meditationCategories)
        .where(inArray(meditationCategories.categoryId, [...categoryIds]))
        .groupBy(meditationCategories.categoryId);
      return new Map(rows.map((row) => [row.categoryId, row.count]));
    },
    async insertCategory(tx: Tx, values: typeof categories.$inferInsert) {
      const [row] = await tx.insert(categories).values(values).returning();
      return row!;
    },
    async updateCategory(tx: Tx, id: number, values: Partial<typeof categories.$inferInsert>) {
      const [row] = await tx
        .update(categories)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(categories.id, id))
        .returning();
      return row!;
    },
    /** Deletes a category; returns the media ids it (and any sub-category) used. */
    async deleteCategory(tx: Tx, id: number): Promise<number[]> {
      const media = await mediaIdsBeneath(tx, categories, eq(categories.id, id));
      await tx.delete(categories).where(eq(categories.id, id));
      return media;
    },

    // ---- flags of classes and meditations ----
    async libraryItems(owner: Owner, filter: { flag?: 'shared' | 'recommended' | 'popular'; search?: string | undefined }) {
      const LIMIT = 500;
      const search = filter.search ? `%${escapeLike(filter.search)}%` : undefined;
      const pick = <T extends typeof classes | typeof meditations>(table: T) =>
        db
          .select({
            id: table.id,
            title: table.title,
            shared: table.shared,
            featured: table.featured,
            recommended: table.recommended,
            popular: table.popular,
          })
          .from(table as typeof classes)
          .where(
            and(
              owned(table.clinicId, owner),
              filter.flag ? eq(table[filter.flag], true) : undefined,
              search ? ilike(table.title, search) : undefined,
            ),
          )
          .orderBy(asc(table.sortOrder), asc(table.id))
          .limit(LIMIT);
      const [classRows, meditationRows] = await Promise.all([pick(classes), pick(meditations)]);
      return { classes: classRows, meditations: meditationRows };
    },
    /** Sets flags on the owner's class or meditation; undefined when it is not the owner's. */
    async setFlags(
      owner: Owner,
      dataType: 'classes' | 'meditations',
      id: number,
      flags: Partial<Record<'shared' | 'recommended' | 'popular', boolean>>,
    ) {
      const table = dataType === 'classes' ? classes : meditations;
      const [row] = await db
        .update(table as typeof classes)
        .set({ ...flags, updatedAt: new Date() })
        .where(and(eq(table.id, id), owned(table.clinicId, owner)))
        .returning({
          id: table.id,
          title: table.title,
          shared: table.shared,
          featured: table.featured,
          recommended: table.recommended,
          popular: table.popular,
        });
      return row;
    },
  };
}

export type MeditationsRepository = ReturnType<typeof createMeditationsRepository>;
