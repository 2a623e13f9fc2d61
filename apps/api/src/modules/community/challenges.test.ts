import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHALLENGE_MESSAGES, endpoints } from '@stillpoint/contracts';
import { challengeCheckIns, challengeParticipants, notifications } from '@stillpoint/db';
import { assignPatient, createClinicTeam, createUser, createUserAndLogin, login } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { TINY_PNG } from '../../../test/media-fixtures.js';
import { afterCheckIn, streakOn } from './challenges.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;
const dayFrom = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const png = (field: string) => ({ field, filename: `${field}.png`, contentType: 'image/png', data: TINY_PNG });

/** A clinic with its account, an employee and a patient (logged in), and a running 21-day challenge of the clinic. */
async function clinicChallenge(overrides: Record<string, unknown> = {}) {
  const team = await createClinicTeam(t);
  const patient = await login(t, team.patient);
  const added = await t.form(
    endpoints.clinicChallengesAddChallenge,
    { title: '21 days of sleep hygiene', daily_goal: 'Screens off an hour before bed', start: dayFrom(-5), end: dayFrom(15), ...overrides },
    [png('image'), png('trophy')],
    team.token,
  );
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  expect(added.body.message).toBe(CHALLENGE_MESSAGES.added);
  return { ...team, patientToken: patient.accessToken, challenge: added.body.data! };
}

describe('streaks (pure)', () => {
  const fresh = { checkIns: 0, currentStreak: 0, bestStreak: 0, lastDay: null };
  it('goes on day after day, forgives one missed day and starts again after two', () => {
    let row = afterCheckIn(fresh, '2026-03-01');
    row = afterCheckIn(row, '2026-03-02');
    expect(row).toMatchObject({ checkIns: 2, currentStreak: 2 });
    row = afterCheckIn(row, '2026-03-04');
    expect(row).toMatchObject({ checkIns: 3, currentStreak: 3, bestStreak: 3 });
    row = afterCheckIn(row, '2026-03-07');
    expect(row).toMatchObject({ checkIns: 4, currentStreak: 1, bestStreak: 3 });
    // Across a month's end.
    expect(afterCheckIn({ ...fresh, currentStreak: 5, bestStreak: 5, lastDay: '2026-02-28', checkIns: 5 }, '2026-03-01').currentStreak).toBe(6);
  });
  it('shows an ended streak as 0 once more than the grace day has passed', () => {
    expect(streakOn({ currentStreak: 4, lastDay: '2026-03-01' }, '2026-03-03')).toBe(4);
    expect(streakOn({ currentStreak: 4, lastDay: '2026-03-01' }, '2026-03-04')).toBe(0);
  });
});

describe('taking part', () => {
  it('shows a clinic challenge to its patients only, and a platform challenge to patients and personal users', async () => {
    const team = await clinicChallenge();
    const admin = await createUserAndLogin(t, 'admin');
    const platform = await t.form(endpoints.adminChallengesAddChallenge, { title: 'Daily walk', daily_goal: 'Walk 20 minutes', start: dayFrom(0), end: dayFrom(6) }, [], admin.session.accessToken);
    expect(platform.status).toBe(201);
    expect(platform.body.data!.goal_days).toBe(7);
    const personal = await createUserAndLogin(t, 'personal');
    const stranger = await createClinicTeam(t);
    const strangerToken = (await login(t, stranger.patient)).accessToken;

    const ids = async (token: string) => (await t.call(endpoints.challengesList, {}, token)).body.data!.map((row) => row.id);
    expect(await ids(team.patientToken)).toEqual(expect.arrayContaining([team.challenge.id, platform.body.data!.id]));
    expect(await ids(personal.session.accessToken)).toContain(platform.body.data!.id);
    expect(await ids(personal.session.accessToken)).not.toContain(team.challenge.id);
    expect((await t.call(endpoints.challengeDetail, { id: team.challenge.id }, strangerToken)).status).toBe(404);
    expect((await t.call(endpoints.challengeJoin, { id: team.challenge.id }, personal.session.accessToken)).status).toBe(404);
    expect((await t.call(endpoints.clinicChallengesStats, { id: team.challenge.id }, stranger.token)).status).toBe(404);
  });

  it('joins, checks in once a day, refuses a second check-in and far days, and completes with a trophy', async () => {
    const team = await clinicChallenge({ start: dayFrom(-1), end: dayFrom(1), goal_days: 2 });
    expect((await t.call(endpoints.challengeDidIt, { id: team.challenge.id, day: dayFrom(0) }, team.patientToken)).status).toBe(403);
    const joined = await t.call(endpoints.challengeJoin, { id: team.challenge.id }, team.patientToken);
    expect(joined.body.message).toBe(CHALLENGE_MESSAGES.joined);
    expect(joined.body.data).toMatchObject({ participant_count: 1, mine: { check_ins: 0, current_streak: 0 } });

    const first = await t.call(endpoints.challengeDidIt, { id: team.challenge.id, day: dayFrom(-1) }, team.patientToken);
    expect(first.body.message).toBe(CHALLENGE_MESSAGES.checkedIn);
    const twice = await t.call(endpoints.challengeDidIt, { id: team.challenge.id, day: dayFrom(-1) }, team.patientToken);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(CHALLENGE_MESSAGES.alreadyToday);
    const far = await t.call(endpoints.challengeDidIt, { id: team.challenge.id, day: dayFrom(-5) }, team.patientToken);
    expect(far.status).toBe(422);
    expect(far.body.errors?.[0]?.path).toBe('day');
    const rows = await t.db.select().from(challengeCheckIns).where(eq(challengeCheckIns.challengeId, team.challenge.id));
    expect(rows).toHaveLength(1);

    const done = await t.call(endpoints.challengeDidIt, { id: team.challenge.id, day: dayFrom(0) }, team.patientToken);
    expect(done.body.message).toBe(CHALLENGE_MESSAGES.completed);
    expect(done.body.data!.mine).toMatchObject({ check_ins: 2, current_streak: 2 });
    expect(done.body.data!.mine!.completed_at).not.toBeNull();
    const told = await t.db.select().from(notifications).where(and(eq(notifications.userId, team.patient.id), eq(notifications.kind, 'challenge_completed')));
    expect(told).toHaveLength(1);
    const completed = await t.call(endpoints.challengeCompletedGallery, {}, team.patientToken);
    expect(completed.body.data!.map((row) => [row.id, Boolean(row.trophy)])).toEqual([[team.challenge.id, true]]);
  });

  it('keeps one check-in when the same day is sent twice at once', async () => {
    const team = await clinicChallenge();
    await t.call(endpoints.challengeJoin, { id: team.challenge.id }, team.patientToken);
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.call(endpoints.challengeDidIt, { id: team.challenge.id, day: dayFrom(0) }, team.patientToken)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(4);
    const [row] = await t.db.select().from(challengeParticipants).where(eq(challengeParticipants.challengeId, team.challenge.id));
    expect(row).toMatchObject({ checkIns: 1, currentStreak: 1 });
  });

  it('lets participants comment and delete their own comments, shows peers by their chosen names, and counts the stats', async () => {
    const team = await clinicChallenge();
    const other = await createUser(t.db, 'patient', { clinicId: team.clinic.id, fullName: 'Priya Nair' });
    const otherToken = (await login(t, other)).accessToken;
    for (const token of [team.patientToken, otherToken]) await t.call(endpoints.challengeJoin, { id: team.challenge.id }, token);
    expect((await t.call(endpoints.challengeSubmitComment, { id: team.challenge.id, comment: '   ' }, otherToken)).status).toBe(422);
    const comment = await t.call(endpoints.challengeSubmitComment, { id: team.challenge.id, comment: 'Day one done' }, otherToken);
    expect(comment.status).toBe(201);
    expect(comment.body.message).toBe('Comment has been Added Successfully');
    await t.call(endpoints.challengeDidIt, { id: team.challenge.id, day: dayFrom(0) }, otherToken);

    const detail = (await t.call(endpoints.challengeDetail, { id: team.challenge.id }, team.patientToken)).body.data!;
    const peer = detail.participants.find((row) => !row.person.self)!;
    expect(peer.person).toMatchObject({ userid: null, name: 'Priya N.' });
    expect(peer.current_streak).toBe(1);
    expect(detail.comments[0]!.author.userid).toBeNull();
    expect(detail.comments[0]!.can_delete).toBe(false);
    expect(detail.stats).toMatchObject({ participants: 2, active_today: 1, completed: 0, completion_rate: 0 });
    expect(detail.stats.per_day).toEqual([{ day: dayFrom(0), check_ins: 1 }]);
    // Each reader's own check-in days only (the tracker of the page).
    expect(detail.my_days).toEqual([]);
    const theirs = (await t.call(endpoints.challengeDetail, { id: team.challenge.id }, otherToken)).body.data!;
    expect(theirs.my_days).toEqual([dayFrom(0)]);

    expect((await t.call(endpoints.challengeDeleteComment, { comment_id: comment.body.data!.comment_id }, team.patientToken)).status).toBe(403);
    const removed = await t.call(endpoints.challengeDeleteComment, { comment_id: comment.body.data!.comment_id }, otherToken);
    expect(removed.body.message).toBe('Comment has Been Deleted Successfully');

    // The clinic's team sees the real names and each patient's streaks; an employee for assigned patients only.
    const staff = await t.call(endpoints.clinicChallengesParticipants, { id: team.challenge.id }, team.token);
    expect(staff.body.data!.map((row) => row.person.name)).toContain('Priya Nair');
    const streaks = await t.call(endpoints.clinicPatientStreaks, { userid: other.id }, team.token);
    expect(streaks.body.data).toEqual([expect.objectContaining({ challenge_id: team.challenge.id, check_ins: 1, current_streak: 1 })]);
    const employee = (await login(t, team.employee)).accessToken;
    expect((await t.call(endpoints.clinicPatientStreaks, { userid: other.id }, employee)).status).toBe(404);
    await assignPatient(t.db, team.employee, other);
    expect((await t.call(endpoints.clinicPatientStreaks, { userid: other.id }, employee)).body.data).toHaveLength(1);
    const stranger = await createClinicTeam(t);
    expect((await t.call(endpoints.clinicPatientStreaks, { userid: other.id }, stranger.token)).status).toBe(404);
  });
});

describe('managing challenges', () => {
  it('validates the period and the goal, uses gallery images and categories of its own library only', async () => {
    const team = await clinicChallenge();
    const backwards = await t.form(endpoints.clinicChallengesAddChallenge, { title: 'x', daily_goal: 'y', start: dayFrom(3), end: dayFrom(1) }, [], team.token);
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors?.[0]?.path).toBe('end');
    const tooMany = await t.form(endpoints.clinicChallengesAddChallenge, { title: 'x', daily_goal: 'y', start: dayFrom(0), end: dayFrom(2), goal_days: 5 }, [], team.token);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors?.[0]?.path).toBe('goal_days');

    const category = await t.call(endpoints.clinicChallengesAddCategory, { title: 'Sleep' }, team.token);
    expect(category.body.message).toBe('Category has been Added Successfully');
    const trophy = await t.form(endpoints.clinicChallengesAddGalleryImage, { type: 'trophy' }, [png('image')], team.token);
    expect(trophy.body.message).toBe('Image has been Uploaded Successfully');
    const stranger = await createClinicTeam(t);
    const foreign = await t.form(endpoints.clinicChallengesAddChallenge, { title: 'x', daily_goal: 'y', start: dayFrom(0), end: dayFrom(2), trophy_id: trophy.body.data!.id }, [], stranger.token);
    expect(foreign.status).toBe(404);
    const foreignCategory = await t.form(endpoints.clinicChallengesAddChallenge, { title: 'x', daily_goal: 'y', start: dayFrom(0), end: dayFrom(2), category_id: category.body.data!.id }, [], stranger.token);
    expect(foreignCategory.status).toBe(404);
    expect((await t.call(endpoints.clinicChallengesEditCategory, { id: category.body.data!.id, title: 'Taken' }, stranger.token)).status).toBe(404);

    const edited = await t.form(
      endpoints.clinicChallengesEditChallenge,
      { id: team.challenge.id, title: 'Sleep better', daily_goal: 'Lights out by 23:00', start: dayFrom(-5), end: dayFrom(15), category_id: category.body.data!.id, trophy_id: trophy.body.data!.id },
      [],
      team.token,
    );
    expect(edited.body.message).toBe(CHALLENGE_MESSAGES.updated);
    expect(edited.body.data).toMatchObject({ title: 'Sleep better', category: { title: 'Sleep' } });
    expect(edited.body.data!.trophy).toBe(trophy.body.data!.url);

    const removed = await t.call(endpoints.clinicChallengesDeleteChallenge, { id: team.challenge.id }, team.token);
    expect(removed.body.message).toBe(CHALLENGE_MESSAGES.deleted);
    expect((await t.call(endpoints.challengeDetail, { id: team.challenge.id }, team.patientToken)).status).toBe(404);
    // The gallery keeps its image.
    expect((await t.call(endpoints.clinicChallengesGallery, { type: 'trophy' }, team.token)).body.data!.map((row) => row.id)).toContain(trophy.body.data!.id);
  });
});
