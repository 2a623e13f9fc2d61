import { AppError, fieldError, notFound } from '../../lib/app-error.js';
import type { AuthContext } from '../../lib/access-tokens.js';
import { audioDurationSeconds } from '../../lib/audio-duration.js';
import { compactOrder, lockList, nextOrder, rewriteOrder } from '../../lib/ordering.js';
import type { RequestMeta } from '../../lib/route.js';
import { sanitizeRichText } from '../../lib/sanitize-html.js';
import type { Storage } from '../../adapters/storage/index.js';
import type { AuditService } from '../audit/audit.service.js';
import { releaseMedia, type ReleasedMedia } from '../media/media.lifecycle.js';
import type { MediaService } from '../media/media.service.js';
import { libraryOwner } from '../content/content.visibility.js';
import { assertPublishable, meditationMissing } from '../content/publishing.js';
import {
  presentAudio,
  presentCategory,
  presentMeditation,
  presentResource,
  presentTask,
} from './meditations.presenter.js';
import { lists, type MeditationRow, type MeditationsRepository, type Owner } from './meditations.repository.js';

/** A stored file handed to the studio: uploaded in this request, or referenced by id from an earlier upload. */
export interface MediaRef {
  id: number;
  key: string;
  kind: string;
  originalName: string | null;
  durationSeconds?: number | null;
}

export interface SaveMeditation {
  id?: number | undefined;
  title: string;
  description?: string | undefined;
  categoryIds?: number[] | undefined;
  shared?: boolean | undefined;
  featured?: boolean | undefined;
  duration?: number | undefined;
  audio?: MediaRef | undefined;
  image?: MediaRef | undefined;
  removeImage?: boolean | undefined;
  /**
   * A new meditation starts as a draft unless this is set: the AI assistant's custom meditation review
   * publishes a reviewed, voiced meditation on purpose (it has its audio). Ignored on an update.
   */
  publish?: boolean | undefined;
}

export interface NewAudio {
  title?: string | undefined;
  duration?: number | undefined;
  media: MediaRef;
}

const HEAD_BYTES = 64 * 1024;

export interface MeditationsServiceDeps {
  repo: MeditationsRepository;
  audit: AuditService;
  storage: Storage;
  /** Removes the files of replaced or deleted media once their rows are gone (after the commit). */
  media: Pick<MediaService, 'removeReleased'>;
}

/**
 * The meditation studio: a clinic edits its own library, an administrator the platform library
 * (libraryOwner). Items of another library answer 404 like missing ones. Every change is audited as
 * content.<target>.<verb> with the library's clinic id, which the update log reads.
 */
export function createMeditationsService({ repo, audit, storage, media: storedMedia }: MeditationsServiceDeps) {
  function record(
    auth: AuthContext,
    owner: Owner,
    action: string,
    target: { type: string; id: number },
    meta: RequestMeta,
    details?: Record<string, unknown>,
  ) {
    return audit.record(
      { actorUserId: auth.userId, action: `content.${action}`, targetType: target.type, targetId: target.id, clinicId: owner.clinicId, meta: details },
      meta,
    );
  }

  async function ownMeditation(owner: Owner, id: number, field = 'id'): Promise<MeditationRow> {
    const row = await repo.findMeditation(owner, id);
    if (!row) throw new AppError('NOT_FOUND', 'Meditation not found', [{ path: field, message: 'Meditation not found' }]);
    return row;
  }

  const sameOwner = (owner: Owner, clinicId: number | null) => clinicId === owner.clinicId;

  /** Seconds measured from the file's header (WAV, MP3), or undefined when it cannot be read. */
  async function measure(media: MediaRef): Promise<number | undefined> {
    if (media.durationSeconds) return media.durationSeconds;
    const object = await storage.get(media.key, { start: 0, end: HEAD_BYTES - 1 }).catch(() => undefined);
    if (!object) return undefined;
    const chunks: Buffer[] = [];
    let length = 0;
    try {
      for await (const chunk of object.stream) {
        const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
        chunks.push(buffer);
        length += buffer.length;
        if (length >= HEAD_BYTES) break;
      }
    } finally {
      object.stream.destroy();
    }
    const seconds = audioDurationSeconds(Buffer.concat(chunks), object.size);
    if (seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return undefined;
    const rounded = Math.round(seconds);
    await repo.setMediaDuration(media.id, rounded);
    return rounded;
  }

  /**
   * Meditation categories and sub-categories of the owner; a foreign or class category answers 404. When
   * `meditationId` is given, the categories of another library it is already filed under (a clinic's
   * meditation in a platform category) are accepted and kept whether sent or not: this library cannot see them.
   */
  async function checkCategories(owner: Owner, ids: readonly number[], field: string, meditationId?: number) {
    const unique = [...new Set(ids)];
    const linked = meditationId === undefined ? [] : await repo.categoryIdsOf(meditationId);
    const found = await repo.ownedCategories(owner, [...new Set([...unique, ...linked])]);
    const owned = new Set(found.map((row) => row.id));
    const valid = new Set(found.filter((row) => row.type === 'meditation').map((row) => row.id));
    const kept = linked.filter((id) => !owned.has(id));
    const missing = unique.find((id) => !valid.has(id) && !kept.includes(id));
    if (missing !== undefined)
      throw new AppError('NOT_FOUND', 'Category not found', [{ path: field, message: `Meditation category ${missing} not found` }]);
    return [...unique.filter((id) => valid.has(id)), ...kept];
  }

  /** A parent for a sub-category: a top-level meditation category of the same library. */
  async function checkParent(owner: Owner, parentId: number) {
    const [parent] = await repo.ownedCategories(owner, [parentId]);
    if (!parent) throw new AppError('NOT_FOUND', 'Category not found', [{ path: 'parent_id', message: 'Category not found' }]);
    if (parent.type !== 'meditation') throw fieldError('VALIDATION', 'parent_id', 'Choose a meditation category');
    if (parent.parentId !== null) throw fieldError('VALIDATION', 'parent_id', 'A sub-category cannot hold sub-categories');
    return parent;
  }

  async function ownSubcategory(owner: Owner, id: number) {
    const [row] = await repo.ownedCategories(owner, [id]);
    if (!row || row.type !== 'meditation' || row.parentId === null) throw notFound('Sub-category not found');
    return row;
  }

  async function presentList(rows: MeditationRow[]) {
    const ids = rows.map((row) => row.id);
    const mediaIds = rows.flatMap((row) => [row.audioMediaId, row.imageMediaId]).filter((id): id is number => id !== null);
    const [media, extras] = await Promise.all([repo.mediaByIds(mediaIds), repo.meditationExtras(ids)]);
    return rows.map((row) =>
      presentMeditation(row, media, {
        categoryIds: extras.categories.get(row.id) ?? [],
        audioCount: extras.audioCounts.get(row.id) ?? 0,
      }),
    );
  }

  async function detail(row: MeditationRow) {
    const [audios, tasks, resources] = await Promise.all([repo.audiosOf([row.id]), repo.tasksOf(row.id), repo.resourcesOf(row.id)]);
    const media = await repo.mediaByIds([
      ...audios.map((a) => a.mediaId),
      ...resources.map((r) => r.mediaId),
      row.audioMediaId,
      row.imageMediaId,
    ].filter((id): id is number => id !== null));
    const [summary] = await presentList([row]);
    return {
      ...summary!,
      audios: audios.map((audio) => presentAudio(audio, media)),
      tasks: tasks.map(presentTask),
      resources: resources.map((resource) => presentResource(resource, media)),
    };
  }

  async function presentCategories(rows: Awaited<ReturnType<MeditationsRepository['meditationCategories']>>) {
    const counts = await repo.meditationCounts(rows.map((row) => row.id));
    return rows.map((row) => presentCategory(row, counts));
  }

  return {
    owner: (auth: AuthContext) => libraryOwner(auth),

    /** A stored file the caller's library may use, of the expected kind (404 otherwise). */
    async mediaRef(auth: AuthContext, id: number, kind: 'audio' | 'image' | 'document' | 'video' | 'any', field: string): Promise<MediaRef> {
      const row = await repo.ownedMedia(libraryOwner(auth), id);
      if (!row) throw new AppError('NOT_FOUND', 'File not found', [{ path: field, message: 'File not found' }]);
      if (kind !== 'any' && row.kind !== kind) throw fieldError('VALIDATION', field, `Choose an ${kind} file`);
      return row;
    },

    async categories(auth: AuthContext) {
      const rows = await presentCategories(await repo.meditationCategories(libraryOwner(auth)));
      const top = rows.filter((row) => row.parentId === null);
      return top.map((parent) => ({ ...parent, subcategories: rows.filter((row) => row.parentId === parent.id) }));
    },

    async list(auth: AuthContext, filter: { categoryId?: number | undefined; search?: string | undefined }, page: { limit: number; offset: number }) {
      const owner = libraryOwner(auth);
      if (filter.categoryId !== undefined) await checkCategories(owner, [filter.categoryId], 'cat_id');
      const { rows, total } = await repo.listMeditations(owner, filter, page);
      return { data: await presentList(rows), total };
    },

    async detail(auth: AuthContext, id: number) {
      return detail(await ownMeditation(libraryOwner(auth), id));
    },

    async save(auth: AuthContext, input: SaveMeditation, meta: RequestMeta) {
      const owner = libraryOwner(auth);
      const existing = input.id === undefined ? undefined : await ownMeditation(owner, input.id);
      const categoryIds =
        input.categoryIds === undefined ? undefined : await checkCategories(owner, input.categoryIds, 'category_ids', existing?.id);
      if (input.audio && input.audio.kind !== 'audio') throw fieldError('VALIDATION', 'audio', 'Choose an audio file');
      if (input.image && input.image.kind !== 'image') throw fieldError('VALIDATION', 'image', 'Choose an image');
      const measured = input.audio ? await measure(input.audio) : undefined;
      const duration = measured ?? input.duration ?? existing?.durationSeconds ?? 0;
      const values = {
        title: input.title,
        ...(input.description !== undefined ? { description: sanitizeRichText(input.description) } : {}),
        ...(input.shared !== undefined ? { shared: input.shared } : {}),
        ...(input.featured !== undefined ? { featured: input.featured } : {}),
        ...(input.audio ? { audioMediaId: input.audio.id } : {}),
        ...(input.image ? { imageMediaId: input.image.id } : input.removeImage ? { imageMediaId: null } : {}),
        durationSeconds: duration,
      };
      const { row, released } = await repo.transaction(async (tx) => {
        let saved: MeditationRow;
        let released: ReleasedMedia[] = [];
        if (existing) {
          // Read again, locked: the files it referenced until now are the ones a new audio or image replaces.
          const before = await repo.findMeditation(owner, existing.id, tx);
          const updated = before && (await repo.updateMeditation(tx, existing.id, values));
          // Deleted meanwhile by another request: answer like any missing meditation.
          if (!before || !updated) throw notFound('Meditation not found');
          saved = updated;
          released = await releaseMedia(
            tx,
            [before.audioMediaId, before.imageMediaId].filter((id) => id !== updated.audioMediaId && id !== updated.imageMediaId),
          );
        } else {
          const list = lists.meditations(owner);
          await lockList(tx, list);
          if (input.publish) assertPublishable('meditation', meditationMissing({ audioMediaId: input.audio?.id ?? null }));
          saved = await repo.insertMeditation(tx, {
            ...values,
            clinicId: owner.clinicId,
            createdBy: auth.userId,
            publishedAt: input.publish ? new Date() : null,
            sortOrder: await nextOrder(tx, list),
          });
        }
        if (categoryIds !== undefined) await repo.setCategories(tx, saved.id, categoryIds);
        return { row: saved, released };
      });
      await storedMedia.removeReleased(released);
      await record(auth, owner, `meditation.${existing ? 'updated' : 'created'}`, { type: 'meditation', id: row.id }, meta, { title: row.title });
      return { created: !existing, meditation: await detail(row) };
    },

    /** Publishes a draft meditation (409 while it has no audio); publishing a published one changes nothing. */
    async publish(auth: AuthContext, id: number, meta: RequestMeta) {
      const owner = libraryOwner(auth);
      const current = await ownMeditation(owner, id);
      assertPublishable('meditation', meditationMissing(current));
      if (current.publishedAt) return detail(current);
      const row = await repo.transaction((tx) => repo.updateMeditation(tx, id, { publishedAt: new Date() }));
      if (!row) throw notFound('Meditation not found');
      await record(auth, owner, 'meditation.published', { type: 'meditation', id: row.id }, meta, { title: row.title });
      return detail(row);
    },

    /** Moves a meditation back to draft: learners no longer see it. */
    async unpublish(auth: AuthContext, id: number, meta: RequestMeta) {
      const owner = libraryOwner(auth);
      const current = await ownMeditation(owner, id);
      if (!current.publishedAt) return detail(current);
      const row = await repo.transaction((tx) => repo.updateMeditation(tx, id, { publishedAt: null }));
      if (!row) throw notFound('Meditation not found');
      await record(auth, owner, 'meditation.unpublished', { type: 'meditation', id: row.id }, meta, { title: row.title });
      return detail(row);
    },

    async remove(auth: AuthContext, id: number, meta: RequestMeta) {
      const owner = libraryOwner(auth);
      const row = await ownMeditation(owner, id);
      const released = await repo.transaction(async (tx) => {
        const list = lists.meditations(owner);
        await lockList(tx, list);
        const media = await repo.deleteMeditation(tx, row.id);
        await compactOrder(tx, list);
        return releaseMedia(tx, media);
      });
      await storedMedia.removeReleased(released);
      await record(auth, owner, 'meditation.deleted', { type: 'meditation', id: row.id }, meta, { title: row.title });
    },

    async reorder(auth: AuthContext, ids: number[], meta: RequestMeta) {
      const owner = libraryOwner(auth);
      const order = await repo.transaction((tx) => rewriteOrder(tx, lists.meditations(owner), ids));
      await record(auth, owner, 'meditation.reordered', { type: 'library', id: owner.clinicId ?? 0 }, meta, { count: ids.length });
      return order;
    },

    // ---- extra audios ----
    async addAudios(auth: AuthContext, meditationId: number, audios: NewAudio[], meta: RequestMeta) {
      const owner = libraryOwner(auth);
      const meditation = await ownMeditation(owner, meditationId, 'meditation_id');
      if (audios.length === 0) throw fieldError('VALIDATION', 'audios', 'Choose at least one audio file');
      const values: Array<{ meditationId: number; title: string; mediaId: number; durationSeconds: number }> = [];
      for (const [index, audio] of audios.entries()) {
        if (audio.media.kind !== 'audio') throw fieldError('VALIDATION', `audios.${index}`, 'Choose an audio file');
        const fallbackTitle = (audio.media.originalName ?? '').replace(/\.[^.]*$/, '').trim() || `Audio ${index + 1}`;
        values.push({
          meditationId: meditation.id,
          title: (audio.title?.trim() || fallbackTitle).slice(0, 160),
          mediaId: audio.media.id,
          durationSeconds: (await measure(audio.media)) ?? audio.duration ?? 0,
        });
      }
      const rows = await repo.transaction(async (tx) => {
        const list = lists.audios(meditation.id);
        await lockList(tx, list);
        const first = await nextOrder(tx, list);
        return repo.insertAudios(tx, values.map((value, index) => ({ ...value, sortOrder: first + index })));
      });
      const media = await repo.mediaByIds(rows.map((row) => row.mediaId).filter((id): id is number => id !== null));
      for (const row of rows)
        await record(auth, owner, 'meditation_audio.created', { type: 'meditation_audio', id: row.id }, meta, { meditationId: meditation.id });
      return rows.map((row) => presentAudio(row, media));
    },

    async updateAudio(auth: AuthContext, input: { id: number; title: string; duration?: number | undefined }, meta: RequestMeta) {
      const owner = libraryOwner(auth);
      const found = await repo.findAudio(input.id);
      if (!found || !sameOwner(owner, found.clinicId)) throw notFound('Audio not found');
      const row = await repo.updateAudio(input.id, {
        title: input.title,
        ...(input.duration !== undefined ? { durationSeconds: input.duration } : {}),
      });
      await record(auth, owner, 'meditation_audio.updated', { type: 'meditation_audio', id: row.id }, meta, { meditationId: row.meditationId });
      return presentAudio(row, await repo.mediaByIds(row.mediaId === null ? [] : [row.mediaId]));
    },

    async deleteAudio(auth: AuthContext, id: number, meta: RequestMeta) {
      const owner = libraryOwner(auth);
      const found = await repo.findAudio(id);
      if (!found || !sameOwner(owner, found.clinicId)) throw notFound('Audio not found');
      const released = await repo.transaction(async (tx) => {
        const list = lists.audios(found.audio.meditationId);
        await lockList(tx, list);
        const media = await repo.deleteAudio(tx, id);
        await compactOrder(tx, list);
        return releaseMedia(tx, media);
      });
      await storedMedia.removeReleased(released);
      await record(auth, owner, 'meditation_audio.deleted', { type: 'meditation_audio', id }, meta, { meditationId: found.audio.meditationId });
    },

    async reorderAudios(auth: AuthContext, meditationId: number, ids: number[], meta: RequestMeta) {
      const owner = libraryOwner(auth);
      const meditation = await ownMeditation(owner, meditationId, 'meditation_id');
      const order = await repo.transaction((tx) => rewriteOrder(tx, lists.audios(meditation.id), ids));
      await record(auth, owner, 'meditation_audio.reordered', { type: 'meditation', id: meditation.id }, meta);
      return order;
    },

    // ---- tasks ----
    async tasks(auth: AuthContext, meditationId: number) {
      const meditation = await ownMeditation(libraryOwner(auth), meditationId, 'meditation_id');
      return (await repo.tasksOf(meditation.id)).map(presentTask);
    },

    async createTask(auth: AuthContext, input: { meditation_id: number; title: string; description?: string | undefined }, meta: RequestMeta) {
      const owner = libraryOwner(auth);
      const meditation = await ownMeditation(owner, input.meditation_id, 'meditation_id');
      const row = await repo.transaction(async (tx) => {
        const list = lists.tasks(meditation.id);
        await lockList(tx, list);
        return repo.insertTask(tx, {
          meditationId: meditation.id,
          title: input.title,
          description: sanitizeRichText(input.description),
          sortOrder: await nextOrder(tx, list),
        });
      });
      await record(auth, owner, 'meditation_task.created', { type: 'learning_task', id: row.id }, meta, { meditationId: meditation.id });
      return presentTask(row);
    },

    async updateTask(auth: AuthContext, input: { id: number; title: string; description?: string | undefined }, meta: RequestMeta) {
      const owner = libraryOwner(auth);
      const found = await repo.findTask(input.id);
      if (!found || !sameOwner(owner, found.clinicId)) throw notFound('Task not found');
      const row = await repo.updateTask(input.id, {
        title: input.title,
        ...(input.description !== undefined ? { description: sanitizeRichText(input.description) } : {}),
      });
      await record(auth, owner, 'meditation_task.updated', { type: 'learning_task', id: row.id }, meta, { meditationId: row.meditationId });
      return presentTask(row);
    },

    async deleteTask(auth: AuthContext, id: number, meta: RequestMeta) {
      const owner = libraryOwner(auth);
      const found = await repo.findTask(id);
      if (!found || !sameOwner(owner, found.clinicId)) throw notFound('Task not found');
      await repo.transaction(async (tx) => {
        const list = lists.tasks(found.task.meditationId!);
        await lockList(tx, list);
        await repo.deleteTask(tx, id);
        await compactOrder(tx, list);
      });
      await record(auth, owner, 'meditation_task.deleted', { type: 'learning_task', id }, meta, { meditationId: found.task.meditationId });
    },

    // ---- resources ----
    async resources(auth: AuthContext, meditationId: number) {
      const meditation = await ownMeditation(libraryOwner(auth), meditationId, 'meditation_id');
      const rows = await repo.resourcesOf(meditation.id);
      const media = await repo.mediaByIds(rows.map((row) => row.mediaId).filter((id): id is number => id !== null));
      return rows.map((row) => presentResource(row, media));
    },

    async createResource(
      auth: AuthContext,
      input: { meditation_id: number; title: string; description?: string | undefined; url?: string | undefined; media?: MediaRef | undefined },
      meta: RequestMeta,
    ) {
      const owner = libraryOwner(auth);
      const meditation = await ownMeditation(owner, input.meditation_id, 'meditation_id');
      if (!input.url && !input.media) throw fieldError('VALIDATION', 'url', 'Enter an address or choose a file');
      const row = await repo.transaction(async (tx) => {
        const list = lists.resources(meditation.id);
        await lockList(tx, list);
        return repo.insertResource(tx, {
          meditationId: meditation.id,
          title: input.title,
          description: input.description?.trim() || null,
          url: input.url ?? null,
          mediaId: input.media?.id ?? null,
          sortOrder: await nextOrder(tx, list),
        });
      });
      await record(auth, owner, 'meditation_resource.created', { type: 'resource', id: row.id }, meta, { meditationId: meditation.id });
      return presentResource(row, await repo.mediaByIds(row.mediaId === null ? [] : [row.mediaId]));
    },

    async deleteResource(auth: AuthContext, id: number, meta: RequestMeta) {
      const owner = libraryOwner(auth);
      const found = await repo.findResource(id);
      if (!found || !sameOwner(owner, found.clinicId)) throw notFound('Resource not found');
      const released = await repo.transaction(async (tx) => {
        const list = lists.resources(found.resource.meditationId!);
        await lockList(tx, list);
        const media = await repo.deleteResource(tx, id);
        await compactOrder(tx, list);
        return releaseMedia(tx, media);
      });
      await storedMedia.removeReleased(released);
      await record(auth, owner, 'meditation_resource.deleted', { type: 'resource', id }, meta, { meditationId: found.resource.meditationId });
    },

    // ---- sub-categories ----
    async subcategories(auth: AuthContext, parentId?: number) {
      const owner = libraryOwner(auth);
      if (parentId !== undefined) await checkParent(owner, parentId);
      return presentCategories(await repo.subcategories(owner, parentId));
    },

    async subcategory(auth: AuthContext, id: number) {
      const row = await ownSubcategory(libraryOwner(auth), id);
      return (await presentCategories([row]))[0]!;
    },

    async createSubcategory(auth: AuthContext, input: { parent_id: number; title: string; description?: string | undefined }, meta: RequestMeta) {
      const owner = libraryOwner(auth);
      const parent = await checkParent(owner, input.parent_id);
      const row = await repo.transaction(async (tx) => {
        const list = lists.subcategories(parent.id);
        await lockList(tx, list);
        return repo.insertCategory(tx, {
          clinicId: owner.clinicId,
          type: 'meditation',
          parentId: parent.id,
          title: input.title,
          description: input.description?.trim() || null,
          sortOrder: await nextOrder(tx, list),
        });
      });
      await record(auth, owner, 'meditation_subcategory.created', { type: 'category', id: row.id }, meta, { parentId: parent.id, title: row.title });
      return (await presentCategories([row]))[0]!;
    },

    async updateSubcategory(
      auth: AuthContext,
      input: { id: number; parent_id?: number | undefined; title?: string | undefined; description?: string | undefined },
      meta: RequestMeta,
    ) {
      const owner = libraryOwner(auth);
      const current = await ownSubcategory(owner, input.id);
      const moveTo = input.parent_id !== undefined && input.parent_id !== current.parentId ? await checkParent(owner, input.parent_id) : undefined;
      const row = await repo.transaction(async (tx) => {
        const values = {
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.description !== undefined ? { description: input.description.trim() || null } : {}),
        };
        if (!moveTo) return repo.updateCategory(tx, current.id, values);
        const from = lists.subcategories(current.parentId!);
        const to = lists.subcategories(moveTo.id);
        // Always lock in the same order so two moves in opposite directions cannot deadlock.
        for (const list of [from, to].sort((a, b) => a.lockKey.localeCompare(b.lockKey))) await lockList(tx, list);
        const updated = await repo.updateCategory(tx, current.id, { ...values, parentId: moveTo.id, sortOrder: await nextOrder(tx, to) });
        await compactOrder(tx, from);
        return updated;
      });
      await record(auth, owner, 'meditation_subcategory.updated', { type: 'category', id: row.id }, meta, { parentId: row.parentId, title: row.title });
      return (await presentCategories([row]))[0]!;
    },

    async deleteSubcategory(auth: AuthContext, id: number, meta: RequestMeta) {
      const owner = libraryOwner(auth);
      const row = await ownSubcategory(owner, id);
      const released = await repo.transaction(async (tx) => {
        const list = lists.subcategories(row.parentId!);
        await lockList(tx, list);
        const media = await repo.deleteCategory(tx, row.id);
        await compactOrder(tx, list);
        return releaseMedia(tx, media);
      });
      await storedMedia.removeReleased(released);
      await record(auth, owner, 'meditation_subcategory.deleted', { type: 'category', id: row.id }, meta, { title: row.title });
    },

    async bySubcategory(auth: AuthContext, id: number, search: string | undefined, page: { limit: number; offset: number }) {
      const owner = libraryOwner(auth);
      const row = await ownSubcategory(owner, id);
      const { rows, total } = await repo.listMeditations(owner, { categoryId: row.id, search }, page);
      return { data: await presentList(rows), total };
    },

    // ---- recommended, popular, shared ----
    async libraryItems(auth: AuthContext, filter: { flag?: 'shared' | 'recommended' | 'popular'; search?: string | undefined }) {
      return repo.libraryItems(libraryOwner(auth), filter);
    },

    async setFlag(
      auth: AuthContext,
      dataType: 'classes' | 'meditations',
      id: number,
      flag: 'shared' | 'recommended' | 'popular',
      value: boolean,
      meta: RequestMeta,
    ) {
      const owner = libraryOwner(auth);
      const row = await repo.setFlags(owner, dataType, id, { [flag]: value });
      if (!row) throw new AppError('NOT_FOUND', dataType === 'classes' ? 'Class not found' : 'Meditation not found', [{ path: 'data_id', message: 'Not found' }]);
      const target = dataType === 'classes' ? 'class' : 'meditation';
      await record(auth, owner, `${target}.${flag}_${value ? 'set' : 'unset'}`, { type: target, id: row.id }, meta, { title: row.title });
      return row;
    },
  };
}

export type MeditationsService = ReturnType<typeof createMeditationsService>;
