import { z } from 'zod';
import { flagField, idField, numberField, searchField } from '../common.js';
import { pagingInput } from '../envelope.js';
import { personView } from '../people/person-view.js';

/*
 * Groups, posts and comments (spec sections 3 "Group, Post, Comment" and 7 "Groups and posts"; decision
 * 0035). A group belongs to a clinic (its patients and employees only) or to the platform (every patient
 * and personal user). Members read and write posts; the group's owner (the clinic account, or
 * administrators for a platform group) moderates: sees reports, hides or deletes posts and comments, and
 * mutes a member in that group. Peers appear as the name they chose for peers (decision 0010): a
 * patient never sees another patient's identity, and mentions name members by their membership id.
 */

/** Groups per page on the front list (spec section 9: perPage 9, page 1). */
export const GROUPS_PER_PAGE = 9;
export const GROUP_TITLE_MAX = 120;
export const GROUP_DESCRIPTION_MAX = 2000;
/** A post's text: plain text (line breaks kept; links shown as text), never HTML. */
export const POST_TEXT_MAX = 5000;
export const COMMENT_TEXT_MAX = 2000;
export const POST_IMAGES_MAX = 4;
export const MENTIONS_MAX = 20;
export const REPORT_REASON_MAX = 500;
/** Days a mute lasts when the moderator names none; at most a year. */
export const MUTE_DAYS_DEFAULT = 7;
export const MUTE_DAYS_MAX = 365;
export const INVITE_MAX = 200;

/** open: anyone in the audience joins; invite: only people invited by the group's owner or its team. */
export const GROUP_VISIBILITIES = ['open', 'invite'] as const;
export type GroupVisibility = (typeof GROUP_VISIBILITIES)[number];
/** Which groups the front list shows. */
export const GROUP_FILTERS = ['all', 'joined', 'favourites'] as const;
export const REPORT_STATUSES = ['open', 'resolved'] as const;
/** What a moderator does about a report (or directly to a post or comment). */
export const MODERATION_ACTIONS = ['hide', 'unhide', 'delete', 'dismiss'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

const textOf = (max: number, empty: string) => z.string().trim().min(1, empty).max(max);
/** Membership ids of the group's members named with @ in a text (the web's mention picker fills it). */
const mentionsField = z
  .preprocess((value) => (typeof value === 'string' ? (value === '' ? [] : value.split(',')) : value), z.array(idField).max(MENTIONS_MAX))
  .default([]);

// Inputs -----------------------------------------------------------------------------------------------

export const groupListInput = pagingInput.extend({
  perPage: numberField(z.number().int().min(1).max(100).default(GROUPS_PER_PAGE)),
  filter: z.enum(GROUP_FILTERS).default('all'),
  search: searchField.optional(),
});
export const groupIdInput = z.object({ group_id: idField });
/** The group's feed, newest first, one page at a time. */
export const groupPostsInput = pagingInput.extend({ group_id: idField });
export const postIdInput = z.object({ id: idField });
export const postIdOnlyInput = z.object({ post_id: idField });
export const commentIdInput = z.object({ comment_id: idField });
/** Post detail: the post and a page of its comments (oldest first, as a conversation reads). */
export const postDetailInput = pagingInput.extend({
  id: idField,
  perPage: numberField(z.number().int().min(1).max(100).default(50)),
});
export const recentInput = pagingInput;

/** Create a post (multipart: the text in `data`, images in `images`). */
export const createPostInput = z.object({
  group_id: idField,
  data: textOf(POST_TEXT_MAX, 'Write something to post'),
  mentions: mentionsField,
});
export const addCommentInput = z.object({
  post_id: idField,
  comment: textOf(COMMENT_TEXT_MAX, 'Write a comment'),
  mentions: mentionsField,
});
/** Report a post, or one of its comments (comment_id). */
export const reportInput = z.object({
  post_id: idField,
  comment_id: idField.optional(),
  reason: z.string().trim().max(REPORT_REASON_MAX).default(''),
});
/** Invite people to a group (its audience only; others are skipped). */
export const groupInviteInput = z.object({
  group_id: idField,
  user_ids: z.array(idField).min(1, 'Choose at least one person').max(INVITE_MAX),
});

/** Clinic and admin: a group (multipart with the cover image in `image`). */
const groupFields = {
  title: textOf(GROUP_TITLE_MAX, 'Enter a title'),
  description: z.string().trim().max(GROUP_DESCRIPTION_MAX).default(''),
  visibility: z.enum(GROUP_VISIBILITIES).default('open'),
};
export const createGroupInput = z.object(groupFields);
export const updateGroupInput = z.object({
  id: idField,
  ...groupFields,
  /** Remove the cover without giving another. */
  remove_image: flagField.optional(),
});
/** Admin: create a platform group, or one for a clinic (clinic_id). */
export const adminCreateGroupInput = createGroupInput.extend({ clinic_id: idField.optional() });
export const groupIdOnlyInput = z.object({ id: idField });
export const manageGroupListInput = pagingInput.extend({ search: searchField.optional(), clinic_id: idField.optional() });
/** Staff feed of a group: hidden posts included (marked). */
export const managePostsInput = pagingInput.extend({ group_id: idField });
export const manageCommentsInput = pagingInput.extend({
  post_id: idField,
  perPage: numberField(z.number().int().min(1).max(100).default(50)),
});
export const reportListInput = pagingInput.extend({ status: z.enum(REPORT_STATUSES).default('open') });
/** Moderate a report, or a post / comment directly (no report). */
export const moderateInput = z
  .object({
    report_id: idField.optional(),
    post_id: idField.optional(),
    comment_id: idField.optional(),
    action: z.enum(MODERATION_ACTIONS),
  })
  .refine((input) => input.report_id !== undefined || input.post_id !== undefined || input.comment_id !== undefined, {
    path: ['report_id'],
    message: 'Name a report, a post or a comment',
  });
export const muteInput = z.object({
  group_id: idField,
  member_id: idField,
  /** 0 lifts the mute. */
  days: numberField(z.number().int().min(0).max(MUTE_DAYS_MAX).default(MUTE_DAYS_DEFAULT)),
});
export const membersInput = pagingInput.extend({ group_id: idField, perPage: numberField(z.number().int().min(1).max(100).default(50)) });
/** Admin users by role id (spec: admin users {roleid}): people to invite to a platform group. */
export const groupInviteesByRoleInput = pagingInput.extend({
  roleid: numberField(z.number().int().min(3).max(6)),
  search: searchField.optional(),
  perPage: numberField(z.number().int().min(1).max(100).default(50)),
});

// Outputs ----------------------------------------------------------------------------------------------

export const groupSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  /** null: a platform group (every patient and personal user). */
  clinic_id: z.number().int().nullable(),
  visibility: z.enum(GROUP_VISIBILITIES),
  member_count: z.number().int(),
  post_count: z.number().int(),
  /** The caller's relation to the group. */
  joined: z.boolean(),
  favourite: z.boolean(),
  invited: z.boolean(),
  /** Until when the caller may not post or comment here (a moderator's mute); null when they may. */
  muted_until: z.string().nullable(),
  created_at: z.string(),
});
export type GroupSummary = z.infer<typeof groupSummary>;

export const postImage = z.object({ id: z.number().int(), url: z.string() });

/** A member of a group as others see them: the membership id (what mentions name) and the person as this viewer may see them. */
export const groupMember = z.object({
  member_id: z.number().int(),
  person: personView,
  joined_at: z.string(),
  muted_until: z.string().nullable(),
});
export type GroupMember = z.infer<typeof groupMember>;

/** A mention in a text: the membership id and the name shown. */
export const mention = z.object({ member_id: z.number().int(), name: z.string() });

export const post = z.object({
  id: z.number().int(),
  group_id: z.number().int(),
  author: personView,
  data: z.string(),
  images: z.array(postImage),
  mentions: z.array(mention),
  likes_count: z.number().int(),
  comments_count: z.number().int(),
  liked: z.boolean(),
  /** The caller may delete it (their own, or they moderate the group). */
  can_delete: z.boolean(),
  /** Staff views only: hidden by a moderator (members no longer see it). */
  hidden: z.boolean(),
  /** Open reports on it (staff views; 0 for members). */
  reports_count: z.number().int(),
  created_at: z.string(),
});
export type Post = z.infer<typeof post>;

export const comment = z.object({
  comment_id: z.number().int(),
  post_id: z.number().int(),
  author: personView,
  comment: z.string(),
  mentions: z.array(mention),
  can_delete: z.boolean(),
  hidden: z.boolean(),
  created_at: z.string(),
});
export type Comment = z.infer<typeof comment>;

/** Group detail: the group, its first page of posts (members only), a first page of participants, and counts. */
export const groupDetail = z.object({
  group: groupSummary,
  /** Empty for people who have not joined: the feed is for members. */
  posts: z.array(post),
  total_pages: z.number().int(),
  participants: z.array(groupMember),
  post_count: z.number().int(),
  /** The caller moderates this group (clinic account, administrators). */
  can_moderate: z.boolean(),
});
export type GroupDetail = z.infer<typeof groupDetail>;

export const postDetail = z.object({
  postDetail: post,
  postComments: z.array(comment),
  /** Pages of comments. */
  total_pages: z.number().int(),
});
export type PostDetail = z.infer<typeof postDetail>;

/** A comment with its post's group, for the forum comments list. */
export const forumComment = comment.extend({ group_id: z.number().int(), group_title: z.string() });
/** A post with its group's title, for recent posts. */
export const recentPost = post.extend({ group_title: z.string() });

export const report = z.object({
  id: z.number().int(),
  group_id: z.number().int(),
  group_title: z.string(),
  post_id: z.number().int(),
  comment_id: z.number().int().nullable(),
  /** What was reported, as written (moderators read it to decide). */
  excerpt: z.string(),
  /** Whether it is already hidden. */
  hidden: z.boolean(),
  author: personView,
  /** The author's membership in the group (to mute them). */
  author_member_id: z.number().int().nullable(),
  reason: z.string(),
  /** How many people reported it. */
  reporters: z.number().int(),
  status: z.enum(REPORT_STATUSES),
  created_at: z.string(),
});
export type Report = z.infer<typeof report>;

/** Invite candidates (clinic patients, users by role). */
export const inviteCandidate = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
});
export const invitationsSent = z.object({ sent: z.number().int() });
