import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  categories,
  classCategories,
  classes,
  contents,
  lessons,
  meditationCategories,
  meditations,
  sectionItems,
  sections,
  sectionSettings,
  type Db,
} from '@stillpoint/db';
import type { SectionItemType } from '@stillpoint/contracts';
import type { Tx } from '../../lib/ordering.js';
import { readableClasses, readableMeditations, type Viewer } from '../content/content.visibility.js';
import { itemVisibleTo, sectionOwnedBy, selectItems, visibleCategories, type ItemReader, type SectionOwner } from './sections.queries.js';

type Executor = Db | Tx;

function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The column of section_items that holds each item type. */
export const ITEM_COLUMN = {
  category: sectionItems.categoryId,
  class: sectionItems.classId,
  lesson: sectionItems.lessonId,
  content: sectionItems.contentId,
  meditation: sectionItems.meditationId,
} as const;

// Written out: inside sql`` a column of the selected table renders unqualified ("id"), which the subquery would read as its own.
const itemCount = sql<number>`(select count(*) from section_items si where si.section_id = "sections"."id")::int`;

/** The SQL of the sections studio. Every read is scoped to the owner; items to what the owner may see. */
export function createSectionsRepository(db: Db) {
  return {
    async list(owner: SectionOwner, filter: { search?: string | undefined }, page: { limit: number; offset: number }) {
      const where = and(
        sectionOwnedBy(owner),
        filter.search
          ? or(ilike(sections.title, likePattern(filter.search)), ilike(sections.description, likePattern(filter.search)))
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ section: sections, itemCount })
          .from(sections)
          .where(where)
          .orderBy(asc(sections.sortOrder), asc(sections.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(sections).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async findOwned(ex: Executor, owner: SectionOwner, id: number) {
      const [row] = await ex
        .select({ section: sections, itemCount })
        .from(sections)
        .where(and(eq(sections.id, id), sectionOwnedBy(owner)));
      return row;
    },

    async insertSection(ex: Executor, values: typeof sections.$inferInsert) {
      const [row] = await ex.insert(sections).values(values).returning();
      return row!;
    },

    async updateSection(ex: Executor, id: number, values: Partial<typeof sections.$inferInsert>) {
      const [row] = await ex
        .update(sections)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(sections.id, id))
        .returning();
      return row!;
    },

    async deleteSection(ex: Executor, id: number) {
      await ex.delete(sections).where(eq(sections.id, id));
    },

    /**
     * Items of sections the viewer may see, in order; optionally of one type, or one item. The studio (the
     * default) sees its own draft classes and meditations too; learners see what is published.
     */
    async items(
      ex: Executor,
      viewer: Viewer,
      filter: { sectionIds: number[]; type?: SectionItemType; itemId?: number | undefined; reader?: ItemReader },
    ) {
      if (filter.sectionIds.length === 0) return [];
      return selectItems(ex as Db)
        .where(
          and(
            inArray(sectionItems.sectionId, filter.sectionIds),
            filter.type ? sql`${ITEM_COLUMN[filter.type]} is not null` : undefined,
            filter.itemId ? eq(sectionItems.id, filter.itemId) : undefined,
            itemVisibleTo(viewer, filter.reader ?? 'studio'),
          ),
        )
        .orderBy(asc(sectionItems.sectionId), asc(sectionItems.sortOrder), asc(sectionItems.id));
    },

    /** An item of one of the owner's sections (any visibility: the owner may always remove it). */
    async findOwnedItem(ex: Executor, owner: SectionOwner, id: number) {
      const [row] = await ex
        .select({ item: sectionItems })
        .from(sectionItems)
        .innerJoin(sections, eq(sections.id, sectionItems.sectionId))
        .where(and(eq(sectionItems.id, id), sectionOwnedBy(owner)));
      return row?.item;
    },

    async insertItem(ex: Executor, values: typeof sectionItems.$inferInsert) {
      const [row] = await ex.insert(sectionItems).values(values).returning();
      return row!;
    },

    async updateItemTitle(ex: Executor, id: number, title: string | null) {
      await ex.update(sectionItems).set({ title }).where(eq(sectionItems.id, id));
    },

    async deleteItem(ex: Executor, id: number) {
      await ex.delete(sectionItems).where(eq(sectionItems.id, id));
    },

    async hasItem(ex: Executor, sectionId: number, type: SectionItemType, dataId: number) {
      const [row] = await ex
        .select({ id: sectionItems.id })
        .from(sectionItems)
        .where(and(eq(sectionItems.sectionId, sectionId), eq(ITEM_COLUMN[type], dataId)))
        .limit(1);
      return row !== undefined;
    },

    /** Items of a section in order with their type, for the per-kind reorder. */
    async itemOrder(ex: Executor, sectionId: number) {
      const rows = await ex
        .select()
        .from(sectionItems)
        .where(eq(sectionItems.sectionId, sectionId))
        .orderBy(asc(sectionItems.sortOrder), asc(sectionItems.id));
      return rows.map((row) => ({ id: row.id, type: itemType(row) }));
    },

    /** May the viewer (the section's owner) use this library item: its own (drafts too), or another's published one? */
    async targetVisible(ex: Executor, viewer: Viewer, type: SectionItemType, id: number): Promise<boolean> {
      let query;
      switch (type) {
        case 'category':
          query = ex
            .select({ id: categories.id })
            .from(categories)
            .where(and(eq(categories.id, id), visibleCategories(viewer)));
          break;
        case 'class':
          query = ex
            .select({ id: classes.id })
            .from(classes)
            .where(and(eq(classes.id, id), readableClasses(viewer)));
          break;
        case 'lesson':
          query = ex
            .select({ id: lessons.id })
            .from(lessons)
            .innerJoin(classes, eq(classes.id, lessons.classId))
            .where(and(eq(lessons.id, id), readableClasses(viewer)));
          break;
        case 'content':
          query = ex
            .select({ id: contents.id })
            .from(contents)
            .innerJoin(classes, eq(classes.id, contents.classId))
            .where(and(eq(contents.id, id), readableClasses(viewer)));
          break;
        case 'meditation':
          query = ex
            .select({ id: meditations.id })
            .from(meditations)
            .where(and(eq(meditations.id, id), readableMeditations(viewer)));
          break;
      }
      return (await query.limit(1)).length > 0;
    },

    /** Classes and meditations of these categories (a meditation category includes its sub-categories). */
    async categoryContents(viewer: Viewer, categoryIds: number[]) {
      if (categoryIds.length === 0) return { classRows: [], meditationRows: [] };
      const [classRows, meditationRows] = await Promise.all([
        db
          .select({ categoryId: classCategories.categoryId, id: classes.id, title: classes.title })
          .from(classCategories)
          .innerJoin(classes, eq(classes.id, classCategories.classId))
          .where(and(inArray(classCategories.categoryId, categoryIds), readableClasses(viewer)))
          .orderBy(asc(classes.sortOrder), asc(classes.id)),
        db
          .select({
            categoryId: sql<number>`case when ${inArray(categories.id, categoryIds)} then ${categories.id} else ${categories.parentId} end`,
            id: meditations.id,
            title: meditations.title,
          })
          .from(meditationCategories)
          .innerJoin(categories, eq(categories.id, meditationCategories.categoryId))
          .innerJoin(meditations, eq(meditations.id, meditationCategories.meditationId))
          .where(
            and(or(inArray(categories.id, categoryIds), inArray(categories.parentId, categoryIds)), readableMeditations(viewer)),
          )
          .orderBy(asc(meditations.sortOrder), asc(meditations.id)),
      ]);
      return { classRows, meditationRows };
    },

    async lessonsOfClasses(classIds: number[]) {
      if (classIds.length === 0) return [];
      return db
        .select({ id: lessons.id, classId: lessons.classId, title: lessons.title, sortOrder: lessons.sortOrder })
        .from(lessons)
        .where(inArray(lessons.classId, classIds))
        .orderBy(asc(lessons.sortOrder), asc(lessons.id));
    },

    async contentsOf(filter: { classIds?: number[]; lessonIds?: number[] }) {
      const condition: SQL | undefined = filter.classIds
        ? filter.classIds.length
          ? inArray(contents.classId, filter.classIds)
          : undefined
        : filter.lessonIds?.length
          ? inArray(contents.lessonId, filter.lessonIds)
          : undefined;
      if (!condition) return [];
      return db
        .select({
          id: contents.id,
          lessonId: contents.lessonId,
          title: contents.title,
          type: contents.type,
          sortOrder: contents.sortOrder,
        })
        .from(contents)
        .where(condition)
        .orderBy(asc(contents.sortOrder), asc(contents.id));
    },

    /** Library items of one kind the viewer may add (its own drafts too), searched by title. */
    async candidates(viewer: Viewer, type: SectionItemType, search: string | undefined, limit: number) {
      const pattern = search ? likePattern(search) : undefined;
      switch (type) {
        case 'category':
          return db
            .select({ id: categories.id, title: categories.title, context: categories.type })
            .from(categories)
            .where(and(visibleCategories(viewer), pattern ? ilike(categories.title, pattern) : undefined))
            .orderBy(asc(categories.title), asc(categories.id))
            .limit(limit);
        case 'class':
          return db
            .select({ id: classes.id, title: classes.title, context: sql<string | null>`null` })
            .from(classes)
            .where(and(readableClasses(viewer), pattern ? ilike(classes.title, pattern) : undefined))
            .orderBy(asc(classes.title), asc(classes.id))
            .limit(limit);
        case 'lesson':
          return db
            .select({ id: lessons.id, title: lessons.title, context: classes.title })
            .from(lessons)
            .innerJoin(classes, eq(classes.id, lessons.classId))
            .where(
              and(readableClasses(viewer), pattern ? or(ilike(lessons.title, pattern), ilike(classes.title, pattern)) : undefined),
            )
            .orderBy(asc(classes.title), asc(lessons.sortOrder), asc(lessons.id))
            .limit(limit);
        case 'content':
          return db
            .select({
              id: contents.id,
              title: contents.title,
              context: sql<string>`${classes.title} || ' › ' || ${lessons.title}`,
            })
            .from(contents)
            .innerJoin(lessons, eq(lessons.id, contents.lessonId))
            .innerJoin(classes, eq(classes.id, contents.classId))
            .where(
              and(
                readableClasses(viewer),
                pattern
                  ? or(ilike(contents.title, pattern), ilike(lessons.title, pattern), ilike(classes.title, pattern))
                  : undefined,
              ),
            )
            .orderBy(asc(classes.title), asc(lessons.sortOrder), asc(contents.sortOrder), asc(contents.id))
            .limit(limit);
        case 'meditation':
          return db
            .select({ id: meditations.id, title: meditations.title, context: sql<string | null>`null` })
            .from(meditations)
            .where(and(readableMeditations(viewer), pattern ? ilike(meditations.title, pattern) : undefined))
            .orderBy(asc(meditations.title), asc(meditations.id))
            .limit(limit);
      }
    },

    async defaultStatus(ex: Executor, clinicId: number): Promise<boolean> {
      const [row] = await ex
        .select({ value: sectionSettings.defaultStatus })
        .from(sectionSettings)
        .where(eq(sectionSettings.clinicId, clinicId));
      return row?.value ?? true;
    },

    async setDefaultStatus(clinicId: number, value: boolean) {
      await db
        .insert(sectionSettings)
        .values({ clinicId, defaultStatus: value })
        .onConflictDoUpdate({ target: sectionSettings.clinicId, set: { defaultStatus: value, updatedAt: new Date() } });
    },
  };
}

export type SectionsRepository = ReturnType<typeof createSectionsRepository>;

function itemType(row: typeof sectionItems.$inferSelect): SectionItemType {
  if (row.categoryId !== null) return 'category';
  if (row.classId !== null) return 'class';
  if (row.lessonId !== null) return 'lesson';
  if (row.contentId !== null) return 'content';
  return 'meditation';
}
