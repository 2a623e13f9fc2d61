import { z } from 'zod';
import { dateField, idField, numberField, searchField } from '../common.js';
import { pagingInput } from '../envelope.js';
import { personView } from '../people/person-view.js';

/*
 * Challenges (spec sections 3 "Challenge" and 7 "Challenges"; decision 0036). A challenge belongs to a
 * clinic (its patients) or to the platform (every patient and personal user): a daily goal over a period
 * ("21 days of sleep hygiene"). A participant checks in once a day ("did it"), which keeps a streak: a
 * missed day is forgiven (the grace day), two in a row start it again. Reaching the goal's number of
 * check-ins completes the challenge and gives its trophy. Clinic accounts and administrators make
 * challenges, their categories and the galleries of cover and trophy images, and follow the stats; a
 * clinic's team sees each patient's streaks on the patient page.
 */

export const CHALLENGE_TITLE_MAX = 120;
export const CHALLENGE_DESCRIPTION_MAX = 4000;
export const CHALLENGE_GOAL_MAX = 200;
export const CHALLENGE_COMMENT_MAX = 1000;
export const CHALLENGE_CATEGORY_MAX = 60;
/** The longest challenge, in days. */
export const CHALLENGE_DAYS_MAX = 366;
/** Days a streak forgives in a row: one missed day keeps it, two end it. */
export const STREAK_GRACE_DAYS = 1;
/** Gallery image kinds (spec: gallery and trophy images by type). */
export const GALLERY_TYPES = ['image', 'trophy'] as const;
export type GalleryType = (typeof GALLERY_TYPES)[number];
export const CHALLENGE_FILTERS = ['all', 'joined', 'completed'] as const;

export const challengeListInput = pagingInput.extend({
  filter: z.enum(CHALLENGE_FILTERS).default('all'),
  search: searchField.optional(),
  category_id: idField.optional(),
});
export const challengeIdInput = z.object({ id: idField });
/** A check-in for the person's own local day (the web app sends its date; the server accepts yesterday, today or tomorrow in UTC terms). */
export const didItInput = z.object({ id: idField, day: dateField });
export const challengeCommentInput = z.object({ id: idField, comment: z.string().trim().min(1, 'Write a comment').max(CHALLENGE_COMMENT_MAX) });
export const challengeCommentIdInput = z.object({ comment_id: idField });
export const galleryTypeInput = z.object({ type: z.enum(GALLERY_TYPES) });

const challengeFields = {
  title: z.string().trim().min(1, 'Enter a title').max(CHALLENGE_TITLE_MAX),
  description: z.string().trim().max(CHALLENGE_DESCRIPTION_MAX).default(''),
  daily_goal: z.string().trim().min(1, 'Say what to do each day').max(CHALLENGE_GOAL_MAX),
  category_id: idField.optional(),
  /** First and last day (inclusive), as calendar dates. */
  start: dateField,
  end: dateField,
  /** Check-ins that complete it; at most the number of days (default: every day). */
  goal_days: numberField(z.number().int().min(1).max(CHALLENGE_DAYS_MAX).optional()),
  /** Gallery images to use when no file is sent (`image`, `trophy` fields of the form). */
  image_id: idField.optional(),
  trophy_id: idField.optional(),
};
const periodRule: [(input: { start: string; end: string }) => boolean, { path: string[]; message: string }] = [
  (input) => input.end >= input.start,
  { path: ['end'], message: 'The last day must not come before the first' },
];
export const createChallengeInput = z.object(challengeFields).refine(...periodRule);
export const updateChallengeInput = z.object({ id: idField, ...challengeFields }).refine(...periodRule);
export const adminCreateChallengeInput = z.object({ clinic_id: idField.optional(), ...challengeFields }).refine(...periodRule);
export const manageChallengeListInput = pagingInput.extend({ search: searchField.optional(), clinic_id: idField.optional() });
export const challengeCategoryInput = z.object({ title: z.string().trim().min(1, 'Enter a name').max(CHALLENGE_CATEGORY_MAX) });
export const updateChallengeCategoryInput = challengeCategoryInput.extend({ id: idField });
export const challengeIdOnlyInput = z.object({ id: idField });
export const challengePatientInput = z.object({ userid: idField });

export const challengeCategory = z.object({ id: z.number().int(), title: z.string(), clinic_id: z.number().int().nullable() });
export const galleryImage = z.object({ id: z.number().int(), type: z.enum(GALLERY_TYPES), url: z.string(), clinic_id: z.number().int().nullable() });

/** The caller's own progress in a challenge (null when not joined). */
export const challengeProgress = z.object({
  check_ins: z.number().int(),
  current_streak: z.number().int(),
  best_streak: z.number().int(),
  /** The last local day checked in (yyyy-mm-dd). */
  last_day: z.string().nullable(),
  completed_at: z.string().nullable(),
  joined_at: z.string(),
});

export const challenge = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  daily_goal: z.string(),
  category: challengeCategory.nullable(),
  clinic_id: z.number().int().nullable(),
  start: z.string(),
  end: z.string(),
  goal_days: z.number().int(),
  image: z.string().nullable(),
  trophy: z.string().nullable(),
  participant_count: z.number().int(),
  /** upcoming, running or ended (by the UTC date). */
  state: z.enum(['upcoming', 'running', 'ended']),
  mine: challengeProgress.nullable(),
  created_at: z.string(),
});
export type Challenge = z.infer<typeof challenge>;

export const challengeStats = z.object({
  participants: z.number().int(),
  /** Participants who checked in on the newest day with check-ins, today (UTC) or yesterday. */
  active_today: z.number().int(),
  completed: z.number().int(),
  /** Completed of joined, 0..1. */
  completion_rate: z.number(),
  /** Check-ins per day over the challenge (a chart). */
  per_day: z.array(z.object({ day: z.string(), check_ins: z.number().int() })),
});

export const challengeParticipant = z.object({
  person: personView,
  check_ins: z.number().int(),
  current_streak: z.number().int(),
  best_streak: z.number().int(),
  completed: z.boolean(),
});
export const challengeComment = z.object({
  comment_id: z.number().int(),
  author: personView,
  comment: z.string(),
  can_delete: z.boolean(),
  created_at: z.string(),
});
export const challengeDetail = z.object({
  detail: challenge,
  participants: z.array(challengeParticipant),
  comments: z.array(challengeComment),
  stats: challengeStats,
  /** The local days (yyyy-mm-dd) the caller checked in, oldest first: the tracker of the page (empty when not joined). */
  my_days: z.array(z.string()),
});

/** A patient's challenges with their streaks (the clinic's team, on the patient page). */
export const patientStreak = z.object({
  challenge_id: z.number().int(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  goal_days: z.number().int(),
  check_ins: z.number().int(),
  current_streak: z.number().int(),
  best_streak: z.number().int(),
  last_day: z.string().nullable(),
  completed_at: z.string().nullable(),
});
