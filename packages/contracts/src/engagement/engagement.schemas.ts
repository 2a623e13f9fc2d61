import { z } from 'zod';
import { idField, numberField } from '../common.js';
import { pagingInput } from '../envelope.js';
import { personView, type PersonView } from '../people/person-view.js';

/*
 * What people do around the library (spec section 7 "Ratings and favourites" and the matching calls of
 * "Discovery and class data"): ratings and reviews, favourites, the watch list, feedback values,
 * signatures, business questions and class stories. Every item named by id must be visible to the caller
 * (docs/decisions/0006-content-visibility.md); anything else answers 404.
 */

export const REVIEW_MAX = 2000;
export const FEEDBACK_COMMENT_MAX = 1000;
export const BUSINESS_ANSWER_MAX = 2000;
export const STORY_CAPTION_MAX = 500;
/** A typed name, or a drawn signature as a PNG/JPEG data URL. */
export const SIGNATURE_MAX = 200_000;

/** What a rating or review is about (spec: data_type classes or lessons; meditations too). */
export const RATING_DATA_TYPES = ['classes', 'lessons', 'meditations'] as const;
export type RatingDataType = (typeof RATING_DATA_TYPES)[number];
/** What a favourite, a watch-list entry or a feedback value is about. */
export const ITEM_TYPES = ['class', 'meditation', 'content'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

export const ratingTarget = z.object({
  data_id: idField,
  data_type: z.enum(RATING_DATA_TYPES),
});
export type RatingTarget = z.infer<typeof ratingTarget>;

export const itemTarget = z.object({
  data_id: idField,
  type: z.enum(ITEM_TYPES),
});
export type ItemTarget = z.infer<typeof itemTarget>;

const ratingValue = numberField(z.number().int().min(1, 'Choose 1 to 5 stars').max(5, 'Choose 1 to 5 stars'));

export const addRatingInput = ratingTarget.extend({ rating: ratingValue });
export const addReviewInput = ratingTarget.extend({
  /** Plain text: markup is removed on write. */
  review: z.string().trim().min(1, 'Write a few words').max(REVIEW_MAX),
  rating: ratingValue.optional(),
});
export const reviewsInput = ratingTarget.extend(pagingInput.shape);

/**
 * The person who wrote a review or shared a story, as the caller may see them (people/person-view.ts): other
 * patients and personal users by the name they chose for peers, with the default avatar; the real name to
 * their own clinic's team and administrators.
 */
export const author = personView;
export type Author = PersonView;

export const review = z.object({
  id: z.number().int(),
  rating: z.number().int().nullable(),
  review: z.string(),
  author,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof review>;

/** The average of an item's ratings, and the caller's own rating and review. */
export const ratingSummary = z.object({
  data_id: z.number().int(),
  data_type: z.enum(RATING_DATA_TYPES),
  /** Rounded to one decimal; 0 when nobody rated. */
  average_rating: z.number(),
  total_ratings: z.number().int(),
  my_rating: z.number().int().nullable(),
  my_review: z.string().nullable(),
});
export type RatingSummary = z.infer<typeof ratingSummary>;

/** A class, meditation or content as lists of this domain show it. */
export const itemRef = z.object({
  type: z.enum(ITEM_TYPES),
  id: z.number().int(),
  title: z.string(),
  /** Image URL (class or meditation image), or null. */
  image: z.string().nullable(),
  /** The class a content belongs to (to open it), or null. */
  classId: z.number().int().nullable(),
  /** Content type (text, video, ...) for contents, null otherwise. */
  contentType: z.string().nullable(),
});
export type ItemRef = z.infer<typeof itemRef>;

export const favourite = z.object({
  id: z.number().int(),
  item: itemRef,
  createdAt: z.string(),
});
export type Favourite = z.infer<typeof favourite>;
export const favouritesListInput = pagingInput.extend({
  type: z.enum(ITEM_TYPES).default('class'),
  /** Only this item (whether it is a favourite: zero or one row). */
  data_id: idField.optional(),
});
export const favouriteState = z.object({ type: z.enum(ITEM_TYPES), data_id: z.number().int(), favourite: z.boolean() });

export const watchEntry = z.object({
  id: z.number().int(),
  item: itemRef,
  completed: z.boolean(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WatchEntry = z.infer<typeof watchEntry>;
export const watchListInput = pagingInput.extend({
  /** all (default), pending (not completed) or completed. */
  status: z.enum(['all', 'pending', 'completed']).default('all'),
  /** Only the entry of this item (type and data_id together: zero or one row). */
  type: z.enum(ITEM_TYPES).optional(),
  data_id: idField.optional(),
});
export const watchEntryInput = z.object({ id: idField });

export const recommendations = z.object({
  classes: z.array(itemRef),
  contents: z.array(itemRef),
});

/** Newest good reviews per kind, for the discovery home's top banner. */
export const bannerReview = review.extend({ item: itemRef.extend({ type: z.enum(['class', 'meditation', 'lesson']) }) });
export const topBannerReviews = z.object({
  meditation: z.array(bannerReview),
  video: z.array(bannerReview),
  classes: z.array(bannerReview),
});

export const feedbackValueInput = itemTarget.extend({
  /** How the person felt, 1 to 5. */
  value: numberField(z.number().int().min(1).max(5)),
  comment: z.string().trim().max(FEEDBACK_COMMENT_MAX).optional(),
});
export const feedbackValue = z.object({
  id: z.number().int(),
  type: z.enum(ITEM_TYPES),
  data_id: z.number().int(),
  value: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});

/** clinics/feedback/feedback_data: feedback values or reviews on the clinic's own classes and meditations. */
export const feedbackDataInput = pagingInput.extend({ kind: z.enum(['feedback', 'reviews']).default('feedback') });
export const feedbackEntry = z.object({
  kind: z.enum(['feedback', 'reviews']),
  id: z.number().int(),
  /** The feedback value (1 to 5) or the star rating (null for a review without stars). */
  value: z.number().int().nullable(),
  text: z.string().nullable(),
  item: itemRef.extend({ type: z.enum(['class', 'meditation', 'content', 'lesson']) }),
  author,
  createdAt: z.string(),
});

const signatureText = z
  .string()
  .trim()
  .min(1, 'Sign first')
  .max(SIGNATURE_MAX)
  .refine(
    (value) => !value.startsWith('data:') || /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/.test(value),
    'A drawn signature must be a PNG or JPEG image',
  );
export const signatureInput = z.object({ user_sign: signatureText, class_id: idField.optional() });
/** get_signature: the caller's newest signature for a class, or their general one (no class_id). */
export const signatureQuery = z.object({ class_id: idField.optional() });
export const signature = z.object({
  id: z.number().int(),
  class_id: z.number().int().nullable(),
  user_sign: z.string(),
  createdAt: z.string(),
});
export type Signature = z.infer<typeof signature>;

export const businessQuestion = z.object({
  id: z.number().int(),
  question: z.string(),
  /** The caller's saved answer, or null. */
  answer: z.string().nullable(),
});
export const businessQuestions = z.object({
  /** Only business users (role id 4) may answer. */
  canAnswer: z.boolean(),
  questions: z.array(businessQuestion),
});
export const businessAnswersInput = z.object({
  answers: z
    .array(z.object({ question_id: idField, answer: z.string().trim().min(1, 'Write an answer').max(BUSINESS_ANSWER_MAX) }))
    .min(1, 'Answer at least one question')
    .max(100),
});

export const storiesInput = pagingInput.extend({ class_id: idField });
export const story = z.object({
  id: z.number().int(),
  class_id: z.number().int(),
  caption: z.string().nullable(),
  media: z
    .object({ url: z.string(), kind: z.string(), contentType: z.string() })
    .nullable(),
  author,
  /** The caller may delete it (their own, or any story of their clinic's class for the clinic). */
  canDelete: z.boolean(),
  /** The caller may change its caption and file (their own story only). */
  canEdit: z.boolean(),
  createdAt: z.string(),
});
export type Story = z.infer<typeof story>;
export const storyIdInput = z.object({ id: idField });
/** add_story (multipart): the class, an optional caption, and the file in `media` (image or video). */
export const addStoryInput = z.object({
  class_id: idField,
  caption: z.string().trim().max(STORY_CAPTION_MAX).optional(),
});
/** update_story (multipart): a new caption and/or a new file in `media`. */
export const updateStoryInput = z.object({
  id: idField,
  caption: z.string().trim().max(STORY_CAPTION_MAX).optional(),
});
/** The file field of add_story and update_story. */
export const STORY_MEDIA_FIELD = 'media';
