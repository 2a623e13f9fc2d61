import { z } from 'zod';
import { defineEndpoint, prefixed } from '../catalogue/define.js';
import { challengesEndpoints } from './challenges.endpoints.js';
import { eventsEndpoints } from './events.endpoints.js';
import { noData } from '../common.js';
import {
  addCommentInput,
  adminCreateGroupInput,
  comment,
  commentIdInput,
  createGroupInput,
  createPostInput,
  forumComment,
  groupDetail,
  groupIdInput,
  groupIdOnlyInput,
  groupInviteInput,
  groupListInput,
  groupMember,
  groupPostsInput,
  groupSummary,
  invitationsSent,
  inviteCandidate,
  manageCommentsInput,
  manageGroupListInput,
  managePostsInput,
  membersInput,
  moderateInput,
  muteInput,
  post,
  postDetail,
  postDetailInput,
  postIdInput,
  postIdOnlyInput,
  recentInput,
  recentPost,
  report,
  reportInput,
  reportListInput,
  updateGroupInput,
  groupInviteesByRoleInput,
} from './groups.schemas.js';

/*
 * Groups and posts (decision 0035): the front family for members (patients, employees, personal users),
 * and the management family declared once for clinic accounts (`clinics/groups/*`, their clinic's groups)
 * and administrators (`admin/groups/*`, every group; platform groups are theirs to moderate).
 */

const FRONT = ['patient', 'frontuser', 'employee'] as const;
const front = { access: FRONT, feature: 'groups' as const };
const imageUpload = { image: { kinds: ['image'] as const } };

export const groupsEndpoints = {
  groupsList: defineEndpoint({
    path: 'front/groups/groups',
    method: 'GET',
    ...front,
    summary:
      "Groups you may join or have joined, 9 a page (spec section 9): your clinic's (patients, employees) and the platform's (patients, personal users); all, joined or favourites, searched by title.",
    input: groupListInput,
    output: z.array(groupSummary),
    paged: true,
  }),
  groupDetail: defineEndpoint({
    path: 'front/groups/group_detail',
    method: 'GET',
    ...front,
    summary:
      'A group with its post_count, a first page of participants and, for members, the first page of posts (newest first). Outside your groups\' audience: 404.',
    input: groupIdInput,
    output: groupDetail,
  }),
  groupPosts: defineEndpoint({
    path: 'front/groups/posts',
    method: 'GET',
    ...front,
    summary: "A page of a group's posts, newest first (members only; the feed loads one page at a time).",
    input: groupPostsInput,
    output: z.array(post),
    paged: true,
    errors: ['FORBIDDEN'],
  }),
  groupMembers: defineEndpoint({
    path: 'front/groups/participants',
    method: 'GET',
    ...front,
    summary: "A page of a group's participants as you may see them (peers by the name they chose), for members.",
    input: membersInput,
    output: z.array(groupMember),
    paged: true,
    errors: ['FORBIDDEN'],
  }),
  groupJoin: defineEndpoint({
    path: 'front/groups/join',
    ...front,
    summary: 'Join a group (an invitation-only group needs an invitation). Joining again changes nothing.',
    input: groupIdInput,
    output: groupSummary,
    errors: ['FORBIDDEN'],
  }),
  groupLeave: defineEndpoint({
    path: 'front/groups/leave',
    ...front,
    summary: 'Leave a group; your posts stay (under the name you chose for peers).',
    input: groupIdInput,
    output: groupSummary,
  }),
  groupFavourite: defineEndpoint({
    path: 'front/groups/favourite',
    ...front,
    summary: "Add a group to your favourites ('Group has been Added To Favourite Successfully').",
    input: groupIdInput,
    output: groupSummary,
  }),
  groupUnfavourite: defineEndpoint({
    path: 'front/groups/unfavourite',
    ...front,
    summary: "Remove a group from your favourites ('Group has been UnFavourite Successfully').",
    input: groupIdInput,
    output: groupSummary,
  }),
  groupInviteCandidates: defineEndpoint({
    path: 'front/groups/clinic_patients',
    method: 'GET',
    access: ['employee'] as const,
    feature: 'groups',
    summary: "Employees: the clinic's patients who may be invited to a group of the clinic (not yet members).",
    input: groupIdInput,
    output: z.array(inviteCandidate),
  }),
  groupInvite: defineEndpoint({
    path: 'front/groups/invite',
    access: ['employee'] as const,
    feature: 'groups',
    summary:
      "Employees: invite patients of the clinic to one of its groups ('Invitations have been sent successfully'); each is told. People outside the group's audience are skipped.",
    input: groupInviteInput,
    output: invitationsSent,
  }),
  postCreate: defineEndpoint({
    path: 'front/groups/create_post',
    ...front,
    summary:
      "Post in a group you joined (multipart: text in `data`, up to 4 images in `images`, mentioned members' ids in `mentions`): 'Post has been Add Successfully'. Members you mention are told.",
    input: createPostInput,
    uploads: { images: { kinds: ['image'], multiple: true } },
    output: post,
    creates: true,
    errors: ['FORBIDDEN'],
  }),
  postDelete: defineEndpoint({
    path: 'front/groups/delete_post',
    ...front,
    summary: 'Delete your own post with its comments and images.',
    input: postIdInput,
    output: noData,
    errors: ['FORBIDDEN'],
  }),
  postDetail: defineEndpoint({
    path: 'front/groups/post_detail',
    method: 'GET',
    ...front,
    summary: 'A post (postDetail) with a page of its comments (postComments, oldest first), for members of its group.',
    input: postDetailInput,
    output: postDetail,
    errors: ['FORBIDDEN'],
  }),
  commentAdd: defineEndpoint({
    path: 'front/groups/add_comment',
    ...front,
    summary: "Comment on a post of a group you joined ('Comment has been Added Successfully'); the post's author and mentioned members are told.",
    input: addCommentInput,
    output: comment,
    creates: true,
    errors: ['FORBIDDEN'],
  }),
  commentDelete: defineEndpoint({
    path: 'front/groups/delete_comment',
    ...front,
    summary: "Delete your own comment ('Comment has Been Deleted Successfully').",
    input: commentIdInput,
    output: noData,
    errors: ['FORBIDDEN'],
  }),
  postLike: defineEndpoint({
    path: 'front/groups/like',
    ...front,
    summary: "Like a post ('You Like This Post'); liking again changes nothing. The author is told, likes grouped (\"3 people liked your post\").",
    input: postIdOnlyInput,
    output: post,
    errors: ['FORBIDDEN'],
  }),
  postUnlike: defineEndpoint({
    path: 'front/groups/unlike',
    ...front,
    summary: "Take back your like ('You UnLike This Post').",
    input: postIdOnlyInput,
    output: post,
    errors: ['FORBIDDEN'],
  }),
  recentPosts: defineEndpoint({
    path: 'front/groups/recent_posts',
    method: 'GET',
    ...front,
    summary: 'The newest posts of the groups you joined, newest first, paged.',
    input: recentInput,
    output: z.array(recentPost),
    paged: true,
  }),
  forumComments: defineEndpoint({
    path: 'front/groups/forum_comments',
    method: 'GET',
    ...front,
    summary: 'The newest comments in the groups you joined, newest first, paged.',
    input: recentInput,
    output: z.array(forumComment),
    paged: true,
  }),
  postReport: defineEndpoint({
    path: 'front/groups/report',
    ...front,
    summary:
      "Report a post, or one of its comments (comment_id), to the group's moderators, with an optional reason. Reporting the same thing again changes nothing.",
    input: reportInput,
    output: noData,
    creates: true,
  }),
};

export type GroupsFamily = 'clinics' | 'admin';

/**
 * Group management, declared once for clinic accounts (their clinic's groups) and administrators (every
 * group: platform groups are theirs; a clinic's too, for support). Handlers are shared (groups.routes.ts).
 */
function manageGroupsFor<F extends GroupsFamily>(family: F) {
  const access = family === 'admin' ? (['admin'] as const) : (['clinic'] as const);
  const base = family === 'admin' ? { access } : { access, feature: 'groups' as const };
  const whose = family === 'admin' ? 'every group (platform groups and clinics\')' : "the clinic's groups";
  return {
    groups: defineEndpoint({
      path: `${family}/groups/groups`,
      method: 'GET',
      ...base,
      summary: `Groups: ${whose}, newest first, searched by title, paged.`,
      input: manageGroupListInput,
      output: z.array(groupSummary),
      paged: true,
    }),
    addGroup: defineEndpoint({
      path: `${family}/groups/add_group`,
      ...base,
      summary: "Add a group (multipart; cover image in `image`): 'Group has been Added Successfully'.",
      input: family === 'admin' ? adminCreateGroupInput : createGroupInput,
      uploads: imageUpload,
      output: groupSummary,
      creates: true,
    }),
    editGroup: defineEndpoint({
      path: `${family}/groups/edit_group`,
      ...base,
      summary: "Edit a group (multipart; a new cover in `image`, or remove_image): 'Group has been Updated Successfully'.",
      input: updateGroupInput,
      uploads: imageUpload,
      output: groupSummary,
    }),
    deleteGroup: defineEndpoint({
      path: `${family}/groups/delete_group`,
      ...base,
      summary: "Delete a group with its posts, comments and images: 'Group has been Deleted Successfully'.",
      input: groupIdOnlyInput,
      output: noData,
    }),
    posts: defineEndpoint({
      path: `${family}/groups/posts`,
      method: 'GET',
      ...base,
      summary: "A group's posts, newest first, hidden ones included (marked) with their open reports, paged.",
      input: managePostsInput,
      output: z.array(post),
      paged: true,
    }),
    comments: defineEndpoint({
      path: `${family}/groups/comments`,
      method: 'GET',
      ...base,
      summary: "A post's comments, oldest first, hidden ones included (marked), paged.",
      input: manageCommentsInput,
      output: z.array(comment),
      paged: true,
    }),
    deletePost: defineEndpoint({
      path: `${family}/groups/delete_post`,
      ...base,
      summary: "Delete a post of one of the groups with its comments and images: 'Post has been Deleted Successfully'.",
      input: postIdInput,
      output: noData,
    }),
    deleteComment: defineEndpoint({
      path: `${family}/groups/delete_comment`,
      ...base,
      summary: "Delete a comment: 'Comment has Been Deleted Successfully'.",
      input: groupIdOnlyInput,
      output: noData,
    }),
    members: defineEndpoint({
      path: `${family}/groups/members`,
      method: 'GET',
      ...base,
      summary: "A group's members with their real names and mutes, paged.",
      input: membersInput,
      output: z.array(groupMember),
      paged: true,
    }),
    invite: defineEndpoint({
      path: `${family}/groups/invite`,
      ...base,
      summary:
        "Invite people of the group's audience ('Invitations have been sent successfully'); each is told. Others are skipped.",
      input: groupInviteInput,
      output: invitationsSent,
    }),
    reports: defineEndpoint({
      path: `${family}/groups/reports`,
      method: 'GET',
      ...base,
      summary: `Reports of posts and comments in ${whose}: open (newest first) or resolved, paged.`,
      input: reportListInput,
      output: z.array(report),
      paged: true,
    }),
    moderate: defineEndpoint({
      path: `${family}/groups/moderate`,
      ...base,
      summary:
        'Act on a report, or on a post or comment directly: hide (members no longer see it), unhide, delete, or dismiss the report. The report is resolved.',
      input: moderateInput,
      output: noData,
    }),
    mute: defineEndpoint({
      path: `${family}/groups/mute_member`,
      ...base,
      summary: 'Mute a member in this group for some days (they read but may not post or comment); 0 days lifts it. The member is told.',
      input: muteInput,
      output: groupMember,
    }),
  };
}

export const clinicGroupsEndpoints = manageGroupsFor('clinics');
export const adminGroupsEndpoints = manageGroupsFor('admin');

/** Catalogue entries: groupsList, ..., clinicGroupsAddGroup, adminGroupsAddGroup, ... */
export const communityEndpoints = {
  ...groupsEndpoints,
  ...challengesEndpoints,
  ...eventsEndpoints,
  ...prefixed('clinicGroups', clinicGroupsEndpoints),
  ...prefixed('adminGroups', adminGroupsEndpoints),
  adminGroupsUsers: defineEndpoint({
    path: 'admin/groups/users',
    method: 'GET',
    access: ['admin'] as const,
    summary: 'People of a role (roleid 3 personal, 4 business, 5 patient, 6 employee) to invite to a group, searched, paged.',
    input: groupInviteesByRoleInput,
    output: z.array(inviteCandidate),
    paged: true,
  }),
  clinicGroupsPatients: defineEndpoint({
    path: 'clinics/groups/patients',
    method: 'GET',
    access: ['clinic'] as const,
    feature: 'groups',
    summary: "The clinic's patients and employees who may be invited to one of its groups (not yet members).",
    input: groupIdInput,
    output: z.array(inviteCandidate),
  }),
};
