import {
  GROUP_MESSAGES,
  POST_IMAGES_MAX,
  type Comment,
  type GroupDetail,
  type GroupSummary,
  type ModerationAction,
  type Post,
} from '@stillpoint/contracts';
import type { AuthContext } from '../../lib/access-tokens.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { MediaRow } from '../media/media.repository.js';
import type { ReleasedMedia } from '../media/media.lifecycle.js';
import type { NotificationService } from '../notifications/notifications.service.js';
import { areaOf } from '../notifications/notifications.service.js';
import { presentPersonView } from '../people/person-view.presenter.js';
import { presentComment, presentGroup, presentMember, presentPost, type MentionNames } from './groups.presenter.js';
import type { GroupRow, GroupsRepository } from './groups.repository.js';
import { audienceOf, type GroupAudience } from './groups.visibility.js';

type Page = { limit: number; offset: number };
/** Posts on the group detail's first page. */
const DETAIL_POSTS = 10;
/** Participants on the group detail. */
const DETAIL_PARTICIPANTS = 24;
/** Names in a grouped like notification before "and N others". */
const LIKERS_NAMED = 2;

/**
 * Groups, posts and comments (decision 0035). Who sees a group is its audience (a clinic's people, or every
 * patient and personal user for a platform group): anything outside it answers 404. Inside it, reading and
 * writing posts needs membership (403 'Join the group to take part'); a muted member reads but does not
 * write. The group's owner moderates: the clinic account for its groups, administrators for all.
 */
export function createGroupsService(deps: {
  repo: GroupsRepository;
  notifications: Pick<NotificationService, 'notify'>;
  /** Removes files of media a committed change released (media service). */
  removeReleased: (released: ReleasedMedia[]) => Promise<void>;
  now?: () => Date;
}) {
  const { repo, notifications } = deps;
  const now = deps.now ?? (() => new Date());
  const missingGroup = (path = 'group_id') => fieldError('NOT_FOUND', path, 'Group not found');
  const missingPost = (path = 'id') => fieldError('NOT_FOUND', path, 'Post not found');

  /** Front callers see their audience's groups; clinic accounts and administrators manage theirs (the same rule). */
  const frontAudience = (auth: AuthContext): GroupAudience => audienceOf(auth);
  const manageAudience = (auth: AuthContext): GroupAudience => audienceOf(auth);
  /** Whether a person belongs to a group's audience (invitations reach only them). */
  function inAudience(group: { clinicId: number | null }, person: { role: string; clinicId: number | null }) {
    if (group.clinicId === null) return person.role === 'patient' || person.role === 'frontuser';
    return (person.role === 'patient' || person.role === 'employee') && person.clinicId === group.clinicId;
  }

  async function frontGroup(auth: AuthContext, groupId: number, path = 'group_id'): Promise<GroupRow> {
    const row = await repo.group(groupId, auth.userId, frontAudience(auth));
    if (!row) throw missingGroup(path);
    return row;
  }
  async function manageGroup(auth: AuthContext, groupId: number, path = 'id'): Promise<GroupRow> {
    const row = await repo.group(groupId, auth.userId, manageAudience(auth));
    if (!row) throw missingGroup(path);
    return row;
  }
  /** A member's group; 403 for someone of the audience who has not joined. */
  async function memberGroup(auth: AuthContext, groupId: number, path = 'group_id'): Promise<GroupRow> {
    const row = await frontGroup(auth, groupId, path);
    if (row.memberId === null) throw new AppError('FORBIDDEN', GROUP_MESSAGES.notMember);
    return row;
  }
  /** A member who may write: not muted in the group. */
  function assertMayWrite(row: GroupRow) {
    if (row.mutedUntil !== null && new Date(row.mutedUntil) > now()) throw new AppError('FORBIDDEN', GROUP_MESSAGES.mutedHere);
  }

  /** A post members may see (not hidden) in a group the caller joined. */
  async function memberPost(auth: AuthContext, postId: number, path: string) {
    const post = await repo.post(postId, auth.userId);
    if (!post) throw missingPost(path);
    // Outside the audience the post does not exist; inside it, a hidden post is gone for members.
    const group = await repo.group(post.post.groupId, auth.userId, frontAudience(auth));
    if (!group || post.post.hiddenAt !== null) throw missingPost(path);
    if (group.memberId === null) throw new AppError('FORBIDDEN', GROUP_MESSAGES.notMember);
    return { post, group };
  }

  /** Names of the members mentioned in these texts, as this viewer may see them. */
  async function mentionNames(items: { mentions: number[] }[], viewer: AuthContext): Promise<MentionNames> {
    const ids = [...new Set(items.flatMap((item) => item.mentions))];
    const rows = await repo.membersByIds(ids);
    return new Map(rows.map((row) => [row.member.id, presentPersonView(row.person, viewer).name]));
  }

  /** The mentions a writer may make: members of the group other than themself. */
  async function validMentions(groupId: number, memberIds: number[], writerId: number) {
    const rows = await repo.membersByIds(memberIds, groupId);
    return rows.filter((row) => row.member.userId !== writerId);
  }

  async function presentPostsPage(
    auth: AuthContext,
    result: Awaited<ReturnType<GroupsRepository['posts']>>,
    moderator: boolean,
  ): Promise<(Post & { group_title?: string })[]> {
    const names = await mentionNames(result.rows.map((row) => row.post), auth);
    return result.rows.map((row) => ({
      ...presentPost(row, result.images.get(row.post.id) ?? [], auth, { moderator, names }),
      ...(result.titles.has(row.post.groupId) ? { group_title: result.titles.get(row.post.groupId)! } : {}),
    }));
  }

  async function presentOnePost(auth: AuthContext, postId: number, moderator: boolean): Promise<Post> {
    const row = await repo.post(postId, auth.userId, moderator);
    if (!row) throw missingPost();
    return presentPost(row, row.images, auth, { moderator, names: await mentionNames([row.post], auth) });
  }

  async function summary(auth: AuthContext, groupId: number, audience: GroupAudience): Promise<GroupSummary> {
    const row = await repo.group(groupId, auth.userId, audience);
    if (!row) throw missingGroup();
    return presentGroup(row, now());
  }

  /** Tells the people mentioned (other than the writer) that they were. */
  async function tellMentioned(mentioned: { member: { userId: number } }[], auth: AuthContext, group: GroupRow, postId: number, where: 'post' | 'comment') {
    const userIds = mentioned.map((row) => row.member.userId);
    if (userIds.length === 0) return;
    await notifications.notify({
      userIds,
      kind: 'group_activity',
      title: `You were mentioned in ${group.group.title}`,
      body: where === 'post' ? 'Someone mentioned you in a post.' : 'Someone mentioned you in a comment.',
      link: (recipient) => `${areaOf(recipient.role)}/groups/${group.group.id}/posts/${postId}`,
      data: { group_id: group.group.id, post_id: postId },
    });
  }

  async function tellInvited(userIds: number[], group: GroupRow) {
    if (userIds.length === 0) return;
    await notifications.notify({
      userIds,
      kind: 'group_invitation',
      title: `You are invited to the group ${group.group.title}`,
      body: 'Open the group to read what its members share and join them.',
      link: (recipient) => `${areaOf(recipient.role)}/groups/${group.group.id}`,
      data: { group_id: group.group.id },
      key: `group-invitation:${group.group.id}`,
    });
  }

  /** Invites people of the group's audience (others skipped); answers how many were newly invited. */
  async function invite(auth: AuthContext, group: GroupRow, userIds: number[]): Promise<number> {
    const people = await repo.people([...new Set(userIds)]);
    const allowed = people.filter((person) => person.id !== auth.userId && inAudience(group.group, person)).map((person) => person.id);
    const invited = await repo.invite(group.group.id, allowed, auth.userId);
    await tellInvited(invited, group);
    return invited.length;
  }

  /** Likes are told as one notification per post, rewritten while unread ("Priya N. and 2 others liked your post"). */
  async function tellLiked(post: { id: number; authorId: number; groupId: number }) {
    const { rows: likers, total: count } = await repo.likers(post.id, post.authorId, LIKERS_NAMED);
    if (count === 0) return;
    await notifications.notify({
      userId: post.authorId,
      kind: 'group_like',
      // The author sees likers as a peer does, by the names they chose for peers.
      title: (recipient) => {
        const viewer = { userId: recipient.id, role: recipient.role as AuthContext['role'], clinicId: null };
        const names = likers.map((row) => presentPersonView(row.person, viewer).name);
        if (count === 1) return `${names[0] ?? 'Someone'} liked your post`;
        if (count === 2 && names.length === 2) return `${names[0]} and ${names[1]} liked your post`;
        return `${count} people liked your post`;
      },
      body: 'See who is encouraging you in the group.',
      link: (recipient) => `${areaOf(recipient.role)}/groups/${post.groupId}/posts/${post.id}`,
      data: { group_id: post.groupId, post_id: post.id, likes: count },
      collapse: `post-likes:${post.id}`,
    });
  }

  async function moderate(auth: AuthContext, input: { report_id?: number | undefined; post_id?: number | undefined; comment_id?: number | undefined; action: ModerationAction }) {
    const audience = manageAudience(auth);
    let target: { postId: number; commentId: number | null };
    if (input.report_id !== undefined) {
      const report = await repo.reportById(input.report_id);
      if (!report || !(await repo.group(report.groupId, auth.userId, audience))) throw fieldError('NOT_FOUND', 'report_id', 'Report not found');
      target = { postId: report.postId, commentId: report.commentId };
    } else if (input.comment_id !== undefined) {
      const comment = await repo.comment(input.comment_id);
      if (!comment || !(await repo.group(comment.groupId, auth.userId, audience))) throw fieldError('NOT_FOUND', 'comment_id', 'Comment not found');
      target = { postId: comment.comment.postId, commentId: comment.comment.id };
    } else {
      const post = await repo.post(input.post_id!, auth.userId);
      if (!post || !(await repo.group(post.post.groupId, auth.userId, audience))) throw missingPost('post_id');
      target = { postId: post.post.id, commentId: null };
    }
    if (input.action === 'dismiss' && input.report_id === undefined) throw fieldError('VALIDATION', 'action', 'Only a report can be dismissed');
    if (input.action === 'delete') {
      if (target.commentId !== null) await repo.deleteComment(target.commentId);
      else await deps.removeReleased(await repo.deletePost(target.postId));
    } else if (input.action === 'hide' || input.action === 'unhide') {
      if (target.commentId !== null) await repo.setCommentHidden(target.commentId, input.action === 'hide');
      else await repo.setPostHidden(target.postId, input.action === 'hide');
    }
    // A deleted post or comment took its reports with it; the rest are resolved by any decision.
    if (input.action !== 'delete') await repo.resolveReports(target, auth.userId);
  }

  return {
    frontAudience,
    manageAudience,

    // Front ------------------------------------------------------------------------------------------

    async list(auth: AuthContext, input: { filter: 'all' | 'joined' | 'favourites'; search?: string | undefined }, page: Page) {
      const result = await repo.list(auth.userId, frontAudience(auth), { ...(input.filter !== 'all' ? { only: input.filter } : {}), search: input.search }, page);
      const at = now();
      return { rows: result.rows.map((row) => presentGroup(row, at)), total: result.total };
    },

    async detail(auth: AuthContext, groupId: number): Promise<GroupDetail> {
      const row = await frontGroup(auth, groupId);
      const group = presentGroup(row, now());
      if (row.memberId === null) {
        return { group, posts: [], total_pages: 0, participants: [], post_count: group.post_count, can_moderate: false };
      }
      const [posts, members] = await Promise.all([
        repo.posts({ groupId, includeHidden: false }, auth.userId, { limit: DETAIL_POSTS, offset: 0 }, row.group.postCount),
        repo.members(groupId, { limit: DETAIL_PARTICIPANTS, offset: 0 }),
      ]);
      return {
        group,
        posts: await presentPostsPage(auth, posts, false),
        total_pages: Math.ceil(posts.total / DETAIL_POSTS),
        participants: members.rows.map((member) => presentMember(member, auth, now())),
        post_count: group.post_count,
        can_moderate: false,
      };
    },

    async posts(auth: AuthContext, groupId: number, page: Page) {
      const group = await memberGroup(auth, groupId);
      // The group's post count is what members see (kept in step with every post, hide and delete).
      const result = await repo.posts({ groupId, includeHidden: false }, auth.userId, page, group.group.postCount);
      return { rows: await presentPostsPage(auth, result, false), total: result.total };
    },

    async members(auth: AuthContext, groupId: number, page: Page, manage = false) {
      if (manage) await manageGroup(auth, groupId, 'group_id');
      else await memberGroup(auth, groupId);
      const result = await repo.members(groupId, page);
      return { rows: result.rows.map((row) => presentMember(row, auth, now())), total: result.total };
    },

    async join(auth: AuthContext, groupId: number): Promise<GroupSummary> {
      const row = await frontGroup(auth, groupId);
      if (row.memberId === null) {
        if (row.group.visibility === 'invite' && !row.invited) throw new AppError('FORBIDDEN', GROUP_MESSAGES.inviteOnly);
        await repo.join(groupId, auth.userId);
      }
      return summary(auth, groupId, frontAudience(auth));
    },

    async leave(auth: AuthContext, groupId: number): Promise<GroupSummary> {
      await frontGroup(auth, groupId);
      await repo.leave(groupId, auth.userId);
      return summary(auth, groupId, frontAudience(auth));
    },

    async favourite(auth: AuthContext, groupId: number, on: boolean): Promise<GroupSummary> {
      await frontGroup(auth, groupId);
      await repo.setFavourite(groupId, auth.userId, on);
      return summary(auth, groupId, frontAudience(auth));
    },

    /** Employees: the clinic's patients and colleagues not yet in one of the clinic's groups. */
    async inviteCandidates(auth: AuthContext, groupId: number, manage = false) {
      const row = manage ? await manageGroup(auth, groupId, 'group_id') : await frontGroup(auth, groupId);
      if (row.group.clinicId === null) return [];
      const roles = manage ? ['patient', 'employee'] : ['patient'];
      return (await repo.candidates(groupId, { roles, clinicId: row.group.clinicId }, { limit: 1000, offset: 0 })).rows.filter((person) => person.id !== auth.userId);
    },

    async frontInvite(auth: AuthContext, groupId: number, userIds: number[]) {
      const row = await frontGroup(auth, groupId);
      // Employees invite to their clinic's groups (the audience rule already kept others out).
      return invite(auth, row, userIds);
    },

    async createPost(auth: AuthContext, input: { group_id: number; data: string; mentions: number[] }, images: readonly MediaRow[]): Promise<Post> {
      const group = await memberGroup(auth, input.group_id);
      assertMayWrite(group);
      if (images.length > POST_IMAGES_MAX) throw fieldError('VALIDATION', 'images', `Add at most ${POST_IMAGES_MAX} images`);
      const mentioned = await validMentions(input.group_id, input.mentions, auth.userId);
      const postId = await repo.insertPost(
        { groupId: input.group_id, authorId: auth.userId, body: input.data, mentions: mentioned.map((row) => row.member.id) },
        images.map((image) => image.id),
      );
      await tellMentioned(mentioned, auth, group, postId, 'post');
      return presentOnePost(auth, postId, false);
    },

    async deleteOwnPost(auth: AuthContext, postId: number) {
      const { post } = await memberPostOrOwn(auth, postId);
      if (post.post.authorId !== auth.userId) throw new AppError('FORBIDDEN', GROUP_MESSAGES.ownPostOnly);
      await deps.removeReleased(await repo.deletePost(postId));
    },

    async postDetail(auth: AuthContext, postId: number, page: Page) {
      const { post } = await memberPost(auth, postId, 'id');
      const comments = await repo.comments({ postId, includeHidden: false }, page, 'oldest');
      const names = await mentionNames([post.post, ...comments.rows.map((row) => row.comment)], auth);
      return {
        postDetail: presentPost(post, post.images, auth, { moderator: false, names }),
        postComments: comments.rows.map((row) => presentComment(row, auth, { moderator: false, names })),
        total_pages: Math.ceil(comments.total / page.limit),
      };
    },

    async addComment(auth: AuthContext, input: { post_id: number; comment: string; mentions: number[] }): Promise<Comment> {
      const { post, group } = await memberPost(auth, input.post_id, 'post_id');
      assertMayWrite(group);
      const mentioned = await validMentions(group.group.id, input.mentions, auth.userId);
      const commentId = await repo.insertComment({ postId: post.post.id, authorId: auth.userId, body: input.comment, mentions: mentioned.map((row) => row.member.id) });
      if (post.post.authorId !== auth.userId) {
        await notifications.notify({
          userId: post.post.authorId,
          kind: 'group_activity',
          title: `New comment on your post in ${group.group.title}`,
          body: 'Someone replied to your post.',
          link: (recipient) => `${areaOf(recipient.role)}/groups/${group.group.id}/posts/${post.post.id}`,
          data: { group_id: group.group.id, post_id: post.post.id },
        });
      }
      await tellMentioned(
        mentioned.filter((row) => row.member.userId !== post.post.authorId),
        auth,
        group,
        post.post.id,
        'comment',
      );
      const row = await repo.comment(commentId);
      return presentComment(row!, auth, { moderator: false, names: await mentionNames([row!.comment], auth) });
    },

    async deleteOwnComment(auth: AuthContext, commentId: number) {
      const row = await repo.comment(commentId);
      if (!row || !(await repo.group(row.groupId, auth.userId, frontAudience(auth)))) throw fieldError('NOT_FOUND', 'comment_id', 'Comment not found');
      if (row.comment.authorId !== auth.userId) throw new AppError('FORBIDDEN', GROUP_MESSAGES.ownPostOnly);
      await repo.deleteComment(commentId);
    },

    async like(auth: AuthContext, postId: number, on: boolean): Promise<Post> {
      const { post } = await memberPost(auth, postId, 'post_id');
      const changed = await repo.setLike(postId, auth.userId, on);
      if (changed && on && post.post.authorId !== auth.userId) await tellLiked({ id: postId, authorId: post.post.authorId, groupId: post.post.groupId });
      return presentOnePost(auth, postId, false);
    },

    async recentPosts(auth: AuthContext, page: Page) {
      const result = await repo.posts({ memberOf: auth.userId, includeHidden: false }, auth.userId, page);
      // Groups outside the caller's audience now (a patient who moved clinic) are left out.
      const rows = (await presentPostsPage(auth, result, false)).map((row) => ({ ...row, group_title: row.group_title ?? '' }));
      return { rows, total: result.total };
    },

    async forumComments(auth: AuthContext, page: Page) {
      const result = await repo.comments({ memberOf: auth.userId, includeHidden: false }, page, 'newest');
      const names = await mentionNames(result.rows.map((row) => row.comment), auth);
      return {
        rows: result.rows.map((row) => ({ ...presentComment(row, auth, { moderator: false, names }), group_id: row.groupId, group_title: row.groupTitle })),
        total: result.total,
      };
    },

    async report(auth: AuthContext, input: { post_id: number; comment_id?: number | undefined; reason: string }) {
      const { post, group } = await memberPost(auth, input.post_id, 'post_id');
      let commentId: number | null = null;
      if (input.comment_id !== undefined) {
        const comment = await repo.comment(input.comment_id);
        if (!comment || comment.comment.postId !== post.post.id || comment.comment.hiddenAt !== null) throw fieldError('NOT_FOUND', 'comment_id', 'Comment not found');
        commentId = comment.comment.id;
      }
      const created = await repo.report({ groupId: group.group.id, postId: post.post.id, commentId, reporterId: auth.userId, reason: input.reason });
      if (!created) return;
      const moderators = await repo.moderatorIds(group.group.clinicId);
      await notifications.notify({
        userIds: moderators,
        kind: 'group_moderation',
        title: `A ${commentId === null ? 'post' : 'comment'} in ${group.group.title} was reported`,
        body: 'A member asks the moderators to look at it.',
        link: (recipient) => `${areaOf(recipient.role)}/groups?tab=reports`,
        data: { group_id: group.group.id, post_id: post.post.id },
        collapse: `group-report:${post.post.id}:${commentId ?? 0}`,
      });
    },

    // Management (clinic accounts and administrators) -----------------------------------------------

    async manageList(auth: AuthContext, input: { search?: string | undefined; clinic_id?: number | undefined }, page: Page) {
      const result = await repo.list(auth.userId, manageAudience(auth), { search: input.search, clinicId: auth.role === 'clinic' ? undefined : input.clinic_id }, page);
      const at = now();
      return { rows: result.rows.map((row) => presentGroup(row, at)), total: result.total };
    },

    async addGroup(auth: AuthContext, input: { title: string; description: string; visibility: 'open' | 'invite'; clinic_id?: number | undefined }, image: MediaRow | undefined) {
      const clinicId = auth.role === 'clinic' ? auth.clinicId : (input.clinic_id ?? null);
      const id = await repo.insertGroup({
        clinicId,
        title: input.title,
        description: input.description,
        visibility: input.visibility,
        imageMediaId: image?.id ?? null,
        createdBy: auth.userId,
      });
      return summary(auth, id, manageAudience(auth));
    },

    async editGroup(auth: AuthContext, input: { id: number; title: string; description: string; visibility: 'open' | 'invite'; remove_image?: boolean | undefined }, image: MediaRow | undefined) {
      await manageGroup(auth, input.id);
      const released = await repo.updateGroup(input.id, {
        title: input.title,
        description: input.description,
        visibility: input.visibility,
        ...(image ? { imageMediaId: image.id } : input.remove_image ? { imageMediaId: null } : {}),
      });
      await deps.removeReleased(released);
      return summary(auth, input.id, manageAudience(auth));
    },

    async deleteGroup(auth: AuthContext, id: number) {
      await manageGroup(auth, id);
      await deps.removeReleased(await repo.deleteGroup(id));
    },

    async managePosts(auth: AuthContext, groupId: number, page: Page) {
      await manageGroup(auth, groupId, 'group_id');
      const result = await repo.posts({ groupId, includeHidden: true }, auth.userId, page);
      return { rows: await presentPostsPage(auth, result, true), total: result.total };
    },

    async manageComments(auth: AuthContext, postId: number, page: Page) {
      const post = await repo.post(postId, auth.userId, true);
      if (!post || !(await repo.group(post.post.groupId, auth.userId, manageAudience(auth)))) throw missingPost('post_id');
      const result = await repo.comments({ postId, includeHidden: true }, page, 'oldest');
      const names = await mentionNames(result.rows.map((row) => row.comment), auth);
      return { rows: result.rows.map((row) => presentComment(row, auth, { moderator: true, names })), total: result.total };
    },

    moderate,

    async manageInvite(auth: AuthContext, groupId: number, userIds: number[]) {
      return invite(auth, await manageGroup(auth, groupId, 'group_id'), userIds);
    },

    /** Administrators: people of a role (roleid) to invite, not yet members of the group when one is named. */
    async usersByRole(input: { roleid: number; search?: string | undefined }, page: Page) {
      const roles = input.roleid === 5 ? ['patient'] : input.roleid === 6 ? ['employee'] : ['frontuser'];
      return repo.candidates(0, { roles, roleid: input.roleid, search: input.search }, page);
    },

    async reports(auth: AuthContext, status: 'open' | 'resolved', page: Page) {
      const result = await repo.reports(manageAudience(auth), status, page);
      const targets = await repo.reportTargets(
        [...new Set(result.rows.map((row) => row.postId))],
        result.rows.flatMap((row) => (row.commentId !== null ? [row.commentId] : [])),
        [...new Set(result.rows.map((row) => row.groupId))],
      );
      const rows = result.rows.flatMap((row) => {
        const target = row.commentId !== null ? targets.comments.get(row.commentId) : targets.posts.get(row.postId);
        // Reports go with what they report (cascade): a target is always there.
        if (!target) return [];
        const membership = targets.memberships.find((member) => member.groupId === row.groupId && member.userId === target.author.id);
        return [
          {
            id: row.id,
            group_id: row.groupId,
            group_title: row.groupTitle,
            post_id: row.postId,
            comment_id: row.commentId,
            excerpt: target.body.slice(0, 500),
            hidden: target.hiddenAt !== null,
            author: presentPersonView(target.author, auth),
            author_member_id: membership?.id ?? null,
            reason: row.reason ?? '',
            reporters: row.reporters,
            status,
            created_at: new Date(row.createdAt).toISOString(),
          },
        ];
      });
      return { rows, total: result.total };
    },

    async mute(auth: AuthContext, input: { group_id: number; member_id: number; days: number }) {
      const group = await manageGroup(auth, input.group_id, 'group_id');
      const member = await repo.memberById(input.member_id);
      if (!member || member.groupId !== input.group_id) throw fieldError('NOT_FOUND', 'member_id', 'Member not found');
      const until = input.days === 0 ? null : new Date(now().getTime() + input.days * 86_400_000);
      await repo.mute(member.id, until);
      await notifications.notify({
        userId: member.userId,
        kind: 'group_moderation',
        title: until ? `Your posting in ${group.group.title} is paused` : `You may post in ${group.group.title} again`,
        body: until
          ? `A moderator paused your posts and comments in this group for ${input.days} ${input.days === 1 ? 'day' : 'days'}. You can still read it.`
          : 'A moderator lifted the pause on your posts and comments.',
        link: (recipient) => `${areaOf(recipient.role)}/groups/${group.group.id}`,
        data: { group_id: group.group.id },
      });
      const [row] = await repo.membersByIds([member.id], input.group_id);
      return presentMember(row!, auth, now());
    },

    async deletePostAsModerator(auth: AuthContext, postId: number) {
      await moderate(auth, { post_id: postId, action: 'delete' });
    },
    async deleteCommentAsModerator(auth: AuthContext, commentId: number) {
      await moderate(auth, { comment_id: commentId, action: 'delete' });
    },
  };

  /** A post the caller may act on as its author: in their audience (hidden or not). */
  async function memberPostOrOwn(auth: AuthContext, postId: number) {
    const post = await repo.post(postId, auth.userId);
    if (!post || !(await repo.group(post.post.groupId, auth.userId, frontAudience(auth)))) throw missingPost();
    return { post };
  }
}
export type GroupsService = ReturnType<typeof createGroupsService>;
