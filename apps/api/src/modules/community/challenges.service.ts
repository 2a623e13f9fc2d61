import {
  CHALLENGE_MESSAGES,
  STREAK_GRACE_DAYS,
  type Challenge,
  type GalleryType,
} from '@stillpoint/contracts';
import type { AuthContext } from '../../lib/access-tokens.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { MediaRow } from '../media/media.repository.js';
import type { ReleasedMedia } from '../media/media.lifecycle.js';
import { mediaUrl, optionalMediaUrl } from '../media/media.presenter.js';
import type { NotificationService } from '../notifications/notifications.service.js';
import { areaOf } from '../notifications/notifications.service.js';
import type { PeoplePolicy } from '../people/people.policy.js';
import { presentPersonView } from '../people/person-view.presenter.js';
import type { ChallengesRepository, ParticipantRecord } from './challenges.repository.js';
import { audienceOf, type GroupAudience } from './groups.visibility.js';

type Page = { limit: number; offset: number };
const DAY_MS = 86_400_000;
const DETAIL_PARTICIPANTS = 24;
const DETAIL_COMMENTS = 50;

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * The participant's counters after a check-in on `day` (pure): the streak goes on when the last check-in
 * was the day before, or one day more (the grace day); otherwise it starts again at 1.
 */
export function afterCheckIn(row: Pick<ParticipantRecord, 'checkIns' | 'currentStreak' | 'bestStreak' | 'lastDay'>, day: string) {
  const gap = row.lastDay ? daysBetween(row.lastDay, day) : null;
  const currentStreak = gap !== null && gap >= 1 && gap <= 1 + STREAK_GRACE_DAYS ? row.currentStreak + 1 : 1;
  return { checkIns: row.checkIns + 1, currentStreak, bestStreak: Math.max(row.bestStreak, currentStreak), lastDay: day };
}

/** The streak as it stands on `today`: a last check-in further back than the grace allows has ended it. */
export function streakOn(row: Pick<ParticipantRecord, 'currentStreak' | 'lastDay'>, today: string): number {
  if (!row.lastDay) return 0;
  return daysBetween(row.lastDay, today) <= 1 + STREAK_GRACE_DAYS ? row.currentStreak : 0;
}

/**
 * Challenges (decision 0036): the groups' audience rule (a clinic's for its patients, the platform's for
 * patients and personal users; others 404), joins, daily check-ins that keep a streak with a grace day,
 * completion with a trophy, comments; management by clinic accounts and administrators over theirs.
 */
export function createChallengesService(deps: {
  repo: ChallengesRepository;
  notifications: Pick<NotificationService, 'notify'>;
  policy: Pick<PeoplePolicy, 'ofClinic' | 'assignedToEmployee'>;
  removeReleased: (released: ReleasedMedia[]) => Promise<void>;
  now?: () => Date;
}) {
  const { repo, notifications } = deps;
  const now = deps.now ?? (() => new Date());
  const today = () => now().toISOString().slice(0, 10);
  const missing = (path = 'id') => fieldError('NOT_FOUND', path, 'Challenge not found');
  /** The library a manager works in: a clinic account its clinic's, administrators the platform's. */
  const libraryOf = (auth: AuthContext) => (auth.role === 'clinic' ? auth.clinicId : null);

  type Row = NonNullable<Awaited<ReturnType<ChallengesRepository['challenge']>>>;
  function present(row: Row, viewer: AuthContext): Challenge {
    const { challenge } = row;
    const day = today();
    return {
      id: challenge.id,
      title: challenge.title,
      description: challenge.description,
      daily_goal: challenge.dailyGoal,
      category: row.category ? { id: row.category.id, title: row.category.title, clinic_id: row.category.clinicId } : null,
      clinic_id: challenge.clinicId,
      start: challenge.startsOn,
      end: challenge.endsOn,
      goal_days: challenge.goalDays,
      image: optionalMediaUrl(row.imageKey),
      trophy: optionalMediaUrl(row.trophyKey),
      participant_count: challenge.participantCount,
      state: day < challenge.startsOn ? 'upcoming' : day > challenge.endsOn ? 'ended' : 'running',
      mine:
        row.mine && row.mine.userId === viewer.userId
          ? {
              check_ins: row.mine.checkIns,
              current_streak: streakOn(row.mine, day),
              best_streak: row.mine.bestStreak,
              last_day: row.mine.lastDay,
              completed_at: row.mine.completedAt?.toISOString() ?? null,
              joined_at: row.mine.joinedAt.toISOString(),
            }
          : null,
      created_at: challenge.createdAt.toISOString(),
    };
  }

  async function frontChallenge(auth: AuthContext, id: number, path = 'id'): Promise<Row> {
    const row = await repo.challenge(id, auth.userId, audienceOf(auth));
    if (!row) throw missing(path);
    return row;
  }
  async function managedChallenge(auth: AuthContext, id: number): Promise<Row> {
    return frontChallenge(auth, id);
  }
  const reread = async (auth: AuthContext, id: number) => present(await frontChallenge(auth, id), auth);

  async function stats(challengeId: number) {
    const day = today();
    const { totals, perDay } = await repo.stats(challengeId, { today: day, yesterday: addDays(day, -1) });
    return {
      participants: totals.participants,
      active_today: totals.activeToday,
      completed: totals.completed,
      completion_rate: totals.participants === 0 ? 0 : totals.completed / totals.participants,
      per_day: perDay.map((row) => ({ day: row.day, check_ins: row.checkIns })),
    };
  }

  async function participants(challengeId: number, viewer: AuthContext, limit?: number) {
    const day = today();
    return (await repo.participants(challengeId, limit)).map((row) => ({
      person: presentPersonView(row.person, viewer),
      check_ins: row.participant.checkIns,
      current_streak: streakOn(row.participant, day),
      best_streak: row.participant.bestStreak,
      completed: row.participant.completedAt !== null,
    }));
  }

  /** A gallery image of the caller's library (or the platform's) to use as cover or trophy; 404 otherwise. */
  async function galleryMedia(auth: AuthContext, id: number | undefined, type: GalleryType, path: string): Promise<number | undefined> {
    if (id === undefined) return undefined;
    const row = await repo.galleryImage(id);
    const library = libraryOf(auth);
    if (!row || row.image.type !== type || (row.image.clinicId !== null && row.image.clinicId !== library)) throw fieldError('NOT_FOUND', path, 'Image not found');
    return row.image.mediaId;
  }

  async function fields(
    auth: AuthContext,
    input: { title: string; description: string; daily_goal: string; category_id?: number | undefined; start: string; end: string; goal_days?: number | undefined; image_id?: number | undefined; trophy_id?: number | undefined },
    files: { image?: MediaRow | undefined; trophy?: MediaRow | undefined },
  ) {
    const days = daysBetween(input.start, input.end) + 1;
    if (days > 366) throw fieldError('VALIDATION', 'end', 'A challenge lasts at most a year');
    const goalDays = input.goal_days ?? days;
    if (goalDays > days) throw fieldError('VALIDATION', 'goal_days', CHALLENGE_MESSAGES.goalTooLong);
    if (input.category_id !== undefined) {
      const category = await repo.category(input.category_id);
      if (!category || (category.clinicId !== null && category.clinicId !== libraryOf(auth))) throw fieldError('NOT_FOUND', 'category_id', 'Category not found');
    }
    const imageMediaId = files.image?.id ?? (await galleryMedia(auth, input.image_id, 'image', 'image_id'));
    const trophyMediaId = files.trophy?.id ?? (await galleryMedia(auth, input.trophy_id, 'trophy', 'trophy_id'));
    return {
      title: input.title,
      description: input.description,
      dailyGoal: input.daily_goal,
      categoryId: input.category_id ?? null,
      startsOn: input.start,
      endsOn: input.end,
      goalDays,
      ...(imageMediaId !== undefined ? { imageMediaId } : {}),
      ...(trophyMediaId !== undefined ? { trophyMediaId } : {}),
    };
  }

  return {
    // Front ------------------------------------------------------------------------------------------
    async list(auth: AuthContext, input: { filter: 'all' | 'joined' | 'completed'; search?: string | undefined; category_id?: number | undefined }, page: Page) {
      const result = await repo.list(auth.userId, audienceOf(auth), { ...(input.filter !== 'all' ? { only: input.filter } : {}), search: input.search, categoryId: input.category_id, today: today() }, page);
      return { rows: result.rows.map((row) => present(row, auth)), total: result.total };
    },

    async detail(auth: AuthContext, id: number) {
      const row = await frontChallenge(auth, id);
      const mine = row.mine && row.mine.userId === auth.userId ? row.mine : null;
      const [people, comments, numbers, myDays] = await Promise.all([
        participants(id, auth, DETAIL_PARTICIPANTS),
        repo.comments(id, DETAIL_COMMENTS),
        stats(id),
        mine ? repo.checkInDays(mine.id) : Promise.resolve([] as string[]),
      ]);
      return {
        detail: present(row, auth),
        participants: people,
        comments: comments.map((comment) => ({
          comment_id: comment.comment.id,
          author: presentPersonView(comment.author, auth),
          comment: comment.comment.body,
          can_delete: comment.comment.authorId === auth.userId,
          created_at: comment.comment.createdAt.toISOString(),
        })),
        stats: numbers,
        my_days: myDays,
      };
    },

    async join(auth: AuthContext, id: number) {
      const row = await frontChallenge(auth, id);
      if (row.challenge.endsOn < today()) throw new AppError('CONFLICT', CHALLENGE_MESSAGES.ended);
      await repo.join(id, auth.userId);
      return reread(auth, id);
    },

    async leave(auth: AuthContext, id: number) {
      await frontChallenge(auth, id);
      await repo.leave(id, auth.userId);
      return reread(auth, id);
    },

    async didIt(auth: AuthContext, input: { id: number; day: string }) {
      const row = await frontChallenge(auth, input.id);
      if (!row.mine) throw new AppError('FORBIDDEN', CHALLENGE_MESSAGES.notJoined);
      // The person's own date: within a day of the server's (time zones run from UTC-12 to UTC+14).
      const utc = today();
      if (input.day < addDays(utc, -1) || input.day > addDays(utc, 1)) throw fieldError('VALIDATION', 'day', CHALLENGE_MESSAGES.notNearToday);
      if (input.day < row.challenge.startsOn || input.day > row.challenge.endsOn) throw fieldError('CONFLICT', 'day', CHALLENGE_MESSAGES.outsidePeriod);
      let completedNow = false;
      await repo.checkIn(row.mine.id, input.id, input.day, (current) => {
        if (current.lastDay === input.day) throw fieldError('CONFLICT', 'day', CHALLENGE_MESSAGES.alreadyToday);
        if (current.lastDay !== null && current.lastDay > input.day) throw fieldError('CONFLICT', 'day', CHALLENGE_MESSAGES.beforeLast);
        const next = afterCheckIn(current, input.day);
        completedNow = current.completedAt === null && next.checkIns >= row.challenge.goalDays;
        return { ...next, ...(completedNow ? { completedAt: now() } : {}) };
      });
      if (completedNow) {
        await notifications.notify({
          userId: auth.userId,
          kind: 'challenge_completed',
          title: `You completed "${row.challenge.title}"`,
          body: 'Well done: its trophy is in your completed challenges.',
          link: (recipient) => `${areaOf(recipient.role)}/challenges/${input.id}`,
          data: { challenge_id: input.id },
          key: `challenge-completed:${input.id}`,
        });
      }
      return { challenge: await reread(auth, input.id), completed: completedNow };
    },

    async addComment(auth: AuthContext, input: { id: number; comment: string }) {
      const row = await frontChallenge(auth, input.id);
      if (!row.mine) throw new AppError('FORBIDDEN', CHALLENGE_MESSAGES.notJoined);
      const id = await repo.insertComment({ challengeId: input.id, authorId: auth.userId, body: input.comment });
      const comment = (await repo.comment(id))!;
      return { comment_id: id, author: presentPersonView(comment.author, auth), comment: comment.comment.body, can_delete: true, created_at: comment.comment.createdAt.toISOString() };
    },

    async deleteComment(auth: AuthContext, commentId: number) {
      const comment = await repo.comment(commentId);
      if (!comment || !(await repo.challenge(comment.comment.challengeId, auth.userId, audienceOf(auth)))) throw fieldError('NOT_FOUND', 'comment_id', 'Comment not found');
      if (comment.comment.authorId !== auth.userId) throw new AppError('FORBIDDEN', 'You can delete only your own comments');
      await repo.deleteComment(commentId);
    },

    async gallery(auth: AuthContext, type: GalleryType) {
      const rows = await repo.gallery(auth.role === 'frontuser' ? null : auth.clinicId, type);
      return rows.map((row) => ({ id: row.image.id, type: row.image.type, url: mediaUrl(row.key), clinic_id: row.image.clinicId }));
    },

    async completed(auth: AuthContext) {
      return (await repo.completedOf(auth.userId, audienceOf(auth))).map((row) => present(row, auth));
    },

    // Management -------------------------------------------------------------------------------------
    async manageList(auth: AuthContext, input: { search?: string | undefined; clinic_id?: number | undefined }, page: Page) {
      const audience: GroupAudience = audienceOf(auth);
      const result = await repo.list(auth.userId, audience, { search: input.search, clinicId: auth.role === 'clinic' ? undefined : input.clinic_id, today: today() }, page);
      return { rows: result.rows.map((row) => present(row, auth)), total: result.total };
    },

    async add(auth: AuthContext, input: Parameters<typeof fields>[1] & { clinic_id?: number | undefined }, files: { image?: MediaRow | undefined; trophy?: MediaRow | undefined }) {
      const clinicId = auth.role === 'clinic' ? auth.clinicId : (input.clinic_id ?? null);
      const id = await repo.insert({ clinicId, createdBy: auth.userId, ...(await fields(auth, input, files)) });
      return reread(auth, id);
    },

    async edit(auth: AuthContext, input: Parameters<typeof fields>[1] & { id: number }, files: { image?: MediaRow | undefined; trophy?: MediaRow | undefined }) {
      await managedChallenge(auth, input.id);
      await deps.removeReleased(await repo.update(input.id, await fields(auth, input, files)));
      return reread(auth, input.id);
    },

    async remove(auth: AuthContext, id: number) {
      await managedChallenge(auth, id);
      await deps.removeReleased(await repo.remove(id));
    },

    async stats(auth: AuthContext, id: number) {
      await managedChallenge(auth, id);
      return stats(id);
    },

    async participants(auth: AuthContext, id: number) {
      await managedChallenge(auth, id);
      return participants(id, auth);
    },

    async categories(auth: AuthContext) {
      return (await repo.categories(libraryOf(auth))).map((row) => ({ id: row.id, title: row.title, clinic_id: row.clinicId }));
    },
    async addCategory(auth: AuthContext, title: string) {
      const row = await repo.insertCategory({ clinicId: libraryOf(auth), title });
      return { id: row.id, title: row.title, clinic_id: row.clinicId };
    },
    /** Only the library's own categories change (a clinic cannot rename the platform's). */
    async ownCategory(auth: AuthContext, id: number) {
      const row = await repo.category(id);
      if (!row || row.clinicId !== libraryOf(auth)) throw fieldError('NOT_FOUND', 'id', 'Category not found');
      return row;
    },
    async renameCategory(auth: AuthContext, id: number, title: string) {
      const row = await this.ownCategory(auth, id);
      const renamed = await repo.renameCategory(row.id, title);
      return { id: renamed.id, title: renamed.title, clinic_id: renamed.clinicId };
    },
    async deleteCategory(auth: AuthContext, id: number) {
      await repo.deleteCategory((await this.ownCategory(auth, id)).id);
    },

    async manageGallery(auth: AuthContext, type: GalleryType) {
      const rows = await repo.gallery(libraryOf(auth), type);
      return rows.map((row) => ({ id: row.image.id, type: row.image.type, url: mediaUrl(row.key), clinic_id: row.image.clinicId }));
    },
    async addGalleryImage(auth: AuthContext, type: GalleryType, image: MediaRow) {
      const id = await repo.insertGalleryImage({ clinicId: libraryOf(auth), type, mediaId: image.id });
      return { id, type, url: mediaUrl(image.key), clinic_id: libraryOf(auth) };
    },
    async deleteGalleryImage(auth: AuthContext, id: number) {
      const row = await repo.galleryImage(id);
      if (!row || row.image.clinicId !== libraryOf(auth)) throw fieldError('NOT_FOUND', 'id', 'Image not found');
      await deps.removeReleased(await repo.deleteGalleryImage(id));
    },

    /** A patient's challenges and streaks: the clinic account (its patients) or an employee (their assigned patients). */
    async patientStreaks(auth: AuthContext, userid: number) {
      if (auth.role === 'employee') await deps.policy.assignedToEmployee(auth, userid);
      else await deps.policy.ofClinic(auth, userid, 'patient');
      const day = today();
      return (await repo.progressOf(userid)).map(({ challenge, participant }) => ({
        challenge_id: challenge.id,
        title: challenge.title,
        start: challenge.startsOn,
        end: challenge.endsOn,
        goal_days: challenge.goalDays,
        check_ins: participant.checkIns,
        current_streak: streakOn(participant, day),
        best_streak: participant.bestStreak,
        last_day: participant.lastDay,
        completed_at: participant.completedAt?.toISOString() ?? null,
      }));
    },
  };
}
export type ChallengesService = ReturnType<typeof createChallengesService>;
