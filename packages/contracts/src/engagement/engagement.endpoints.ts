import { z } from 'zod';
import { defineEndpoint, type EndpointConfig } from '../catalogue/define.js';
import { noData } from '../common.js';
import type { Role } from '../roles.js';
import {
  addRatingInput,
  addStoryInput,
  updateStoryInput,
  STORY_MEDIA_FIELD,
  addReviewInput,
  businessAnswersInput,
  businessQuestions,
  favourite,
  favouritesListInput,
  favouriteState,
  feedbackDataInput,
  feedbackEntry,
  feedbackValue,
  feedbackValueInput,
  itemTarget,
  ratingSummary,
  ratingTarget,
  recommendations,
  review,
  reviewsInput,
  signature,
  signatureInput,
  signatureQuery,
  story,
  storiesInput,
  storyIdInput,
  topBannerReviews,
  watchEntry,
  watchEntryInput,
  watchListInput,
} from './engagement.schemas.js';

/** Front endpoints serve patients, employees and personal users (spec section 6). */
export const FRONT_ROLES = ['patient', 'employee', 'frontuser'] as const satisfies readonly Role[];
export const CLINIC_ROLES = ['clinic'] as const satisfies readonly Role[];

/**
 * One call the spec lists for the front and the clinic: `front/{module}/{action}` for patients, employees
 * and personal users, `clinics/{module}/{action}` for clinic accounts. Both share one handler.
 */
function pair<const C extends Omit<EndpointConfig, 'path' | 'access'>>(module: string, action: string, config: C) {
  return {
    front: defineEndpoint({ ...config, path: `front/${module}/${action}`, access: FRONT_ROLES }),
    clinic: defineEndpoint({ ...config, path: `clinics/${module}/${action}`, access: CLINIC_ROLES }),
  };
}

const getReviews = pair('ratings', 'get_reviews', {
  summary: 'Reviews of a class, lesson or meditation (data_id, data_type), newest first, paged, with their authors.',
  input: reviewsInput,
  output: z.array(review),
  paged: true,
  feature: 'discovery',
});
const average = pair('ratings', 'average', {
  summary: "An item's average rating (average_rating), how many rated it, and the caller's own rating and review.",
  input: ratingTarget,
  output: ratingSummary,
  feature: 'discovery',
});
const addRating = pair('ratings', 'add_rating', {
  summary: 'Rate a class, lesson or meditation 1 to 5 (one rating per person and item: a second one replaces it).',
  input: addRatingInput,
  output: ratingSummary,
  feature: 'discovery',
});
const addReview = pair('ratings', 'add_review', {
  summary: "Write (or rewrite) the caller's review of an item, optionally with the stars.",
  input: addReviewInput,
  output: ratingSummary,
  feature: 'discovery',
});
const recommended = pair('ratings', 'recommended', {
  method: 'GET',
  summary: 'Recommended classes and contents for the caller, among what they may see.',
  output: recommendations,
  feature: 'discovery',
});
const topBanner = pair('ratings', 'top_banner_reviews', {
  summary: "The newest good reviews (4 stars or more) for the discovery home's banner, grouped meditation, video, classes.",
  output: topBannerReviews,
  feature: 'discovery',
});
const favorite = pair('favorites', 'favorite', {
  summary: 'Add a class, meditation or content to the favourites (type, data_id); adding it again changes nothing.',
  input: itemTarget,
  output: favouriteState,
  feature: 'favorites',
});
const unfavorite = pair('favorites', 'unfavorite', {
  summary: "Remove an item from the favourites ('Delete from favorite').",
  input: itemTarget,
  output: favouriteState,
  feature: 'favorites',
});
const favoritesList = pair('favorites', 'favorites_list', {
  summary: "The caller's favourites of one type (class, meditation, content), newest first, paged.",
  input: favouritesListInput,
  output: z.array(favourite),
  paged: true,
  feature: 'favorites',
});
const addToWatch = pair('watchlist', 'add_to_watch', {
  summary: 'Put a class, meditation or content on the watch list (type, data_id); adding it again changes nothing.',
  input: itemTarget,
  output: watchEntry,
  feature: 'discovery',
});
const watchListData = pair('watchlist', 'watch_list_data', {
  summary: "The caller's watch list, newest first, paged; status all, pending or completed.",
  input: watchListInput,
  output: z.array(watchEntry),
  paged: true,
  feature: 'discovery',
});
const markComplete = pair('watchlist', 'mark_complete', {
  summary: 'Mark a watch-list entry (id) complete.',
  input: watchEntryInput,
  output: watchEntry,
  feature: 'discovery',
});
const removeFromWatch = pair('watchlist', 'remove', {
  summary: 'Remove a watch-list entry (id).',
  input: watchEntryInput,
  output: noData,
  feature: 'discovery',
});
const feedback = pair('feedback', 'feedback_value', {
  creates: true,
  summary: 'Record how the caller felt (value 1 to 5, optional comment) about a class, meditation or content.',
  input: feedbackValueInput,
  output: feedbackValue,
  feature: 'discovery',
});
const saveSignature = pair('engagement', 'signature', {
  creates: true,
  summary: "Save the caller's signature (user_sign: a typed name or a drawn PNG/JPEG data URL), optionally for a class.",
  input: signatureInput,
  output: signature,
  feature: 'discovery',
});
const getSignature = pair('engagement', 'get_signature', {
  summary: "The caller's newest signature for a class (class_id), or their general one without class_id; null when none.",
  input: signatureQuery,
  output: signature.nullable(),
  feature: 'discovery',
});
const getStories = pair('stories', 'get_stories', {
  summary: "A class's stories (class_id), newest first, paged, with their media and authors.",
  input: storiesInput,
  output: z.array(story),
  paged: true,
  feature: 'discovery',
});
const deleteStory = pair('stories', 'delete_story', {
  summary: "Delete a story (id): the caller's own, or for a clinic account any story of its clinic's classes.",
  input: storyIdInput,
  output: noData,
  feature: 'discovery',
});

const addStory = pair('stories', 'add_story', {
  creates: true,
  summary: "Share a story in a class (multipart: class_id, caption, and an image or a video in 'media').",
  input: addStoryInput,
  output: story,
  uploads: { [STORY_MEDIA_FIELD]: { kinds: ['image', 'video'], required: true } },
  feature: 'discovery',
});
const updateStory = pair('stories', 'update_story', {
  summary: "Change the caption and/or the file of the caller's own story (multipart: id, caption, optional 'media').",
  input: updateStoryInput,
  output: story,
  uploads: { [STORY_MEDIA_FIELD]: { kinds: ['image', 'video'] } },
  feature: 'discovery',
});

export const engagementEndpoints = {
  frontGetReviews: getReviews.front,
  clinicGetReviews: getReviews.clinic,
  frontAverageRating: average.front,
  clinicAverageRating: average.clinic,
  frontAddRating: addRating.front,
  clinicAddRating: addRating.clinic,
  frontAddReview: addReview.front,
  clinicAddReview: addReview.clinic,
  frontRecommended: recommended.front,
  clinicRecommended: recommended.clinic,
  frontTopBannerReviews: topBanner.front,
  clinicTopBannerReviews: topBanner.clinic,
  frontFavorite: favorite.front,
  clinicFavorite: favorite.clinic,
  frontUnfavorite: unfavorite.front,
  clinicUnfavorite: unfavorite.clinic,
  frontFavoritesList: favoritesList.front,
  clinicFavoritesList: favoritesList.clinic,
  frontAddToWatch: addToWatch.front,
  clinicAddToWatch: addToWatch.clinic,
  frontWatchListData: watchListData.front,
  clinicWatchListData: watchListData.clinic,
  frontWatchMarkComplete: markComplete.front,
  clinicWatchMarkComplete: markComplete.clinic,
  frontWatchRemove: removeFromWatch.front,
  clinicWatchRemove: removeFromWatch.clinic,
  frontFeedbackValue: feedback.front,
  clinicFeedbackValue: feedback.clinic,
  frontSignature: saveSignature.front,
  clinicSignature: saveSignature.clinic,
  frontGetSignature: getSignature.front,
  clinicGetSignature: getSignature.clinic,
  frontGetStories: getStories.front,
  clinicGetStories: getStories.clinic,
  frontAddStory: addStory.front,
  clinicAddStory: addStory.clinic,
  frontUpdateStory: updateStory.front,
  clinicUpdateStory: updateStory.clinic,
  frontDeleteStory: deleteStory.front,
  clinicDeleteStory: deleteStory.clinic,
  frontBusinessQuestions: defineEndpoint({
    path: 'front/engagement/business_questions',
    summary: "The active business questions with the caller's saved answers; canAnswer tells whether they may answer.",
    output: businessQuestions,
    access: ['frontuser'],
  }),
  frontBusinessAnswers: defineEndpoint({
    path: 'front/engagement/business_answers',
    summary: 'Save answers to active business questions (business users, role id 4, only).',
    input: businessAnswersInput,
    output: businessQuestions,
    access: ['frontuser'],
  }),
  clinicFeedbackData: defineEndpoint({
    path: 'clinics/feedback/feedback_data',
    summary: "Feedback values (kind feedback) or reviews (kind reviews) on the clinic's own classes and meditations, newest first, paged.",
    input: feedbackDataInput,
    output: z.array(feedbackEntry),
    access: ['clinic'],
    paged: true,
    feature: 'discovery',
  }),
};
