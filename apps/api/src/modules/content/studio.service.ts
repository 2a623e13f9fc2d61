import {
  isAllowedVideoUrl,
  UPLOAD_KIND_FOR,
  type ContentType,
  type StudioContent,
  type VideoSource,
} from '@stillpoint/contracts';
import type { AuthContext } from '../../lib/access-tokens.js';
import { fieldError, notFound } from '../../lib/app-error.js';
import type { RequestMeta } from '../../lib/route.js';
import { sanitizeHtml, sanitizeRichText } from '../../lib/sanitize-html.js';
import type { AuditService } from '../audit/audit.service.js';
import type { MediaService } from '../media/media.service.js';
import { libraryOwner } from './content.visibility.js';
import { assertPublishable } from './publishing.js';
import {
  presentCategory,
  presentClasses,
  presentContent,
  presentLesson,
  presentMedia,
  presentResource,
  presentTask,
} from './studio.presenter.js';
import {
  lists,
  type ClassRow,
  type ContentFields,
  type ContentRow,
  type MediaRow,
  type Owner,
  type StudioRepository,
} from './studio.repository.js';

export type Caller = Pick<AuthContext, 'userId' | 'role' | 'clinicId'>;

/** A stored upload handed to a handler by the upload pipeline (or a media row referenced by id). */
export interface UploadedMedia {
  id: number;
  kind: string;
}

export interface StudioServiceDeps {
  repo: StudioRepository;
  audit: AuditService;
  /** Removes the files of replaced or deleted media once their rows are gone (after the commit). */
  media: Pick<MediaService, 'removeReleased'>;
}

const emptyToNull = (value: string | undefined | null) => (value === undefined || value === null || value.trim() === '' ? null : value);

/**
 * The class studio: categories, classes, lessons, contents, tasks, resources, access rules, authors and the
 * update log. Every call edits the caller's library only (libraryOwner: administrators the platform
 * library, a clinic account its clinic's); anything outside it answers 404. Every change is audited as
 * `content.<entity>.<verb>` with the library's clinic id, which is what the update log lists.
 */
export function createStudioService({ repo, audit, media: storedMedia }: StudioServiceDeps) {
  async function log(caller: Caller, owner: Owner, action: string, targetType: string, targetId: number, meta: RequestMeta, extra?: Record<string, unknown>) {
    await audit.record(
      { actorUserId: caller.userId, action: `content.${action}`, targetType, targetId, clinicId: owner.clinicId, ...(extra ? { meta: extra } : {}) },
      meta,
    );
  }

  async function ownClass(owner: Owner, id: number, field?: string) {
    const row = await repo.findClass(owner, id);
    if (!row) throw field ? fieldError('NOT_FOUND', field, 'Class not found') : notFound();
    return row;
  }
  async function ownLesson(owner: Owner, id: number) {
    const row = await repo.findLesson(owner, id);
    if (!row) throw notFound();
    return row.lesson;
  }

  async function presentClassRows(rows: ClassRow[]) {
    return presentClasses(rows, await repo.classDecorations(rows));
  }
  const presentClass = async (row: ClassRow) => (await presentClassRows([row]))[0]!;

  async function presentContents(rows: ContentRow[]) {
    const [media, titles] = await Promise.all([
      repo.mediaByIds(rows.map((row) => row.mediaId).filter((id): id is number => id !== null)),
      repo.targetTitles(rows),
    ]);
    return rows.map((row) => presentContent(row, media, titles));
  }

  /**
   * The categories a class will be filed under, exactly those sent: class categories of this library and, for
   * a clinic, the platform's (decision record 0018). A category of a library the caller cannot see that the
   * class is already filed under stays whether sent or not.
   */
  async function checkCategories(owner: Owner, ids: number[] | undefined, classId?: number) {
    if (!ids) return undefined;
    const unique = [...new Set(ids)];
    const linked = classId === undefined ? [] : await repo.classCategoryIds(classId);
    const [owned, ownedLinked] = await Promise.all([repo.fileableClassCategoryIds(owner, unique), repo.fileableClassCategoryIds(owner, linked)]);
    const kept = linked.filter((id) => !ownedLinked.includes(id));
    if (unique.some((id) => !owned.includes(id) && !kept.includes(id)))
      throw fieldError('VALIDATION', 'category_ids', 'Choose categories of this library');
    return [...owned, ...kept.filter((id) => !owned.includes(id))];
  }
  async function checkAuthors(owner: Owner, ids: number[] | undefined) {
    if (!ids) return undefined;
    const unique = [...new Set(ids)];
    const found = await repo.authorIdsAllowed(owner, unique);
    if (found.length !== unique.length) throw fieldError('VALIDATION', 'author_ids', 'Choose authors from the list');
    return unique;
  }
  async function checkMedia(owner: Owner, id: number | null | undefined, field: string, kind?: string) {
    if (id === null || id === undefined) return id;
    const media = await repo.ownedMedia(owner, id);
    if (!media) throw fieldError('VALIDATION', field, 'Upload the file first');
    if (kind && media.kind !== kind) throw fieldError('VALIDATION', field, `Choose a ${kind} file`);
    return media.id;
  }

  /**
   * The stored fields of a content from its type and what was sent: only the fields that type uses are
   * kept, text is sanitised, URLs are checked against the source's hosts, uploads against the type's media
   * kind (`fileField` names the field a wrong file is reported on), and Class/Lesson targets against what
   * the library may use.
   */
  async function contentFields(
    owner: Owner,
    input: {
      type: ContentType;
      video_source?: VideoSource | null | undefined;
      title: string;
      body?: string | null | undefined;
      url?: string | null | undefined;
      media_id?: number | null | undefined;
      target_id?: number | null | undefined;
      duration_seconds?: number | null | undefined;
    },
    upload: UploadedMedia | undefined,
    fileField: string,
  ): Promise<ContentFields> {
    const type = input.type;
    const base: ContentFields = {
      type,
      videoSource: null,
      title: input.title,
      body: emptyToNull(input.body) === null ? null : sanitizeHtml(input.body!),
      url: null,
      mediaId: null,
      targetId: null,
      durationSeconds: input.duration_seconds ?? null,
    };
    if (type === 'text') {
      if (!base.body || base.body.replace(/<[^>]*>/g, '').trim() === '') throw fieldError('VALIDATION', 'body', 'Write the text');
      if (upload) throw fieldError('VALIDATION', fileField, 'A text content takes no file');
      return base;
    }
    if (type === 'class' || type === 'lesson') {
      if (upload) throw fieldError('VALIDATION', fileField, `A ${type} content takes no file`);
      if (!input.target_id) throw fieldError('VALIDATION', 'target_id', `Choose a ${type}`);
      const usable = type === 'class' ? await repo.usableClass(owner, input.target_id) : await repo.usableLesson(owner, input.target_id);
      if (!usable) throw fieldError('VALIDATION', 'target_id', `Choose a ${type} of your library`);
      return { ...base, targetId: input.target_id };
    }
    if (type === 'video') {
      const source = input.video_source;
      if (!source) throw fieldError('VALIDATION', 'video_source', 'Choose the video source');
      base.videoSource = source;
      if (source !== 'video') {
        if (upload) throw fieldError('VALIDATION', fileField, 'This video source takes an address, not a file');
        const url = emptyToNull(input.url);
        if (!url) throw fieldError('VALIDATION', 'url', 'Enter the address');
        if (!isAllowedVideoUrl(source, url)) throw fieldError('VALIDATION', 'url', `Enter a ${sourceLabel(source)} address`);
        return { ...base, url };
      }
    }
    const kind = UPLOAD_KIND_FOR[type]!;
    if (upload) {
      if (upload.kind !== kind) throw fieldError('VALIDATION', fileField, `Choose ${article(kind)} ${kind} file`);
      return { ...base, mediaId: upload.id };
    }
    if (!input.media_id) throw fieldError('VALIDATION', fileField, `Choose ${article(kind)} ${kind} file`);
    return { ...base, mediaId: (await checkMedia(owner, input.media_id, fileField, kind))! };
  }

  return {
    // Categories ------------------------------------------------------------------------------------
    async categoriesByType(caller: Caller, type: 'class' | 'meditation', scope: 'library' | 'filing' = 'library') {
      const owner = libraryOwner(caller);
      const withPlatform = scope === 'filing' && type === 'class' && owner.clinicId !== null;
      return (await repo.categoriesByType(owner, type, undefined, withPlatform)).map((row) =>
        presentCategory(row.category, row.itemCount, owner.clinicId !== null && row.category.clinicId === null),
      );
    },
    async createCategory(caller: Caller, input: { type: 'class' | 'meditation'; title: string; description?: string | undefined }, meta: RequestMeta) {
      const owner = libraryOwner(caller);
      const row = await repo.insertCategory(owner, { type: input.type, title: input.title, description: emptyToNull(input.description) });
      await log(caller, owner, 'category.created', 'category', row.id, meta);
      return presentCategory(row);
    },
    async updateCategory(caller: Caller, input: { id: number; title: string; description?: string | undefined }, meta: RequestMeta) {
      const owner = libraryOwner(caller);
      if (!(await repo.findCategory(owner, input.id))) throw notFound();
      const row = await repo.updateCategory(input.id, { title: input.title, description: input.description === undefined ? undefined : emptyToNull(input.description) });
      await log(caller, owner, 'category.updated', 'category', row.id, meta);
      const [counted] = await repo.categoriesByType(owner, row.type as 'class' | 'meditation', [row.id]);
      return presentCategory(row, counted?.itemCount ?? 0);
    },
    async changeCategory(caller: Caller, input: { class_id: number; category_ids: number[] }, meta: RequestMeta) {
      const owner = libraryOwner(caller);
      await ownClass(owner, input.class_id);
      const categoryIds = await checkCategories(owner, input.category_ids, input.class_id);
      const { row } = await repo.updateClass(input.class_id, {}, categoryIds, undefined);
      await log(caller, owner, 'class.categories_changed', 'class', row.id, meta, { categoryIds });
      return presentClass(row);
    },
    async deleteCategories(caller: Caller, ids: number[], meta: RequestMeta) {
      const owner = libraryOwner(caller);
      const rows = [];
      for (const id of new Set(ids)) {
        const row = await repo.findCategory(owner, id);
        if (!row) throw notFound();
        rows.push(row);
      }
      await storedMedia.removeReleased(await repo.deleteCategories(owner, rows));
      for (const row of rows) await log(caller, owner, 'category.deleted', 'category', row.id, meta, { title: row.title });
    },
    async reorderCategories(caller: Caller, type: 'class' | 'meditation', ids: number[], meta: RequestMeta) {
      const owner = libraryOwner(caller);
      const order = await repo.reorder(lists.categories(owner, type), ids);
      await log(caller, owner, 'category.reordered', 'category', ids[0]!, meta, { type });
      return { content: order };
    },

    // Classes ---------------------------------------------------------------------------------------
    async allClasses(caller: Caller, filter: { search?: string | undefined }, page: { limit: number; offset: number }) {
      const owner = libraryOwner(caller);
      const { rows, total } = await repo.listClasses(owner, filter, page);
      return { data: await presentClassRows(rows), total };
    },
    async classByType(caller: Caller, categoryId: number) {
      const owner = libraryOwner(caller);
      if (!(await repo.findCategory(owner, categoryId))) throw notFound();
      const { rows } = await repo.listClasses(owner, { categoryId });
      return presentClassRows(rows);
    },
    async classDetail(caller: Caller, id: number) {
      const owner = libraryOwner(caller);
      const row = await ownClass(owner, id);
      const [summary, parts] = await Promise.all([presentClass(row), repo.lessonsOf(row.id)]);
      const media = await repo.mediaByIds(
        [...parts.contents, ...parts.resources].map((r) => r.mediaId).filter((m): m is number => m !== null),
      );
      const titles = await repo.targetTitles(parts.contents);
      const contents = parts.contents.map((c) => presentContent(c, media, titles));
      const resources = parts.resources.map((r) => presentResource(r, media));
      return {
        ...summary,
        lessons: parts.lessons.map((lesson) => presentLesson(lesson, { contents, tasks: parts.tasks, resources })),
        resources: resources.filter((r) => r.data_type === 'classes'),
      };
    },
    async createClass(
      caller: Caller,
      input: {
        title: string;
        description?: string | undefined;
        category_ids?: number[] | undefined;
        shared?: boolean | undefined;
        featured?: boolean | undefined;
        author_ids?: number[] | undefined;
        image_media_id?: number | null | undefined;
      },
      image: UploadedMedia | undefined,
      meta: RequestMeta,
    ) {
      const owner = libraryOwner(caller);
      const [categoryIds, authorIds] = await Promise.all([checkCategories(owner, input.category_ids), checkAuthors(owner, input.author_ids)]);
      if (image && image.kind !== 'image') throw fieldError('VALIDATION', 'image', 'Choose an image');
      const imageMediaId = image ? image.id : ((await checkMedia(owner, input.image_media_id, 'image_media_id', 'image')) ?? null);
      const row = await repo.insertClass(
        owner,
        {
          title: input.title,
          description: emptyToNull(input.description) === null ? null : sanitizeHtml(input.description!),
          shared: input.shared ?? false,
          featured: input.featured ?? false,
          imageMediaId,
        },
        categoryIds ?? [],
        authorIds ?? [caller.userId],
        caller.userId,
      );
      await log(caller, owner, 'class.created', 'class', row.id, meta);
      return presentClass(row);
    },
    async updateClass(
      caller: Caller,
      input: {
        id: number;
        title?: string | undefined;
        description?: string | undefined;
        category_ids?: number[] | undefined;
        shared?: boolean | undefined;
        featured?: boolean | undefined;
        author_ids?: number[] | undefined;
        image_media_id?: number | null | undefined;
      },
      image: UploadedMedia | undefined,
      meta: RequestMeta,
    ) {
      const owner = libraryOwner(caller);
      await ownClass(owner, input.id);
      const [categoryIds, authorIds] = await Promise.all([
        checkCategories(owner, input.category_ids, input.id),
        checkAuthors(owner, input.author_ids),
      ]);
      if (image && image.kind !== 'image') throw fieldError('VALIDATION', 'image', 'Choose an image');
      const imageMediaId = image ? image.id : await checkMedia(owner, input.image_media_id, 'image_media_id', 'image');
      const fields = {
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.description !== undefined
          ? { description: emptyToNull(input.description) === null ? null : sanitizeHtml(input.description) }
          : {}),
        ...(input.shared !== undefined ? { shared: input.shared } : {}),
        ...(input.featured !== undefined ? { featured: input.featured } : {}),
        ...(imageMediaId !== undefined ? { imageMediaId } : {}),
      };
      const { row, released } = await repo.updateClass(input.id, fields, categoryIds, authorIds);
      await storedMedia.removeReleased(released);
      await log(caller, owner, 'class.updated', 'class', row.id, meta);
      return presentClass(row);
    },
    async deleteClass(caller: Caller, id: number, meta: RequestMeta) {
      const owner = libraryOwner(caller);
      const row = await ownClass(owner, id);
      await storedMedia.removeReleased(await repo.deleteClass(owner, row.id));
      await log(caller, owner, 'class.deleted', 'class', row.id, meta, { title: row.title });
    },
    async duplicateClass(caller: Caller, id: number, meta: RequestMeta) {
      const owner = libraryOwner(caller);
      const source = await ownClass(owner, id);
      const title = `${source.title} (copy)`.slice(0, 200);
      const row = await repo.duplicateClass(owner, source, title, caller.userId);
      await log(caller, owner, 'class.duplicated', 'class', row.id, meta, { from: source.id });
      return presentClass(row);
    },
    /** Publishes a draft class (409 naming what is missing); publishing a published class changes nothing. */
    async publishClass(caller: Caller, id: number, meta: RequestMeta) {
      const owner = libraryOwner(caller);
      const current = await ownClass(owner, id);
      const presented = await presentClass(current);
      assertPublishable('class', presented.missing);
      if (current.publishedAt) return presented;
      const row = await repo.setClassPublished(id, new Date());
      await log(caller, owner, 'class.published', 'class', row.id, meta);
      return presentClass(row);
    },
    /** Moves a class back to draft: learners no longer see it. */
    async unpublishClass(caller: Caller, id: number, meta: RequestMeta) {
      const owner = libraryOwner(caller);
      const current = await ownClass(owner, id);
      if (!current.publishedAt) return presentClass(current);
      const row = await repo.setClassPublished(id, null);
      await log(caller, owner, 'class.unpublished', 'class', row.id, meta);
      return presentClass(row);
    },
    async featureClass(caller: Caller, id: number, featured: boolean | undefined, meta: RequestMeta) {
      const owner = libraryOwner(caller);
      const current = await ownClass(owner, id);
      const { row } = await repo.updateClass(id, { featured: featured ?? !current.featured }, undefined, undefined);
      await log(caller, owner, row.featured ? 'class.featured' : 'class.unfeatured', 'class', row.id, meta);
      return presentClass(row);
    },
    async reorderClasses(caller: Caller, ids: number[], meta: RequestMeta) {
      const owner = libraryOwner(caller);
      const order = await repo.reorder(lists.classes(owner), ids);
      await log(caller, owner, 'class.reordered', 'class', ids[0]!, meta);
      return { content: order };
    },
    async authors(caller: Caller) {
      return repo.authorsFor(libraryOwner(caller));
    },

    // Lessons ---------------------------------------------------------------------------------------
    async createLesson(caller: Caller, input: { class_id: number; title: string; description?: string | undefined }, meta: RequestMeta) {
      const owner = libraryOwner(caller);
      await ownClass(owner, input.class_id);
      const row = await repo.insertLesson(input.class_id, { title: input.title, description: sanitizeRichText(input.description) });
      await log(caller, owner, 'lesson.created', 'lesson', row.id, meta, { classId: row.classId });
      return presentLesson(row, { contents: [], tasks: [], resources: [] });
    },
    async updateLesson(caller: Caller, input: { lesson_id: number; title?: string | undefined; description?: string | undefined }, meta: RequestMeta) {
      const owner = libraryOwner(caller);
      await ownLesson(owner, input.lesson_id);
      const row = await repo.updateLesson(input.lesson_id, {
        title: input.title,
        description: input.description === undefined ? undefined : sanitizeRichText(input.description),
      });
      await log(caller, owner, 'lesson.updated', 'lesson', row.id, meta, { classId: row.classId });
      return this.lessonWithParts(row.classId, row.id);
    },
    async lessonWithParts(classId: number, lessonId: number) {
      const parts = await repo.lessonsOf(classId);
      const lesson = parts.lessons.find((l) => l.id === lessonId)!;
      const media = await repo.mediaByIds(
        [...parts.contents, ...parts.resources].map((r) => r.mediaId).filter((m): m is number => m !== null),
      );
      const titles = await repo.targetTitles(parts.contents);
      return presentLesson(lesson, {
        contents: parts.contents.filter((c) => c.lessonId === lessonId).map((c) => presentContent(c, media, titles)),
        tasks: parts.tasks,
        resources: parts.resources.map((r) => presentResource(r, media)),
      });
    },
    async deleteLesson(caller: Caller, lessonId: number, meta: RequestMeta) {
      const owner = libraryOwner(caller);
      const lesson = await ownLesson(owner, lessonId);
      await storedMedia.removeReleased(await repo.deleteLesson(lesson));
      await log(caller, owner, 'lesson.deleted', 'lesson', lesson.id, meta, { classId: lesson.classId, title: lesson.title });
    },
    async reorderLessons(caller: Caller, classId: number | undefined, ids: number[], meta: RequestMeta) {
      const owner = libraryOwner(caller);
      const parent = classId ?? (await repo.findLesson(owner, ids[0]!))?.lesson.classId;
      if (!parent) throw notFound();
      await ownClass(owner, parent);
      const order = await repo.reorder(lists.lessons(parent), ids);
      await log(caller, owner, 'lesson.reordered', 'class', parent, meta);
      return { content: order };
    },

    // Contents --------------------------------------------------------------------------------------
    async createContent(
      caller: Caller,
      input: Parameters<typeof contentFields>[1] & { lesson_id: number },
      upload: UploadedMedia | undefined,
      meta: RequestMeta,
    ): Promise<StudioContent> {
      const owner = libraryOwner(caller);
      const lesson = await ownLesson(owner, input.lesson_id);
      const fields = await contentFields(owner, input, upload, 'file');
      const row = await repo.insertContent(lesson, fields);
      await log(caller, owner, 'content.created', 'content', row.id, meta, { lessonId: lesson.id, type: row.type });
      return (await presentContents([row]))[0]!;
    },
    async updateContent(
      caller: Caller,
      input: Partial<Parameters<typeof contentFields>[1]> & { id: number },
      upload: UploadedMedia | undefined,
      meta: RequestMeta,
    ): Promise<StudioContent> {
      const owner = libraryOwner(caller);
      const found = await repo.findContent(owner, input.id);
      if (!found) throw notFound();
      const current = found.content;
      const type = (input.type ?? current.type) as ContentType;
      const sameType = type === current.type;
      const merged = {
        type,
        title: input.title ?? current.title,
        video_source: input.video_source ?? (sameType ? (current.videoSource as VideoSource | null) : null),
        body: input.body !== undefined ? input.body : current.body,
        url: input.url !== undefined ? input.url : sameType ? current.url : null,
        // A new file or media id replaces the stored one; otherwise the stored one stays (same type only).
        media_id: input.media_id ?? undefined,
        target_id: input.target_id ?? (sameType ? current.targetId : null),
        duration_seconds: input.duration_seconds !== undefined ? input.duration_seconds : current.durationSeconds,
      };
      let fields: ContentFields;
      if (!upload && !input.media_id && sameType && current.mediaId !== null && UPLOAD_KIND_FOR[type] && (type !== 'video' || merged.video_source === 'video')) {
        fields = await contentFields(owner, merged, { id: current.mediaId, kind: UPLOAD_KIND_FOR[type]! }, 'file');
      } else {
        fields = await contentFields(owner, merged, upload, 'file');
      }
      const { row, released } = await repo.updateContent(current.id, fields);
      await storedMedia.removeReleased(released);
      await log(caller, owner, 'content.updated', 'content', row.id, meta, { lessonId: row.lessonId, type: row.type });
      return (await presentContents([row]))[0]!;
    },
    async deleteContent(caller: Caller, id: number, meta: RequestMeta) {
      const owner = libraryOwner(caller);
      const found = await repo.findContent(owner, id);
      if (!found) throw notFound();
      await storedMedia.removeReleased(await repo.deleteContent(found.content));
      await log(caller, owner, 'content.deleted', 'content', id, meta, { lessonId: found.content.lessonId, title: found.content.title });
    },
    async reorderContents(caller: Caller, lessonId: number | undefined, ids: number[], meta: RequestMeta) {
      const owner = libraryOwner(caller);
      const parent = lessonId ?? (await repo.findContent(owner, ids[0]!))?.content.lessonId;
      if (!parent) throw notFound();
      await ownLesson(owner, parent);
      const order = await repo.reorder(lists.contents(parent), ids);
      await log(caller, owner, 'content.reordered', 'lesson', parent, meta);
      return { content: order };
    },

    // Lesson tasks ----------------------------------------------------------------------------------
    async createTask(caller: Caller, input: { lesson_id: number; title: string; description?: string | undefined }, meta: RequestMeta) {
      const owner = libraryOwner(caller);
      const lesson = await ownLesson(owner, input.lesson_id);
      const row = await repo.insertTask(lesson.id, { title: input.title, description: emptyToNull(input.description) });
      await log(caller, owner, 'task.created', 'learning_task', row.id, meta, { lessonId: lesson.id });
      return presentTask(row);
    },
    async updateTask(caller: Caller, input: { id: number; title?: string | undefined; description?: string | undefined }, meta: RequestMeta) {
      const owner = libraryOwner(caller);
      if (!(await repo.findTask(owner, input.id))) throw notFound();
      const row = await repo.updateTask(input.id, {
        title: input.title,
        description: input.description === undefined ? undefined : emptyToNull(input.description),
      });
      await log(caller, owner, 'task.updated', 'learning_task', row.id, meta);
      return presentTask(row);
    },
    async deleteTask(caller: Caller, id: number, meta: RequestMeta) {
      const owner = libraryOwner(caller);
      const found = await repo.findTask(owner, id);
      if (!found) throw notFound();
      await repo.deleteTask(found.task);
      await log(caller, owner, 'task.deleted', 'learning_task', id, meta, { lessonId: found.lesson.id });
    },

    // Resources -------------------------------------------------------------------------------------
    async resourceTarget(caller: Caller, target: { data_type: 'classes' | 'lessons'; data_id: number }) {
      const owner = libraryOwner(caller);
      if (target.data_type === 'classes') {
        await ownClass(owner, target.data_id);
        return { owner, target: { classId: target.data_id } };
      }
      await ownLesson(owner, target.data_id);
      return { owner, target: { lessonId: target.data_id } };
    },
    async getResources(caller: Caller, input: { data_type: 'classes' | 'lessons'; data_id: number }) {
      const { target } = await this.resourceTarget(caller, input);
      const rows = await repo.resourcesOf(target);
      const media = await repo.mediaByIds(rows.map((r) => r.mediaId).filter((m): m is number => m !== null));
      return rows.map((row) => presentResource(row, media));
    },
    async createResource(
      caller: Caller,
      input: { data_type: 'classes' | 'lessons'; data_id: number; title: string; description?: string | undefined; url?: string | undefined; media_id?: number | undefined },
      upload: UploadedMedia | undefined,
      meta: RequestMeta,
    ) {
      const { owner, target } = await this.resourceTarget(caller, input);
      const url = emptyToNull(input.url);
      if (url && !/^https?:\/\//i.test(url)) throw fieldError('VALIDATION', 'url', 'Enter an http or https address');
      if (url) {
        try {
          new URL(url);
        } catch {
          throw fieldError('VALIDATION', 'url', 'Enter a valid address');
        }
      }
      const mediaId = upload ? upload.id : ((await checkMedia(owner, input.media_id, 'media_id')) ?? null);
      if (!url && !mediaId) throw fieldError('VALIDATION', 'url', 'Enter an address or upload a file');
      const row = await repo.insertResource(target, { title: input.title, description: emptyToNull(input.description), url, mediaId });
      await log(caller, owner, 'resource.created', 'resource', row.id, meta, { dataType: input.data_type, dataId: input.data_id });
      const media = await repo.mediaByIds(mediaId ? [mediaId] : []);
      return presentResource(row, media);
    },
    async deleteResource(caller: Caller, id: number, meta: RequestMeta) {
      const owner = libraryOwner(caller);
      const row = await repo.findResource(owner, id);
      if (!row) throw notFound();
      await storedMedia.removeReleased(await repo.deleteResource(id));
      await log(caller, owner, 'resource.deleted', 'resource', id, meta, { title: row.title });
    },

    // Access rules ----------------------------------------------------------------------------------
    async ownItem(caller: Caller, dataType: 'classes' | 'meditations', id: number) {
      const owner = libraryOwner(caller);
      const found = dataType === 'classes' ? await repo.findClass(owner, id) : await repo.findMeditation(owner, id);
      if (!found) throw notFound();
      return owner;
    },
    async getAccessRules(caller: Caller, input: { data_type: 'classes' | 'meditations'; data_id: number }) {
      await this.ownItem(caller, input.data_type, input.data_id);
      return { ...input, clinic_ids: await repo.accessClinicIds(input.data_type, input.data_id) };
    },
    async updateAccessRules(caller: Caller, input: { data_type: 'classes' | 'meditations'; data_id: number; clinic_ids: number[] }, meta: RequestMeta) {
      const owner = await this.ownItem(caller, input.data_type, input.data_id);
      // The owner always sees its own items: its clinic is not an access rule.
      const wanted = [...new Set(input.clinic_ids)].filter((id) => id !== owner.clinicId);
      const existing = await repo.existingClinicIds(wanted);
      if (existing.length !== wanted.length) throw fieldError('VALIDATION', 'clinic_ids', 'Choose existing clinics');
      await repo.setAccessClinics(input.data_type, input.data_id, wanted);
      const entity = input.data_type === 'classes' ? 'class' : 'meditation';
      await log(caller, owner, `${entity}.access_rules_updated`, entity, input.data_id, meta, { clinicIds: wanted });
      return { data_type: input.data_type, data_id: input.data_id, clinic_ids: wanted.sort((a, b) => a - b) };
    },

    // Update log ------------------------------------------------------------------------------------
    async updateLog(caller: Caller, page: { limit: number; offset: number }) {
      const { rows, total } = await repo.updateLog(libraryOwner(caller), page);
      return {
        data: rows.map(({ event, actorName }) => ({
          id: event.id,
          action: event.action,
          targetType: event.targetType,
          targetId: event.targetId,
          actor: event.actorUserId !== null && actorName !== null ? { userid: event.actorUserId, fullName: actorName } : null,
          at: event.createdAt.toISOString(),
        })),
        total,
      };
    },
    presentMedia,
  };
}

function sourceLabel(source: VideoSource): string {
  return { vimeo: 'Vimeo', soundcloud: 'SoundCloud', youtube: 'YouTube', youtube_link: 'YouTube', video: 'video' }[source];
}
const article = (word: string) => (/^[aeiou]/.test(word) ? 'an' : 'a');

export type StudioService = ReturnType<typeof createStudioService>;
export type { MediaRow };
