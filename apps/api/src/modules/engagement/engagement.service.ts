import { APP_MESSAGES, ROLE_IDS, stripHtml, type ItemType, type RatingDataType } from '@stillpoint/contracts';
import type { AuthContext } from '../../lib/access-tokens.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { RequestMeta } from '../../lib/route.js';
import type { AuditService } from '../audit/audit.service.js';
import type { MediaRow } from '../media/media.repository.js';
import type { MediaService } from '../media/media.service.js';
import type { Viewer } from '../content/content.visibility.js';
import { mediaUrl } from '../media/media.presenter.js';
import { presentItem, presentReview, presentSignature } from './engagement.presenter.js';
import { presentPersonView } from '../people/person-view.presenter.js';
import type { EngagementRepository, Page } from './engagement.repository.js';

const RATING_ITEM: Record<RatingDataType, 'class' | 'lesson' | 'meditation'> = {
  classes: 'class',
  lessons: 'lesson',
  meditations: 'meditation',
};
const BANNER_LIMIT = 6;
const RECOMMENDED_LIMIT = 12;

export interface EngagementServiceDeps {
  repo: EngagementRepository;
  audit: AuditService;
  media: MediaService;
}

/**
 * Ratings, favourites, the watch list, feedback, signatures, business questions and stories. Every item
 * named by id is checked against the viewer's visibility first: what they may not see answers 404.
 */
export function createEngagementService({ repo, audit, media }: EngagementServiceDeps) {
  async function assertVisible(viewer: Viewer, type: ItemType | 'lesson', id: number) {
    const item = await repo.findVisibleItem(viewer, type, id);
    if (!item) throw notFound();
    return item;
  }

  async function summary(viewer: Viewer, type: RatingDataType, id: number) {
    const s = await repo.ratingSummary(viewer.userId, type, id);
    return {
      data_id: id,
      data_type: type,
      average_rating: s.average,
      total_ratings: s.total,
      my_rating: s.myRating,
      my_review: s.myReview,
    };
  }

  function presentWatch(row: Parameters<EngagementRepository['toItem']>[0] & { id: number; createdAt: Date; completedAt: Date | null }) {
    return {
      id: row.id,
      item: presentItem(repo.toItem(row)),
      completed: row.completedAt !== null,
      completedAt: row.completedAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function watchEntry(viewer: Viewer, id: number) {
    const { rows } = await repo.watchEntries(viewer, { ids: [id] }, { limit: 1, offset: 0 });
    if (!rows[0]) throw notFound();
    return presentWatch(rows[0]);
  }

  const ownsClass = (viewer: Viewer, classClinicId: number | null) =>
    viewer.role === 'clinic' && viewer.clinicId !== null && classClinicId === viewer.clinicId;
  const plainCaption = (caption: string | undefined) => (caption ? stripHtml(caption).trim() || null : null);

  type StoryRow = Awaited<ReturnType<EngagementRepository['stories']>>['rows'][number];
  function presentStory(viewer: Viewer, classClinicId: number | null, row: StoryRow) {
    return {
      id: row.id,
      class_id: row.classId,
      caption: row.caption,
      media: row.mediaKey ? { url: mediaUrl(row.mediaKey), kind: row.mediaKind!, contentType: row.mediaContentType! } : null,
      author: presentPersonView(row.author, viewer),
      canDelete: ownsClass(viewer, classClinicId) || row.userId === viewer.userId,
      canEdit: row.userId === viewer.userId,
      createdAt: row.createdAt.toISOString(),
    };
  }
  async function storyById(viewer: Viewer, classClinicId: number | null, classId: number, id: number) {
    const { rows } = await repo.stories(classId, { limit: 1, offset: 0 }, id);
    if (!rows[0]) throw notFound();
    return presentStory(viewer, classClinicId, rows[0]);
  }

  async function businessQuestions(auth: AuthContext) {
    const rows = await repo.businessQuestions(auth.userId);
    return {
      canAnswer: auth.roleid === ROLE_IDS.business,
      questions: rows.map((row) => ({ id: row.id, question: row.question, answer: row.answer ?? null })),
    };
  }

  return {
    // ---- ratings ----
    async average(viewer: Viewer, type: RatingDataType, id: number) {
      await assertVisible(viewer, RATING_ITEM[type], id);
      return summary(viewer, type, id);
    },
    async addRating(viewer: Viewer, type: RatingDataType, id: number, rating: number) {
      await assertVisible(viewer, RATING_ITEM[type], id);
      await repo.upsertRating(viewer.userId, type, id, { rating });
      return summary(viewer, type, id);
    },
    async addReview(viewer: Viewer, type: RatingDataType, id: number, review: string, rating?: number) {
      await assertVisible(viewer, RATING_ITEM[type], id);
      // Reviews are plain text: markup is removed on write, so nothing a reader renders can run.
      const text = stripHtml(review).trim();
      if (!text) throw new AppError('VALIDATION', 'Write a few words', [{ path: 'review', message: 'Write a few words' }]);
      await repo.upsertRating(viewer.userId, type, id, { review: text, ...(rating !== undefined ? { rating } : {}) });
      return summary(viewer, type, id);
    },
    async reviews(viewer: Viewer, type: RatingDataType, id: number, page: Page) {
      await assertVisible(viewer, RATING_ITEM[type], id);
      const { rows, total } = await repo.reviews(type, id, page);
      return { rows: rows.map((row) => presentReview(viewer, row)), total };
    },
    async topBannerReviews(viewer: Viewer) {
      const { classRows, meditationRows, videoRows } = await repo.bannerReviews(viewer, BANNER_LIMIT);
      const image = (key: string | null) => (key ? mediaUrl(key) : null);
      return {
        classes: classRows.map((row) => ({
          ...presentReview(viewer, row),
          item: { type: 'class' as const, id: row.itemId, title: row.title, image: image(row.imageKey), classId: row.itemId, contentType: null },
        })),
        meditation: meditationRows.map((row) => ({
          ...presentReview(viewer, row),
          item: { type: 'meditation' as const, id: row.itemId, title: row.title, image: image(row.imageKey), classId: null, contentType: null },
        })),
        video: videoRows.map((row) => ({
          ...presentReview(viewer, row),
          item: { type: 'lesson' as const, id: row.itemId, title: row.title, image: image(row.imageKey), classId: row.classId, contentType: null },
        })),
      };
    },
    async recommended(viewer: Viewer) {
      const [classRows, contentRows] = await Promise.all([
        repo.recommendedClasses(viewer, RECOMMENDED_LIMIT),
        repo.recommendedContents(viewer, RECOMMENDED_LIMIT),
      ]);
      return {
        classes: classRows.map((row) =>
          presentItem({ type: 'class', id: row.id, title: row.title, imageKey: row.imageKey, classId: row.id, contentType: null }),
        ),
        contents: contentRows.map((row) =>
          presentItem({ type: 'content', id: row.id, title: row.title, imageKey: row.imageKey, classId: row.classId, contentType: row.type }),
        ),
      };
    },

    // ---- favourites ----
    async favourite(viewer: Viewer, type: ItemType, id: number) {
      await assertVisible(viewer, type, id);
      await repo.addFavourite(viewer.userId, type, id);
      return { type, data_id: id, favourite: true };
    },
    async unfavourite(viewer: Viewer, type: ItemType, id: number) {
      await assertVisible(viewer, type, id);
      await repo.removeFavourite(viewer.userId, type, id);
      return { type, data_id: id, favourite: false };
    },
    async favourites(viewer: Viewer, type: ItemType, page: Page, dataId?: number) {
      const { rows, total } = await repo.favourites(viewer, type, page, dataId);
      return {
        rows: rows.map((row) => ({ id: row.id, item: presentItem(repo.toItem(row)), createdAt: row.createdAt.toISOString() })),
        total,
      };
    },

    // ---- watch list ----
    async addToWatch(viewer: Viewer, type: ItemType, id: number) {
      await assertVisible(viewer, type, id);
      return watchEntry(viewer, await repo.addToWatch(viewer.userId, type, id));
    },
    async watchList(viewer: Viewer, status: 'all' | 'pending' | 'completed', page: Page, item?: { type: ItemType; id: number }) {
      const { rows, total } = await repo.watchEntries(viewer, { status, ...(item ? { item } : {}) }, page);
      return { rows: rows.map(presentWatch), total };
    },
    async completeWatchEntry(viewer: Viewer, id: number) {
      await watchEntry(viewer, id);
      await repo.completeWatchEntry(viewer.userId, id);
      return watchEntry(viewer, id);
    },
    async removeWatchEntry(viewer: Viewer, id: number) {
      if (!(await repo.removeWatchEntry(viewer.userId, id))) throw notFound();
    },

    // ---- feedback ----
    async feedbackValue(viewer: Viewer, type: ItemType, id: number, value: number, comment: string | undefined) {
      await assertVisible(viewer, type, id);
      const text = comment ? stripHtml(comment).trim() || null : null;
      const row = await repo.addFeedback(viewer.userId, type, id, value, text);
      return { id: row.id, type, data_id: id, value: row.value, comment: row.comment, createdAt: row.createdAt.toISOString() };
    },
    /** A clinic reads what people felt and wrote about its own classes and meditations (the read is audited). */
    async feedbackData(auth: AuthContext, kind: 'feedback' | 'reviews', page: Page, meta: RequestMeta) {
      if (auth.clinicId === null) throw new AppError('FORBIDDEN');
      const image = (key: string | null) => (key ? mediaUrl(key) : null);
      let result;
      if (kind === 'feedback') {
        const { rows, total } = await repo.clinicFeedback(auth.clinicId, page);
        result = {
          rows: rows.map((row) => ({
            kind,
            id: row.id,
            value: row.value,
            text: row.text,
            item: presentItem(repo.toItem(row)),
            author: presentPersonView(row.author, auth),
            createdAt: row.createdAt.toISOString(),
          })),
          total,
        };
      } else {
        const { rows, total } = await repo.clinicReviews(auth.clinicId, page);
        result = {
          rows: rows.map((row) => ({
            kind,
            id: row.id,
            value: row.value,
            text: row.text,
            item:
              row.meditationId !== null
                ? { type: 'meditation' as const, id: row.meditationId, title: row.meditationTitle ?? '', image: image(row.imageKey), classId: null, contentType: null }
                : row.lessonId !== null
                  ? { type: 'lesson' as const, id: row.lessonId, title: row.lessonTitle ?? '', image: image(row.imageKey), classId: row.classId, contentType: null }
                  : { type: 'class' as const, id: row.classId ?? 0, title: row.classTitle ?? '', image: image(row.imageKey), classId: row.classId, contentType: null },
            author: presentPersonView(row.author, auth),
            createdAt: row.createdAt.toISOString(),
          })),
          total,
        };
      }
      await audit.record({ actorUserId: auth.userId, action: 'engagement.feedback_viewed', clinicId: auth.clinicId, meta: { kind } }, meta);
      return result;
    },

    // ---- signature ----
    async signature(viewer: Viewer, userSign: string, classId: number | undefined) {
      if (classId !== undefined) await assertVisible(viewer, 'class', classId);
      const row = await repo.addSignature(viewer.userId, classId ?? null, userSign);
      return presentSignature(row);
    },
    /** The newest signature of the caller for the class (or without a class); null when there is none. */
    async getSignature(viewer: Viewer, classId: number | undefined) {
      if (classId !== undefined) await assertVisible(viewer, 'class', classId);
      const row = await repo.latestSignature(viewer.userId, classId ?? null);
      return row ? presentSignature(row) : null;
    },

    // ---- business questions ----
    businessQuestions,
    async saveBusinessAnswers(auth: AuthContext, answers: Array<{ question_id: number; answer: string }>) {
      if (auth.roleid !== ROLE_IDS.business) throw new AppError('FORBIDDEN', APP_MESSAGES.businessOnly);
      const ids = [...new Set(answers.map((a) => a.question_id))];
      const active = await repo.activeQuestionIds(ids);
      const missing = answers.findIndex((a) => !active.has(a.question_id));
      if (missing >= 0) throw new AppError('NOT_FOUND', APP_MESSAGES.notFound, [{ path: `answers.${missing}.question_id`, message: APP_MESSAGES.notFound }]);
      // The last answer to a question wins when one is sent twice.
      const byQuestion = new Map(answers.map((a) => [a.question_id, stripHtml(a.answer).trim() || a.answer.trim()]));
      await repo.saveBusinessAnswers(
        auth.userId,
        [...byQuestion].map(([questionId, answer]) => ({ questionId, answer })),
      );
      return businessQuestions(auth);
    },

    // ---- stories ----
    async stories(viewer: Viewer, classId: number, page: Page) {
      const klass = await assertVisible(viewer, 'class', classId);
      const { rows, total } = await repo.stories(classId, page);
      return { rows: rows.map((row) => presentStory(viewer, klass.clinicId, row)), total };
    },
    /** Shares a story in a class the person sees; the file was stored by the upload pipeline. */
    async addStory(viewer: Viewer, classId: number, caption: string | undefined, file: MediaRow) {
      const klass = await assertVisible(viewer, 'class', classId);
      const id = await repo.insertStory({ classId, userId: viewer.userId, mediaId: file.id, caption: plainCaption(caption) });
      return storyById(viewer, klass.clinicId, classId, id);
    },
    /** The author changes their story's caption and/or file; the replaced file is removed. */
    async updateStory(viewer: Viewer, id: number, caption: string | undefined, file: MediaRow | undefined) {
      const story = await repo.visibleStory(viewer, id);
      if (!story) throw notFound();
      if (story.userId !== viewer.userId) throw new AppError('FORBIDDEN');
      const released = await repo.updateStory(id, {
        ...(caption !== undefined ? { caption: plainCaption(caption) } : {}),
        ...(file ? { mediaId: file.id } : {}),
      });
      await media.removeReleased(released);
      return storyById(viewer, story.classClinicId, story.classId, id);
    },
    /** The author deletes their own story; the clinic account of the class's clinic deletes any story of it. */
    async deleteStory(viewer: Viewer, id: number) {
      const story = await repo.visibleStory(viewer, id);
      if (!story) throw notFound();
      if (story.userId !== viewer.userId && !ownsClass(viewer, story.classClinicId)) throw new AppError('FORBIDDEN');
      await media.removeReleased(await repo.deleteStory(id));
      return story;
    },
  };
}

export type EngagementService = ReturnType<typeof createEngagementService>;
