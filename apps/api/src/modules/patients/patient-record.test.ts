import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countPractice,
  discoveryActions,
  endpoints,
  PRACTICE_WINDOW_DAYS,
  practiceCounterKeys,
  type Endpoint,
  type PracticeCounts,
  type PracticeEntry,
  type PracticePeriod,
} from '@stillpoint/contracts';
import { practiceEvents } from '@stillpoint/db';
import { createClassWithLessons, createMeditation } from '../../../test/content-factories.js';
import { assignPatient, auditEventsFor, createClinicTeam, createUser, login } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

/*
 * The patient record's practice part (decision 0012): one definition per counter, and every counter equal to
 * what the history lists for the same period, for both families (the clinic and an assigned employee).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 86_400_000;

/** A patient of a fresh clinic, assigned to its employee, with a known mix of practice. */
async function patientWithPractice() {
  const team = await createClinicTeam(t);
  await assignPatient(t.db, team.employee, team.patient);
  const employee = await login(t, team.employee);
  const patient = await login(t, team.patient);
  const cls = await createClassWithLessons(t.db, {
    clinicId: team.clinic.id,
    title: 'Breathing basics',
    lessonCount: 1,
    contentsPerLesson: 3,
  });
  const content = cls.lessons[0]!.contents[0]!;
  const meditation = await createMeditation(t.db, { clinicId: team.clinic.id, title: 'Evening calm', durationSeconds: 300 });
  const act = async (endpoint: Endpoint, body: Record<string, unknown>) => {
    const answer = await t.call(endpoint, body, patient.accessToken);
    expect(answer.status, `${endpoint.path} ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  };
  await act(discoveryActions.frontDiscoveryJoinClass, { class_id: cls.id });
  // Two saves of one sitting: one event of 150 seconds.
  await act(discoveryActions.frontDiscoveryUpdateWatchTime, { content_id: content.id, position: 90, watched: 90 });
  await act(discoveryActions.frontDiscoveryUpdateWatchTime, { content_id: content.id, position: 150, watched: 60 });
  await act(discoveryActions.frontDiscoveryCompleteLessonContent, { content_id: content.id });
  // Completing it again is no new completion.
  await act(discoveryActions.frontDiscoveryCompleteLessonContent, { content_id: content.id });
  await act(discoveryActions.frontDiscoveryCountAudio, { meditation_id: meditation.id });
  await act(discoveryActions.frontDiscoveryListenTime, {
    meditation_id: meditation.id,
    time_listen_duration: 200,
    listened: 200,
  });
  await act(discoveryActions.frontDiscoveryCompleteMeditation, { meditation_id: meditation.id });
  await act(discoveryActions.frontDiscoveryCountAudio, { meditation_id: meditation.id });
  await act(discoveryActions.frontDiscoveryCompleteClass, { class_id: cls.id });
  // A rating, then a review of the same class: one rating event, at its latest change.
  await act(endpoints.frontAddRating, { data_type: 'classes', data_id: cls.id, rating: 4 });
  await act(endpoints.frontAddReview, { data_type: 'classes', data_id: cls.id, review: 'Helpful and short.' });
  await act(endpoints.frontFeedbackValue, {
    type: 'meditation',
    data_id: meditation.id,
    value: 5,
    comment: 'Calmer afterwards.',
  });
  // A summary carried over from before events were kept (as the migration writes them), 40 days ago.
  const old = new Date(Date.now() - 40 * DAY_MS);
  await t.db.insert(practiceEvents).values({
    userId: team.patient.id,
    kind: 'meditation_played',
    meditationId: meditation.id,
    quantity: 3,
    seconds: 600,
    approximate: true,
    occurredAt: old,
    lastAt: old,
  });
  return { team, employee, cls, content, meditation };
}

/** What the known mix counts to. */
const LAST_30_DAYS: PracticeCounts = {
  meditationsPlayed: 2,
  meditationsCompleted: 1,
  contentsCompleted: 1,
  // 150 s watched (3 min) + 200 s listened (3 min) + a play stopped at once (0 min).
  minutesPractised: 6,
  classesJoined: 1,
  classesCompleted: 1,
  ratingsGiven: 1,
  feedbackGiven: 1,
};
const ALL_TIME: PracticeCounts = { ...LAST_30_DAYS, meditationsPlayed: 5, minutesPractised: 16 };

/** Every entry the history lists for a period, page after page. */
async function wholeHistory(endpoint: Endpoint, token: string, userid: number, period: PracticePeriod): Promise<PracticeEntry[]> {
  const entries: PracticeEntry[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const page = await t.call(endpoint, { userid, period, pageNo, perPage: 4 }, token);
    expect(page.status).toBe(200);
    entries.push(...(page.body.data as PracticeEntry[]));
    if (pageNo >= (page.body.total_pages ?? 0)) return entries;
  }
}

describe("a patient's practice record", () => {
  it('counts every counter as the rows it lists, per period, the same for the clinic and the assigned employee', async () => {
    const { team, employee, cls, content, meditation } = await patientWithPractice();
    const families = [
      {
        token: team.token,
        statistics: endpoints.clinicPatientStatistics,
        activity: endpoints.clinicPatientActivity,
        chart: endpoints.clinicPatientChartData,
      },
      {
        token: employee.accessToken,
        statistics: endpoints.employeePatientStatistics,
        activity: endpoints.employeePatientActivity,
        chart: endpoints.employeePatientChartData,
      },
    ];
    for (const family of families) {
      const statistics = await t.call(family.statistics, { userid: team.patient.id }, family.token);
      expect(statistics.status).toBe(200);
      const practice = statistics.body.data!.practice as Record<PracticePeriod, PracticeCounts>;
      expect(practice.last30Days).toEqual(LAST_30_DAYS);
      expect(practice.allTime).toEqual(ALL_TIME);

      for (const period of ['last30Days', 'allTime'] as const) {
        const listed = await wholeHistory(family.activity, family.token, team.patient.id, period);
        // The counter of each kind is exactly what the listed rows add up to.
        expect(countPractice(listed), period).toEqual(practice[period]);
        expect(listed).toHaveLength(period === 'last30Days' ? 9 : 10);
        // Newest first.
        const times = listed.map((entry) => Date.parse(entry.at));
        expect([...times].sort((a, b) => b - a)).toEqual(times);
      }

      // The chart's days add up to the 30-day counters.
      const chart = await t.call(family.chart, { userid: team.patient.id, days: PRACTICE_WINDOW_DAYS }, family.token);
      expect(chart.body.data!.series).toHaveLength(PRACTICE_WINDOW_DAYS);
      const summed = Object.fromEntries(
        practiceCounterKeys.map((key) => [key, chart.body.data!.series.reduce((sum, day) => sum + day.counts[key], 0)]),
      );
      expect(summed).toEqual(LAST_30_DAYS);
    }

    // What each entry says: what, which item, when, how long.
    const listed = await wholeHistory(endpoints.clinicPatientActivity, team.token, team.patient.id, 'allTime');
    const byKind = (kind: PracticeEntry['kind']) => listed.filter((entry) => entry.kind === kind);
    expect(byKind('content_watched')).toEqual([
      expect.objectContaining({
        seconds: 150,
        minutes: 3,
        item: { type: 'content', id: content.id, title: content.title, classTitle: 'Breathing basics' },
      }),
    ]);
    expect(byKind('meditation_played').map((entry) => [entry.seconds, entry.quantity, entry.approximate])).toEqual([
      [0, 1, false],
      [200, 1, false],
      [600, 3, true],
    ]);
    expect(byKind('meditation_played')[1]!.item).toEqual({
      type: 'meditation',
      id: meditation.id,
      title: 'Evening calm',
      classTitle: null,
    });
    expect(byKind('rated')).toEqual([
      expect.objectContaining({
        value: 4,
        text: 'Helpful and short.',
        item: expect.objectContaining({ type: 'class', id: cls.id }),
      }),
    ]);
    expect(byKind('feedback')).toEqual([expect.objectContaining({ value: 5, text: 'Calmer afterwards.' })]);
    expect(byKind('class_completed')).toHaveLength(1);
  });

  it('starts a new listening sitting after a long pause, and never counts a second completion of a content', async () => {
    const { team } = await patientWithPractice();
    const rows = await t.db.select().from(practiceEvents);
    const mine = rows.filter((row) => row.userId === team.patient.id);
    expect(mine.filter((row) => row.kind === 'content_completed')).toHaveLength(1);
    expect(mine.filter((row) => row.kind === 'meditation_listened')).toHaveLength(0);
    // The sitting of the first play is closed: listening now starts a sitting of its own.
    const played = mine.find((row) => row.kind === 'meditation_played' && row.seconds === 200)!;
    const longAgo = new Date(Date.now() - 2 * 3_600_000);
    await t.db.update(practiceEvents).set({ lastAt: longAgo }).where(eq(practiceEvents.userId, team.patient.id));
    const patient = await login(t, team.patient);
    const answer = await t.call(
      discoveryActions.frontDiscoveryListenTime,
      { meditation_id: played.meditationId!, time_listen_duration: 45, listened: 45 },
      patient.accessToken,
    );
    expect(answer.status).toBe(200);
    const after = (await t.db.select().from(practiceEvents).where(eq(practiceEvents.userId, team.patient.id))).filter(
      (row) => row.kind === 'meditation_listened',
    );
    expect(after.map((row) => row.seconds)).toEqual([45]);
  });

  it("answers 404 to every record read about another clinic's patient, or a patient not assigned to the employee", async () => {
    const team = await createClinicTeam(t);
    const other = await createClinicTeam(t);
    await assignPatient(t.db, team.employee, team.patient);
    const unassigned = await createUser(t.db, 'patient', { clinicId: team.clinic.id });
    const employee = await login(t, team.employee);
    const reads: Array<[Endpoint, Endpoint]> = [
      [endpoints.clinicPatientStatistics, endpoints.employeePatientStatistics],
      [endpoints.clinicPatientChartData, endpoints.employeePatientChartData],
      [endpoints.clinicPatientActivity, endpoints.employeePatientActivity],
      [endpoints.clinicPatientTasks, endpoints.employeePatientTasks],
      [endpoints.clinicSessionNotes, endpoints.employeeSessionNotes],
    ];
    for (const [clinic, employeeEndpoint] of reads) {
      for (const userid of [other.patient.id, team.employee.id, 99_999_999]) {
        expect((await t.call(clinic, { userid }, team.token)).status, `${clinic.path} ${userid}`).toBe(404);
      }
      for (const userid of [other.patient.id, unassigned.id, team.employee.id]) {
        expect(
          (await t.call(employeeEndpoint, { userid }, employee.accessToken)).status,
          `${employeeEndpoint.path} ${userid}`,
        ).toBe(404);
      }
      expect((await t.call(employeeEndpoint, { userid: team.patient.id }, employee.accessToken)).status).toBe(200);
      expect((await t.call(clinic, { userid: team.patient.id }, team.token)).status).toBe(200);
    }
    expect(await auditEventsFor(t.db, 'patients.statistics_viewed', other.patient.id)).toEqual([]);
    expect(await auditEventsFor(t.db, 'patients.activity_viewed', unassigned.id)).toEqual([]);
  });

  it('audits every read of the record: who read which part of whose record, when', async () => {
    const team = await createClinicTeam(t);
    await assignPatient(t.db, team.employee, team.patient);
    const employee = await login(t, team.employee);
    await t.call(endpoints.employeePatientStatistics, { userid: team.patient.id }, employee.accessToken);
    await t.call(endpoints.employeePatientActivity, { userid: team.patient.id }, employee.accessToken);
    await t.call(endpoints.employeePatientChartData, { userid: team.patient.id }, employee.accessToken);
    await t.call(endpoints.employeePatientTasks, { userid: team.patient.id }, employee.accessToken);
    for (const part of ['statistics', 'activity', 'chart_data', 'tasks']) {
      const events = await auditEventsFor(t.db, `patients.${part}_viewed`, team.patient.id);
      expect(events, part).toHaveLength(1);
      expect(events[0]).toMatchObject({ actorUserId: team.employee.id, targetType: 'user', clinicId: team.clinic.id });
    }
    const period = await t.call(endpoints.clinicPatientActivity, { userid: team.patient.id, period: 'last week' }, team.token);
    expect(period.status).toBe(422);
    expect(period.body.errors?.[0]?.path).toBe('period');
  });
});
