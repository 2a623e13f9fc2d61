import { eq, inArray } from 'drizzle-orm';
import {
  challengeCheckIns,
  challengeComments,
  challengeParticipants,
  challenges,
  clinics,
  eventParticipants,
  events,
  groupComments,
  groupMembers,
  groupPostLikes,
  groupPosts,
  groups,
  users,
  type Db,
} from '@stillpoint/db';
import { afterCheckIn } from '../modules/community/challenges.service.js';

/** The demo's groups (decision 0035), by title. */
export const DEMO_GROUPS = {
  sleep: 'Sleeping better together',
  calm: 'Everyday calm',
  harbor: 'Harbor anxiety circle',
} as const;

type Person = 'paul' | 'priya' | 'elena' | 'sam' | 'bea' | 'admin';
interface DemoPost {
  by: Person;
  /** Hours before the seeding. */
  hoursAgo: number;
  text: string;
  comments: { by: Person; text: string }[];
  likes: Person[];
}
interface DemoGroup {
  title: string;
  description: string;
  clinic: boolean;
  members: Person[];
  posts: DemoPost[];
}

const GROUPS: DemoGroup[] = [
  {
    title: DEMO_GROUPS.sleep,
    description: 'Share what helps you wind down, and keep each other company on the restless nights.',
    clinic: false,
    members: ['sam', 'bea', 'paul', 'priya'],
    posts: [
      {
        by: 'sam',
        hoursAgo: 30,
        text: 'Third night in a row without my phone in the bedroom. I fell asleep before eleven!',
        comments: [
          { by: 'bea', text: 'That is a real change. Where do you keep it now?' },
          { by: 'sam', text: 'In the kitchen, on the charger. An old alarm clock does the rest.' },
        ],
        likes: ['bea', 'paul', 'priya'],
      },
      {
        by: 'bea',
        hoursAgo: 8,
        text: 'Trying the 4-7-8 breath from the evening wind-down class tonight. Has anyone found it works?',
        comments: [{ by: 'paul', text: 'It helps me most when I do it twice, a minute apart.' }],
        likes: ['sam'],
      },
    ],
  },
  {
    title: DEMO_GROUPS.calm,
    description: 'Small moments of calm in a busy day: a walk, a breath, a cup of tea. Tell us yours.',
    clinic: false,
    members: ['bea', 'sam'],
    posts: [
      {
        by: 'bea',
        hoursAgo: 50,
        text: 'Ten minutes in the park at lunch, no headphones. Noticed three different birds.',
        comments: [{ by: 'sam', text: 'Lovely. I will try that tomorrow.' }],
        likes: ['sam'],
      },
    ],
  },
  {
    title: DEMO_GROUPS.harbor,
    description: "A circle for Harbor's patients to share what helps with worry, led by Elena. What is said here stays here.",
    clinic: true,
    members: ['elena', 'paul', 'priya'],
    posts: [
      {
        by: 'elena',
        hoursAgo: 72,
        text: 'Welcome to the circle. This week: notice one worry, write it down, and put the note away until tomorrow. Share how it went.',
        comments: [
          { by: 'priya', text: 'I wrote mine on a sticky note. It felt smaller in the morning.' },
          { by: 'paul', text: 'Mine came back twice, but I kept putting it away. That felt like progress.' },
        ],
        likes: ['paul', 'priya'],
      },
      {
        by: 'paul',
        hoursAgo: 5,
        text: 'Had a hard morning before a meeting, used the grounding exercise (five things I can see). It took the edge off.',
        comments: [{ by: 'elena', text: 'Well done for reaching for it in the moment, Paul. That is the skill.' }],
        likes: ['priya', 'elena'],
      },
    ],
  },
];

/**
 * Demo groups (issue 14), once (skipped when any group exists): two platform groups where the personal
 * users (and Paul and Priya) talk, and Harbor's circle led by Elena, each with posts, comments and likes,
 * their counts kept as the API keeps them.
 */
export async function seedDemoGroups(db: Db, now = new Date()): Promise<boolean> {
  const emails: Record<Person, string> = {
    paul: 'patient@demo.stillpoint.test',
    priya: 'patient2@demo.stillpoint.test',
    elena: 'employee@demo.stillpoint.test',
    sam: 'personal@demo.stillpoint.test',
    bea: 'business@demo.stillpoint.test',
    admin: 'admin@demo.stillpoint.test',
  };
  const people = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, Object.values(emails)));
  const ids = Object.fromEntries(Object.entries(emails).map(([name, email]) => [name, people.find((row) => row.email === email)?.id])) as Record<Person, number | undefined>;
  const [harbor] = await db.select({ id: clinics.id }).from(clinics).where(eq(clinics.email, 'clinic@demo.stillpoint.test'));
  if (!harbor || Object.values(ids).some((id) => id === undefined)) return false;
  if ((await db.select({ id: groups.id }).from(groups).limit(1)).length) return false;
  const id = (person: Person) => ids[person]!;
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

  await db.transaction(async (tx) => {
    for (const [index, spec] of GROUPS.entries()) {
      const [group] = await tx
        .insert(groups)
        .values({
          clinicId: spec.clinic ? harbor.id : null,
          title: spec.title,
          description: spec.description,
          memberCount: spec.members.length,
          postCount: spec.posts.length,
          createdBy: id(spec.clinic ? 'elena' : 'admin'),
          createdAt: hoursAgo(24 * (30 - index)),
        })
        .returning({ id: groups.id });
      await tx.insert(groupMembers).values(spec.members.map((person, order) => ({ groupId: group!.id, userId: id(person), joinedAt: hoursAgo(24 * (20 - order)) })));
      for (const post of spec.posts) {
        const [row] = await tx
          .insert(groupPosts)
          .values({
            groupId: group!.id,
            authorId: id(post.by),
            body: post.text,
            likeCount: post.likes.length,
            commentCount: post.comments.length,
            createdAt: hoursAgo(post.hoursAgo),
          })
          .returning({ id: groupPosts.id });
        if (post.comments.length)
          await tx.insert(groupComments).values(
            post.comments.map((comment, order) => ({ postId: row!.id, authorId: id(comment.by), body: comment.text, createdAt: hoursAgo(post.hoursAgo - 1 - order) })),
          );
        if (post.likes.length) await tx.insert(groupPostLikes).values(post.likes.map((person) => ({ postId: row!.id, userId: id(person) })));
      }
    }
  });
  return true;
}

/** The demo's challenges (decision 0036), by title. */
export const DEMO_CHALLENGES = {
  sleep: '21 days of sleep hygiene',
  walk: 'Two weeks of daily walks',
} as const;

/**
 * Demo challenges (issue 14), once (skipped when any challenge exists), relative to the day of seeding:
 * Harbor's "21 days of sleep hygiene", running (day 10 of 21), with Paul on a nine-day streak (the day he
 * missed forgiven by the grace day) and Priya behind; the platform's "Two weeks of daily walks", finished last week, completed by
 * Sam and Bea (their trophies in the completed gallery).
 */
export async function seedDemoChallenges(db: Db, now = new Date()): Promise<boolean> {
  const emails = { paul: 'patient@demo.stillpoint.test', priya: 'patient2@demo.stillpoint.test', sam: 'personal@demo.stillpoint.test', bea: 'business@demo.stillpoint.test', admin: 'admin@demo.stillpoint.test', elena: 'employee@demo.stillpoint.test' };
  const people = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, Object.values(emails)));
  const idOf = (email: string) => people.find((row) => row.email === email)?.id;
  const [harbor] = await db.select({ id: clinics.id }).from(clinics).where(eq(clinics.email, 'clinic@demo.stillpoint.test'));
  if (!harbor || Object.values(emails).some((email) => idOf(email) === undefined)) return false;
  if ((await db.select({ id: challenges.id }).from(challenges).limit(1)).length) return false;
  const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

  await db.transaction(async (tx) => {
    const [sleep, walk] = await tx
      .insert(challenges)
      .values([
        {
          clinicId: harbor.id,
          title: DEMO_CHALLENGES.sleep,
          description: 'Small evening habits that add up to better nights. Check in each morning you kept them.',
          dailyGoal: 'Screens off an hour before bed, same bedtime as yesterday',
          startsOn: day(-9),
          endsOn: day(11),
          goalDays: 18,
          createdBy: idOf(emails.elena)!,
        },
        {
          clinicId: null,
          title: DEMO_CHALLENGES.walk,
          description: 'Twenty minutes outside, every day, at any pace.',
          dailyGoal: 'Walk for twenty minutes',
          startsOn: day(-21),
          endsOn: day(-8),
          goalDays: 12,
          createdBy: idOf(emails.admin)!,
        },
      ])
      .returning({ id: challenges.id });
    // Who checked in on which days (offsets from today), in order.
    const plan: { challengeId: number; email: string; days: number[]; completed?: boolean }[] = [
      { challengeId: sleep!.id, email: emails.paul, days: [-9, -8, -7, -5, -4, -3, -2, -1, 0] },
      { challengeId: sleep!.id, email: emails.priya, days: [-9, -8, -6, -3, -1] },
      { challengeId: walk!.id, email: emails.sam, days: [-21, -20, -19, -18, -17, -16, -15, -14, -13, -12, -11, -10, -9] },
      { challengeId: walk!.id, email: emails.bea, days: [-21, -20, -18, -17, -16, -15, -14, -13, -12, -11, -10, -8] },
    ];
    for (const entry of plan) {
      let counters = { checkIns: 0, currentStreak: 0, bestStreak: 0, lastDay: null as string | null };
      for (const offset of entry.days) counters = afterCheckIn(counters, day(offset));
      const goal = entry.challengeId === sleep!.id ? 18 : 12;
      const [participant] = await tx
        .insert(challengeParticipants)
        .values({
          challengeId: entry.challengeId,
          userId: idOf(entry.email)!,
          ...counters,
          completedAt: counters.checkIns >= goal ? new Date(`${counters.lastDay}T08:00:00Z`) : null,
          joinedAt: new Date(`${day(entry.days[0]!)}T07:00:00Z`),
        })
        .returning({ id: challengeParticipants.id });
      await tx.insert(challengeCheckIns).values(entry.days.map((offset) => ({ participantId: participant!.id, challengeId: entry.challengeId, day: day(offset) })));
    }
    await tx.update(challenges).set({ participantCount: 2 }).where(inArray(challenges.id, [sleep!.id, walk!.id]));
    await tx.insert(challengeComments).values([
      { challengeId: sleep!.id, authorId: idOf(emails.paul)!, body: 'Missed Tuesday but back on track. Reading a paper book instead of scrolling helps.', createdAt: new Date(now.getTime() - 2 * 86_400_000) },
      { challengeId: sleep!.id, authorId: idOf(emails.priya)!, body: 'The same bedtime is the hard part for me. Setting an alarm for going to bed!', createdAt: new Date(now.getTime() - 86_400_000) },
      { challengeId: walk!.id, authorId: idOf(emails.sam)!, body: 'Finished! The walks became the best part of my day.', createdAt: new Date(now.getTime() - 9 * 86_400_000) },
    ]);
  });
  return true;
}

/** The demo's events (decision 0037), by title. */
export const DEMO_EVENTS = {
  webinar: 'Mindful mornings: a live webinar',
  harbor: 'Harbor open evening: breathing together',
} as const;

/**
 * Demo events (issue 14), once (skipped when any event exists), relative to the time of seeding: the
 * platform's online webinar in six days (no limit; Bea joined, Sam has not, so he can), and Harbor's
 * in-person evening in nine days (twenty places; Paul and Priya joined).
 */
export async function seedDemoEvents(db: Db, now = new Date()): Promise<boolean> {
  const emails = { paul: 'patient@demo.stillpoint.test', priya: 'patient2@demo.stillpoint.test', bea: 'business@demo.stillpoint.test', admin: 'admin@demo.stillpoint.test', clinic: 'clinic@demo.stillpoint.test' };
  const people = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, Object.values(emails)));
  const idOf = (email: string) => people.find((row) => row.email === email)?.id;
  const [harbor] = await db.select({ id: clinics.id }).from(clinics).where(eq(clinics.email, 'clinic@demo.stillpoint.test'));
  if (!harbor || Object.values(emails).some((email) => idOf(email) === undefined)) return false;
  if ((await db.select({ id: events.id }).from(events).limit(1)).length) return false;
  /** A whole hour (UTC) `days` from now. */
  const at = (days: number, hourUtc: number) => {
    const date = new Date(now.getTime() + days * 86_400_000);
    date.setUTCHours(hourUtc, 0, 0, 0);
    return date;
  };

  await db.transaction(async (tx) => {
    const [webinar, evening] = await tx
      .insert(events)
      .values([
        {
          clinicId: null,
          title: DEMO_EVENTS.webinar,
          description: 'Forty minutes to start the day gently: a short talk on attention, a guided sitting and time for questions. Camera optional.',
          onlineUrl: 'https://meet.stillpoint.test/mindful-mornings',
          startsAt: at(6, 7),
          endsAt: at(6, 8),
          timeZone: 'Europe/London',
          capacity: null,
          createdBy: idOf(emails.admin)!,
        },
        {
          clinicId: harbor.id,
          title: DEMO_EVENTS.harbor,
          description: 'An evening at the practice for patients and their families: breathing exercises with Elena, tea, and a look at the new group programme.',
          location: 'Harbor Clinic, 12 Quay Street, Portsmouth (ground floor)',
          startsAt: at(9, 22),
          endsAt: at(9, 24),
          timeZone: 'America/New_York',
          capacity: 20,
          createdBy: idOf(emails.clinic)!,
        },
      ])
      .returning({ id: events.id });
    await tx.insert(eventParticipants).values([
      { eventId: webinar!.id, userId: idOf(emails.bea)!, joinedAt: new Date(now.getTime() - 2 * 86_400_000) },
      { eventId: evening!.id, userId: idOf(emails.paul)!, joinedAt: new Date(now.getTime() - 3 * 86_400_000) },
      { eventId: evening!.id, userId: idOf(emails.priya)!, joinedAt: new Date(now.getTime() - 86_400_000) },
    ]);
    await tx.update(events).set({ participantCount: 1 }).where(eq(events.id, webinar!.id));
    await tx.update(events).set({ participantCount: 2 }).where(eq(events.id, evening!.id));
  });
  return true;
}
