import { describe, expect, it } from 'vitest';
import { countCareTasks, countPractice, practiceMinutes, practicePeriodStart } from './patient-record.counters.js';

describe('the patient record counters', () => {
  it('count events by quantity and minutes by each event rounded to the nearest minute', () => {
    const counts = countPractice([
      { kind: 'meditation_played', quantity: 1, seconds: 200 },
      { kind: 'meditation_played', quantity: 3, seconds: 600 },
      { kind: 'meditation_listened', quantity: 1, seconds: 29 },
      { kind: 'content_watched', quantity: 1, seconds: 150 },
      { kind: 'meditation_completed', quantity: 1, seconds: 0 },
      { kind: 'rated', quantity: 1, seconds: 0 },
    ]);
    expect(counts).toMatchObject({ meditationsPlayed: 4, meditationsCompleted: 1, ratingsGiven: 1, feedbackGiven: 0 });
    // 200 s: 3 min, 600 s: 10 min, 29 s: 0 min, 150 s: 3 min.
    expect(counts.minutesPractised).toBe(16);
    expect([practiceMinutes(29), practiceMinutes(30), practiceMinutes(89), practiceMinutes(90)]).toEqual([0, 1, 1, 2]);
  });

  it('start the last 30 days at midnight UTC of the first of them (today the 30th), and all time nowhere', () => {
    expect(practicePeriodStart('last30Days', new Date('2026-11-24T15:30:00Z'))!.toISOString()).toBe('2026-10-26T00:00:00.000Z');
    expect(practicePeriodStart('allTime')).toBeNull();
  });

  it('count the tasks given, done and open', () => {
    expect(countCareTasks([{ status: 'completed' }, { status: 'pending' }, { status: 'pending' }])).toEqual({
      tasksGiven: 3,
      tasksDone: 1,
      tasksOpen: 2,
    });
  });
});
