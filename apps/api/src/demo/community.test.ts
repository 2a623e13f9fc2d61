import { afterAll, beforeAll, expect, it } from 'vitest';
import { endpoints } from '@stillpoint/contracts';
import type { TestApp } from '../../test/harness.js';
import { createDemoTestApp, login } from '../../test/factories.js';
import { DEMO_CHALLENGES, DEMO_EVENTS, DEMO_GROUPS, seedDemoChallenges, seedDemoEvents, seedDemoGroups } from './community.js';

let t: TestApp;
beforeAll(async () => {
  t = await createDemoTestApp();
}, 60_000);
afterAll(() => t.close());

it("gives the demo two platform groups and Harbor's circle with posts, comments and likes, once, with counts the API agrees with", async () => {
  expect(await seedDemoGroups(t.db)).toBe(true);
  expect(await seedDemoGroups(t.db)).toBe(false);

  const paul = await login(t, { email: 'patient@demo.stillpoint.test', role: 'patient' });
  const joined = (await t.call(endpoints.groupsList, { filter: 'joined' }, paul.accessToken)).body.data!;
  expect(joined.map((group) => group.title).sort()).toEqual([DEMO_GROUPS.harbor, DEMO_GROUPS.sleep].sort());
  const harbor = joined.find((group) => group.title === DEMO_GROUPS.harbor)!;
  const detail = (await t.call(endpoints.groupDetail, { group_id: harbor.id }, paul.accessToken)).body.data!;
  expect(detail.post_count).toBe(2);
  expect(detail.participants).toHaveLength(3);
  // Newest first: Paul's own post, liked by Priya and Elena, with Elena's answer.
  expect(detail.posts[0]).toMatchObject({ author: { self: true }, likes_count: 2, comments_count: 1 });
  const post = (await t.call(endpoints.postDetail, { id: detail.posts[1]!.id }, paul.accessToken)).body.data!;
  expect(post.postComments).toHaveLength(2);
  expect(post.postDetail.liked).toBe(true);

  // Personal users see the platform groups only; Sam is in both.
  const sam = await login(t, { email: 'personal@demo.stillpoint.test', role: 'frontuser' });
  const samGroups = (await t.call(endpoints.groupsList, {}, sam.accessToken)).body.data!;
  expect(samGroups.map((group) => [group.title, group.joined]).sort()).toEqual([
    [DEMO_GROUPS.calm, true],
    [DEMO_GROUPS.sleep, true],
  ]);
  // Cedar's patient sees no Harbor group.
  const quinn = await login(t, { email: 'patient3@demo.stillpoint.test', role: 'patient' });
  expect((await t.call(endpoints.groupsList, {}, quinn.accessToken)).body.data!.map((group) => group.title)).not.toContain(DEMO_GROUPS.harbor);
});

it('gives the demo a running Harbor challenge with Paul on a streak and a finished platform challenge with trophies, once', async () => {
  expect(await seedDemoChallenges(t.db)).toBe(true);
  expect(await seedDemoChallenges(t.db)).toBe(false);
  const paul = await login(t, { email: 'patient@demo.stillpoint.test', role: 'patient' });
  const list = (await t.call(endpoints.challengesList, { filter: 'joined' }, paul.accessToken)).body.data!;
  const sleep = list.find((row) => row.title === DEMO_CHALLENGES.sleep)!;
  expect(sleep.state).toBe('running');
  // Nine check-ins, the missed day forgiven: a streak of nine (the grace day kept it).
  expect(sleep.mine).toMatchObject({ check_ins: 9, current_streak: 9, best_streak: 9 });
  const detail = (await t.call(endpoints.challengeDetail, { id: sleep.id }, paul.accessToken)).body.data!;
  expect(detail.participants).toHaveLength(2);
  expect(detail.comments).toHaveLength(2);
  expect(detail.stats.participants).toBe(2);

  const sam = await login(t, { email: 'personal@demo.stillpoint.test', role: 'frontuser' });
  const trophies = (await t.call(endpoints.challengeCompletedGallery, {}, sam.accessToken)).body.data!;
  expect(trophies.map((row) => [row.title, row.state])).toEqual([[DEMO_CHALLENGES.walk, 'ended']]);
});

it("gives the demo two upcoming events, once: the platform's online webinar for everyone and Harbor's evening with Paul and Priya", async () => {
  expect(await seedDemoEvents(t.db)).toBe(true);
  expect(await seedDemoEvents(t.db)).toBe(false);
  const paul = await login(t, { email: 'patient@demo.stillpoint.test', role: 'patient' });
  const upcoming = (await t.call(endpoints.eventsList, {}, paul.accessToken)).body.data!;
  expect(upcoming.map((row) => row.title)).toEqual([DEMO_EVENTS.webinar, DEMO_EVENTS.harbor]);
  const mine = (await t.call(endpoints.eventsList, { filter: 'mine' }, paul.accessToken)).body.data!;
  expect(mine.map((row) => [row.title, row.participant_count, row.spots_left, row.location !== null])).toEqual([[DEMO_EVENTS.harbor, 2, 18, true]]);

  const clinic = await login(t, { email: 'clinic@demo.stillpoint.test', role: 'clinic' });
  const participants = (await t.call(endpoints.clinicEventsParticipants, { id: mine[0]!.id }, clinic.accessToken)).body.data!;
  expect(participants).toHaveLength(2);

  // Sam (a personal user) sees only the webinar, not joined yet, its link kept until he joins.
  const sam = await login(t, { email: 'personal@demo.stillpoint.test', role: 'frontuser' });
  const samEvents = (await t.call(endpoints.eventsList, {}, sam.accessToken)).body.data!;
  expect(samEvents.map((row) => [row.title, row.joined, row.online, row.online_url])).toEqual([[DEMO_EVENTS.webinar, false, true, null]]);
});
