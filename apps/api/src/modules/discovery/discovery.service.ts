import type { ClassDetail, ContentDetail, LessonWithContents } from '@stillpoint/contracts';
import { AppError, notFound } from '../../lib/app-error.js';
import { pageCount } from '../../lib/paging.js';
import type { Viewer } from '../content/content.visibility.js';
import {
  presentCategory,
  presentClassCard,
  presentContentCard,
  presentContentSummary,
  presentMedia,
  presentMeditationCard,
  presentProgress,
  presentResource,
  presentSectionItem,
  presentTask,
  safeLink,
} from './discovery.presenter.js';
import type { ClassListKind, DiscoveryRepository, MeditationListKind } from './discovery.repository.js';
import { presentPersonView } from '../people/person-view.presenter.js';

const classNotFound = () => notFound('Class not found');
const contentNotFound = () => notFound('Content not found');
const meditationNotFound = () => notFound('Meditation not found');

/** Discovery's use cases: visibility first (404 for what the viewer may not see), then present. */
export function createDiscoveryService(repo: DiscoveryRepository) {
  async function lessonsWithContents(viewer: Viewer, classId: number, lessonId?: number): Promise<LessonWithContents[]> {
    const [lessonRows, contentRows] = await Promise.all([
      repo.lessonsOf(classId, lessonId),
      repo.contentsOf(viewer.userId, classId, lessonId),
    ]);
    const byLesson = new Map<number, LessonWithContents['contents']>();
    for (const row of contentRows) {
      const list = byLesson.get(row.lessonId) ?? [];
      list.push(presentContentSummary(row));
      byLesson.set(row.lessonId, list);
    }
    return lessonRows.map((lesson) => ({ ...lesson, contents: byLesson.get(lesson.id) ?? [] }));
  }

  async function classDetail(viewer: Viewer, classId: number): Promise<ClassDetail> {
    const row = await repo.visibleClass(viewer, classId);
    if (!row) throw classNotFound();
    const [extras, resourceRows, lessonList] = await Promise.all([
      repo.classExtras(classId),
      repo.resourcesOf({ classId }),
      lessonsWithContents(viewer, classId),
    ]);
    const next = lessonList.flatMap((lesson) => lesson.contents).find((content) => !content.completed);
    return {
      ...presentClassCard(row),
      description: row.description,
      authors: extras.authors.map((author) => presentPersonView(author, viewer)),
      categories: extras.categories,
      notify: row.notify ?? false,
      resources: resourceRows.map(presentResource),
      lessons: lessonList,
      next_content_id: next?.id ?? null,
      // The learner rule (content.visibility.ts publishedClass), read on the row: false only in a preview.
      live: row.publishedAt !== null && row.totalContents > 0,
    };
  }

  async function classProgress(viewer: Viewer, classId: number) {
    const row = await repo.visibleClass(viewer, classId);
    if (!row) throw classNotFound();
    return presentProgress(row);
  }

  async function visibleContent(viewer: Viewer, contentId: number) {
    const row = await repo.visibleContent(viewer, contentId);
    if (!row) throw contentNotFound();
    return row;
  }

  async function contentDetail(viewer: Viewer, contentId: number): Promise<ContentDetail> {
    const row = await visibleContent(viewer, contentId);
    const kind = row.type === 'class' || row.type === 'lesson' ? row.type : null;
    const [order, target] = await Promise.all([
      repo.orderedContentIds(row.classId),
      kind && row.targetId ? repo.contentTarget(viewer, kind, row.targetId) : Promise.resolve(undefined),
    ]);
    const index = order.indexOf(row.id);
    return {
      ...presentContentSummary(row),
      body: row.body,
      url: safeLink(row.url),
      media: presentMedia({ key: row.mediaKey, kind: row.mediaKind, contentType: row.mediaType, originalName: row.mediaName }),
      target: kind && target ? { kind, ...target } : null,
      lessonTitle: row.lessonTitle,
      classTitle: row.classTitle,
      joined: row.joinedAt !== null,
      previous_content_id: index > 0 ? order[index - 1]! : null,
      next_content_id: index >= 0 && index < order.length - 1 ? order[index + 1]! : null,
    };
  }

  async function nextContentId(classId: number, contentId: number) {
    const order = await repo.orderedContentIds(classId);
    const index = order.indexOf(contentId);
    return index >= 0 && index < order.length - 1 ? order[index + 1]! : null;
  }

  async function lessonTasks(viewer: Viewer, lessonIds: number[]) {
    return (await repo.tasksOf(viewer.userId, { lessonIds })).map(presentTask);
  }

  async function categoryItems(viewer: Viewer, categoryId: number) {
    const category = await repo.category(viewer, categoryId);
    if (!category) throw notFound('Category not found');
    const children = await repo.categoryChildren(viewer, categoryId);
    return {
      category: presentCategory(category),
      subCategories: children.subCategories.map(presentCategory),
      classes: children.classRows.map(presentClassCard),
      meditations: children.meditationRows.map(presentMeditationCard),
    };
  }

  async function section(viewer: Viewer, id: number, only?: 'category') {
    const found = await repo.section(viewer, id);
    if (!found) throw notFound('Section not found');
    const items = found.items.map(presentSectionItem).filter((item) => !only || item.kind === only);
    return { ...found.row, items };
  }

  async function visibleMeditation(viewer: Viewer, meditationId: number) {
    const row = await repo.visibleMeditation(viewer, meditationId);
    if (!row) throw meditationNotFound();
    return row;
  }

  async function requireClass(viewer: Viewer, classId: number) {
    if (!(await repo.classIdIfVisible(viewer, classId))) throw classNotFound();
  }

  return {
    async home(viewer: Viewer) {
      const rows = await repo.home(viewer);
      return {
        sections: rows.sectionRows.map((row) => ({ ...row, items: row.items.map(presentSectionItem) })),
        popular_classes: rows.popularClasses.map(presentClassCard),
        most_watched_videos: rows.videos.map(presentContentCard),
        popular_meditations: rows.popularMeditations.map(presentMeditationCard),
      };
    },
    async classList(viewer: Viewer, list: ClassListKind) {
      return (await repo.classList(viewer, list)).map(presentClassCard);
    },
    async featuredClass(viewer: Viewer) {
      const [row] = await repo.classList(viewer, 'featured');
      return row ? presentClassCard(row) : null;
    },
    async meditationList(
      viewer: Viewer,
      list: MeditationListKind,
      input: { pageNo: number; perPage: number; search?: string | undefined; category_id?: number | undefined },
    ) {
      const { rows, total } = await repo.meditationList(viewer, list, input);
      return { data: rows.map(presentMeditationCard), total_pages: pageCount(total, input.perPage) };
    },
    async categoriesByType(viewer: Viewer, type: 'class' | 'meditation') {
      return (await repo.categoriesByType(viewer, type)).map(presentCategory);
    },
    categoryItems,
    section,
    classDetail,
    async lessonsAndContents(viewer: Viewer, classId: number) {
      await requireClass(viewer, classId);
      return lessonsWithContents(viewer, classId);
    },
    async classContentAndLessons(viewer: Viewer, classId: number) {
      const { lessons, ...detail } = await classDetail(viewer, classId);
      return {
        data: lessons,
        detail,
        tasks: await lessonTasks(
          viewer,
          lessons.map((lesson) => lesson.id),
        ),
      };
    },
    async lessonContent(viewer: Viewer, lessonId: number) {
      const lesson = await repo.visibleLesson(viewer, lessonId);
      if (!lesson) throw notFound('Lesson not found');
      const [found] = await lessonsWithContents(viewer, lesson.classId, lesson.id);
      if (!found) throw notFound('Lesson not found');
      return found;
    },
    contentDetail,
    async contentDetailResponse(viewer: Viewer, contentId: number) {
      const content = await contentDetail(viewer, contentId);
      const tasks = await lessonTasks(viewer, [content.lessonId]);
      const status: 'completed' | 'in_progress' | 'not_started' = content.completed
        ? 'completed'
        : content.positionSeconds > 0
          ? 'in_progress'
          : 'not_started';
      return { data: [content], tasks, status };
    },
    async resources(viewer: Viewer, classId: number) {
      await requireClass(viewer, classId);
      return (await repo.resourcesOf({ classId })).map(presentResource);
    },
    async lessonTasksOfContent(viewer: Viewer, contentId: number) {
      const content = await visibleContent(viewer, contentId);
      const [tasks, next] = await Promise.all([
        lessonTasks(viewer, [content.lessonId]),
        nextContentId(content.classId, content.id),
      ]);
      return { tasks, next_content_id: next };
    },
    async meditationTasks(viewer: Viewer, meditationId: number) {
      await visibleMeditation(viewer, meditationId);
      return (await repo.tasksOf(viewer.userId, { meditationId })).map(presentTask);
    },
    async classTasks(viewer: Viewer, classId: number) {
      await requireClass(viewer, classId);
      const lessonRows = await repo.lessonsOf(classId);
      return lessonTasks(
        viewer,
        lessonRows.map((lesson) => lesson.id),
      );
    },
    async discoveryMeditationDetail(viewer: Viewer, meditationId: number) {
      const row = await visibleMeditation(viewer, meditationId);
      const [extras, tasks, resourceRows] = await Promise.all([
        repo.meditationExtras(meditationId),
        repo.tasksOf(viewer.userId, { meditationId }),
        repo.resourcesOf({ meditationId }),
      ]);
      return {
        ...presentMeditationCard(row),
        description: row.description,
        audio: presentMedia({ key: row.audioKey, kind: row.audioKind, contentType: row.audioType, originalName: row.audioName }),
        moreAudios: extras.audios.map((audio) => ({
          id: audio.id,
          title: audio.title,
          durationSeconds: audio.durationSeconds,
          media: presentMedia({
            key: audio.mediaKey,
            kind: audio.mediaKind,
            contentType: audio.mediaType,
            originalName: audio.mediaName,
          }),
        })),
        categories: extras.categories,
        tasks: tasks.map(presentTask),
        resources: resourceRows.map(presentResource),
        // The learner rule (content.visibility.ts publishedMeditation): false only in a preview.
        live: row.publishedAt !== null && row.audioKey !== null,
      };
    },

    // --- what a person does ---------------------------------------------------------------------
    async markTask(viewer: Viewer, taskId: number, completed: boolean) {
      const task = await repo.visibleTask(viewer, taskId);
      if (!task) throw notFound('Task not found');
      await repo.setTaskCompletion(viewer.userId, taskId, completed);
      return presentTask({ ...task, completedAt: completed ? new Date() : null });
    },
    async join(viewer: Viewer, classId: number) {
      await requireClass(viewer, classId);
      return { class_id: classId, joined: true, memberCount: await repo.join(viewer.userId, classId) };
    },
    async leave(viewer: Viewer, classId: number) {
      await requireClass(viewer, classId);
      return { class_id: classId, joined: false, memberCount: await repo.leave(viewer.userId, classId) };
    },
    async completeContent(viewer: Viewer, contentId: number) {
      const content = await visibleContent(viewer, contentId);
      await repo.completeContent(viewer.userId, content);
      const [next, progress] = await Promise.all([
        nextContentId(content.classId, content.id),
        classProgress(viewer, content.classId),
      ]);
      return { content_id: content.id, completed: true, next_content_id: next, progress };
    },
    async completeClass(viewer: Viewer, classId: number) {
      await requireClass(viewer, classId);
      await repo.completeClass(viewer.userId, classId);
      return { class_id: classId, progress: await classProgress(viewer, classId) };
    },
    async saveWatchTime(viewer: Viewer, contentId: number, position: number, watched: number) {
      const content = await visibleContent(viewer, contentId);
      const row = await repo.saveWatchTime(viewer.userId, content, position, watched);
      return {
        content_id: contentId,
        position: row.positionSeconds,
        watched: row.watchedSeconds,
        completed: row.completedAt !== null,
      };
    },
    async watchTime(viewer: Viewer, contentId: number) {
      const content = await visibleContent(viewer, contentId);
      return {
        content_id: contentId,
        position: content.positionSeconds ?? 0,
        watched: content.watchedSeconds ?? 0,
        completed: content.completedAt !== null,
      };
    },
    async listenTime(viewer: Viewer, meditationId: number, position: number | undefined, listened: number) {
      const meditation = await visibleMeditation(viewer, meditationId);
      if (position === undefined)
        return {
          meditation_id: meditationId,
          time_listen_duration: meditation.positionSeconds,
          listenedSeconds: meditation.listenedSeconds,
        };
      const capped = meditation.durationSeconds > 0 ? Math.min(position, meditation.durationSeconds) : position;
      const row = await repo.saveListenTime(viewer.userId, meditationId, capped, listened);
      return { meditation_id: meditationId, time_listen_duration: row.positionSeconds, listenedSeconds: row.listenedSeconds };
    },
    async countAudio(viewer: Viewer, meditationId: number) {
      await visibleMeditation(viewer, meditationId);
      return { meditation_id: meditationId, ...(await repo.countPlay(viewer.userId, meditationId)) };
    },
    async completeMeditation(viewer: Viewer, meditationId: number) {
      await visibleMeditation(viewer, meditationId);
      const row = await repo.completeMeditation(viewer.userId, meditationId);
      return { meditation_id: meditationId, completedCount: row.completedCount, time_listen_duration: row.positionSeconds };
    },
    async notify(viewer: Viewer, classId: number, notify: boolean) {
      await requireClass(viewer, classId);
      if (!(await repo.setNotify(viewer.userId, classId, notify))) throw new AppError('CONFLICT', 'Join the class first');
      return { class_id: classId, notify };
    },
  };
}

export type DiscoveryService = ReturnType<typeof createDiscoveryService>;
