import { SECTION_CANDIDATES_MAX, SECTION_ITEM_KINDS, type SectionItemKind, type SectionItemType } from '@stillpoint/contracts';
import type { Db } from '@stillpoint/db';
import type { AuthContext } from '../../lib/access-tokens.js';
import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import { compactOrder, lockList, nextOrder, rewriteOrder } from '../../lib/ordering.js';
import type { RequestMeta } from '../../lib/route.js';
import type { AuditService } from '../audit/audit.service.js';
import { libraryOwner, type Viewer } from '../content/content.visibility.js';
import { assertPublishable, sectionMissing } from '../content/publishing.js';
import { presentItem, presentSection } from './sections.presenter.js';
import { sectionItemsList, sectionsList, type SectionOwner } from './sections.queries.js';
import type { SectionsRepository } from './sections.repository.js';

export interface SectionsServiceDeps {
  db: Db;
  repo: SectionsRepository;
  audit: AuditService;
}

/**
 * The sections studio. The owner is the caller's library (an administrator: the platform's default
 * sections, clinic_id null; a clinic account: its own). Items are checked against what the owner may see
 * (content.visibility.ts with the caller as viewer; an administrator sees everything); anything outside
 * answers 404. Every change to an ordered list runs in a transaction under the list's lock (ordering.ts).
 */
export function createSectionsService({ db, repo, audit }: SectionsServiceDeps) {
  const ownerOf = (auth: AuthContext): SectionOwner => libraryOwner(auth);
  const viewerOf = (auth: AuthContext): Viewer => ({ userId: auth.userId, role: auth.role, clinicId: auth.clinicId });

  async function ownedSection(auth: AuthContext, id: number, ex: Parameters<SectionsRepository['findOwned']>[0] = db) {
    const row = await repo.findOwned(ex, ownerOf(auth), id);
    if (!row) throw notFound();
    return row;
  }

  async function ownedItem(auth: AuthContext, id: number, type: SectionItemType) {
    const item = await repo.findOwnedItem(db, ownerOf(auth), id);
    if (!item || item[ITEM_KEY[type]] === null) throw notFound();
    return item;
  }

  async function presentOne(auth: AuthContext, itemId: number, sectionId: number) {
    const [row] = await repo.items(db, viewerOf(auth), { sectionIds: [sectionId], itemId });
    if (!row) throw notFound();
    return presentItem(row);
  }

  const record = (
    auth: AuthContext,
    action: string,
    targetId: number | undefined,
    meta: RequestMeta,
    extra?: Record<string, unknown>,
  ) =>
    audit.record(
      {
        actorUserId: auth.userId,
        action: `content.${action}`,
        targetType: 'section',
        targetId,
        clinicId: ownerOf(auth).clinicId,
        meta: extra,
      },
      meta,
    );

  return {
    ownerOf,

    async list(auth: AuthContext, search: string | undefined, page: { limit: number; offset: number }) {
      const { rows, total } = await repo.list(ownerOf(auth), { search }, page);
      return { rows: rows.map((row) => presentSection(row.section, row.itemCount)), total };
    },

    async detail(auth: AuthContext, id: number) {
      const { section, itemCount } = await ownedSection(auth, id);
      const items = await repo.items(db, viewerOf(auth), { sectionIds: [id] });
      return { ...presentSection(section, itemCount), items: items.map(presentItem) };
    },

    async defaultStatus(auth: AuthContext): Promise<boolean> {
      const { clinicId } = ownerOf(auth);
      // The platform has no settings row (section_settings is keyed by clinic): its sections start active.
      return clinicId === null ? true : repo.defaultStatus(db, clinicId);
    },

    async setDefaultStatus(auth: AuthContext, value: boolean, meta: RequestMeta) {
      const { clinicId } = ownerOf(auth);
      if (clinicId === null) throw new AppError('FORBIDDEN');
      await repo.setDefaultStatus(clinicId, value);
      await audit.record(
        { actorUserId: auth.userId, action: 'content.sections.default_status', clinicId, meta: { value } },
        meta,
      );
      return value;
    },

    /** A new section is a draft (decision 0011): it shows once published, which needs an item. */
    async add(auth: AuthContext, input: { title: string; description?: string | null | undefined }, meta: RequestMeta) {
      const owner = ownerOf(auth);
      const row = await db.transaction(async (tx) => {
        const list = sectionsList(owner);
        await lockList(tx, list);
        return repo.insertSection(tx, {
          clinicId: owner.clinicId,
          title: input.title,
          description: input.description ?? null,
          publishedAt: null,
          sortOrder: await nextOrder(tx, list),
        });
      });
      await record(auth, 'section.created', row.id, meta);
      return presentSection(row, 0);
    },

    async edit(
      auth: AuthContext,
      input: { id: number; title?: string | undefined; description?: string | null | undefined },
      meta: RequestMeta,
    ) {
      const { itemCount } = await ownedSection(auth, input.id);
      const row = await repo.updateSection(db, input.id, {
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
      });
      await record(auth, 'section.updated', row.id, meta);
      return presentSection(row, itemCount);
    },

    /** Publishes a draft section (409 while it holds no item); publishing a published one changes nothing. */
    async publish(auth: AuthContext, id: number, meta: RequestMeta) {
      const { section, itemCount } = await ownedSection(auth, id);
      assertPublishable('section', sectionMissing(itemCount));
      if (section.publishedAt) return presentSection(section, itemCount);
      const row = await repo.updateSection(db, id, { publishedAt: new Date() });
      await record(auth, 'section.published', row.id, meta);
      return presentSection(row, itemCount);
    },

    /** Moves a section back to draft: it leaves the discovery home. */
    async unpublish(auth: AuthContext, id: number, meta: RequestMeta) {
      const { section, itemCount } = await ownedSection(auth, id);
      if (!section.publishedAt) return presentSection(section, itemCount);
      const row = await repo.updateSection(db, id, { publishedAt: null });
      await record(auth, 'section.unpublished', row.id, meta);
      return presentSection(row, itemCount);
    },

    async delete(auth: AuthContext, id: number, meta: RequestMeta) {
      const owner = ownerOf(auth);
      await db.transaction(async (tx) => {
        const list = sectionsList(owner);
        await lockList(tx, list);
        // The items' lock too, so an item being added to this section waits and then finds it gone (404).
        await lockList(tx, sectionItemsList(id));
        if (!(await repo.findOwned(tx, owner, id))) throw notFound();
        await repo.deleteSection(tx, id);
        await compactOrder(tx, list);
      });
      await record(auth, 'section.deleted', id, meta);
    },

    async items(auth: AuthContext, sectionId: number, type: SectionItemType) {
      await ownedSection(auth, sectionId);
      return (await repo.items(db, viewerOf(auth), { sectionIds: [sectionId], type })).map(presentItem);
    },

    async addItem(auth: AuthContext, kind: SectionItemKind, input: Record<string, unknown>, meta: RequestMeta) {
      const { type, idKey } = SECTION_ITEM_KINDS[kind];
      const sectionId = input.section_id as number;
      const dataId = input[idKey] as number;
      const title = (input.title as string | null | undefined) ?? null;
      await ownedSection(auth, sectionId);
      if (!(await repo.targetVisible(db, viewerOf(auth), type, dataId))) throw notFound();
      const row = await db.transaction(async (tx) => {
        const list = sectionItemsList(sectionId);
        await lockList(tx, list);
        // Checked again under the lock: the section may have been deleted meanwhile.
        if (!(await repo.findOwned(tx, ownerOf(auth), sectionId))) throw notFound();
        if (await repo.hasItem(tx, sectionId, type, dataId))
          throw new AppError('CONFLICT', `This ${type} is already in the section`, [
            { path: idKey, message: `This ${type} is already in the section` },
          ]);
        return repo.insertItem(tx, {
          sectionId,
          categoryId: type === 'category' ? dataId : null,
          classId: type === 'class' ? dataId : null,
          lessonId: type === 'lesson' ? dataId : null,
          contentId: type === 'content' ? dataId : null,
          meditationId: type === 'meditation' ? dataId : null,
          title,
          sortOrder: await nextOrder(tx, list),
        });
      });
      await record(auth, 'section.item_added', sectionId, meta, { type, dataId });
      return presentOne(auth, row.id, sectionId);
    },

    async editItem(auth: AuthContext, kind: SectionItemKind, input: { id: number; title: string | null }) {
      const item = await ownedItem(auth, input.id, SECTION_ITEM_KINDS[kind].type);
      await repo.updateItemTitle(db, item.id, input.title);
      return presentOne(auth, item.id, item.sectionId);
    },

    async deleteItem(auth: AuthContext, kind: SectionItemKind, id: number, meta: RequestMeta) {
      const item = await ownedItem(auth, id, SECTION_ITEM_KINDS[kind].type);
      await db.transaction(async (tx) => {
        const list = sectionItemsList(item.sectionId);
        await lockList(tx, list);
        await repo.deleteItem(tx, item.id);
        await compactOrder(tx, list);
      });
      await record(auth, 'section.item_removed', item.sectionId, meta, { type: SECTION_ITEM_KINDS[kind].type });
    },

    /** category_contents: each category item with the classes or meditations of that category. */
    async categoryContents(auth: AuthContext, sectionId: number, itemId: number | undefined) {
      await ownedSection(auth, sectionId);
      const viewer = viewerOf(auth);
      const items = await repo.items(db, viewer, { sectionIds: [sectionId], type: 'category', itemId });
      const { classRows, meditationRows } = await repo.categoryContents(
        viewer,
        items.map((item) => item.categoryId!),
      );
      return items.map((row) => {
        const distinct = (rows: Array<{ categoryId: number; id: number; title: string }>) => {
          const seen = new Set<number>();
          return rows
            .filter((r) => r.categoryId === row.categoryId && !seen.has(r.id) && seen.add(r.id))
            .map(({ id, title }) => ({ id, title }));
        };
        return {
          item: presentItem(row),
          classes: distinct(classRows),
          meditations: distinct(meditationRows.map((r) => ({ ...r, categoryId: Number(r.categoryId) }))),
        };
      });
    },

    /** class_contents: each class item with its lessons and their contents. */
    async classContents(auth: AuthContext, sectionId: number, itemId: number | undefined) {
      await ownedSection(auth, sectionId);
      const items = await repo.items(db, viewerOf(auth), { sectionIds: [sectionId], type: 'class', itemId });
      const classIds = [...new Set(items.map((item) => item.classId!))];
      const [lessonRows, contentRows] = await Promise.all([repo.lessonsOfClasses(classIds), repo.contentsOf({ classIds })]);
      const contentsByLesson = groupBy(contentRows, (row) => row.lessonId);
      return items.map((row) => ({
        item: presentItem(row),
        lessons: lessonRows
          .filter((lesson) => lesson.classId === row.classId)
          .map((lesson) => ({
            id: lesson.id,
            title: lesson.title,
            sortOrder: lesson.sortOrder,
            contents: (contentsByLesson.get(lesson.id) ?? []).map(contentRef),
          })),
      }));
    },

    /** lesson_contents: each lesson item with its contents. */
    async lessonContents(auth: AuthContext, sectionId: number, itemId: number | undefined) {
      await ownedSection(auth, sectionId);
      const items = await repo.items(db, viewerOf(auth), { sectionIds: [sectionId], type: 'lesson', itemId });
      const contentRows = await repo.contentsOf({ lessonIds: [...new Set(items.map((item) => item.lessonId!))] });
      const contentsByLesson = groupBy(contentRows, (row) => row.lessonId);
      return items.map((row) => ({
        item: presentItem(row),
        contents: (contentsByLesson.get(row.lessonId!) ?? []).map(contentRef),
      }));
    },

    async reorder(auth: AuthContext, input: { type: string; id?: number | undefined; content: number[] }, meta: RequestMeta) {
      const owner = ownerOf(auth);
      if (input.type === 'section') {
        const order = await db.transaction((tx) => rewriteOrder(tx, sectionsList(owner), input.content));
        await record(auth, 'sections.reordered', undefined, meta);
        return order;
      }
      const sectionId = input.id!;
      const order = await db.transaction(async (tx) => {
        const list = sectionItemsList(sectionId);
        await lockList(tx, list);
        if (!(await repo.findOwned(tx, owner, sectionId))) throw notFound();
        if (input.type === 'items') return rewriteOrder(tx, list, input.content);
        // One kind: its items swap places among the positions that kind holds; other items stay put.
        const type = SECTION_ITEM_KINDS[input.type as SectionItemKind].type;
        const current = await repo.itemOrder(tx, sectionId);
        const ofKind = current.filter((item) => item.type === type).map((item) => item.id);
        const known = new Set(ofKind);
        const seen = new Set<number>();
        for (const id of input.content) {
          if (!known.has(id)) throw fieldError('VALIDATION', 'content', `Item ${id} is not a ${type} of this section`);
          if (seen.has(id)) throw fieldError('VALIDATION', 'content', `Item ${id} appears twice`);
          seen.add(id);
        }
        const queue = [...input.content, ...ofKind.filter((id) => !seen.has(id))];
        const final = current.map((item) => (item.type === type ? queue.shift()! : item.id));
        return rewriteOrder(tx, list, final);
      });
      await record(auth, 'section.reordered', sectionId, meta, { type: input.type });
      return order;
    },

    async candidates(auth: AuthContext, kind: SectionItemKind, search: string | undefined) {
      return repo.candidates(viewerOf(auth), SECTION_ITEM_KINDS[kind].type, search, SECTION_CANDIDATES_MAX);
    },
  };
}

const ITEM_KEY = {
  category: 'categoryId',
  class: 'classId',
  lesson: 'lessonId',
  content: 'contentId',
  meditation: 'meditationId',
} as const;

export type SectionsService = ReturnType<typeof createSectionsService>;

function contentRef(row: { id: number; title: string; type: string; sortOrder: number }) {
  return { id: row.id, title: row.title, type: row.type, sortOrder: row.sortOrder };
}

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}
