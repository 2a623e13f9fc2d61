import { adminGroupsEndpoints, clinicGroupsEndpoints, endpoints, GROUP_MESSAGES } from '@stillpoint/contracts';
import { AppError } from '../../lib/app-error.js';
import { pagedAnswer as paged, pageWindow as page } from '../../lib/paging.js';
import { route, type RouteImpl } from '../../lib/route.js';
import type { GroupsService } from './groups.service.js';

/**
 * A post that fails for a reason its form cannot name answers 'Some Think Went Wrong' (spec section 8);
 * refusals the person can act on (not a member, muted, a field) keep their own message.
 */
async function orPostFailed<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('INTERNAL', GROUP_MESSAGES.postFailed);
  }
}

/** Groups and posts: the front family and the management families of clinic accounts and administrators (decision 0035). */
export function groupsRoutes(groups: GroupsService): RouteImpl[] {
  const manage = [clinicGroupsEndpoints, adminGroupsEndpoints] as const;
  return [
    route(endpoints.groupsList, async ({ input, auth }) => paged(await groups.list(auth, input, page(input)), input.perPage)),
    route(endpoints.groupDetail, async ({ input, auth }) => ({ data: await groups.detail(auth, input.group_id) })),
    route(endpoints.groupPosts, async ({ input, auth }) => paged(await groups.posts(auth, input.group_id, page(input)), input.perPage)),
    route(endpoints.groupMembers, async ({ input, auth }) => paged(await groups.members(auth, input.group_id, page(input)), input.perPage)),
    route(endpoints.groupJoin, async ({ input, auth }) => ({ data: await groups.join(auth, input.group_id), message: GROUP_MESSAGES.joined })),
    route(endpoints.groupLeave, async ({ input, auth }) => ({ data: await groups.leave(auth, input.group_id), message: GROUP_MESSAGES.left })),
    route(endpoints.groupFavourite, async ({ input, auth }) => ({ data: await groups.favourite(auth, input.group_id, true), message: GROUP_MESSAGES.favourited })),
    route(endpoints.groupUnfavourite, async ({ input, auth }) => ({ data: await groups.favourite(auth, input.group_id, false), message: GROUP_MESSAGES.unfavourited })),
    route(endpoints.groupInviteCandidates, async ({ input, auth }) => ({ data: await groups.inviteCandidates(auth, input.group_id) })),
    route(endpoints.groupInvite, async ({ input, auth }) => ({
      data: { sent: await groups.frontInvite(auth, input.group_id, input.user_ids) },
      message: GROUP_MESSAGES.invitationsSent,
    })),
    route(endpoints.postCreate, async ({ input, auth, uploads }) =>
      orPostFailed(async () => ({
        data: await groups.createPost(auth, input, uploads.images ?? []),
        message: GROUP_MESSAGES.postAdded,
        httpStatus: 201,
      })),
    ),
    route(endpoints.postDelete, async ({ input, auth }) => {
      await groups.deleteOwnPost(auth, input.id);
      return { data: null, message: GROUP_MESSAGES.postDeleted };
    }),
    route(endpoints.postDetail, async ({ input, auth }) => ({ data: await groups.postDetail(auth, input.id, page(input)) })),
    route(endpoints.commentAdd, async ({ input, auth }) => ({ data: await groups.addComment(auth, input), message: GROUP_MESSAGES.commentAdded, httpStatus: 201 })),
    route(endpoints.commentDelete, async ({ input, auth }) => {
      await groups.deleteOwnComment(auth, input.comment_id);
      return { data: null, message: GROUP_MESSAGES.commentDeleted };
    }),
    route(endpoints.postLike, async ({ input, auth }) => ({ data: await groups.like(auth, input.post_id, true), message: GROUP_MESSAGES.liked })),
    route(endpoints.postUnlike, async ({ input, auth }) => ({ data: await groups.like(auth, input.post_id, false), message: GROUP_MESSAGES.unliked })),
    route(endpoints.recentPosts, async ({ input, auth }) => paged(await groups.recentPosts(auth, page(input)), input.perPage)),
    route(endpoints.forumComments, async ({ input, auth }) => paged(await groups.forumComments(auth, page(input)), input.perPage)),
    route(endpoints.postReport, async ({ input, auth }) => {
      await groups.report(auth, input);
      return { data: null, message: GROUP_MESSAGES.reported, httpStatus: 201 };
    }),

    // Clinic accounts and administrators: the same handlers, over the caller's groups.
    ...manage.flatMap((e) => [
      route(e.groups, async ({ input, auth }) => paged(await groups.manageList(auth, input, page(input)), input.perPage)),
      route(e.addGroup, async ({ input, auth, uploads }) => ({
        data: await groups.addGroup(auth, input, uploads.image?.[0]),
        message: GROUP_MESSAGES.groupAdded,
        httpStatus: 201,
      })),
      route(e.editGroup, async ({ input, auth, uploads }) => ({ data: await groups.editGroup(auth, input, uploads.image?.[0]), message: GROUP_MESSAGES.groupUpdated })),
      route(e.deleteGroup, async ({ input, auth }) => {
        await groups.deleteGroup(auth, input.id);
        return { data: null, message: GROUP_MESSAGES.groupDeleted };
      }),
      route(e.posts, async ({ input, auth }) => paged(await groups.managePosts(auth, input.group_id, page(input)), input.perPage)),
      route(e.comments, async ({ input, auth }) => paged(await groups.manageComments(auth, input.post_id, page(input)), input.perPage)),
      route(e.deletePost, async ({ input, auth }) => {
        await groups.deletePostAsModerator(auth, input.id);
        return { data: null, message: GROUP_MESSAGES.postDeleted };
      }),
      route(e.deleteComment, async ({ input, auth }) => {
        await groups.deleteCommentAsModerator(auth, input.id);
        return { data: null, message: GROUP_MESSAGES.commentDeleted };
      }),
      route(e.members, async ({ input, auth }) => paged(await groups.members(auth, input.group_id, page(input), true), input.perPage)),
      route(e.invite, async ({ input, auth }) => ({
        data: { sent: await groups.manageInvite(auth, input.group_id, input.user_ids) },
        message: GROUP_MESSAGES.invitationsSent,
      })),
      route(e.reports, async ({ input, auth }) => paged(await groups.reports(auth, input.status, page(input)), input.perPage)),
      route(e.moderate, async ({ input, auth }) => {
        await groups.moderate(auth, input);
        return { data: null, message: GROUP_MESSAGES.moderated };
      }),
      route(e.mute, async ({ input, auth }) => ({
        data: await groups.mute(auth, input),
        message: input.days === 0 ? GROUP_MESSAGES.unmuted : GROUP_MESSAGES.muted,
      })),
    ]),
    route(endpoints.adminGroupsUsers, async ({ input }) => paged(await groups.usersByRole(input, page(input)), input.perPage)),
    route(endpoints.clinicGroupsPatients, async ({ input, auth }) => ({ data: await groups.inviteCandidates(auth, input.group_id, true) })),
  ];
}
