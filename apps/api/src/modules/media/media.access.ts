import { and, eq, exists, getTableName, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  aiMeditations,
  assistantChats,
  assistantMessages,
  categories,
  chatMessages,
  challengeGallery,
  challenges,
  events,
  classes,
  contents,
  groupPostImages,
  groupPosts,
  groups,
  lessons,
  mediaFiles,
  meditationAudios,
  meditations,
  resources,
  stories,
  users,
  type Db,
} from '@stillpoint/db';
import { isAdminViewer, readableClasses, readableMeditations, type Viewer } from '../content/content.visibility.js';
import { audienceCondition, audienceOf } from '../community/groups.visibility.js';
import { eventAudienceCondition, eventAudienceOf } from '../community/events.repository.js';
import { seesRealIdentity } from '../people/person-view.presenter.js';
import { MEDIA_REFERENCES } from './media.lifecycle.js';

/*
 * Who may fetch a stored file (decision 0015): whoever may see a row that uses it, decided per request by
 * the same rules that decide whether they see the row (content.visibility.ts for the library, the person
 * for avatars and assistant conversations). A file no row uses yet belongs to whoever uploaded it.
 */

/** Stands for "anyone signed in" (no clinic, no administrator): what it sees is the platform's shared library. */
const EVERYONE: Viewer = { userId: 0, role: 'frontuser', clinicId: null };

const select1 = (db: Db) => db.select({ one: sql`1` });
const columnName = (table: PgTable, column: PgColumn) => `${getTableName(table)}.${column.name}`;

/** The rows a viewer sees among those naming a file, per referencing column (media.lifecycle's MEDIA_REFERENCES). */
type Rule = (db: Db, viewer: Viewer) => SQL;
// Readable, not only listed: a clinic previews its own drafts with their media; learners get published ones.
const classVisible = (viewer: Viewer) => readableClasses(viewer) ?? sql`true`;
const meditationVisible = (viewer: Viewer) => readableMeditations(viewer) ?? sql`true`;

export const MEDIA_RULES: Readonly<Record<string, Rule>> = {
  /** A category's image: the platform's categories are everyone's, a clinic's are its people's. */
  [columnName(categories, categories.imageMediaId)]: (db, viewer) =>
    exists(
      select1(db)
        .from(categories)
        .where(
          and(
            eq(categories.imageMediaId, mediaFiles.id),
            isAdminViewer(viewer)
              ? undefined
              : or(isNull(categories.clinicId), viewer.clinicId === null ? undefined : eq(categories.clinicId, viewer.clinicId)),
          ),
        ),
    ),
  [columnName(classes, classes.imageMediaId)]: (db, viewer) =>
    exists(
      select1(db)
        .from(classes)
        .where(and(eq(classes.imageMediaId, mediaFiles.id), classVisible(viewer))),
    ),
  /** A content's file, a story's file: whoever sees the class. */
  [columnName(contents, contents.mediaId)]: (db, viewer) =>
    exists(
      select1(db)
        .from(contents)
        .innerJoin(classes, eq(classes.id, contents.classId))
        .where(and(eq(contents.mediaId, mediaFiles.id), classVisible(viewer))),
    ),
  [columnName(stories, stories.mediaId)]: (db, viewer) =>
    exists(
      select1(db)
        .from(stories)
        .innerJoin(classes, eq(classes.id, stories.classId))
        .where(and(eq(stories.mediaId, mediaFiles.id), classVisible(viewer))),
    ),
  [columnName(meditations, meditations.imageMediaId)]: (db, viewer) =>
    exists(
      select1(db)
        .from(meditations)
        .where(and(eq(meditations.imageMediaId, mediaFiles.id), meditationVisible(viewer))),
    ),
  [columnName(meditations, meditations.audioMediaId)]: (db, viewer) =>
    exists(
      select1(db)
        .from(meditations)
        .where(and(eq(meditations.audioMediaId, mediaFiles.id), meditationVisible(viewer))),
    ),
  [columnName(meditationAudios, meditationAudios.mediaId)]: (db, viewer) =>
    exists(
      select1(db)
        .from(meditationAudios)
        .innerJoin(meditations, eq(meditations.id, meditationAudios.meditationId))
        .where(and(eq(meditationAudios.mediaId, mediaFiles.id), meditationVisible(viewer))),
    ),
  /** A resource belongs to a class, a lesson (of a class) or a meditation. */
  [columnName(resources, resources.mediaId)]: (db, viewer) =>
    or(
      exists(
        select1(db)
          .from(resources)
          .innerJoin(classes, eq(classes.id, resources.classId))
          .where(and(eq(resources.mediaId, mediaFiles.id), classVisible(viewer))),
      ),
      exists(
        select1(db)
          .from(resources)
          .innerJoin(lessons, eq(lessons.id, resources.lessonId))
          .innerJoin(classes, eq(classes.id, lessons.classId))
          .where(and(eq(resources.mediaId, mediaFiles.id), classVisible(viewer))),
      ),
      exists(
        select1(db)
          .from(resources)
          .innerJoin(meditations, eq(meditations.id, resources.meditationId))
          .where(and(eq(resources.mediaId, mediaFiles.id), meditationVisible(viewer))),
      ),
    )!,
  /** The assistant's spoken answers are health data: their owner only, no clinic, no administrator. */
  [columnName(assistantMessages, assistantMessages.audioMediaId)]: (db, viewer) =>
    exists(
      select1(db)
        .from(assistantMessages)
        .innerJoin(assistantChats, eq(assistantChats.id, assistantMessages.chatId))
        .where(and(eq(assistantMessages.audioMediaId, mediaFiles.id), eq(assistantChats.userId, viewer.userId))),
    ),
  /** A chat message's image or file: the two people of the conversation only (health data). */
  [columnName(chatMessages, chatMessages.mediaId)]: (db, viewer) =>
    exists(
      select1(db)
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.mediaId, mediaFiles.id),
            or(eq(chatMessages.senderId, viewer.userId), eq(chatMessages.receiverId, viewer.userId)),
          ),
        ),
    ),
  /** A group's cover: whoever the group is for (decision 0035). */
  [columnName(groups, groups.imageMediaId)]: (db, viewer) =>
    exists(
      select1(db)
        .from(groups)
        .where(and(eq(groups.imageMediaId, mediaFiles.id), audienceCondition(audienceOf(viewer)))),
    ),
  /**
   * A post's image: the group's members while the post is shown, and those who moderate the group (its
   * clinic account, administrators), hidden or not.
   */
  [columnName(groupPostImages, groupPostImages.mediaId)]: (db, viewer) => {
    const moderates = isAdminViewer(viewer)
      ? sql`true`
      : viewer.role === 'clinic' && viewer.clinicId !== null
        ? eq(groups.clinicId, viewer.clinicId)
        : sql`false`;
    return exists(
      select1(db)
        .from(groupPostImages)
        .innerJoin(groupPosts, eq(groupPosts.id, groupPostImages.postId))
        .innerJoin(groups, eq(groups.id, groupPosts.groupId))
        .where(
          and(
            eq(groupPostImages.mediaId, mediaFiles.id),
            or(
              moderates,
              and(
                isNull(groupPosts.hiddenAt),
                audienceCondition(audienceOf(viewer)),
                sql`exists (select 1 from group_members m where m.group_id = ${groups.id} and m.user_id = ${viewer.userId})`,
              ),
            ),
          ),
        ),
    );
  },
  /** A challenge's cover and trophy: whoever the challenge is for (decision 0036). */
  [columnName(challenges, challenges.imageMediaId)]: (db, viewer) =>
    exists(
      select1(db)
        .from(challenges)
        .where(and(eq(challenges.imageMediaId, mediaFiles.id), audienceCondition(audienceOf(viewer), challenges.clinicId))),
    ),
  [columnName(challenges, challenges.trophyMediaId)]: (db, viewer) =>
    exists(
      select1(db)
        .from(challenges)
        .where(and(eq(challenges.trophyMediaId, mediaFiles.id), audienceCondition(audienceOf(viewer), challenges.clinicId))),
    ),
  /** An event's image: whoever the event is for (decision 0037). */
  [columnName(events, events.imageMediaId)]: (db, viewer) =>
    exists(
      select1(db)
        .from(events)
        .where(and(eq(events.imageMediaId, mediaFiles.id), eventAudienceCondition(eventAudienceOf(viewer)))),
    ),
  /** A challenge gallery image: the platform's to anyone signed in, a clinic's to its people. */
  [columnName(challengeGallery, challengeGallery.mediaId)]: (db, viewer) =>
    exists(
      select1(db)
        .from(challengeGallery)
        .where(
          and(
            eq(challengeGallery.mediaId, mediaFiles.id),
            isAdminViewer(viewer) ? undefined : or(isNull(challengeGallery.clinicId), viewer.clinicId === null ? undefined : eq(challengeGallery.clinicId, viewer.clinicId)),
          ),
        ),
    ),
  /** A composed meditation: the library that composed it (administrators the platform's, a clinic account its own). */
  [columnName(aiMeditations, aiMeditations.audioMediaId)]: (db, viewer) => {
    const library = isAdminViewer(viewer)
      ? isNull(aiMeditations.clinicId)
      : viewer.role === 'clinic' && viewer.clinicId !== null
        ? eq(aiMeditations.clinicId, viewer.clinicId)
        : sql`false`;
    return exists(
      select1(db)
        .from(aiMeditations)
        .where(and(eq(aiMeditations.audioMediaId, mediaFiles.id), library)),
    );
  },
};

/** Covers that anyone may fetch and any cache may keep: the images of the platform's shared library. */
const PUBLIC_COVERS = [
  columnName(categories, categories.imageMediaId),
  columnName(classes, classes.imageMediaId),
  columnName(meditations, meditations.imageMediaId),
];

/** What the media route may do with a file: nothing (missing or refused), serve it to anyone, or to this caller only. */
export type MediaAccess = 'missing' | 'public' | 'private' | 'refused';

export function createMediaAccess(db: Db) {
  const referenced = MEDIA_REFERENCES.map(({ table, column }) => columnName(table, column));
  const anyoneSees = (viewer: Viewer) =>
    or(
      ...referenced.map((name) => MEDIA_RULES[name]?.(db, viewer) ?? sql`false`),
      // Not used by any row yet (just uploaded, or picked again later): its uploader's.
      and(
        eq(mediaFiles.uploadedBy, viewer.userId),
        ...MEDIA_REFERENCES.map(
          ({ table, column }) => sql`not exists (select 1 from ${table} where ${column} = ${mediaFiles.id})`,
        ),
      ),
    )!;

  return {
    /** One statement: the file by key, whether it is a public cover, and whether any of the viewers may see it. */
    async file(key: string, viewers: readonly Viewer[]): Promise<MediaAccess> {
      const [row] = await db
        .select({
          isPublic: sql<boolean>`(${and(eq(mediaFiles.kind, 'image'), or(...PUBLIC_COVERS.map((name) => MEDIA_RULES[name]!(db, EVERYONE))))})`,
          allowed: viewers.length ? sql<boolean>`(${or(...viewers.map(anyoneSees))})` : sql<boolean>`false`,
        })
        .from(mediaFiles)
        .where(eq(mediaFiles.key, key));
      if (!row) return 'missing';
      if (row.isPublic) return 'public';
      return row.allowed ? 'private' : 'refused';
    },

    /**
     * An avatar (`avatars/<user id>/<random>.<ext>`, the account's current one only): the person
     * themself, anyone for a member of a clinic's team or the administration (their name and face are how
     * patients know who cares for them), administrators, and the team of the person's own clinic.
     * Nobody else: another patient sees the default avatar.
     */
    async avatar(key: string, viewers: readonly Viewer[]): Promise<MediaAccess> {
      const userId = Number(/^avatars\/(\d{1,10})\//.exec(key)?.[1]);
      if (!Number.isSafeInteger(userId)) return 'missing';
      const [person] = await db
        .select({ id: users.id, role: users.role, clinicId: users.clinicId, avatarUrl: users.avatarUrl })
        .from(users)
        .where(eq(users.id, userId));
      if (!person || !person.avatarUrl?.endsWith(`/${key}`)) return 'missing';
      // The person-view presenter's own rule: whoever sees the real identity sees the face.
      const sees = (viewer: Viewer) => seesRealIdentity(person, viewer);
      return viewers.some(sees) ? 'private' : 'refused';
    },
  };
}

export type MediaAccessChecker = ReturnType<typeof createMediaAccess>;
