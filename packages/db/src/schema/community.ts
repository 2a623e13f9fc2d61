import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { mediaFiles } from './content.js';
import { clinics, users } from './people.js';

/*
 * Groups, posts and comments (decision 0035). A group belongs to a clinic (its people only) or to the
 * platform (clinic_id null). Posts keep their like and comment counts beside them, updated in the same
 * transaction as the like or comment, so a feed page is one query with no count per post. A moderator's
 * hide sets hidden_at (members no longer see it; the owner still does); a delete removes the row.
 */

export const groupVisibilities = ['open', 'invite'] as const;
export const groupReportStatuses = ['open', 'resolved'] as const;

export const groups = pgTable(
  'groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** null: a platform group (every patient and personal user). */
    clinicId: integer('clinic_id').references(() => clinics.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    imageMediaId: integer('image_media_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    visibility: text('visibility', { enum: groupVisibilities }).notNull().default('open'),
    memberCount: integer('member_count').notNull().default(0),
    postCount: integer('post_count').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('groups_clinic_idx').on(t.clinicId, t.createdAt),
    check('groups_visibility', sql`${t.visibility} in ('open', 'invite')`),
    check('groups_counts', sql`${t.memberCount} >= 0 and ${t.postCount} >= 0`),
  ],
);

/** A person in a group; the row's id is what mentions name (peers never learn user ids). */
export const groupMembers = pgTable(
  'group_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A moderator's mute: no posting or commenting here until then. */
    mutedUntil: timestamp('muted_until', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('group_members_person_idx').on(t.groupId, t.userId), index('group_members_user_idx').on(t.userId)],
);

export const groupFavourites = pgTable(
  'group_favourites',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('group_favourites_user_idx').on(t.userId)],
);

/** An invitation to a group (what lets a person join an invitation-only group); it goes when they join. */
export const groupInvitations = pgTable(
  'group_invitations',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('group_invitations_user_idx').on(t.userId)],
);

export const groupPosts = pgTable(
  'group_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Plain text (never HTML). */
    body: text('body').notNull(),
    /** Membership ids mentioned with @ (each was a member when the post was written). */
    mentions: integer('mentions').array().notNull().default(sql`'{}'::integer[]`),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The feed: a group's posts newest first, one page at a time.
    // Ascending: read backwards it serves `order by created_at desc, id desc` (a DESC NULLS LAST index would not).
    index('group_posts_feed_idx').on(t.groupId, t.createdAt, t.id),
    index('group_posts_author_idx').on(t.authorId),
    check('group_posts_counts', sql`${t.likeCount} >= 0 and ${t.commentCount} >= 0`),
  ],
);

export const groupPostImages = pgTable(
  'group_post_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => groupPosts.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [index('group_post_images_post_idx').on(t.postId, t.position), index('group_post_images_media_idx').on(t.mediaId)],
);

export const groupComments = pgTable(
  'group_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    postId: integer('post_id')
      .notNull()
      .references(() => groupPosts.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    mentions: integer('mentions').array().notNull().default(sql`'{}'::integer[]`),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('group_comments_post_idx').on(t.postId, t.createdAt, t.id), index('group_comments_author_idx').on(t.authorId)],
);

export const groupPostLikes = pgTable(
  'group_post_likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => groupPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('group_post_likes_user_idx').on(t.userId)],
);

/** A report of a post (comment_id null) or a comment; one per person and thing reported. */
export const groupReports = pgTable(
  'group_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => groupPosts.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => groupComments.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    status: text('status', { enum: groupReportStatuses }).notNull().default('open'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('group_reports_once_idx').on(t.reporterId, t.postId, sql`coalesce(${t.commentId}, 0)`),
    index('group_reports_group_idx').on(t.groupId, t.status, t.createdAt),
    check('group_reports_status', sql`${t.status} in ('open', 'resolved')`),
  ],
);
