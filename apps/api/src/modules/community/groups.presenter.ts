import type { Comment, GroupMember, GroupSummary, Post } from '@stillpoint/contracts';
import type { AuthContext } from '../../lib/access-tokens.js';
import { mediaUrl, optionalMediaUrl } from '../media/media.presenter.js';
import { presentPersonView, type PersonViewRow } from '../people/person-view.presenter.js';
import type { GroupRow, PostRow } from './groups.repository.js';

/*
 * What leaves the server of groups, posts, comments and members (decision 0035). People go through the
 * person-view rule: peers see the name each person chose for them, the clinic's team and administrators
 * the real one. Mentions carry the membership id and the name this viewer may see.
 */

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function presentGroup(row: GroupRow, now: Date): GroupSummary {
  const { group } = row;
  const muted = row.mutedUntil !== null && new Date(row.mutedUntil) > now ? iso(row.mutedUntil) : null;
  return {
    id: group.id,
    title: group.title,
    description: group.description,
    image: optionalMediaUrl(row.imageKey),
    clinic_id: group.clinicId,
    visibility: group.visibility,
    member_count: group.memberCount,
    post_count: group.postCount,
    joined: row.memberId !== null,
    favourite: row.favourite,
    invited: row.invited,
    muted_until: muted,
    created_at: group.createdAt.toISOString(),
  };
}

export function presentMember(row: { member: { id: number; joinedAt: Date; mutedUntil: Date | null }; person: PersonViewRow }, viewer: AuthContext, now: Date): GroupMember {
  return {
    member_id: row.member.id,
    person: presentPersonView(row.person, viewer),
    joined_at: row.member.joinedAt.toISOString(),
    muted_until: row.member.mutedUntil && row.member.mutedUntil > now ? row.member.mutedUntil.toISOString() : null,
  };
}

/** The names of mentioned members, as this viewer may see them (by membership id). */
export type MentionNames = Map<number, string>;
const mentionsOf = (ids: number[], names: MentionNames) =>
  ids.filter((id) => names.has(id)).map((id) => ({ member_id: id, name: names.get(id)! }));

export function presentPost(
  row: PostRow,
  images: { id: number; key: string }[],
  viewer: AuthContext,
  options: { moderator: boolean; names: MentionNames },
): Post {
  return {
    id: row.post.id,
    group_id: row.post.groupId,
    author: presentPersonView(row.author, viewer),
    data: row.post.body,
    images: images.map((image) => ({ id: image.id, url: mediaUrl(image.key) })),
    mentions: mentionsOf(row.post.mentions, options.names),
    likes_count: row.post.likeCount,
    comments_count: row.post.commentCount,
    liked: row.liked,
    can_delete: options.moderator || row.post.authorId === viewer.userId,
    hidden: row.post.hiddenAt !== null,
    reports_count: options.moderator ? row.reportsCount : 0,
    created_at: row.post.createdAt.toISOString(),
  };
}

export function presentComment(
  row: { comment: { id: number; postId: number; authorId: number; body: string; mentions: number[]; hiddenAt: Date | null; createdAt: Date }; author: PersonViewRow },
  viewer: AuthContext,
  options: { moderator: boolean; names: MentionNames },
): Comment {
  return {
    comment_id: row.comment.id,
    post_id: row.comment.postId,
    author: presentPersonView(row.author, viewer),
    comment: row.comment.body,
    mentions: mentionsOf(row.comment.mentions, options.names),
    can_delete: options.moderator || row.comment.authorId === viewer.userId,
    hidden: row.comment.hiddenAt !== null,
    created_at: row.comment.createdAt.toISOString(),
  };
}
