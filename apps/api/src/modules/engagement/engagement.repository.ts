import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  businessAnswers,
  businessQuestions,
  classes,
  contentFeedback,
  contentProgress,
  contents,
  favourites,
  lessons,
  mediaFiles,
  meditations,
  ratings,
  signatures,
  stories,
  users,
  watchList,
  type Db,
} from '@stillpoint/db';
import type { ItemType, RatingDataType } from '@stillpoint/contracts';
import {
  listedClasses,
  listedMeditations,
  readableClasses,
  readableMeditations,
  type Viewer,
} from '../content/content.visibility.js';
import { releaseMedia, type ReleasedMedia } from '../media/media.lifecycle.js';
import { personViewColumns } from '../people/person-view.columns.js';
import type { Tx } from '../../lib/ordering.js';
import { recordPractice, recordRating } from '../practice/practice.events.js';

/*
 * SQL of what people do around the library. Every read and write about an item goes through the visibility
 * conditions of content.visibility.ts: one item by id through the readable rule (a clinic previews its own
 * drafts), lists (favourites, watch list, banner reviews, recommendations) through the listed rule
 * (published and complete only); lists join what they show (no query per row).
 */

export interface Page {
  limit: number;
  offset: number;
}

const always = sql`true`;
/** One item opened by id. */
const classVisible = (viewer: Viewer): SQL => readableClasses(viewer) ?? always;
const meditationVisible = (viewer: Viewer): SQL => readableMeditations(viewer) ?? always;
/** Items a list shows. */
const classListed = (viewer: Viewer): SQL => listedClasses(viewer);
const meditationListed = (viewer: Viewer): SQL => listedMeditations(viewer);

/** The person shown next to what they wrote (turned into what the reader may see by the person-view presenter). */
const authorColumns = personViewColumns(users);

/** The one column of a rating, favourite, watch entry or feedback row that names an item of this type. */
function ratingColumn(type: RatingDataType) {
  return type === 'classes' ? ratings.classId : type === 'lessons' ? ratings.lessonId : ratings.meditationId;
}
function ratingTargetValues(type: RatingDataType, id: number) {
  return {
    classId: type === 'classes' ? id : null,
    lessonId: type === 'lessons' ? id : null,
    meditationId: type === 'meditations' ? id : null,
  };
}
/** The class of a lesson or content (the practice history shows a lesson's or content's class with it). */
async function classOf(tx: Tx, item: { lessonId?: number | null; contentId?: number | null }): Promise<number | null> {
  if (item.lessonId) {
    const [row] = await tx.select({ classId: lessons.classId }).from(lessons).where(eq(lessons.id, item.lessonId));
    return row?.classId ?? null;
  }
  if (item.contentId) {
    const [row] = await tx.select({ classId: contents.classId }).from(contents).where(eq(contents.id, item.contentId));
    return row?.classId ?? null;
  }
  return null;
}

export function itemTargetValues(type: ItemType, id: number) {
  return {
    classId: type === 'class' ? id : null,
    meditationId: type === 'meditation' ? id : null,
    contentId: type === 'content' ? id : null,
  };
}

/** An item row as the presenter turns it into an itemRef. */
export interface ItemRow {
  type: ItemType;
  id: number;
  title: string;
  imageKey: string | null;
  classId: number | null;
  contentType: string | null;
}

export function createEngagementRepository(db: Db) {
  /** The class page reads an item's rating summary on every view: one prepared statement per target type. */
  const summaryStatement = (type: RatingDataType) =>
    db
      .select({
        average: sql<string | null>`round(avg(${ratings.rating}), 1)`,
        total: sql<number>`count(${ratings.rating})::int`,
        myRating: sql<number | null>`max(${ratings.rating}) filter (where ${ratings.userId} = ${sql.placeholder('userId')})`,
        myReview: sql<string | null>`max(${ratings.review}) filter (where ${ratings.userId} = ${sql.placeholder('userId')})`,
      })
      .from(ratings)
      .where(eq(ratingColumn(type), sql.placeholder('id')))
      .prepare(`engagement_rating_summary_${type}`);
  const summaryStatements = {
    classes: summaryStatement('classes'),
    lessons: summaryStatement('lessons'),
    meditations: summaryStatement('meditations'),
  } satisfies Record<RatingDataType, unknown>;

  /** Is the item there and visible to the viewer? Returns the owning class's/meditation's clinic. */
  async function findVisibleItem(viewer: Viewer, type: ItemType | 'lesson', id: number) {
    switch (type) {
      case 'class': {
        const [row] = await db
          .select({ id: classes.id, clinicId: classes.clinicId })
          .from(classes)
          .where(and(eq(classes.id, id), classVisible(viewer)));
        return row;
      }
      case 'lesson': {
        const [row] = await db
          .select({ id: lessons.id, clinicId: classes.clinicId })
          .from(lessons)
          .innerJoin(classes, eq(classes.id, lessons.classId))
          .where(and(eq(lessons.id, id), classVisible(viewer)));
        return row;
      }
      case 'content': {
        const [row] = await db
          .select({ id: contents.id, clinicId: classes.clinicId })
          .from(contents)
          .innerJoin(classes, eq(classes.id, contents.classId))
          .where(and(eq(contents.id, id), classVisible(viewer)));
        return row;
      }
      case 'meditation': {
        const [row] = await db
          .select({ id: meditations.id, clinicId: meditations.clinicId })
          .from(meditations)
          .where(and(eq(meditations.id, id), meditationVisible(viewer)));
        return row;
      }
    }
  }

  /**
   * Watch-list, favourite and feedback rows point at a class, a meditation or a content: these joins bring
   * the item's title, image and class, and `visible` keeps only what the viewer may still see.
   */
  function itemColumns() {
    return {
      classId: classes.id,
      classTitle: classes.title,
      meditationId: meditations.id,
      meditationTitle: meditations.title,
      contentId: contents.id,
      contentTitle: contents.title,
      contentType: contents.type,
      imageKey: mediaFiles.key,
    };
  }
  type ItemColumns = {
    classId: number | null;
    classTitle: string | null;
    meditationId: number | null;
    meditationTitle: string | null;
    contentId: number | null;
    contentTitle: string | null;
    contentType: string | null;
    imageKey: string | null;
  };
  function toItem(row: ItemColumns): ItemRow {
    if (row.contentId !== null)
      return { type: 'content', id: row.contentId, title: row.contentTitle ?? '', imageKey: row.imageKey, classId: row.classId, contentType: row.contentType };
    if (row.meditationId !== null)
      return { type: 'meditation', id: row.meditationId, title: row.meditationTitle ?? '', imageKey: row.imageKey, classId: null, contentType: null };
    return { type: 'class', id: row.classId ?? 0, title: row.classTitle ?? '', imageKey: row.imageKey, classId: row.classId, contentType: null };
  }
  /** Joins of a table with class_id/meditation_id/content_id columns to the items it names. */
  type ItemTable = typeof watchList | typeof favourites | typeof contentFeedback;
  function joinItems(table: ItemTable) {
    return {
      content: eq(contents.id, table.contentId),
      class: eq(classes.id, sql`coalesce(${table.classId}, ${contents.classId})`),
      meditation: eq(meditations.id, table.meditationId),
      // A content shows its own picture (an image content's file) or none: never its class's cover.
      media: sql`${mediaFiles.id} = coalesce(${meditations.imageMediaId}, case when ${table.contentId} is null then ${classes.imageMediaId} else ${contents.mediaId} end) and (${table.contentId} is null or ${mediaFiles.kind} = 'image')`,
    };
  }
  function itemVisible(viewer: Viewer, table: ItemTable) {
    return or(
      and(isNotNull(table.meditationId), isNotNull(meditations.id), meditationListed(viewer)),
      and(isNull(table.meditationId), isNotNull(classes.id), classListed(viewer)),
    )!;
  }

  return {
    findVisibleItem,
    toItem,

    // ---- ratings and reviews -----------------------------------------------------------------------

    /** One rating per person and item; the practice history's event for it moves with it (same transaction). */
    async upsertRating(userId: number, type: RatingDataType, id: number, values: { rating?: number; review?: string }) {
      const set: Record<string, unknown> = { updatedAt: new Date() };
      if (values.rating !== undefined) set.rating = values.rating;
      if (values.review !== undefined) set.review = values.review;
      await db.transaction(async (tx) => {
        const target = ratingTargetValues(type, id);
        const [row] = await tx
          .insert(ratings)
          .values({ userId, ...target, rating: values.rating ?? null, review: values.review ?? null })
          .onConflictDoUpdate({ target: [ratings.userId, ratings.classId, ratings.lessonId, ratings.meditationId], set })
          .returning({ id: ratings.id });
        await recordRating(tx, userId, row!.id, {
          ...target,
          classId: target.classId ?? (await classOf(tx, { lessonId: target.lessonId })),
        });
      });
    },

    async ratingSummary(userId: number, type: RatingDataType, id: number) {
      const [all] = await summaryStatements[type].execute({ id, userId });
      return {
        average: all?.average == null ? 0 : Number(all.average),
        total: all?.total ?? 0,
        myRating: all?.myRating ?? null,
        myReview: all?.myReview ?? null,
      };
    },

    async reviews(type: RatingDataType, id: number, page: Page) {
      const where = and(eq(ratingColumn(type), id), isNotNull(ratings.review));
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: ratings.id, rating: ratings.rating, review: ratings.review, createdAt: ratings.createdAt, updatedAt: ratings.updatedAt, author: authorColumns })
          .from(ratings)
          .innerJoin(users, eq(users.id, ratings.userId))
          .where(where)
          .orderBy(desc(ratings.updatedAt), desc(ratings.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(ratings).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    /** The newest good reviews (4 stars or more) the viewer may see, per banner group. */
    async bannerReviews(viewer: Viewer, limit: number) {
      const good = and(isNotNull(ratings.review), gte(ratings.rating, 4));
      const base = { id: ratings.id, rating: ratings.rating, review: ratings.review, createdAt: ratings.createdAt, updatedAt: ratings.updatedAt, author: authorColumns };
      const [classRows, meditationRows, videoRows] = await Promise.all([
        db
          .select({ ...base, itemId: classes.id, title: classes.title, imageKey: mediaFiles.key })
          .from(ratings)
          .innerJoin(classes, eq(classes.id, ratings.classId))
          .innerJoin(users, eq(users.id, ratings.userId))
          .leftJoin(mediaFiles, eq(mediaFiles.id, classes.imageMediaId))
          .where(and(good, classListed(viewer)))
          .orderBy(desc(ratings.updatedAt))
          .limit(limit),
        db
          .select({ ...base, itemId: meditations.id, title: meditations.title, imageKey: mediaFiles.key })
          .from(ratings)
          .innerJoin(meditations, eq(meditations.id, ratings.meditationId))
          .innerJoin(users, eq(users.id, ratings.userId))
          .leftJoin(mediaFiles, eq(mediaFiles.id, meditations.imageMediaId))
          .where(and(good, meditationListed(viewer)))
          .orderBy(desc(ratings.updatedAt))
          .limit(limit),
        db
          .select({ ...base, itemId: lessons.id, title: lessons.title, imageKey: mediaFiles.key, classId: classes.id })
          .from(ratings)
          .innerJoin(lessons, eq(lessons.id, ratings.lessonId))
          .innerJoin(classes, eq(classes.id, lessons.classId))
          .innerJoin(users, eq(users.id, ratings.userId))
          .leftJoin(mediaFiles, eq(mediaFiles.id, classes.imageMediaId))
          .where(
            and(
              good,
              classListed(viewer),
              sql`exists (select 1 from ${contents} where ${contents.lessonId} = ${lessons.id} and ${contents.type} = 'video')`,
            ),
          )
          .orderBy(desc(ratings.updatedAt))
          .limit(limit),
      ]);
      return { classRows, meditationRows, videoRows };
    },

    // ---- favourites ----------------------------------------------------------------------------------

    async addFavourite(userId: number, type: ItemType, id: number) {
      await db.insert(favourites).values({ userId, ...itemTargetValues(type, id) }).onConflictDoNothing();
    },
    async removeFavourite(userId: number, type: ItemType, id: number) {
      const column = type === 'class' ? favourites.classId : type === 'meditation' ? favourites.meditationId : favourites.contentId;
      await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(column, id)));
    },
    async favourites(viewer: Viewer, type: ItemType, page: Page, dataId?: number) {
      const join = joinItems(favourites);
      const typeColumn = type === 'class' ? favourites.classId : type === 'meditation' ? favourites.meditationId : favourites.contentId;
      const where = and(
        eq(favourites.userId, viewer.userId),
        dataId === undefined ? isNotNull(typeColumn) : eq(typeColumn, dataId),
        itemVisible(viewer, favourites),
      );
      const from = () =>
        db
          .select({ id: favourites.id, createdAt: favourites.createdAt, ...itemColumns() })
          .from(favourites)
          .leftJoin(contents, join.content)
          .leftJoin(classes, join.class)
          .leftJoin(meditations, join.meditation)
          .leftJoin(mediaFiles, join.media);
      const [rows, [total]] = await Promise.all([
        from().where(where).orderBy(desc(favourites.createdAt), desc(favourites.id)).limit(page.limit).offset(page.offset),
        db
          .select({ total: count() })
          .from(favourites)
          .leftJoin(contents, join.content)
          .leftJoin(classes, join.class)
          .leftJoin(meditations, join.meditation)
          .where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    // ---- watch list ----------------------------------------------------------------------------------

    async addToWatch(userId: number, type: ItemType, id: number) {
      await db.insert(watchList).values({ userId, ...itemTargetValues(type, id) }).onConflictDoNothing();
      const column = type === 'class' ? watchList.classId : type === 'meditation' ? watchList.meditationId : watchList.contentId;
      const [row] = await db.select({ id: watchList.id }).from(watchList).where(and(eq(watchList.userId, userId), eq(column, id)));
      return row!.id;
    },
    async watchEntries(
      viewer: Viewer,
      filter: { status?: 'all' | 'pending' | 'completed'; ids?: number[]; item?: { type: ItemType; id: number } },
      page: Page,
    ) {
      const join = joinItems(watchList);
      const itemColumn = filter.item
        ? filter.item.type === 'class'
          ? watchList.classId
          : filter.item.type === 'meditation'
            ? watchList.meditationId
            : watchList.contentId
        : undefined;
      const where = and(
        eq(watchList.userId, viewer.userId),
        itemVisible(viewer, watchList),
        filter.status === 'pending' ? isNull(watchList.completedAt) : filter.status === 'completed' ? isNotNull(watchList.completedAt) : undefined,
        filter.ids ? inArray(watchList.id, filter.ids) : undefined,
        itemColumn && filter.item ? eq(itemColumn, filter.item.id) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: watchList.id, createdAt: watchList.createdAt, completedAt: watchList.completedAt, ...itemColumns() })
          .from(watchList)
          .leftJoin(contents, join.content)
          .leftJoin(classes, join.class)
          .leftJoin(meditations, join.meditation)
          .leftJoin(mediaFiles, join.media)
          .where(where)
          .orderBy(desc(watchList.createdAt), desc(watchList.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: count() })
          .from(watchList)
          .leftJoin(contents, join.content)
          .leftJoin(classes, join.class)
          .leftJoin(meditations, join.meditation)
          .where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },
    async completeWatchEntry(userId: number, id: number) {
      const rows = await db
        .update(watchList)
        .set({ completedAt: sql`coalesce(${watchList.completedAt}, now())` })
        .where(and(eq(watchList.id, id), eq(watchList.userId, userId)))
        .returning({ id: watchList.id });
      return rows.length > 0;
    },
    async removeWatchEntry(userId: number, id: number) {
      const rows = await db
        .delete(watchList)
        .where(and(eq(watchList.id, id), eq(watchList.userId, userId)))
        .returning({ id: watchList.id });
      return rows.length > 0;
    },

    // ---- recommendations -----------------------------------------------------------------------------

    async recommendedClasses(viewer: Viewer, limit: number) {
      return db
        .select({ id: classes.id, title: classes.title, imageKey: mediaFiles.key })
        .from(classes)
        .leftJoin(mediaFiles, eq(mediaFiles.id, classes.imageMediaId))
        .where(and(eq(classes.recommended, true), classListed(viewer)))
        .orderBy(asc(classes.sortOrder), desc(classes.createdAt))
        .limit(limit);
    },
    /** Contents of visible classes the person has not completed: recommended classes first, then the most viewed. */
    async recommendedContents(viewer: Viewer, limit: number) {
      return db
        .select({ id: contents.id, title: contents.title, type: contents.type, classId: contents.classId, imageKey: mediaFiles.key })
        .from(contents)
        .innerJoin(classes, eq(classes.id, contents.classId))
        // Its own picture (an image content) or none: never the class's cover.
        .leftJoin(mediaFiles, and(eq(mediaFiles.id, contents.mediaId), eq(mediaFiles.kind, 'image')))
        .where(
          and(
            classListed(viewer),
            sql`not exists (select 1 from ${contentProgress} where ${contentProgress.contentId} = ${contents.id} and ${contentProgress.userId} = ${viewer.userId} and ${contentProgress.completedAt} is not null)`,
          ),
        )
        .orderBy(desc(classes.recommended), desc(contents.viewCount), desc(contents.id))
        .limit(limit);
    },

    // ---- feedback, signature, business questions -------------------------------------------------------

    /** A feedback value, and its event in the practice history (same transaction). */
    async addFeedback(userId: number, type: ItemType, id: number, value: number, comment: string | null) {
      return db.transaction(async (tx) => {
        const target = itemTargetValues(type, id);
        const [row] = await tx
          .insert(contentFeedback)
          .values({ userId, ...target, value, comment })
          .returning();
        await recordPractice(
          tx,
          userId,
          'feedback',
          { ...target, classId: target.classId ?? (await classOf(tx, { contentId: target.contentId })) },
          { feedbackId: row!.id },
        );
        return row!;
      });
    },

    /** Feedback values on the clinic's own classes (and their contents) and meditations. */
    async clinicFeedback(clinicId: number, page: Page) {
      const join = joinItems(contentFeedback);
      const where = or(eq(classes.clinicId, clinicId), eq(meditations.clinicId, clinicId));
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: contentFeedback.id,
            value: contentFeedback.value,
            text: contentFeedback.comment,
            createdAt: contentFeedback.createdAt,
            author: authorColumns,
            ...itemColumns(),
          })
          .from(contentFeedback)
          .innerJoin(users, eq(users.id, contentFeedback.userId))
          .leftJoin(contents, join.content)
          .leftJoin(classes, join.class)
          .leftJoin(meditations, join.meditation)
          .leftJoin(mediaFiles, join.media)
          .where(where)
          .orderBy(desc(contentFeedback.createdAt), desc(contentFeedback.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: count() })
          .from(contentFeedback)
          .leftJoin(contents, join.content)
          .leftJoin(classes, join.class)
          .leftJoin(meditations, join.meditation)
          .where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    /** Ratings and reviews on the clinic's own classes (and their lessons) and meditations. */
    async clinicReviews(clinicId: number, page: Page) {
      const where = or(eq(classes.clinicId, clinicId), eq(meditations.clinicId, clinicId));
      const joins = {
        lesson: eq(lessons.id, ratings.lessonId),
        class: eq(classes.id, sql`coalesce(${ratings.classId}, ${lessons.classId})`),
        meditation: eq(meditations.id, ratings.meditationId),
      };
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: ratings.id,
            value: ratings.rating,
            text: ratings.review,
            createdAt: ratings.updatedAt,
            author: authorColumns,
            lessonId: lessons.id,
            lessonTitle: lessons.title,
            classId: classes.id,
            classTitle: classes.title,
            meditationId: meditations.id,
            meditationTitle: meditations.title,
            imageKey: mediaFiles.key,
          })
          .from(ratings)
          .innerJoin(users, eq(users.id, ratings.userId))
          .leftJoin(lessons, joins.lesson)
          .leftJoin(classes, joins.class)
          .leftJoin(meditations, joins.meditation)
          .leftJoin(mediaFiles, eq(mediaFiles.id, sql`coalesce(${meditations.imageMediaId}, ${classes.imageMediaId})`))
          .where(where)
          .orderBy(desc(ratings.updatedAt), desc(ratings.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: count() })
          .from(ratings)
          .leftJoin(lessons, joins.lesson)
          .leftJoin(classes, joins.class)
          .leftJoin(meditations, joins.meditation)
          .where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },

    async addSignature(userId: number, classId: number | null, signature: string) {
      const [row] = await db.insert(signatures).values({ userId, classId, signature }).returning();
      return row!;
    },

    async latestSignature(userId: number, classId: number | null) {
      const [row] = await db
        .select()
        .from(signatures)
        .where(and(eq(signatures.userId, userId), classId === null ? isNull(signatures.classId) : eq(signatures.classId, classId)))
        .orderBy(desc(signatures.createdAt), desc(signatures.id))
        .limit(1);
      return row ?? null;
    },

    async businessQuestions(userId: number) {
      return db
        .select({ id: businessQuestions.id, question: businessQuestions.question, answer: businessAnswers.answer })
        .from(businessQuestions)
        .leftJoin(businessAnswers, and(eq(businessAnswers.questionId, businessQuestions.id), eq(businessAnswers.userId, userId)))
        .where(eq(businessQuestions.active, true))
        .orderBy(asc(businessQuestions.sortOrder), asc(businessQuestions.id));
    },
    async activeQuestionIds(ids: number[]) {
      const rows = await db
        .select({ id: businessQuestions.id })
        .from(businessQuestions)
        .where(and(inArray(businessQuestions.id, ids), eq(businessQuestions.active, true)));
      return new Set(rows.map((row) => row.id));
    },
    async saveBusinessAnswers(userId: number, answers: Array<{ questionId: number; answer: string }>) {
      await db
        .insert(businessAnswers)
        .values(answers.map((a) => ({ userId, questionId: a.questionId, answer: a.answer })))
        .onConflictDoUpdate({
          target: [businessAnswers.questionId, businessAnswers.userId],
          set: { answer: sql`excluded.answer`, updatedAt: new Date() },
        });
    },

    // ---- stories ---------------------------------------------------------------------------------------

    async stories(classId: number, page: Page, storyId?: number) {
      const where = storyId === undefined ? eq(stories.classId, classId) : and(eq(stories.classId, classId), eq(stories.id, storyId));
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: stories.id,
            classId: stories.classId,
            userId: stories.userId,
            caption: stories.caption,
            createdAt: stories.createdAt,
            author: authorColumns,
            mediaKey: mediaFiles.key,
            mediaKind: mediaFiles.kind,
            mediaContentType: mediaFiles.contentType,
          })
          .from(stories)
          .innerJoin(users, eq(users.id, stories.userId))
          .leftJoin(mediaFiles, eq(mediaFiles.id, stories.mediaId))
          .where(where)
          .orderBy(desc(stories.createdAt), desc(stories.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(stories).where(where),
      ]);
      return { rows, total: total?.total ?? 0 };
    },
    /** A story whose class the viewer may see, with the class's owner. */
    async visibleStory(viewer: Viewer, id: number) {
      const [row] = await db
        .select({
          id: stories.id,
          userId: stories.userId,
          classId: stories.classId,
          classClinicId: classes.clinicId,
        })
        .from(stories)
        .innerJoin(classes, eq(classes.id, stories.classId))
        .where(and(eq(stories.id, id), classVisible(viewer)));
      return row;
    },
    async insertStory(values: { classId: number; userId: number; mediaId: number; caption: string | null }) {
      const [row] = await db.insert(stories).values(values).returning({ id: stories.id });
      return row!.id;
    },
    /** Changes a story; a replaced file is released (returned, for it to be removed after the commit). */
    updateStory(id: number, values: { caption?: string | null; mediaId?: number }): Promise<ReleasedMedia[]> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select({ mediaId: stories.mediaId }).from(stories).where(eq(stories.id, id)).for('update');
        await tx
          .update(stories)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(stories.id, id));
        return values.mediaId !== undefined && before?.mediaId !== values.mediaId ? releaseMedia(tx, [before?.mediaId]) : [];
      });
    },
    /** Deletes a story; returns its file if nothing else uses it. */
    deleteStory(id: number): Promise<ReleasedMedia[]> {
      return db.transaction(async (tx) => {
        const [row] = await tx.delete(stories).where(eq(stories.id, id)).returning({ mediaId: stories.mediaId });
        return releaseMedia(tx, [row?.mediaId]);
      });
    },
  };
}

export type EngagementRepository = ReturnType<typeof createEngagementRepository>;
