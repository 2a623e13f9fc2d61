import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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

/*
 * Challenges (decision 0036). A participant's check-ins are one row per local day (the primary key refuses a
 * second); the participant row keeps the count and the streaks beside it, moved in the check-in's own
 * transaction under the row's lock, so the list of participants with streaks is one query.
 */

export const galleryTypes = ['image', 'trophy'] as const;

export const challengeCategories = pgTable(
  'challenge_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** null: the platform's. */
    clinicId: integer('clinic_id').references(() => clinics.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('challenge_categories_clinic_idx').on(t.clinicId)],
);

/** The galleries of cover and trophy images a library picks from. */
export const challengeGallery = pgTable(
  'challenge_gallery',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clinicId: integer('clinic_id').references(() => clinics.id, { onDelete: 'cascade' }),
    type: text('type', { enum: galleryTypes }).notNull(),
    mediaId: integer('media_id')
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('challenge_gallery_clinic_idx').on(t.clinicId, t.type), check('challenge_gallery_type', sql`${t.type} in ('image', 'trophy')`)],
);

export const challenges = pgTable(
  'challenges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clinicId: integer('clinic_id').references(() => clinics.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => challengeCategories.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    dailyGoal: text('daily_goal').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    goalDays: integer('goal_days').notNull(),
    imageMediaId: integer('image_media_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    trophyMediaId: integer('trophy_media_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    participantCount: integer('participant_count').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('challenges_clinic_idx').on(t.clinicId, t.endsOn),
    check('challenges_period', sql`${t.endsOn} >= ${t.startsOn}`),
    check('challenges_goal', sql`${t.goalDays} >= 1 and ${t.goalDays} <= ${t.endsOn} - ${t.startsOn} + 1`),
  ],
);

export const challengeParticipants = pgTable(
  'challenge_participants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkIns: integer('check_ins').notNull().default(0),
    currentStreak: integer('current_streak').notNull().default(0),
    bestStreak: integer('best_streak').notNull().default(0),
    lastDay: date('last_day', { mode: 'string' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('challenge_participants_person_idx').on(t.challengeId, t.userId), index('challenge_participants_user_idx').on(t.userId)],
);

export const challengeCheckIns = pgTable(
  'challenge_check_ins',
  {
    participantId: integer('participant_id')
      .notNull()
      .references(() => challengeParticipants.id, { onDelete: 'cascade' }),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.participantId, t.day] }), index('challenge_check_ins_day_idx').on(t.challengeId, t.day)],
);

export const challengeComments = pgTable(
  'challenge_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('challenge_comments_challenge_idx').on(t.challengeId, t.createdAt)],
);

/*
 * Events (decision 0037). An event belongs to a clinic (its patients and employees) or to the platform
 * (clinic_id null: everyone). Its times are UTC instants with the IANA zone it is planned in. Joins take a
 * place under the event row's lock (the count beside it, checked against the capacity in the same
 * transaction); every delete of a participant moves the count back by trigger (migration 0018).
 */

export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clinicId: integer('clinic_id').references(() => clinics.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    location: text('location'),
    onlineUrl: text('online_url'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    /** null: no limit. */
    capacity: integer('capacity'),
    participantCount: integer('participant_count').notNull().default(0),
    imageMediaId: integer('image_media_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    /** Raised by every change of its times: the .ics SEQUENCE. */
    sequence: integer('sequence').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_clinic_idx').on(t.clinicId, t.startsAt),
    index('events_starts_idx').on(t.startsAt),
    check('events_period', sql`${t.endsAt} > ${t.startsAt}`),
    check('events_capacity', sql`${t.capacity} is null or ${t.capacity} >= 1`),
    check('events_place', sql`${t.location} is not null or ${t.onlineUrl} is not null`),
    check('events_count', sql`${t.participantCount} >= 0`),
  ],
);

export const eventParticipants = pgTable(
  'event_participants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('event_participants_person_idx').on(t.eventId, t.userId), index('event_participants_user_idx').on(t.userId)],
);
