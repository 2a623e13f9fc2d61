import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  groupComments,
  groupFavourites,
  groupInvitations,
  groupMembers,
  groupPostImages,
  groupPostLikes,
  groupPosts,
  groupReports,
  groups,
  mediaFiles,
  users,
  type Db,
} from '@stillpoint/db';
import { mediaIdsBeneath, releaseMedia, type ReleasedMedia } from '../media/media.lifecycle.js';
import { personViewColumns } from '../people/person-view.columns.js';
import { audienceCondition, type GroupAudience } from './groups.visibility.js';

export type { GroupAudience };

export type GroupRecord = typeof groups.$inferSelect;
type Page = { limit: number; offset: number };
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const author = alias(users, 'group_author');
const memberPerson = alias(users, 'group_member_person');
const cover = alias(mediaFiles, 'group_cover');
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A group with the viewer's relation to it (member row, favourite, invitation) in one row. */
function groupColumns(viewerId: number) {
  return {
    group: groups,
    imageKey: cover.key,
    memberId: sql<number | null>`(select m.id from group_members m where m.group_id = ${groups.id} and m.user_id = ${viewerId})`,
    mutedUntil: sql<Date | null>`(select m.muted_until from group_members m where m.group_id = ${groups.id} and m.user_id = ${viewerId})`,
    favourite: sql<boolean>`exists (select 1 from group_favourites f where f.group_id = ${groups.id} and f.user_id = ${viewerId})`,
    invited: sql<boolean>`exists (select 1 from group_invitations i where i.group_id = ${groups.id} and i.user_id = ${viewerId})`,
  };
}
export type GroupRow = { group: GroupRecord; imageKey: string | null; memberId: number | null; mutedUntil: Date | string | null; favourite: boolean; invited: boolean };

function postColumns(viewerId: number, staff: boolean) {
  return {
    post: groupPosts,
    author: personViewColumns(author),
    liked: sql<boolean>`exists (select 1 from group_post_likes l where l.post_id = ${groupPosts.id} and l.user_id = ${viewerId})`,
    reportsCount: staff
      ? sql<number>`(select count(*)::int from group_reports r where r.post_id = ${groupPosts.id} and r.comment_id is null and r.status = 'open')`
      : sql<number>`0`,
  };
}
export type PostRow = {
  post: typeof groupPosts.$inferSelect;
  author: { id: number; role: string; clinicId: number | null; fullName: string; avatarUrl: string | null; displayNameChoice: string; displayName: string | null };
  liked: boolean;
  reportsCount: number;
};

const commentColumns = { comment: groupComments, author: personViewColumns(author) };

export function createGroupsRepository(db: Db) {
  const groupSelect = (viewerId: number) =>
    db.select(groupColumns(viewerId)).from(groups).leftJoin(cover, eq(cover.id, groups.imageMediaId));

  /** Images and the mentioned members of a page of posts or comments: one query each, never one per post. */
  async function imagesOf(postIds: number[]) {
    if (postIds.length === 0) return new Map<number, { id: number; key: string }[]>();
    const rows = await db
      .select({ postId: groupPostImages.postId, id: groupPostImages.id, key: mediaFiles.key })
      .from(groupPostImages)
      .innerJoin(mediaFiles, eq(mediaFiles.id, groupPostImages.mediaId))
      .where(inArray(groupPostImages.postId, postIds))
      .orderBy(asc(groupPostImages.postId), asc(groupPostImages.position));
    const byPost = new Map<number, { id: number; key: string }[]>();
    for (const row of rows) byPost.set(row.postId, [...(byPost.get(row.postId) ?? []), { id: row.id, key: row.key }]);
    return byPost;
  }

  return {
    /** A group by id within an audience (undefined: not there, or not for this audience). */
    async group(id: number, viewerId: number, audience: GroupAudience): Promise<GroupRow | undefined> {
      const [row] = await groupSelect(viewerId).where(and(eq(groups.id, id), audienceCondition(audience)));
      return row;
    },

    async list(
      viewerId: number,
      audience: GroupAudience,
      filter: { only?: 'joined' | 'favourites'; search?: string | undefined; clinicId?: number | undefined },
      page: Page,
    ): Promise<{ rows: GroupRow[]; total: number }> {
      const where = and(
        audienceCondition(audience),
        filter.clinicId !== undefined ? eq(groups.clinicId, filter.clinicId) : undefined,
        filter.search ? ilike(groups.title, likePattern(filter.search)) : undefined,
        filter.only === 'joined'
          ? sql`exists (select 1 from group_members m where m.group_id = ${groups.id} and m.user_id = ${viewerId})`
          : undefined,
        filter.only === 'favourites'
          ? sql`exists (select 1 from group_favourites f where f.group_id = ${groups.id} and f.user_id = ${viewerId})`
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        groupSelect(viewerId).where(where).orderBy(desc(groups.createdAt), desc(groups.id)).limit(page.limit).offset(page.offset),
        db.select({ n: count() }).from(groups).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async insertGroup(row: typeof groups.$inferInsert) {
      const [inserted] = await db.insert(groups).values(row).returning({ id: groups.id });
      return inserted!.id;
    },

    /** Updates a group; a replaced or removed cover is released (its file removed once committed). */
    async updateGroup(id: number, changes: Partial<typeof groups.$inferInsert>): Promise<ReleasedMedia[]> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select({ imageMediaId: groups.imageMediaId }).from(groups).where(eq(groups.id, id)).for('update');
        await tx.update(groups).set({ ...changes, updatedAt: new Date() }).where(eq(groups.id, id));
        const replaced = changes.imageMediaId !== undefined && before?.imageMediaId !== changes.imageMediaId ? [before?.imageMediaId] : [];
        return releaseMedia(tx, replaced);
      });
    },

    /** Deletes a group with everything in it; the media only it used are released. */
    async deleteGroup(id: number): Promise<ReleasedMedia[]> {
      return db.transaction(async (tx) => {
        const mediaIds = await mediaIdsBeneath(tx, groups, eq(groups.id, id));
        await tx.delete(groups).where(eq(groups.id, id));
        return releaseMedia(tx, mediaIds);
      });
    },

    /** Adds a member (once); the count moves only when a row was added. Any invitation is used up. */
    async join(groupId: number, userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const added = await tx.insert(groupMembers).values({ groupId, userId }).onConflictDoNothing().returning({ id: groupMembers.id });
        if (added.length > 0) await tx.update(groups).set({ memberCount: sql`${groups.memberCount} + 1` }).where(eq(groups.id, groupId));
        await tx.delete(groupInvitations).where(and(eq(groupInvitations.groupId, groupId), eq(groupInvitations.userId, userId)));
      });
    },

    /** Removes a member; the member count follows (a trigger, for every delete path: migration 0016). */
    async leave(groupId: number, userId: number): Promise<void> {
      await db.delete(groupMembers).where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
    },

    async setFavourite(groupId: number, userId: number, on: boolean): Promise<void> {
      if (on) await db.insert(groupFavourites).values({ groupId, userId }).onConflictDoNothing();
      else await db.delete(groupFavourites).where(and(eq(groupFavourites.groupId, groupId), eq(groupFavourites.userId, userId)));
    },

    /** Records invitations; answers the people newly invited (already invited or members are skipped). */
    async invite(groupId: number, userIds: number[], invitedBy: number): Promise<number[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .insert(groupInvitations)
        .select(
          db
            .select({ groupId: sql<number>`${groupId}`.as('group_id'), userId: users.id, invitedBy: sql<number>`${invitedBy}`.as('invited_by'), createdAt: sql<Date>`now()`.as('created_at') })
            .from(users)
            .where(
              and(
                inArray(users.id, userIds),
                sql`not exists (select 1 from group_members m where m.group_id = ${groupId} and m.user_id = ${users.id})`,
              ),
            ),
        )
        .onConflictDoNothing()
        .returning({ userId: groupInvitations.userId });
      return rows.map((row) => row.userId);
    },

    /** People (by id) with their role and clinic: whom an invitation may reach. */
    async people(ids: number[]) {
      if (ids.length === 0) return [];
      return db.select({ id: users.id, role: users.role, clinicId: users.clinicId }).from(users).where(inArray(users.id, ids));
    },

    /** Invite candidates: people of the given roles (and clinic) who are not yet members, by name. */
    async candidates(groupId: number, filter: { roles: string[]; roleid?: number; clinicId?: number | null; search?: string | undefined }, page: Page) {
      const where = and(
        inArray(users.role, filter.roles),
        filter.roleid !== undefined ? eq(users.roleid, filter.roleid) : undefined,
        filter.clinicId === undefined ? undefined : filter.clinicId === null ? isNull(users.clinicId) : eq(users.clinicId, filter.clinicId),
        filter.search ? or(ilike(users.fullName, likePattern(filter.search)), ilike(users.email, likePattern(filter.search))) : undefined,
        sql`not exists (select 1 from group_members m where m.group_id = ${groupId} and m.user_id = ${users.id})`,
      );
      const [rows, [total]] = await Promise.all([
        db.select({ id: users.id, name: users.fullName, email: users.email }).from(users).where(where).orderBy(asc(users.fullName), asc(users.id)).limit(page.limit).offset(page.offset),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async memberById(memberId: number) {
      const [row] = await db.select().from(groupMembers).where(eq(groupMembers.id, memberId));
      return row;
    },

    async members(groupId: number, page: Page) {
      const where = eq(groupMembers.groupId, groupId);
      const [rows, [total]] = await Promise.all([
        db
          .select({ member: groupMembers, person: personViewColumns(memberPerson) })
          .from(groupMembers)
          .innerJoin(memberPerson, eq(memberPerson.id, groupMembers.userId))
          .where(where)
          .orderBy(asc(groupMembers.joinedAt), asc(groupMembers.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(groupMembers).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Of these membership ids, those still in the group (any group when none is named), with their people (mentions). */
    async membersByIds(memberIds: number[], groupId?: number) {
      if (memberIds.length === 0) return [];
      return db
        .select({ member: groupMembers, person: personViewColumns(memberPerson) })
        .from(groupMembers)
        .innerJoin(memberPerson, eq(memberPerson.id, groupMembers.userId))
        .where(and(inArray(groupMembers.id, memberIds), groupId !== undefined ? eq(groupMembers.groupId, groupId) : undefined));
    },

    /** Who moderates a group: its clinic's accounts, or the administrators for a platform group. */
    async moderatorIds(clinicId: number | null): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(clinicId === null ? inArray(users.role, ['admin', 'masterAdmin']) : and(eq(users.role, 'clinic'), eq(users.clinicId, clinicId)));
      return rows.map((row) => row.id);
    },

    async mute(memberId: number, until: Date | null) {
      await db.update(groupMembers).set({ mutedUntil: until }).where(eq(groupMembers.id, memberId));
    },

    /**
     * A page of posts, newest first: one query for the posts with authors, likes and report counts, one for
     * their images. Hidden posts only for staff.
     */
    async posts(
      filter: { groupId?: number; memberOf?: number; includeHidden: boolean },
      viewerId: number,
      page: Page,
      /** The total when the caller knows it (a member's feed: the group's post count), saving the count. */
      knownTotal?: number,
    ): Promise<{ rows: PostRow[]; images: Map<number, { id: number; key: string }[]>; total: number; titles: Map<number, string> }> {
      const where = and(
        filter.groupId !== undefined ? eq(groupPosts.groupId, filter.groupId) : undefined,
        filter.memberOf !== undefined
          ? sql`${groupPosts.groupId} in (select m.group_id from group_members m where m.user_id = ${filter.memberOf})`
          : undefined,
        filter.includeHidden ? undefined : isNull(groupPosts.hiddenAt),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select(postColumns(viewerId, filter.includeHidden))
          .from(groupPosts)
          .innerJoin(author, eq(author.id, groupPosts.authorId))
          .where(where)
          .orderBy(desc(groupPosts.createdAt), desc(groupPosts.id))
          .limit(page.limit)
          .offset(page.offset),
        knownTotal !== undefined ? Promise.resolve([{ n: knownTotal }]) : db.select({ n: count() }).from(groupPosts).where(where),
      ]);
      const groupIds = [...new Set(rows.map((row) => row.post.groupId))];
      const [images, titleRows] = await Promise.all([
        imagesOf(rows.map((row) => row.post.id)),
        filter.groupId === undefined && groupIds.length > 0
          ? db.select({ id: groups.id, title: groups.title }).from(groups).where(inArray(groups.id, groupIds))
          : Promise.resolve([]),
      ]);
      return { rows, images, total: total?.n ?? 0, titles: new Map(titleRows.map((row) => [row.id, row.title])) };
    },

    async post(id: number, viewerId: number, staff = false): Promise<(PostRow & { images: { id: number; key: string }[] }) | undefined> {
      const [row] = await db.select(postColumns(viewerId, staff)).from(groupPosts).innerJoin(author, eq(author.id, groupPosts.authorId)).where(eq(groupPosts.id, id));
      if (!row) return undefined;
      return { ...row, images: (await imagesOf([id])).get(id) ?? [] };
    },

    async insertPost(row: { groupId: number; authorId: number; body: string; mentions: number[] }, mediaIds: number[]): Promise<number> {
      return db.transaction(async (tx) => {
        const [post] = await tx.insert(groupPosts).values(row).returning({ id: groupPosts.id });
        if (mediaIds.length > 0) await tx.insert(groupPostImages).values(mediaIds.map((mediaId, position) => ({ postId: post!.id, mediaId, position })));
        await tx.update(groups).set({ postCount: sql`${groups.postCount} + 1` }).where(eq(groups.id, row.groupId));
        return post!.id;
      });
    },

    /** Deletes a post with its comments, likes and images (the counters follow by trigger); its media are released. */
    async deletePost(id: number): Promise<ReleasedMedia[]> {
      return db.transaction(async (tx) => {
        const mediaIds = await mediaIdsBeneath(tx, groupPosts, eq(groupPosts.id, id));
        await tx.delete(groupPosts).where(eq(groupPosts.id, id));
        return releaseMedia(tx, mediaIds);
      });
    },

    /** Hides or shows a post again; the group's post count follows what members see. */
    async setPostHidden(id: number, hidden: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        const changed = await tx
          .update(groupPosts)
          .set({ hiddenAt: hidden ? new Date() : null })
          .where(and(eq(groupPosts.id, id), hidden ? isNull(groupPosts.hiddenAt) : isNotNull(groupPosts.hiddenAt)))
          .returning({ groupId: groupPosts.groupId });
        if (changed.length > 0)
          await tx
            .update(groups)
            .set({ postCount: hidden ? sql`greatest(${groups.postCount} - 1, 0)` : sql`${groups.postCount} + 1` })
            .where(eq(groups.id, changed[0]!.groupId));
      });
    },

    async comments(
      filter: { postId?: number; memberOf?: number; includeHidden: boolean },
      page: Page,
      order: 'oldest' | 'newest',
    ) {
      const where = and(
        filter.postId !== undefined ? eq(groupComments.postId, filter.postId) : undefined,
        filter.memberOf !== undefined
          ? sql`${groupComments.postId} in (select p.id from group_posts p where p.hidden_at is null and p.group_id in (select m.group_id from group_members m where m.user_id = ${filter.memberOf}))`
          : undefined,
        filter.includeHidden ? undefined : isNull(groupComments.hiddenAt),
      );
      const orderBy = order === 'oldest' ? [asc(groupComments.createdAt), asc(groupComments.id)] : [desc(groupComments.createdAt), desc(groupComments.id)];
      const [rows, [total]] = await Promise.all([
        db
          .select({ ...commentColumns, groupId: groupPosts.groupId, groupTitle: groups.title })
          .from(groupComments)
          .innerJoin(author, eq(author.id, groupComments.authorId))
          .innerJoin(groupPosts, eq(groupPosts.id, groupComments.postId))
          .innerJoin(groups, eq(groups.id, groupPosts.groupId))
          .where(where)
          .orderBy(...orderBy)
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(groupComments).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async comment(id: number) {
      const [row] = await db
        .select({ ...commentColumns, groupId: groupPosts.groupId })
        .from(groupComments)
        .innerJoin(author, eq(author.id, groupComments.authorId))
        .innerJoin(groupPosts, eq(groupPosts.id, groupComments.postId))
        .where(eq(groupComments.id, id));
      return row;
    },

    async insertComment(row: { postId: number; authorId: number; body: string; mentions: number[] }): Promise<number> {
      return db.transaction(async (tx) => {
        const [inserted] = await tx.insert(groupComments).values(row).returning({ id: groupComments.id });
        await tx.update(groupPosts).set({ commentCount: sql`${groupPosts.commentCount} + 1` }).where(eq(groupPosts.id, row.postId));
        return inserted!.id;
      });
    },

    async deleteComment(id: number): Promise<void> {
      await db.delete(groupComments).where(eq(groupComments.id, id));
    },

    async setCommentHidden(id: number, hidden: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        const changed = await tx
          .update(groupComments)
          .set({ hiddenAt: hidden ? new Date() : null })
          .where(and(eq(groupComments.id, id), hidden ? isNull(groupComments.hiddenAt) : isNotNull(groupComments.hiddenAt)))
          .returning({ postId: groupComments.postId });
        if (changed.length > 0)
          await tx
            .update(groupPosts)
            .set({ commentCount: hidden ? sql`greatest(${groupPosts.commentCount} - 1, 0)` : sql`${groupPosts.commentCount} + 1` })
            .where(eq(groupPosts.id, changed[0]!.postId));
      });
    },

    /** Likes or unlikes; answers whether anything changed (a like moves the count here, an unlike by trigger). */
    async setLike(postId: number, userId: number, on: boolean): Promise<boolean> {
      if (!on) {
        const removed = await db
          .delete(groupPostLikes)
          .where(and(eq(groupPostLikes.postId, postId), eq(groupPostLikes.userId, userId)))
          .returning({ postId: groupPostLikes.postId });
        return removed.length > 0;
      }
      return db.transaction(async (tx) => {
        const added = await tx.insert(groupPostLikes).values({ postId, userId }).onConflictDoNothing().returning({ postId: groupPostLikes.postId });
        if (added.length === 0) return false;
        await tx.update(groupPosts).set({ likeCount: sql`${groupPosts.likeCount} + 1` }).where(eq(groupPosts.id, postId));
        return true;
      });
    },

    /** Who liked a post besides `except` (its author): how many, and the latest few (names for the grouped notification). */
    async likers(postId: number, except: number, limit: number) {
      const where = and(eq(groupPostLikes.postId, postId), sql`${groupPostLikes.userId} <> ${except}`);
      const [rows, [total]] = await Promise.all([
        db
          .select({ person: personViewColumns(memberPerson) })
          .from(groupPostLikes)
          .innerJoin(memberPerson, eq(memberPerson.id, groupPostLikes.userId))
          .where(where)
          .orderBy(desc(groupPostLikes.createdAt))
          .limit(limit),
        db.select({ n: count() }).from(groupPostLikes).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Files a report once per person and thing; answers whether it was new. */
    async report(row: { groupId: number; postId: number; commentId: number | null; reporterId: number; reason: string }): Promise<boolean> {
      const inserted = await db.insert(groupReports).values(row).onConflictDoNothing().returning({ id: groupReports.id });
      return inserted.length > 0;
    },

    /**
     * Reports of the audience's groups, one row per thing reported (its reporters counted, the newest
     * reason shown), newest first.
     */
    async reports(audience: GroupAudience, status: 'open' | 'resolved', page: Page) {
      const where = and(eq(groupReports.status, status), audienceCondition(audience));
      const key = sql`${groupReports.postId}, coalesce(${groupReports.commentId}, 0)`;
      const rows = await db
        .select({
          id: sql<number>`max(${groupReports.id})`,
          groupId: groupReports.groupId,
          groupTitle: groups.title,
          postId: groupReports.postId,
          commentId: groupReports.commentId,
          reporters: sql<number>`count(*)::int`,
          reason: sql<string>`(array_agg(${groupReports.reason} order by ${groupReports.id} desc) filter (where ${groupReports.reason} <> ''))[1]`,
          createdAt: sql<Date>`max(${groupReports.createdAt})`,
        })
        .from(groupReports)
        .innerJoin(groups, eq(groups.id, groupReports.groupId))
        .where(where)
        .groupBy(groupReports.groupId, groups.title, groupReports.postId, groupReports.commentId)
        .orderBy(desc(sql`max(${groupReports.createdAt})`))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db
        .select({ n: sql<number>`count(distinct (${key}))::int` })
        .from(groupReports)
        .innerJoin(groups, eq(groups.id, groupReports.groupId))
        .where(where);
      return { rows, total: total?.n ?? 0 };
    },

    /** What a page of reports is about: the posts and comments with their authors, and the authors' memberships (three queries for the page). */
    async reportTargets(postIds: number[], commentIds: number[], groupIds: number[]) {
      const [posts, comments] = await Promise.all([
        postIds.length
          ? db.select({ id: groupPosts.id, body: groupPosts.body, hiddenAt: groupPosts.hiddenAt, author: personViewColumns(author) }).from(groupPosts).innerJoin(author, eq(author.id, groupPosts.authorId)).where(inArray(groupPosts.id, postIds))
          : Promise.resolve([]),
        commentIds.length
          ? db.select({ id: groupComments.id, body: groupComments.body, hiddenAt: groupComments.hiddenAt, author: personViewColumns(author) }).from(groupComments).innerJoin(author, eq(author.id, groupComments.authorId)).where(inArray(groupComments.id, commentIds))
          : Promise.resolve([]),
      ]);
      const authorIds = [...new Set([...posts, ...comments].map((row) => row.author.id))];
      const memberships = authorIds.length && groupIds.length
        ? await db.select({ id: groupMembers.id, groupId: groupMembers.groupId, userId: groupMembers.userId }).from(groupMembers).where(and(inArray(groupMembers.groupId, groupIds), inArray(groupMembers.userId, authorIds)))
        : [];
      return { posts: new Map(posts.map((row) => [row.id, row])), comments: new Map(comments.map((row) => [row.id, row])), memberships };
    },

    async reportById(id: number) {
      const [row] = await db.select().from(groupReports).where(eq(groupReports.id, id));
      return row;
    },

    /** Resolves every open report of the same post or comment. */
    async resolveReports(target: { postId: number; commentId: number | null }, by: number, tx?: Tx) {
      await (tx ?? db)
        .update(groupReports)
        .set({ status: 'resolved', resolvedBy: by, resolvedAt: new Date() })
        .where(
          and(
            eq(groupReports.postId, target.postId),
            target.commentId === null ? isNull(groupReports.commentId) : eq(groupReports.commentId, target.commentId),
            eq(groupReports.status, 'open'),
          ),
        );
    },
  };
}
export type GroupsRepository = ReturnType<typeof createGroupsRepository>;
