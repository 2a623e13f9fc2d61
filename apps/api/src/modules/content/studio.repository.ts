import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  auditEvents,
  categories,
  classAuthors,
  classCategories,
  classClinics,
  classes,
  clinics,
  contents,
  learningTasks,
  lessons,
  mediaFiles,
  meditationCategories,
  meditationClinics,
  meditations,
  resources,
  users,
  type Db,
} from '@stillpoint/db';
import { compactOrder, lockList, nextOrder, rewriteOrder, type OrderedList, type Tx } from '../../lib/ordering.js';
import { mediaIdsBeneath, releaseMedia, type ReleasedMedia } from '../media/media.lifecycle.js';
import { ownedBy, readableClasses } from './content.visibility.js';

/** The library a studio call edits: clinic_id null is the platform library (administrators). */
export interface Owner {
  clinicId: number | null;
}

export type ClassRow = typeof classes.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;
export type LessonRow = typeof lessons.$inferSelect;
export type ContentRow = typeof contents.$inferSelect;
export type TaskRow = typeof learningTasks.$inferSelect;
export type ResourceRow = typeof resources.$inferSelect;
export type MediaRow = typeof mediaFiles.$inferSelect;

const ownerKey = (owner: Owner) => (owner.clinicId === null ? 'platform' : String(owner.clinicId));
/** "Owned by" for any clinic_id column (ownedBy in content.visibility covers classes and meditations). */
const ownedColumn = (column: PgColumn, owner: Owner): SQL =>
  owner.clinicId === null ? isNull(column) : eq(column, owner.clinicId);
const ownerScope = (owner: Owner): SQL => (owner.clinicId === null ? sql`clinic_id is null` : sql`clinic_id = ${owner.clinicId}`);

/** The ordered lists the studio edits (apps/api/src/lib/ordering.ts keeps each gapless 1..n). */
export const lists = {
  categories: (owner: Owner, type: string): OrderedList => ({
    table: sql`categories`,
    scope: sql`${ownerScope(owner)} and type = ${type} and parent_id is null`,
    lockKey: `categories:${ownerKey(owner)}:${type}`,
  }),
  classes: (owner: Owner): OrderedList => ({
    table: sql`classes`,
    scope: ownerScope(owner),
    lockKey: `classes:${ownerKey(owner)}`,
  }),
  lessons: (classId: number): OrderedList => ({ table: sql`lessons`, scope: sql`class_id = ${classId}`, lockKey: `lessons:class:${classId}` }),
  contents: (lessonId: number): OrderedList => ({
    table: sql`contents`,
    scope: sql`lesson_id = ${lessonId}`,
    lockKey: `contents:lesson:${lessonId}`,
  }),
  lessonTasks: (lessonId: number): OrderedList => ({
    table: sql`learning_tasks`,
    scope: sql`lesson_id = ${lessonId}`,
    lockKey: `learning_tasks:lesson:${lessonId}`,
  }),
};

export interface ClassFields {
  title: string;
  description: string | null;
  shared: boolean;
  featured: boolean;
  imageMediaId: number | null;
}

export interface ContentFields {
  type: string;
  videoSource: string | null;
  title: string;
  body: string | null;
  url: string | null;
  mediaId: number | null;
  targetId: number | null;
  durationSeconds: number | null;
}

/** SQL of the class studio; every read is scoped to the owner's library. */
export function createStudioRepository(db: Db) {
  const repo = {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    // Categories -------------------------------------------------------------------------------------
    /** The library's categories of a type; with `withPlatform` (a clinic filing a class), the platform's after them. */
    async categoriesByType(owner: Owner, type: 'class' | 'meditation', ids?: number[], withPlatform = false) {
      const link = type === 'class' ? classCategories : meditationCategories;
      const counts = db
        .select({ categoryId: link.categoryId, n: sql<number>`count(*)::int`.as('n') })
        .from(link)
        .groupBy(link.categoryId)
        .as('counts');
      return db
        .select({ category: categories, itemCount: sql<number>`coalesce(${counts.n}, 0)::int` })
        .from(categories)
        .leftJoin(counts, eq(counts.categoryId, categories.id))
        .where(
          and(
            withPlatform && owner.clinicId !== null
              ? or(ownedColumn(categories.clinicId, owner), isNull(categories.clinicId))
              : ownedColumn(categories.clinicId, owner),
            eq(categories.type, type),
            isNull(categories.parentId),
            ids ? inArray(categories.id, ids.length ? ids : [0]) : undefined,
          ),
        )
        .orderBy(sql`${categories.clinicId} is null`, asc(categories.sortOrder), asc(categories.id));
    },
    async findCategory(owner: Owner, id: number) {
      const [row] = await db
        .select()
        .from(categories)
        .where(and(eq(categories.id, id), ownedColumn(categories.clinicId, owner), isNull(categories.parentId)));
      return row;
    },
    /** The categories a class is filed under (any library's). */
    async classCategoryIds(classId: number) {
      const rows = await db.select({ id: classCategories.categoryId }).from(classCategories).where(eq(classCategories.classId, classId));
      return rows.map((row) => row.id);
    },
    /** Which of `ids` are class categories a class of this library may be filed under: its own, and for a clinic the platform's. */
    async fileableClassCategoryIds(owner: Owner, ids: number[]) {
      if (ids.length === 0) return [];
      const scope = owner.clinicId === null ? isNull(categories.clinicId) : or(isNull(categories.clinicId), eq(categories.clinicId, owner.clinicId));
      const rows = await db
        .select({ id: categories.id })
        .from(categories)
        .where(and(inArray(categories.id, ids), scope, eq(categories.type, 'class')));
      return rows.map((row) => row.id);
    },
    insertCategory(owner: Owner, fields: { type: string; title: string; description: string | null }) {
      return db.transaction(async (tx) => {
        const list = lists.categories(owner, fields.type);
        await rewriteOrder(tx, list);
        const sortOrder = await nextOrder(tx, list);
        const [row] = await tx
          .insert(categories)
          .values({ clinicId: owner.clinicId, type: fields.type, title: fields.title, description: fields.description, sortOrder })
          .returning();
        return row!;
      });
    },
    async updateCategory(id: number, fields: { title: string; description: string | null | undefined }) {
      const [row] = await db
        .update(categories)
        .set({ title: fields.title, ...(fields.description !== undefined ? { description: fields.description } : {}), updatedAt: new Date() })
        .where(eq(categories.id, id))
        .returning();
      return row!;
    },
    /** Deletes categories (and their sub-categories); returns the media released, to remove after commit. */
    deleteCategories(owner: Owner, rows: CategoryRow[]): Promise<ReleasedMedia[]> {
      return db.transaction(async (tx) => {
        const types = [...new Set(rows.map((row) => row.type))].sort();
        for (const type of types) await lockList(tx, lists.categories(owner, type));
        const picked = inArray(categories.id, rows.map((row) => row.id));
        const media = await mediaIdsBeneath(tx, categories, picked);
        await tx.delete(categories).where(picked);
        for (const type of types) await compactOrder(tx, lists.categories(owner, type));
        return releaseMedia(tx, media);
      });
    },
    reorder(list: OrderedList, ids: number[]) {
      return db.transaction((tx) => rewriteOrder(tx, list, ids));
    },

    // Classes ----------------------------------------------------------------------------------------
    async listClasses(owner: Owner, filter: { search?: string | undefined; categoryId?: number }, page?: { limit: number; offset: number }) {
      const where = and(
        ownedBy(classes.clinicId, owner),
        filter.search ? ilike(classes.title, `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
        filter.categoryId
          ? sql`exists (select 1 from class_categories cc where cc.class_id = ${classes.id} and cc.category_id = ${filter.categoryId})`
          : undefined,
      );
      const query = db.select().from(classes).where(where).orderBy(asc(classes.sortOrder), asc(classes.id));
      const [rows, [count]] = await Promise.all([
        page ? query.limit(page.limit).offset(page.offset) : query,
        db.select({ total: sql<number>`count(*)::int` }).from(classes).where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },
    async findClass(owner: Owner, id: number) {
      const [row] = await db
        .select()
        .from(classes)
        .where(and(eq(classes.id, id), ownedBy(classes.clinicId, owner)));
      return row;
    },
    /** Categories, authors, lesson and content counts and images of some classes, in four reads whatever their number. */
    async classDecorations(rows: ClassRow[]) {
      const ids = rows.map((row) => row.id);
      if (ids.length === 0) return { cats: [], authors: [], counts: [], media: [] };
      const imageIds = rows.map((row) => row.imageMediaId).filter((id): id is number => id !== null);
      const [cats, authors, counts, media] = await Promise.all([
        db
          .select({ classId: classCategories.classId, id: categories.id, title: categories.title })
          .from(classCategories)
          .innerJoin(categories, eq(categories.id, classCategories.categoryId))
          .where(inArray(classCategories.classId, ids))
          .orderBy(asc(categories.sortOrder), asc(categories.id)),
        db
          .select({ classId: classAuthors.classId, userid: users.id, fullName: users.fullName })
          .from(classAuthors)
          .innerJoin(users, eq(users.id, classAuthors.userId))
          .where(inArray(classAuthors.classId, ids))
          .orderBy(asc(users.fullName)),
        db
          .select({
            classId: lessons.classId,
            n: sql<number>`count(*)::int`,
            // Written out: in a select list Drizzle renders the column unqualified, which the subquery would read as its own.
            contents: sql<number>`(select count(*) from contents c where c.class_id = "lessons"."class_id")::int`,
          })
          .from(lessons)
          .where(inArray(lessons.classId, ids))
          .groupBy(lessons.classId),
        imageIds.length ? db.select().from(mediaFiles).where(inArray(mediaFiles.id, imageIds)) : Promise.resolve([]),
      ]);
      return { cats, authors, counts, media };
    },
    insertClass(owner: Owner, fields: ClassFields, categoryIds: number[], authorIds: number[], createdBy: number) {
      return db.transaction(async (tx) => {
        const sortOrder = await lockedNext(tx, lists.classes(owner));
        const [row] = await tx
          .insert(classes)
          .values({ clinicId: owner.clinicId, ...fields, sortOrder, createdBy })
          .returning();
        await setLinks(tx, row!.id, categoryIds, authorIds);
        return row!;
      });
    },
    /** Updates a class; a replaced image is released (returned, for its file to be removed after commit). */
    updateClass(id: number, fields: Partial<ClassFields>, categoryIds: number[] | undefined, authorIds: number[] | undefined) {
      return db.transaction(async (tx) => {
        const [before] =
          fields.imageMediaId === undefined
            ? [undefined]
            : await tx.select({ imageMediaId: classes.imageMediaId }).from(classes).where(eq(classes.id, id)).for('update');
        const [row] = await tx
          .update(classes)
          .set({ ...fields, updatedAt: new Date() })
          .where(eq(classes.id, id))
          .returning();
        await setLinks(tx, id, categoryIds, authorIds);
        const released = before && before.imageMediaId !== row!.imageMediaId ? await releaseMedia(tx, [before.imageMediaId]) : [];
        return { row: row!, released };
      });
    },
    /** Publishes (now) or takes back to draft (null) a class. */
    async setClassPublished(id: number, publishedAt: Date | null) {
      const [row] = await db.update(classes).set({ publishedAt, updatedAt: new Date() }).where(eq(classes.id, id)).returning();
      return row!;
    },
    /** Deletes a class with everything in it; returns the media released (image, contents, resources, stories). */
    deleteClass(owner: Owner, id: number): Promise<ReleasedMedia[]> {
      return db.transaction(async (tx) => {
        // The list's lock first, as reorders take it first: the other order could deadlock.
        await lockList(tx, lists.classes(owner));
        const media = await mediaIdsBeneath(tx, classes, eq(classes.id, id));
        await tx.delete(classes).where(eq(classes.id, id));
        await compactOrder(tx, lists.classes(owner));
        return releaseMedia(tx, media);
      });
    },
    /**
     * A deep copy: lessons, contents, tasks, resources, categories and authors. Media rows are shared, not
     * copied: releaseMedia keeps a file while any row references it (docs/decisions/0007-media-lifecycle.md).
     */
    duplicateClass(owner: Owner, source: ClassRow, title: string, createdBy: number) {
      return db.transaction(async (tx) => {
        const sortOrder = await lockedNext(tx, lists.classes(owner));
        const { id: _id, createdAt: _c, updatedAt: _u, memberCount: _m, sortOrder: _s, createdBy: _b, ...copy } = source;
        const [row] = await tx
          .insert(classes)
          // The copy is a new class: a draft until its library publishes it (decision 0011).
          .values({ ...copy, title, featured: false, recommended: false, popular: false, publishedAt: null, sortOrder, createdBy })
          .returning();
        const newId = row!.id;
        await tx.execute(sql`insert into class_categories (class_id, category_id) select ${newId}, category_id from class_categories where class_id = ${source.id}`);
        await tx.execute(sql`insert into class_authors (class_id, user_id) select ${newId}, user_id from class_authors where class_id = ${source.id}`);
        const oldLessons = await tx.select().from(lessons).where(eq(lessons.classId, source.id)).orderBy(asc(lessons.sortOrder), asc(lessons.id));
        const pairs: Array<[number, number]> = [];
        for (const lesson of oldLessons) {
          const [made] = await tx
            .insert(lessons)
            .values({ classId: newId, title: lesson.title, description: lesson.description, sortOrder: lesson.sortOrder })
            .returning({ id: lessons.id });
          pairs.push([lesson.id, made!.id]);
        }
        if (pairs.length) {
          const mapping = sql.join(
            pairs.map(([from, to]) => sql`(${from}::int, ${to}::int)`),
            sql`, `,
          );
          // Lesson contents pointing at a lesson of the copied class point at its copy.
          await tx.execute(sql`
            with m(old_id, new_id) as (values ${mapping})
            insert into contents (lesson_id, class_id, type, video_source, title, body, url, media_id, target_id, duration_seconds, sort_order)
            select m.new_id, ${newId}, c.type, c.video_source, c.title, c.body, c.url, c.media_id,
                   case when c.type = 'lesson' then coalesce((select t.new_id from m t where t.old_id = c.target_id), c.target_id)
                        when c.type = 'class' and c.target_id = ${source.id} then ${newId}
                        else c.target_id end,
                   c.duration_seconds, c.sort_order
            from contents c join m on m.old_id = c.lesson_id`);
          await tx.execute(sql`
            with m(old_id, new_id) as (values ${mapping})
            insert into learning_tasks (lesson_id, title, description, sort_order)
            select m.new_id, t.title, t.description, t.sort_order from learning_tasks t join m on m.old_id = t.lesson_id`);
          await tx.execute(sql`
            with m(old_id, new_id) as (values ${mapping})
            insert into resources (lesson_id, title, description, url, media_id, sort_order)
            select m.new_id, r.title, r.description, r.url, r.media_id, r.sort_order from resources r join m on m.old_id = r.lesson_id`);
        }
        await tx.execute(sql`
          insert into resources (class_id, title, description, url, media_id, sort_order)
          select ${newId}, title, description, url, media_id, sort_order from resources where class_id = ${source.id}`);
        return row!;
      });
    },

    // Lessons, contents, tasks, resources ---------------------------------------------------------
    async findLesson(owner: Owner, lessonId: number) {
      const [row] = await db
        .select({ lesson: lessons, class: classes })
        .from(lessons)
        .innerJoin(classes, eq(classes.id, lessons.classId))
        .where(and(eq(lessons.id, lessonId), ownedBy(classes.clinicId, owner)));
      return row;
    },
    async lessonsOf(classId: number) {
      const [lessonRows, contentRows, taskRows, resourceRows] = await Promise.all([
        db.select().from(lessons).where(eq(lessons.classId, classId)).orderBy(asc(lessons.sortOrder), asc(lessons.id)),
        db.select().from(contents).where(eq(contents.classId, classId)).orderBy(asc(contents.sortOrder), asc(contents.id)),
        db
          .select({ task: learningTasks })
          .from(learningTasks)
          .innerJoin(lessons, eq(lessons.id, learningTasks.lessonId))
          .where(eq(lessons.classId, classId))
          .orderBy(asc(learningTasks.sortOrder), asc(learningTasks.id)),
        db
          .select({ resource: resources })
          .from(resources)
          .leftJoin(lessons, eq(lessons.id, resources.lessonId))
          .where(or(eq(resources.classId, classId), eq(lessons.classId, classId)))
          .orderBy(asc(resources.sortOrder), asc(resources.id)),
      ]);
      return {
        lessons: lessonRows,
        contents: contentRows,
        tasks: taskRows.map((row) => row.task),
        resources: resourceRows.map((row) => row.resource),
      };
    },
    insertLesson(classId: number, fields: { title: string; description: string | null }) {
      return db.transaction(async (tx) => {
        const sortOrder = await lockedNext(tx, lists.lessons(classId));
        const [row] = await tx.insert(lessons).values({ classId, ...fields, sortOrder }).returning();
        return row!;
      });
    },
    async updateLesson(id: number, fields: { title?: string | undefined; description?: string | null | undefined }) {
      const [row] = await db
        .update(lessons)
        .set({ ...defined(fields), updatedAt: new Date() })
        .where(eq(lessons.id, id))
        .returning();
      return row!;
    },
    /** Deletes a lesson with its contents, tasks and resources; returns the media released. */
    deleteLesson(lesson: LessonRow): Promise<ReleasedMedia[]> {
      return db.transaction(async (tx) => {
        // The list's lock first, as reorders take it first: the other order could deadlock.
        await lockList(tx, lists.lessons(lesson.classId));
        const media = await mediaIdsBeneath(tx, lessons, eq(lessons.id, lesson.id));
        await tx.delete(lessons).where(eq(lessons.id, lesson.id));
        await compactOrder(tx, lists.lessons(lesson.classId));
        return releaseMedia(tx, media);
      });
    },
    async findContent(owner: Owner, id: number) {
      const [row] = await db
        .select({ content: contents, class: classes })
        .from(contents)
        .innerJoin(classes, eq(classes.id, contents.classId))
        .where(and(eq(contents.id, id), ownedBy(classes.clinicId, owner)));
      return row;
    },
    insertContent(lesson: LessonRow, fields: ContentFields) {
      return db.transaction(async (tx) => {
        const sortOrder = await lockedNext(tx, lists.contents(lesson.id));
        const [row] = await tx
          .insert(contents)
          .values({ lessonId: lesson.id, classId: lesson.classId, ...fields, sortOrder })
          .returning();
        return row!;
      });
    },
    /** Updates a content; a replaced file (or one its new type does not use) is released. */
    updateContent(id: number, fields: ContentFields) {
      return db.transaction(async (tx) => {
        const [before] = await tx.select({ mediaId: contents.mediaId }).from(contents).where(eq(contents.id, id)).for('update');
        const [row] = await tx
          .update(contents)
          .set({ ...fields, updatedAt: new Date() })
          .where(eq(contents.id, id))
          .returning();
        const released = before && before.mediaId !== row!.mediaId ? await releaseMedia(tx, [before.mediaId]) : [];
        return { row: row!, released };
      });
    },
    /** Deletes a content; returns its file if nothing else uses it. */
    deleteContent(content: ContentRow): Promise<ReleasedMedia[]> {
      return db.transaction(async (tx) => {
        // The list's lock first, as reorders take it first: the other order could deadlock.
        await lockList(tx, lists.contents(content.lessonId));
        const [row] = await tx.delete(contents).where(eq(contents.id, content.id)).returning({ mediaId: contents.mediaId });
        await compactOrder(tx, lists.contents(content.lessonId));
        return releaseMedia(tx, [row?.mediaId]);
      });
    },
    /** Titles of the classes and lessons Class/Lesson contents point at. */
    async targetTitles(rows: ContentRow[]) {
      const classIds = rows.filter((row) => row.type === 'class' && row.targetId).map((row) => row.targetId!);
      const lessonIds = rows.filter((row) => row.type === 'lesson' && row.targetId).map((row) => row.targetId!);
      const [classTitles, lessonTitles] = await Promise.all([
        classIds.length ? db.select({ id: classes.id, title: classes.title }).from(classes).where(inArray(classes.id, classIds)) : [],
        lessonIds.length ? db.select({ id: lessons.id, title: lessons.title }).from(lessons).where(inArray(lessons.id, lessonIds)) : [],
      ]);
      return { classTitles: new Map(classTitles.map((r) => [r.id, r.title])), lessonTitles: new Map(lessonTitles.map((r) => [r.id, r.title])) };
    },
    /**
     * A class a Class content of this library may point at (administrators: the platform library only; a
     * clinic: its own, drafts too, and the published classes it may see).
     */
    async usableClass(owner: Owner, id: number) {
      const condition =
        owner.clinicId === null ? isNull(classes.clinicId) : readableClasses({ userId: 0, role: 'clinic', clinicId: owner.clinicId });
      const [row] = await db.select({ id: classes.id }).from(classes).where(and(eq(classes.id, id), condition));
      return row;
    },
    async usableLesson(owner: Owner, id: number) {
      const condition =
        owner.clinicId === null ? isNull(classes.clinicId) : readableClasses({ userId: 0, role: 'clinic', clinicId: owner.clinicId });
      const [row] = await db
        .select({ id: lessons.id })
        .from(lessons)
        .innerJoin(classes, eq(classes.id, lessons.classId))
        .where(and(eq(lessons.id, id), condition));
      return row;
    },
    /** A media row the owner may attach: uploaded for this clinic, or (platform library) by an administrator. */
    async ownedMedia(owner: Owner, id: number) {
      const [row] = await db
        .select({ media: mediaFiles })
        .from(mediaFiles)
        .leftJoin(users, eq(users.id, mediaFiles.uploadedBy))
        .where(
          and(
            eq(mediaFiles.id, id),
            owner.clinicId === null
              ? and(isNull(mediaFiles.clinicId), inArray(users.role, ['admin', 'masterAdmin']))
              : eq(mediaFiles.clinicId, owner.clinicId),
          ),
        );
      return row?.media;
    },
    async mediaByIds(ids: number[]) {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map<number, MediaRow>();
      const rows = await db.select().from(mediaFiles).where(inArray(mediaFiles.id, unique));
      return new Map(rows.map((row) => [row.id, row]));
    },

    async findTask(owner: Owner, id: number) {
      const [row] = await db
        .select({ task: learningTasks, lesson: lessons })
        .from(learningTasks)
        .innerJoin(lessons, eq(lessons.id, learningTasks.lessonId))
        .innerJoin(classes, eq(classes.id, lessons.classId))
        .where(and(eq(learningTasks.id, id), ownedBy(classes.clinicId, owner)));
      return row;
    },
    insertTask(lessonId: number, fields: { title: string; description: string | null }) {
      return db.transaction(async (tx) => {
        const sortOrder = await lockedNext(tx, lists.lessonTasks(lessonId));
        const [row] = await tx.insert(learningTasks).values({ lessonId, ...fields, sortOrder }).returning();
        return row!;
      });
    },
    async updateTask(id: number, fields: { title?: string | undefined; description?: string | null | undefined }) {
      const [row] = await db
        .update(learningTasks)
        .set({ ...defined(fields), updatedAt: new Date() })
        .where(eq(learningTasks.id, id))
        .returning();
      return row!;
    },
    deleteTask(task: TaskRow) {
      return db.transaction(async (tx) => {
        // The list's lock first, as reorders take it first: the other order could deadlock.
        await lockList(tx, lists.lessonTasks(task.lessonId!));
        await tx.delete(learningTasks).where(eq(learningTasks.id, task.id));
        await compactOrder(tx, lists.lessonTasks(task.lessonId!));
      });
    },

    resourcesOf(target: { classId?: number; lessonId?: number }) {
      return db
        .select()
        .from(resources)
        .where(target.classId ? eq(resources.classId, target.classId) : eq(resources.lessonId, target.lessonId!))
        .orderBy(asc(resources.sortOrder), asc(resources.id));
    },
    async insertResource(target: { classId?: number; lessonId?: number }, fields: { title: string; description: string | null; url: string | null; mediaId: number | null }) {
      const [max] = await db
        .select({ n: sql<number>`coalesce(max(${resources.sortOrder}), 0)::int` })
        .from(resources)
        .where(target.classId ? eq(resources.classId, target.classId) : eq(resources.lessonId, target.lessonId!));
      const [row] = await db
        .insert(resources)
        .values({ classId: target.classId ?? null, lessonId: target.lessonId ?? null, ...fields, sortOrder: (max?.n ?? 0) + 1 })
        .returning();
      return row!;
    },
    async findResource(owner: Owner, id: number) {
      const [row] = await db
        .select({ resource: resources })
        .from(resources)
        .leftJoin(lessons, eq(lessons.id, resources.lessonId))
        .innerJoin(classes, or(eq(classes.id, resources.classId), eq(classes.id, lessons.classId)))
        .where(and(eq(resources.id, id), ownedBy(classes.clinicId, owner)));
      return row?.resource;
    },
    /** Deletes a resource; returns its file if nothing else uses it. */
    deleteResource(id: number): Promise<ReleasedMedia[]> {
      return db.transaction(async (tx) => {
        const [row] = await tx.delete(resources).where(eq(resources.id, id)).returning({ mediaId: resources.mediaId });
        return releaseMedia(tx, [row?.mediaId]);
      });
    },

    // Access rules ---------------------------------------------------------------------------------
    async findMeditation(owner: Owner, id: number) {
      const [row] = await db
        .select({ id: meditations.id, clinicId: meditations.clinicId })
        .from(meditations)
        .where(and(eq(meditations.id, id), ownedBy(meditations.clinicId, owner)));
      return row;
    },
    async accessClinicIds(dataType: 'classes' | 'meditations', id: number) {
      const rows =
        dataType === 'classes'
          ? await db.select({ clinicId: classClinics.clinicId }).from(classClinics).where(eq(classClinics.classId, id))
          : await db.select({ clinicId: meditationClinics.clinicId }).from(meditationClinics).where(eq(meditationClinics.meditationId, id));
      return rows.map((row) => row.clinicId).sort((a, b) => a - b);
    },
    async existingClinicIds(ids: number[]) {
      if (ids.length === 0) return [];
      const rows = await db.select({ id: clinics.id }).from(clinics).where(inArray(clinics.id, ids));
      return rows.map((row) => row.id);
    },
    setAccessClinics(dataType: 'classes' | 'meditations', id: number, clinicIds: number[]) {
      return db.transaction(async (tx) => {
        if (dataType === 'classes') {
          await tx.delete(classClinics).where(eq(classClinics.classId, id));
          if (clinicIds.length) await tx.insert(classClinics).values(clinicIds.map((clinicId) => ({ classId: id, clinicId })));
        } else {
          await tx.delete(meditationClinics).where(eq(meditationClinics.meditationId, id));
          if (clinicIds.length) await tx.insert(meditationClinics).values(clinicIds.map((clinicId) => ({ meditationId: id, clinicId })));
        }
      });
    },

    // Authors and the update log -------------------------------------------------------------------
    authorsFor(owner: Owner) {
      return db
        .select({ userid: users.id, fullName: users.fullName })
        .from(users)
        .where(
          owner.clinicId === null
            ? inArray(users.role, ['admin', 'masterAdmin'])
            : and(eq(users.clinicId, owner.clinicId), inArray(users.role, ['clinic', 'employee'])),
        )
        .orderBy(asc(users.fullName), asc(users.id));
    },
    async authorIdsAllowed(owner: Owner, ids: number[]) {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            inArray(users.id, ids),
            owner.clinicId === null
              ? inArray(users.role, ['admin', 'masterAdmin'])
              : and(eq(users.clinicId, owner.clinicId), inArray(users.role, ['clinic', 'employee'])),
          ),
        );
      return rows.map((row) => row.id);
    },
    async updateLog(owner: Owner, page: { limit: number; offset: number }) {
      const where = and(ownedColumn(auditEvents.clinicId, owner), sql`${auditEvents.action} like 'content.%'`);
      const [rows, [count]] = await Promise.all([
        db
          .select({ event: auditEvents, actorName: users.fullName })
          .from(auditEvents)
          .leftJoin(users, eq(users.id, auditEvents.actorUserId))
          .where(where)
          .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: sql<number>`count(*)::int` }).from(auditEvents).where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },
  };

  async function lockedNext(tx: Tx, list: OrderedList) {
    // rewriteOrder takes the list's lock (and heals any gap) before the next position is read.
    await rewriteOrder(tx, list);
    return nextOrder(tx, list);
  }

  async function setLinks(tx: Tx, classId: number, categoryIds: number[] | undefined, authorIds: number[] | undefined) {
    if (categoryIds) {
      await tx.delete(classCategories).where(eq(classCategories.classId, classId));
      if (categoryIds.length) await tx.insert(classCategories).values(categoryIds.map((categoryId) => ({ classId, categoryId })));
    }
    if (authorIds) {
      await tx.delete(classAuthors).where(eq(classAuthors.classId, classId));
      if (authorIds.length) await tx.insert(classAuthors).values(authorIds.map((userId) => ({ classId, userId })));
    }
  }

  return repo;
}

function defined<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}

export type StudioRepository = ReturnType<typeof createStudioRepository>;
