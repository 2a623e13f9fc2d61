import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, GROUP_MESSAGES } from '@stillpoint/contracts';
import { groupPosts, groups, mediaFiles, notifications, users } from '@stillpoint/db';
import { createClinicTeam, createUser, createUserAndLogin, login } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { TINY_PNG } from '../../../test/media-fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const png = (field: string, name = 'photo.png') => ({ field, filename: name, contentType: 'image/png', data: TINY_PNG });
const toldOf = (userId: number, kind: string) =>
  t.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

/** A clinic with its account, an employee and two patients, all logged in, and one open group of the clinic. */
async function clinicGroup(visibility: 'open' | 'invite' = 'open') {
  const team = await createClinicTeam(t);
  const second = await createUser(t.db, 'patient', { clinicId: team.clinic.id, fullName: 'Priya Nair' });
  const [patient, other, employee] = await Promise.all([login(t, team.patient), login(t, second), login(t, team.employee)]);
  const added = await t.form(endpoints.clinicGroupsAddGroup, { title: 'Sleep circle', description: 'Rest together', visibility }, [png('image')], team.token);
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  expect(added.body.message).toBe(GROUP_MESSAGES.groupAdded);
  return { ...team, second, group: added.body.data!, patientToken: patient.accessToken, otherToken: other.accessToken, employeeToken: employee.accessToken };
}

async function joined(token: string, groupId: number) {
  const answer = await t.call(endpoints.groupJoin, { group_id: groupId }, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data!;
}

async function postIn(token: string, groupId: number, text = 'Slept six hours last night', files = [] as ReturnType<typeof png>[], mentions?: number[]) {
  const answer = await t.form(endpoints.postCreate, { group_id: groupId, data: text, ...(mentions ? { mentions: mentions.join(',') } : {}) }, files, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  expect(answer.body.message).toBe(GROUP_MESSAGES.postAdded);
  return answer.body.data!;
}

describe('who sees which group', () => {
  it("shows a clinic's groups to its people only, and platform groups to patients and personal users", async () => {
    const team = await clinicGroup();
    const admin = await createUserAndLogin(t, 'admin');
    const platform = await t.form(endpoints.adminGroupsAddGroup, { title: 'Everyone breathes' }, [], admin.session.accessToken);
    expect(platform.status).toBe(201);
    expect(platform.body.data!.clinic_id).toBeNull();
    const personal = await createUserAndLogin(t, 'personal');
    const stranger = await createClinicTeam(t);
    const strangerPatient = await login(t, stranger.patient);

    const titles = async (token: string) => (await t.call(endpoints.groupsList, {}, token)).body.data!.map((group) => group.id);
    expect(await titles(team.patientToken)).toEqual(expect.arrayContaining([team.group.id, platform.body.data!.id]));
    expect(await titles(team.employeeToken)).toContain(team.group.id);
    expect(await titles(team.employeeToken)).not.toContain(platform.body.data!.id);
    expect(await titles(personal.session.accessToken)).toContain(platform.body.data!.id);
    expect(await titles(personal.session.accessToken)).not.toContain(team.group.id);
    expect(await titles(strangerPatient.accessToken)).not.toContain(team.group.id);

    // Another clinic's group: 404 everywhere, never a hint.
    expect((await t.call(endpoints.groupDetail, { group_id: team.group.id }, strangerPatient.accessToken)).status).toBe(404);
    expect((await t.call(endpoints.groupJoin, { group_id: team.group.id }, personal.session.accessToken)).status).toBe(404);
    expect((await t.call(endpoints.clinicGroupsPosts, { group_id: team.group.id }, stranger.token)).status).toBe(404);
    const edit = await t.form(endpoints.clinicGroupsEditGroup, { id: team.group.id, title: 'Taken' }, [], stranger.token);
    expect(edit.status).toBe(404);
    expect((await t.db.select().from(groups).where(eq(groups.id, team.group.id)))[0]!.title).toBe('Sleep circle');

    // The list is 9 a page by default (spec section 9).
    const list = await t.call(endpoints.groupsList, {}, personal.session.accessToken);
    expect(list.body.data!.length).toBeLessThanOrEqual(9);
  });

  it('joins, favourites and leaves with the spec messages, and keeps the feed for members', async () => {
    const team = await clinicGroup();
    const before = await t.call(endpoints.groupDetail, { group_id: team.group.id }, team.patientToken);
    expect(before.body.data!.posts).toEqual([]);
    expect((await t.call(endpoints.groupPosts, { group_id: team.group.id }, team.patientToken)).status).toBe(403);

    expect((await joined(team.patientToken, team.group.id)).member_count).toBe(1);
    expect((await joined(team.patientToken, team.group.id)).member_count).toBe(1);
    const favourite = await t.call(endpoints.groupFavourite, { group_id: team.group.id }, team.patientToken);
    expect(favourite.body.message).toBe('Group has been Added To Favourite Successfully');
    expect(favourite.body.data!.favourite).toBe(true);
    const favourites = await t.call(endpoints.groupsList, { filter: 'favourites' }, team.patientToken);
    expect(favourites.body.data!.map((group) => group.id)).toEqual([team.group.id]);
    const unfavourite = await t.call(endpoints.groupUnfavourite, { group_id: team.group.id }, team.patientToken);
    expect(unfavourite.body.message).toBe('Group has been UnFavourite Successfully');
    const left = await t.call(endpoints.groupLeave, { group_id: team.group.id }, team.patientToken);
    expect(left.body.data).toMatchObject({ joined: false, member_count: 0 });
  });

  it('lets people join an invitation-only group once invited, and tells them', async () => {
    const team = await clinicGroup('invite');
    const refused = await t.call(endpoints.groupJoin, { group_id: team.group.id }, team.patientToken);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(GROUP_MESSAGES.inviteOnly);

    const candidates = await t.call(endpoints.groupInviteCandidates, { group_id: team.group.id }, team.employeeToken);
    expect(candidates.body.data!.map((person) => person.id)).toEqual(expect.arrayContaining([team.patient.id, team.second.id]));
    const outsider = await createUser(t.db, 'patient');
    const invited = await t.call(endpoints.groupInvite, { group_id: team.group.id, user_ids: [team.patient.id, outsider.id] }, team.employeeToken);
    expect(invited.body.message).toBe('Invitations have been sent successfully');
    expect(invited.body.data!.sent).toBe(1);
    expect(await toldOf(team.patient.id, 'group_invitation')).toHaveLength(1);
    expect(await toldOf(outsider.id, 'group_invitation')).toHaveLength(0);
    // Patients cannot invite (the catalogue admits employees).
    expect((await t.call(endpoints.groupInvite, { group_id: team.group.id, user_ids: [team.second.id] }, team.patientToken)).status).toBe(403);

    expect((await joined(team.patientToken, team.group.id)).invited).toBe(false);
  });
});

describe('posts, comments and likes', () => {
  it('posts with images for members only, refuses empty posts and too many images, and keeps peers anonymous', async () => {
    const team = await clinicGroup();
    const notMember = await t.form(endpoints.postCreate, { group_id: team.group.id, data: 'Hello' }, [], team.patientToken);
    expect(notMember.status).toBe(403);
    expect(notMember.body.message).toBe(GROUP_MESSAGES.notMember);
    await joined(team.patientToken, team.group.id);
    await joined(team.otherToken, team.group.id);
    await joined(team.employeeToken, team.group.id);

    const empty = await t.form(endpoints.postCreate, { group_id: team.group.id, data: '   ' }, [], team.patientToken);
    expect(empty.status).toBe(422);
    expect(empty.body.errors?.[0]?.path).toBe('data');
    const mediaBefore = (await t.db.select().from(mediaFiles)).length;
    const tooMany = await t.form(endpoints.postCreate, { group_id: team.group.id, data: 'Five photos' }, [1, 2, 3, 4, 5].map((n) => png('images', `${n}.png`)), team.patientToken);
    expect(tooMany.status).toBe(422);
    expect((await t.db.select().from(mediaFiles)).length).toBe(mediaBefore);

    const post = await postIn(team.patientToken, team.group.id, 'My evening routine', [png('images')]);
    expect(post.images).toHaveLength(1);
    expect(post.author.self).toBe(true);

    // Another patient sees the author by the name chosen for peers; the therapist sees who it is.
    const asPeer = (await t.call(endpoints.groupPosts, { group_id: team.group.id }, team.otherToken)).body.data![0]!;
    expect(asPeer.author.userid).toBeNull();
    expect(asPeer.author.name).not.toBe(team.patient.fullName);
    const asTherapist = (await t.call(endpoints.groupPosts, { group_id: team.group.id }, team.employeeToken)).body.data![0]!;
    expect(asTherapist.author).toMatchObject({ userid: team.patient.id, name: team.patient.fullName });
    const detail = await t.call(endpoints.groupDetail, { group_id: team.group.id }, team.otherToken);
    expect(detail.body.data!.post_count).toBe(1);
    expect(detail.body.data!.participants).toHaveLength(3);
    expect(detail.body.data!.participants.filter((member) => member.person.userid === null)).toHaveLength(1);
  });

  it('tells the author of comments and groups likes into one notification', async () => {
    const team = await clinicGroup();
    const third = await createUser(t.db, 'patient', { clinicId: team.clinic.id });
    const thirdToken = (await login(t, third)).accessToken;
    for (const token of [team.patientToken, team.otherToken, team.employeeToken, thirdToken]) await joined(token, team.group.id);
    const post = await postIn(team.patientToken, team.group.id);

    const comment = await t.call(endpoints.commentAdd, { post_id: post.id, comment: 'That is a lot better!' }, team.otherToken);
    expect(comment.status).toBe(201);
    expect(comment.body.message).toBe('Comment has been Added Successfully');
    expect(await toldOf(team.patient.id, 'group_activity')).toHaveLength(1);

    const like = await t.call(endpoints.postLike, { post_id: post.id }, team.otherToken);
    expect(like.body.message).toBe('You Like This Post');
    expect(like.body.data).toMatchObject({ liked: true, likes_count: 1 });
    expect((await t.call(endpoints.postLike, { post_id: post.id }, team.otherToken)).body.data!.likes_count).toBe(1);
    await t.call(endpoints.postLike, { post_id: post.id }, team.employeeToken);
    await t.call(endpoints.postLike, { post_id: post.id }, thirdToken);
    // The author's own like tells nobody.
    await t.call(endpoints.postLike, { post_id: post.id }, team.patientToken);
    const likes = await toldOf(team.patient.id, 'group_like');
    expect(likes).toHaveLength(1);
    expect(likes[0]!.title).toBe('3 people liked your post');

    const unlike = await t.call(endpoints.postUnlike, { post_id: post.id }, thirdToken);
    expect(unlike.body.message).toBe('You UnLike This Post');
    expect(unlike.body.data).toMatchObject({ liked: false, likes_count: 3 });

    const detail = await t.call(endpoints.postDetail, { id: post.id }, team.otherToken);
    expect(detail.body.data!.postDetail.comments_count).toBe(1);
    expect(detail.body.data!.postComments.map((row) => row.comment)).toEqual(['That is a lot better!']);

    // Own comment only; the comment count follows.
    const notOwn = await t.call(endpoints.commentDelete, { comment_id: comment.body.data!.comment_id }, team.patientToken);
    expect(notOwn.status).toBe(403);
    const removed = await t.call(endpoints.commentDelete, { comment_id: comment.body.data!.comment_id }, team.otherToken);
    expect(removed.body.message).toBe('Comment has Been Deleted Successfully');
    expect((await t.call(endpoints.postDetail, { id: post.id }, team.otherToken)).body.data!.postDetail.comments_count).toBe(0);

    const recent = await t.call(endpoints.recentPosts, {}, team.otherToken);
    expect(recent.body.data!.map((row) => [row.id, row.group_title])).toEqual([[post.id, 'Sleep circle']]);
  });

  it('tells members mentioned by membership id, and ignores ids that are not members of the group', async () => {
    const team = await clinicGroup();
    await joined(team.patientToken, team.group.id);
    await joined(team.otherToken, team.group.id);
    const participants = (await t.call(endpoints.groupMembers, { group_id: team.group.id }, team.patientToken)).body.data!;
    const otherMember = participants.find((member) => !member.person.self)!;
    const elsewhere = await clinicGroup();
    await joined(elsewhere.patientToken, elsewhere.group.id);
    const foreignMember = (await t.call(endpoints.groupMembers, { group_id: elsewhere.group.id }, elsewhere.patientToken)).body.data![0]!;

    const post = await postIn(team.patientToken, team.group.id, `Thank you @${otherMember.person.name}`, [], [otherMember.member_id, foreignMember.member_id]);
    expect(post.mentions.map((mention) => mention.member_id)).toEqual([otherMember.member_id]);
    expect(await toldOf(team.second.id, 'group_activity')).toHaveLength(1);
    expect(await toldOf(elsewhere.patient.id, 'group_activity')).toHaveLength(0);
  });
});

describe('moderation', () => {
  it('lets a member report a post that the clinic hides, and mutes a member', async () => {
    const team = await clinicGroup();
    await joined(team.patientToken, team.group.id);
    await joined(team.otherToken, team.group.id);
    const post = await postIn(team.patientToken, team.group.id, 'Something unkind');

    const reported = await t.call(endpoints.postReport, { post_id: post.id, reason: 'Unkind' }, team.otherToken);
    expect(reported.status).toBe(201);
    expect((await t.call(endpoints.postReport, { post_id: post.id }, team.otherToken)).status).toBe(201);
    expect(await toldOf(team.owner.id, 'group_moderation')).toHaveLength(1);

    const reports = await t.call(endpoints.clinicGroupsReports, {}, team.token);
    expect(reports.body.data).toHaveLength(1);
    expect(reports.body.data![0]).toMatchObject({ post_id: post.id, reporters: 1, reason: 'Unkind', excerpt: 'Something unkind', hidden: false });
    const stranger = await createClinicTeam(t);
    expect((await t.call(endpoints.clinicGroupsReports, {}, stranger.token)).body.data).toEqual([]);
    expect((await t.call(endpoints.clinicGroupsModerate, { report_id: reports.body.data![0]!.id, action: 'hide' }, stranger.token)).status).toBe(404);

    const hide = await t.call(endpoints.clinicGroupsModerate, { report_id: reports.body.data![0]!.id, action: 'hide' }, team.token);
    expect(hide.status).toBe(200);
    expect((await t.call(endpoints.postDetail, { id: post.id }, team.otherToken)).status).toBe(404);
    expect((await t.call(endpoints.groupPosts, { group_id: team.group.id }, team.otherToken)).body.data).toEqual([]);
    expect((await t.call(endpoints.groupDetail, { group_id: team.group.id }, team.otherToken)).body.data!.post_count).toBe(0);
    const staffView = await t.call(endpoints.clinicGroupsPosts, { group_id: team.group.id }, team.token);
    expect(staffView.body.data![0]).toMatchObject({ id: post.id, hidden: true });
    expect((await t.call(endpoints.clinicGroupsReports, {}, team.token)).body.data).toEqual([]);

    const authorMember = reports.body.data![0]!.author_member_id!;
    const mute = await t.call(endpoints.clinicGroupsMute, { group_id: team.group.id, member_id: authorMember, days: 3 }, team.token);
    expect(mute.body.message).toBe(GROUP_MESSAGES.muted);
    expect(mute.body.data!.muted_until).not.toBeNull();
    const muted = await t.form(endpoints.postCreate, { group_id: team.group.id, data: 'Again' }, [], team.patientToken);
    expect(muted.status).toBe(403);
    expect(muted.body.message).toBe(GROUP_MESSAGES.mutedHere);
    expect(await toldOf(team.patient.id, 'group_moderation')).toHaveLength(1);
    await t.call(endpoints.clinicGroupsMute, { group_id: team.group.id, member_id: authorMember, days: 0 }, team.token);
    await postIn(team.patientToken, team.group.id, 'Sorry about earlier');
  });

  it("keeps the counters right when an account goes, with its posts, comments and likes", async () => {
    const team = await clinicGroup();
    for (const token of [team.patientToken, team.otherToken]) await joined(token, team.group.id);
    const kept = await postIn(team.patientToken, team.group.id, 'Mine stays');
    await postIn(team.otherToken, team.group.id, 'Theirs goes');
    await t.call(endpoints.postLike, { post_id: kept.id }, team.otherToken);
    await t.call(endpoints.commentAdd, { post_id: kept.id, comment: 'Goes too' }, team.otherToken);
    await t.db.delete(users).where(eq(users.id, team.second.id));
    const detail = (await t.call(endpoints.groupDetail, { group_id: team.group.id }, team.patientToken)).body.data!;
    expect(detail.group).toMatchObject({ member_count: 1, post_count: 1 });
    expect(detail.posts.map((post) => [post.data, post.likes_count, post.comments_count])).toEqual([['Mine stays', 0, 0]]);
  });

  it('deletes a group with its posts and their images', async () => {
    const team = await clinicGroup();
    await joined(team.patientToken, team.group.id);
    await postIn(team.patientToken, team.group.id, 'With a photo', [png('images')]);
    const removed = await t.call(endpoints.clinicGroupsDeleteGroup, { id: team.group.id }, team.token);
    expect(removed.body.message).toBe(GROUP_MESSAGES.groupDeleted);
    expect(await t.db.select().from(groupPosts).where(eq(groupPosts.groupId, team.group.id))).toEqual([]);
    expect((await t.call(endpoints.groupDetail, { group_id: team.group.id }, team.patientToken)).status).toBe(404);
  });
});
