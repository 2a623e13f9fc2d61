import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  categories,
  classAuthors,
  classCategories,
  classes,
  classMembers,
  contentProgress,
  contents,
  learningTaskCompletions,
  learningTasks,
  lessons,
  mediaFiles,
  meditationAudios,
  meditationCategories,
  meditationProgress,
  meditations,
  resources,
  sectionItems,
  sections,
  users,
  type Db,
} from '@stillpoint/db';
import {
  isAdminViewer,
  listedClasses,
  listedMeditations,
  readableClasses,
  readableMeditations,
  readableSections,
  type Viewer,
} from '../content/content.visibility.js';
import { activeSectionsFor } from '../sections/sections.read.js';
import { personViewColumns } from '../people/person-view.columns.js';
import { addPracticeSeconds, recordPractice } from '../practice/practice.events.js';

/*
 * SQL of discovery. Every read of a class or meditation (and of what hangs off one: lessons, contents,
 * tasks, resources) goes through content.visibility.ts: lists by listedClasses / listedMeditations
 * (published and complete), reads by id by readableClasses / readableMeditations (the same for learners;
 * a clinic account also previews its own drafts). Card rows carry their counts and
 * the person's progress as correlated subqueries on indexed columns, so a list is one statement however
 * long it is; the home's lists are prepared once per kind of viewer.
 */

const imageMedia = alias(mediaFiles, 'image_media');
const audioMedia = alias(mediaFiles, 'audio_media');
const categoryImage = alias(mediaFiles, 'category_image');
const meditationImage = alias(mediaFiles, 'meditation_image');
/** A content's own picture (an image content's file); contents never borrow their class's cover. */
const contentImage = alias(mediaFiles, 'content_image');
const ownImage = () => and(eq(contentImage.id, contents.mediaId), eq(contentImage.kind, 'image'));
const HOME_LIMIT = 12;
const LIST_LIMIT = 24;

type UserParam = number | SQL | ReturnType<typeof sql.placeholder>;

/** Categories have no sharing: the platform's and the viewer's clinic's. */
function visibleCategories(viewer: Viewer): SQL | undefined {
  if (isAdminViewer(viewer)) return undefined;
  if (viewer.clinicId === null) return isNull(categories.clinicId);
  return or(isNull(categories.clinicId), eq(categories.clinicId, viewer.clinicId));
}

function classCardFields(userId: UserParam) {
  return {
    id: classes.id,
    title: classes.title,
    imageKey: imageMedia.key,
    shared: classes.shared,
    featured: classes.featured,
    memberCount: classes.memberCount,
    lessonCount: sql<number>`(select count(*)::int from lessons l where l.class_id = ${classes.id})`,
    totalContents: sql<number>`(select count(*)::int from contents c where c.class_id = ${classes.id})`,
    durationSeconds: sql<number>`(select coalesce(sum(c.duration_seconds), 0)::int from contents c where c.class_id = ${classes.id})`,
    completedContents: sql<number>`(select count(*)::int from content_progress p where p.class_id = ${classes.id} and p.user_id = ${userId} and p.completed_at is not null)`,
    joinedAt: classMembers.joinedAt,
    completedAt: classMembers.completedAt,
    notify: classMembers.notify,
  };
}

function meditationCardFields() {
  return {
    id: meditations.id,
    title: meditations.title,
    imageKey: imageMedia.key,
    durationSeconds: meditations.durationSeconds,
    playCount: meditations.playCount,
    shared: meditations.shared,
    featured: meditations.featured,
    positionSeconds: sql<number>`coalesce(${meditationProgress.positionSeconds}, 0)`,
    completedCount: sql<number>`coalesce(${meditationProgress.completedCount}, 0)`,
  };
}

export type ClassCardRow = {
  id: number;
  title: string;
  imageKey: string | null;
  shared: boolean;
  featured: boolean;
  memberCount: number;
  lessonCount: number;
  totalContents: number;
  durationSeconds: number;
  completedContents: number;
  joinedAt: Date | null;
  completedAt: Date | null;
  notify: boolean | null;
};
export type MeditationCardRow = {
  id: number;
  title: string;
  imageKey: string | null;
  durationSeconds: number;
  playCount: number;
  shared: boolean;
  featured: boolean;
  positionSeconds: number;
  completedCount: number;
};

export type ClassListKind = 'popular' | 'recommended' | 'recent' | 'shared' | 'featured';
export type MeditationListKind = 'recent' | 'popular' | 'recommended' | 'all';

const CLASS_LISTS: Record<ClassListKind, { where?: SQL; orderBy: SQL[]; limit: number }> = {
  popular: { orderBy: [desc(classes.popular), desc(classes.memberCount), desc(classes.id)], limit: HOME_LIMIT },
  recommended: { where: eq(classes.recommended, true), orderBy: [asc(classes.sortOrder), desc(classes.id)], limit: LIST_LIMIT },
  recent: { orderBy: [desc(classes.createdAt), desc(classes.id)], limit: LIST_LIMIT },
  shared: { where: eq(classes.shared, true), orderBy: [desc(classes.createdAt), desc(classes.id)], limit: LIST_LIMIT },
  featured: { where: eq(classes.featured, true), orderBy: [desc(classes.updatedAt), desc(classes.id)], limit: 1 },
};
const MEDITATION_LISTS: Record<MeditationListKind, { where?: SQL; orderBy: SQL[] }> = {
  recent: { orderBy: [desc(meditations.createdAt), desc(meditations.id)] },
  popular: { orderBy: [desc(meditations.popular), desc(meditations.playCount), desc(meditations.id)] },
  recommended: { where: eq(meditations.recommended, true), orderBy: [asc(meditations.sortOrder), desc(meditations.id)] },
  all: { orderBy: [asc(meditations.sortOrder), desc(meditations.id)] },
};

/** The kinds of viewer whose visibility differs in shape (prepared statements are made per kind). */
type ViewerKind = 'clinic' | 'personal' | 'admin';
const viewerKind = (viewer: Viewer): ViewerKind =>
  isAdminViewer(viewer) ? 'admin' : viewer.clinicId === null ? 'personal' : 'clinic';
/** A viewer of that kind whose ids are placeholders, to build a statement once. */
function placeholderViewer(kind: ViewerKind): Viewer {
  const clinicId = sql.placeholder('clinicId') as unknown as number;
  if (kind === 'admin') return { userId: 0, role: 'admin', clinicId: null };
  return { userId: 0, role: 'patient', clinicId: kind === 'personal' ? null : clinicId };
}

export function createDiscoveryRepository(db: Db) {
  const userParam = sql.placeholder('userId');

  function classCards(userId: UserParam) {
    return db
      .select(classCardFields(userId))
      .from(classes)
      .leftJoin(imageMedia, eq(imageMedia.id, classes.imageMediaId))
      .leftJoin(classMembers, and(eq(classMembers.classId, classes.id), eq(classMembers.userId, userId as number)));
  }
  function meditationCards(userId: UserParam) {
    return db
      .select(meditationCardFields())
      .from(meditations)
      .leftJoin(imageMedia, eq(imageMedia.id, meditations.imageMediaId))
      .leftJoin(
        meditationProgress,
        and(eq(meditationProgress.meditationId, meditations.id), eq(meditationProgress.userId, userId as number)),
      );
  }

  function contentCardQuery(viewer: Viewer, userId: UserParam) {
    return db
      .select({
        id: contents.id,
        classId: contents.classId,
        lessonId: contents.lessonId,
        title: contents.title,
        type: contents.type,
        videoSource: contents.videoSource,
        durationSeconds: contents.durationSeconds,
        viewCount: contents.viewCount,
        imageKey: contentImage.key,
        completedAt: contentProgress.completedAt,
      })
      .from(contents)
      .innerJoin(classes, eq(classes.id, contents.classId))
      .leftJoin(contentImage, ownImage())
      .leftJoin(contentProgress, and(eq(contentProgress.contentId, contents.id), eq(contentProgress.userId, userId as number)))
      .where(and(eq(contents.type, 'video'), listedClasses(viewer)))
      .orderBy(desc(contents.viewCount), desc(contents.id))
      .limit(HOME_LIMIT);
  }

  function sectionItemsQuery(viewer: Viewer, sectionCondition: SQL) {
    return db
      .select({
        id: sectionItems.id,
        sectionId: sectionItems.sectionId,
        title: sectionItems.title,
        categoryId: categories.id,
        categoryTitle: categories.title,
        categoryImage: categoryImage.key,
        classId: classes.id,
        classTitle: classes.title,
        classImage: imageMedia.key,
        lessonId: lessons.id,
        lessonTitle: lessons.title,
        contentId: contents.id,
        contentTitle: contents.title,
        contentDuration: contents.durationSeconds,
        contentImage: contentImage.key,
        meditationId: meditations.id,
        meditationTitle: meditations.title,
        meditationImage: meditationImage.key,
        meditationDuration: meditations.durationSeconds,
      })
      .from(sectionItems)
      .innerJoin(sections, eq(sections.id, sectionItems.sectionId))
      .leftJoin(categories, eq(categories.id, sectionItems.categoryId))
      .leftJoin(categoryImage, eq(categoryImage.id, categories.imageMediaId))
      .leftJoin(lessons, eq(lessons.id, sectionItems.lessonId))
      .leftJoin(contents, eq(contents.id, sectionItems.contentId))
      .leftJoin(classes, sql`${classes.id} = coalesce(${sectionItems.classId}, ${lessons.classId}, ${contents.classId})`)
      .leftJoin(imageMedia, eq(imageMedia.id, classes.imageMediaId))
      .leftJoin(contentImage, ownImage())
      .leftJoin(meditations, eq(meditations.id, sectionItems.meditationId))
      .leftJoin(meditationImage, eq(meditationImage.id, meditations.imageMediaId))
      .where(
        and(
          sectionCondition,
          or(
            and(isNotNull(classes.id), listedClasses(viewer)),
            and(isNotNull(meditations.id), listedMeditations(viewer)),
            and(isNotNull(categories.id), visibleCategories(viewer)),
          ),
        ),
      )
      .orderBy(asc(sections.sortOrder), asc(sections.id), asc(sectionItems.sortOrder), asc(sectionItems.id));
  }

  // Prepared statements of the home's lists, made on first use for each kind of viewer. Which sections
  // the home shows is the sections module's rule (activeSectionsFor, default status included).
  const homeStatements = new Map<ViewerKind, ReturnType<typeof buildHome>>();
  function buildHome(kind: ViewerKind) {
    const viewer = placeholderViewer(kind);
    return {
      popularClasses: classCards(userParam)
        .where(listedClasses(viewer))
        .orderBy(...CLASS_LISTS.popular.orderBy)
        .limit(HOME_LIMIT)
        .prepare(`discovery_home_popular_classes_${kind}`),
      videos: contentCardQuery(viewer, userParam).prepare(`discovery_home_videos_${kind}`),
      popularMeditations: meditationCards(userParam)
        .where(listedMeditations(viewer))
        .orderBy(...MEDITATION_LISTS.popular.orderBy)
        .limit(HOME_LIMIT)
        .prepare(`discovery_home_popular_meditations_${kind}`),
    };
  }
  const classListStatements = new Map<string, ReturnType<typeof buildClassList>>();
  function buildClassList(list: ClassListKind, kind: ViewerKind) {
    const viewer = placeholderViewer(kind);
    const spec = CLASS_LISTS[list];
    return classCards(userParam)
      .where(and(spec.where, listedClasses(viewer)))
      .orderBy(...spec.orderBy)
      .limit(spec.limit)
      .prepare(`discovery_classes_${list}_${kind}`);
  }
  const params = (viewer: Viewer) => ({ userId: viewer.userId, clinicId: viewer.clinicId ?? 0 });

  return {
    async home(viewer: Viewer) {
      const kind = viewerKind(viewer);
      let statements = homeStatements.get(kind);
      if (!statements) homeStatements.set(kind, (statements = buildHome(kind)));
      const p = params(viewer);
      const [sectionRows, popularClasses, videos, popularMeditations] = await Promise.all([
        activeSectionsFor(db, viewer, (sectionIds) => sectionItemsQuery(viewer, inArray(sectionItems.sectionId, sectionIds))),
        statements.popularClasses.execute(p),
        statements.videos.execute(p),
        statements.popularMeditations.execute(p),
      ]);
      return { sectionRows, popularClasses, videos, popularMeditations };
    },

    async classList(viewer: Viewer, list: ClassListKind): Promise<ClassCardRow[]> {
      const kind = viewerKind(viewer);
      const key = `${list}:${kind}`;
      let statement = classListStatements.get(key);
      if (!statement) classListStatements.set(key, (statement = buildClassList(list, kind)));
      return statement.execute(params(viewer));
    },

    async meditationList(
      viewer: Viewer,
      list: MeditationListKind,
      input: { pageNo: number; perPage: number; search?: string | undefined; category_id?: number | undefined },
    ): Promise<{ rows: MeditationCardRow[]; total: number }> {
      const spec = MEDITATION_LISTS[list];
      const where = and(
        spec.where,
        listedMeditations(viewer),
        input.search ? ilike(meditations.title, `%${input.search.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
        input.category_id
          ? sql`exists (select 1 from meditation_categories mc where mc.meditation_id = ${meditations.id} and mc.category_id = ${input.category_id})`
          : undefined,
      );
      const [rows, [count]] = await Promise.all([
        meditationCards(viewer.userId)
          .where(where)
          .orderBy(...spec.orderBy)
          .limit(input.perPage)
          .offset((input.pageNo - 1) * input.perPage),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(meditations)
          .where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },

    async categoriesByType(viewer: Viewer, type: 'class' | 'meditation') {
      return db
        .select({ ...categoryFields(), imageKey: categoryImage.key })
        .from(categories)
        .leftJoin(categoryImage, eq(categoryImage.id, categories.imageMediaId))
        .where(and(eq(categories.type, type), isNull(categories.parentId), visibleCategories(viewer)))
        .orderBy(asc(categories.sortOrder), asc(categories.id));
    },

    async category(viewer: Viewer, id: number) {
      const [row] = await db
        .select({ ...categoryFields(), imageKey: categoryImage.key })
        .from(categories)
        .leftJoin(categoryImage, eq(categoryImage.id, categories.imageMediaId))
        .where(and(eq(categories.id, id), visibleCategories(viewer)));
      return row;
    },

    async categoryChildren(viewer: Viewer, categoryId: number) {
      const [subCategories, classRows, meditationRows] = await Promise.all([
        db
          .select({ ...categoryFields(), imageKey: categoryImage.key })
          .from(categories)
          .leftJoin(categoryImage, eq(categoryImage.id, categories.imageMediaId))
          .where(and(eq(categories.parentId, categoryId), visibleCategories(viewer)))
          .orderBy(asc(categories.sortOrder), asc(categories.id)),
        classCards(viewer.userId)
          .where(
            and(
              sql`exists (select 1 from class_categories x where x.class_id = ${classes.id} and x.category_id = ${categoryId})`,
              listedClasses(viewer),
            ),
          )
          .orderBy(asc(classes.sortOrder), desc(classes.id))
          .limit(100),
        meditationCards(viewer.userId)
          .where(
            and(
              sql`exists (select 1 from meditation_categories x where x.meditation_id = ${meditations.id} and x.category_id = ${categoryId})`,
              listedMeditations(viewer),
            ),
          )
          .orderBy(asc(meditations.sortOrder), desc(meditations.id))
          .limit(100),
      ]);
      return { subCategories, classRows, meditationRows };
    },

    async section(viewer: Viewer, id: number) {
      // A published section the viewer could see on the home (the platform's, or their own clinic's); a
      // clinic account also opens its own drafts. Its items are what learners see (listed).
      const [row] = await db
        .select({ id: sections.id, title: sections.title, description: sections.description })
        .from(sections)
        .where(and(eq(sections.id, id), readableSections(viewer)));
      if (!row) return undefined;
      const items = await sectionItemsQuery(viewer, eq(sectionItems.sectionId, id));
      return { row, items };
    },

    /** A class's card and page fields, when the viewer may see it. */
    async visibleClass(viewer: Viewer, classId: number) {
      const [row] = await db
        .select({ ...classCardFields(viewer.userId), description: classes.description, publishedAt: classes.publishedAt })
        .from(classes)
        .leftJoin(imageMedia, eq(imageMedia.id, classes.imageMediaId))
        .leftJoin(classMembers, and(eq(classMembers.classId, classes.id), eq(classMembers.userId, viewer.userId)))
        .where(and(eq(classes.id, classId), readableClasses(viewer)));
      return row;
    },

    async classIdIfVisible(viewer: Viewer, classId: number) {
      const [row] = await db
        .select({ id: classes.id })
        .from(classes)
        .where(and(eq(classes.id, classId), readableClasses(viewer)));
      return row?.id;
    },

    async classExtras(classId: number) {
      const [authors, categoryRows] = await Promise.all([
        db
          .select(personViewColumns(users))
          .from(classAuthors)
          .innerJoin(users, eq(users.id, classAuthors.userId))
          .where(eq(classAuthors.classId, classId))
          .orderBy(asc(users.fullName)),
        db
          .select({ id: categories.id, title: categories.title })
          .from(classCategories)
          .innerJoin(categories, eq(categories.id, classCategories.categoryId))
          .where(eq(classCategories.classId, classId))
          .orderBy(asc(categories.sortOrder), asc(categories.id)),
      ]);
      return { authors, categories: categoryRows };
    },

    async lessonsOf(classId: number, lessonId?: number) {
      return db
        .select({
          id: lessons.id,
          classId: lessons.classId,
          title: lessons.title,
          description: lessons.description,
          sortOrder: lessons.sortOrder,
        })
        .from(lessons)
        .where(and(eq(lessons.classId, classId), lessonId === undefined ? undefined : eq(lessons.id, lessonId)))
        .orderBy(asc(lessons.sortOrder), asc(lessons.id));
    },

    /** Contents of a class (or of one lesson) in lesson then content order, with the person's progress. */
    async contentsOf(userId: number, classId: number, lessonId?: number) {
      return db
        .select({
          id: contents.id,
          lessonId: contents.lessonId,
          classId: contents.classId,
          title: contents.title,
          type: contents.type,
          videoSource: contents.videoSource,
          durationSeconds: contents.durationSeconds,
          sortOrder: contents.sortOrder,
          completedAt: contentProgress.completedAt,
          positionSeconds: contentProgress.positionSeconds,
        })
        .from(contents)
        .innerJoin(lessons, eq(lessons.id, contents.lessonId))
        .leftJoin(contentProgress, and(eq(contentProgress.contentId, contents.id), eq(contentProgress.userId, userId)))
        .where(and(eq(contents.classId, classId), lessonId === undefined ? undefined : eq(contents.lessonId, lessonId)))
        .orderBy(asc(lessons.sortOrder), asc(lessons.id), asc(contents.sortOrder), asc(contents.id));
    },

    /** The ids of a class's contents in lesson then content order (for previous and next). */
    async orderedContentIds(classId: number) {
      const rows = await db
        .select({ id: contents.id })
        .from(contents)
        .innerJoin(lessons, eq(lessons.id, contents.lessonId))
        .where(eq(contents.classId, classId))
        .orderBy(asc(lessons.sortOrder), asc(lessons.id), asc(contents.sortOrder), asc(contents.id));
      return rows.map((row) => row.id);
    },

    async resourcesOf(target: { classId: number } | { meditationId: number }) {
      const where =
        'classId' in target
          ? or(
              eq(resources.classId, target.classId),
              sql`${resources.lessonId} in (select l.id from lessons l where l.class_id = ${target.classId})`,
            )
          : eq(resources.meditationId, target.meditationId);
      return db
        .select({
          id: resources.id,
          title: resources.title,
          description: resources.description,
          url: resources.url,
          lessonId: resources.lessonId,
          mediaKey: imageMedia.key,
          mediaKind: imageMedia.kind,
          mediaType: imageMedia.contentType,
          mediaName: imageMedia.originalName,
        })
        .from(resources)
        .leftJoin(imageMedia, eq(imageMedia.id, resources.mediaId))
        .where(where)
        .orderBy(asc(resources.sortOrder), asc(resources.id));
    },

    /** Tasks of lessons (given ids) or of a meditation, with the person's completion. */
    async tasksOf(userId: number, target: { lessonIds: number[] } | { meditationId: number }) {
      if ('lessonIds' in target && target.lessonIds.length === 0) return [];
      return db
        .select({
          id: learningTasks.id,
          title: learningTasks.title,
          description: learningTasks.description,
          lessonId: learningTasks.lessonId,
          completedAt: learningTaskCompletions.completedAt,
        })
        .from(learningTasks)
        .leftJoin(
          learningTaskCompletions,
          and(eq(learningTaskCompletions.taskId, learningTasks.id), eq(learningTaskCompletions.userId, userId)),
        )
        .leftJoin(lessons, eq(lessons.id, learningTasks.lessonId))
        .where(
          'lessonIds' in target
            ? inArray(learningTasks.lessonId, target.lessonIds)
            : eq(learningTasks.meditationId, target.meditationId),
        )
        .orderBy(asc(lessons.sortOrder), asc(learningTasks.sortOrder), asc(learningTasks.id));
    },

    /** A lesson with its class, when the viewer may see the class. */
    async visibleLesson(viewer: Viewer, lessonId: number) {
      const [row] = await db
        .select({ id: lessons.id, classId: lessons.classId, title: lessons.title })
        .from(lessons)
        .innerJoin(classes, eq(classes.id, lessons.classId))
        .where(and(eq(lessons.id, lessonId), readableClasses(viewer)));
      return row;
    },

    /** A content for the viewer (its class visible), with its media, lesson, class and the person's progress. */
    async visibleContent(viewer: Viewer, contentId: number) {
      const [row] = await db
        .select({
          id: contents.id,
          lessonId: contents.lessonId,
          classId: contents.classId,
          title: contents.title,
          type: contents.type,
          videoSource: contents.videoSource,
          durationSeconds: contents.durationSeconds,
          sortOrder: contents.sortOrder,
          body: contents.body,
          url: contents.url,
          targetId: contents.targetId,
          mediaKey: imageMedia.key,
          mediaKind: imageMedia.kind,
          mediaType: imageMedia.contentType,
          mediaName: imageMedia.originalName,
          lessonTitle: lessons.title,
          classTitle: classes.title,
          completedAt: contentProgress.completedAt,
          positionSeconds: contentProgress.positionSeconds,
          watchedSeconds: contentProgress.watchedSeconds,
          joinedAt: classMembers.joinedAt,
        })
        .from(contents)
        .innerJoin(lessons, eq(lessons.id, contents.lessonId))
        .innerJoin(classes, eq(classes.id, contents.classId))
        .leftJoin(imageMedia, eq(imageMedia.id, contents.mediaId))
        .leftJoin(contentProgress, and(eq(contentProgress.contentId, contents.id), eq(contentProgress.userId, viewer.userId)))
        .leftJoin(classMembers, and(eq(classMembers.classId, contents.classId), eq(classMembers.userId, viewer.userId)))
        .where(and(eq(contents.id, contentId), readableClasses(viewer)));
      return row;
    },

    /** The class or lesson a class/lesson content points at, if the viewer may see it. */
    async contentTarget(viewer: Viewer, kind: 'class' | 'lesson', id: number) {
      if (kind === 'class') {
        const [row] = await db
          .select({ id: classes.id, classId: classes.id, title: classes.title })
          .from(classes)
          .where(and(eq(classes.id, id), readableClasses(viewer)));
        return row;
      }
      const [row] = await db
        .select({ id: lessons.id, classId: lessons.classId, title: lessons.title })
        .from(lessons)
        .innerJoin(classes, eq(classes.id, lessons.classId))
        .where(and(eq(lessons.id, id), readableClasses(viewer)));
      return row;
    },

    async visibleMeditation(viewer: Viewer, meditationId: number) {
      const [row] = await db
        .select({
          ...meditationCardFields(),
          description: meditations.description,
          listenedSeconds: sql<number>`coalesce(${meditationProgress.listenedSeconds}, 0)`,
          myPlayCount: sql<number>`coalesce(${meditationProgress.playCount}, 0)`,
          audioKey: audioMedia.key,
          audioKind: audioMedia.kind,
          audioType: audioMedia.contentType,
          audioName: audioMedia.originalName,
          publishedAt: meditations.publishedAt,
        })
        .from(meditations)
        .leftJoin(imageMedia, eq(imageMedia.id, meditations.imageMediaId))
        .leftJoin(audioMedia, eq(audioMedia.id, meditations.audioMediaId))
        .leftJoin(
          meditationProgress,
          and(eq(meditationProgress.meditationId, meditations.id), eq(meditationProgress.userId, viewer.userId)),
        )
        .where(and(eq(meditations.id, meditationId), readableMeditations(viewer)));
      return row;
    },

    async meditationExtras(meditationId: number) {
      const [audios, categoryRows] = await Promise.all([
        db
          .select({
            id: meditationAudios.id,
            title: meditationAudios.title,
            durationSeconds: meditationAudios.durationSeconds,
            mediaKey: audioMedia.key,
            mediaKind: audioMedia.kind,
            mediaType: audioMedia.contentType,
            mediaName: audioMedia.originalName,
          })
          .from(meditationAudios)
          .leftJoin(audioMedia, eq(audioMedia.id, meditationAudios.mediaId))
          .where(eq(meditationAudios.meditationId, meditationId))
          .orderBy(asc(meditationAudios.sortOrder), asc(meditationAudios.id)),
        db
          .select({ id: categories.id, title: categories.title })
          .from(meditationCategories)
          .innerJoin(categories, eq(categories.id, meditationCategories.categoryId))
          .where(eq(meditationCategories.meditationId, meditationId))
          .orderBy(asc(categories.sortOrder), asc(categories.id)),
      ]);
      return { audios, categories: categoryRows };
    },

    /** A task, when the viewer may see its lesson's class or its meditation. */
    async visibleTask(viewer: Viewer, taskId: number) {
      const [row] = await db
        .select({
          id: learningTasks.id,
          title: learningTasks.title,
          description: learningTasks.description,
          lessonId: learningTasks.lessonId,
        })
        .from(learningTasks)
        .leftJoin(lessons, eq(lessons.id, learningTasks.lessonId))
        .leftJoin(classes, eq(classes.id, lessons.classId))
        .leftJoin(meditations, eq(meditations.id, learningTasks.meditationId))
        .where(
          and(
            eq(learningTasks.id, taskId),
            or(and(isNotNull(classes.id), readableClasses(viewer)), and(isNotNull(meditations.id), readableMeditations(viewer))),
          ),
        );
      return row;
    },

    async setTaskCompletion(userId: number, taskId: number, completed: boolean) {
      if (completed) await db.insert(learningTaskCompletions).values({ taskId, userId }).onConflictDoNothing();
      else
        await db
          .delete(learningTaskCompletions)
          .where(and(eq(learningTaskCompletions.taskId, taskId), eq(learningTaskCompletions.userId, userId)));
    },

    /** Joins a class; member_count and the practice history move in the same transaction. Answers the new member count. */
    async join(userId: number, classId: number) {
      return db.transaction(async (tx) => {
        const inserted = await tx.insert(classMembers).values({ classId, userId }).onConflictDoNothing().returning();
        if (inserted.length) await recordPractice(tx, userId, 'class_joined', { classId });
        const [row] = inserted.length
          ? await tx
              .update(classes)
              .set({ memberCount: sql`${classes.memberCount} + 1` })
              .where(eq(classes.id, classId))
              .returning({ memberCount: classes.memberCount })
          : await tx.select({ memberCount: classes.memberCount }).from(classes).where(eq(classes.id, classId));
        return row?.memberCount ?? 0;
      });
    },

    async leave(userId: number, classId: number) {
      return db.transaction(async (tx) => {
        const deleted = await tx
          .delete(classMembers)
          .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)))
          .returning();
        const [row] = deleted.length
          ? await tx
              .update(classes)
              .set({ memberCount: sql`greatest(${classes.memberCount} - 1, 0)` })
              .where(eq(classes.id, classId))
              .returning({ memberCount: classes.memberCount })
          : await tx.select({ memberCount: classes.memberCount }).from(classes).where(eq(classes.id, classId));
        return row?.memberCount ?? 0;
      });
    },

    /**
     * Completes a content: the person joins the class if they had not, the content's view_count counts
     * a first completion, and the class is marked complete when every content is. Each of these is also
     * a practice event. One transaction.
     */
    async completeContent(userId: number, content: { id: number; classId: number }) {
      return db.transaction(async (tx) => {
        const joined = await tx
          .insert(classMembers)
          .values({ classId: content.classId, userId })
          .onConflictDoNothing()
          .returning();
        if (joined.length) {
          await tx
            .update(classes)
            .set({ memberCount: sql`${classes.memberCount} + 1` })
            .where(eq(classes.id, content.classId));
          await recordPractice(tx, userId, 'class_joined', { classId: content.classId });
        }
        const [before] = await tx
          .select({ completedAt: contentProgress.completedAt })
          .from(contentProgress)
          .where(and(eq(contentProgress.contentId, content.id), eq(contentProgress.userId, userId)))
          .for('update');
        if (!before?.completedAt) {
          await tx
            .insert(contentProgress)
            .values({ contentId: content.id, userId, classId: content.classId, completedAt: new Date() })
            .onConflictDoUpdate({
              target: [contentProgress.contentId, contentProgress.userId],
              set: { completedAt: new Date(), updatedAt: new Date() },
            });
          await tx
            .update(contents)
            .set({ viewCount: sql`${contents.viewCount} + 1` })
            .where(eq(contents.id, content.id));
          await recordPractice(tx, userId, 'content_completed', { classId: content.classId, contentId: content.id });
        }
        const [counts] = await tx
          .select({
            total: sql<number>`(select count(*)::int from contents c where c.class_id = ${content.classId})`,
            done: sql<number>`(select count(*)::int from content_progress p where p.class_id = ${content.classId} and p.user_id = ${userId} and p.completed_at is not null)`,
          })
          .from(sql`(select 1) as one`);
        if (counts && counts.total > 0 && counts.done >= counts.total) {
          const completed = await tx
            .update(classMembers)
            .set({ completedAt: sql`now()` })
            .where(
              and(eq(classMembers.classId, content.classId), eq(classMembers.userId, userId), isNull(classMembers.completedAt)),
            )
            .returning({ classId: classMembers.classId });
          if (completed.length) await recordPractice(tx, userId, 'class_completed', { classId: content.classId });
        }
      });
    },

    /** Marks a class complete (joining it first if needed); a first completion is a practice event. */
    async completeClass(userId: number, classId: number) {
      return db.transaction(async (tx) => {
        const joined = await tx
          .insert(classMembers)
          .values({ classId, userId, completedAt: new Date() })
          .onConflictDoNothing()
          .returning();
        if (joined.length) {
          await tx
            .update(classes)
            .set({ memberCount: sql`${classes.memberCount} + 1` })
            .where(eq(classes.id, classId));
          await recordPractice(tx, userId, 'class_joined', { classId });
          await recordPractice(tx, userId, 'class_completed', { classId });
          return;
        }
        const completed = await tx
          .update(classMembers)
          .set({ completedAt: sql`now()` })
          .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId), isNull(classMembers.completedAt)))
          .returning({ classId: classMembers.classId });
        if (completed.length) await recordPractice(tx, userId, 'class_completed', { classId });
      });
    },

    /** Saves the position and adds the seconds watched, to the progress and to the sitting in the practice history. */
    async saveWatchTime(userId: number, content: { id: number; classId: number }, position: number, watched: number) {
      return db.transaction(async (tx) => {
        await addPracticeSeconds(tx, userId, { contentId: content.id, classId: content.classId }, watched);
        const [row] = await tx
          .insert(contentProgress)
          .values({ contentId: content.id, userId, classId: content.classId, positionSeconds: position, watchedSeconds: watched })
          .onConflictDoUpdate({
            target: [contentProgress.contentId, contentProgress.userId],
            set: {
              positionSeconds: position,
              watchedSeconds: sql`${contentProgress.watchedSeconds} + ${watched}`,
              updatedAt: new Date(),
            },
          })
          .returning();
        return row!;
      });
    },

    async setNotify(userId: number, classId: number, notify: boolean) {
      const rows = await db
        .update(classMembers)
        .set({ notify })
        .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)))
        .returning();
      return rows.length > 0;
    },

    /** Saves where the person stopped (time_listen_duration) and adds the seconds listened, to the progress and to the sitting. */
    async saveListenTime(userId: number, meditationId: number, position: number, listened: number) {
      return db.transaction(async (tx) => {
        await addPracticeSeconds(tx, userId, { meditationId }, listened);
        const [row] = await tx
          .insert(meditationProgress)
          .values({ meditationId, userId, positionSeconds: position, listenedSeconds: listened })
          .onConflictDoUpdate({
            target: [meditationProgress.meditationId, meditationProgress.userId],
            set: {
              positionSeconds: position,
              listenedSeconds: sql`${meditationProgress.listenedSeconds} + ${listened}`,
              updatedAt: new Date(),
            },
          })
          .returning();
        return row!;
      });
    },

    /** Counts a play on the person's progress, on the meditation and in the practice history, in one transaction. */
    async countPlay(userId: number, meditationId: number) {
      return db.transaction(async (tx) => {
        await recordPractice(tx, userId, 'meditation_played', { meditationId });
        const [mine] = await tx
          .insert(meditationProgress)
          .values({ meditationId, userId, playCount: 1 })
          .onConflictDoUpdate({
            target: [meditationProgress.meditationId, meditationProgress.userId],
            set: { playCount: sql`${meditationProgress.playCount} + 1`, updatedAt: new Date() },
          })
          .returning();
        const [total] = await tx
          .update(meditations)
          .set({ playCount: sql`${meditations.playCount} + 1` })
          .where(eq(meditations.id, meditationId))
          .returning({ playCount: meditations.playCount });
        return { playCount: total?.playCount ?? 0, myPlayCount: mine?.playCount ?? 0 };
      });
    },

    /** Counts a completion on the person's progress and in the practice history, in one transaction. */
    async completeMeditation(userId: number, meditationId: number) {
      return db.transaction(async (tx) => {
        await recordPractice(tx, userId, 'meditation_completed', { meditationId });
        const [row] = await tx
          .insert(meditationProgress)
          .values({ meditationId, userId, completedCount: 1, lastCompletedAt: new Date(), positionSeconds: 0 })
          .onConflictDoUpdate({
            target: [meditationProgress.meditationId, meditationProgress.userId],
            set: {
              completedCount: sql`${meditationProgress.completedCount} + 1`,
              lastCompletedAt: new Date(),
              positionSeconds: 0,
              updatedAt: new Date(),
            },
          })
          .returning();
        return row!;
      });
    },
  };
}

function categoryFields() {
  return {
    id: categories.id,
    type: categories.type,
    parentId: categories.parentId,
    title: categories.title,
    description: categories.description,
  };
}

export type DiscoveryRepository = ReturnType<typeof createDiscoveryRepository>;
