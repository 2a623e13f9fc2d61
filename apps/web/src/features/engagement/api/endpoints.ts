import { endpoints, type Area } from '@stillpoint/contracts';

/**
 * The calls of this feature exist in two families (spec section 7 "front and clinic"): `front/...` for
 * patients, employees and personal users, `clinics/...` for clinic accounts. Same input and output.
 */
export type EngagementFamily = 'front' | 'clinic';

export const familyForArea = (area: Area): EngagementFamily => (area === 'clinic' ? 'clinic' : 'front');

const FRONT = {
  getReviews: endpoints.frontGetReviews,
  average: endpoints.frontAverageRating,
  addRating: endpoints.frontAddRating,
  addReview: endpoints.frontAddReview,
  favorite: endpoints.frontFavorite,
  unfavorite: endpoints.frontUnfavorite,
  favoritesList: endpoints.frontFavoritesList,
  addToWatch: endpoints.frontAddToWatch,
  watchListData: endpoints.frontWatchListData,
  markComplete: endpoints.frontWatchMarkComplete,
  removeFromWatch: endpoints.frontWatchRemove,
  feedbackValue: endpoints.frontFeedbackValue,
  getStories: endpoints.frontGetStories,
  deleteStory: endpoints.frontDeleteStory,
  addStory: endpoints.frontAddStory,
  updateStory: endpoints.frontUpdateStory,
  saveSignature: endpoints.frontSignature,
  getSignature: endpoints.frontGetSignature,
  recommended: endpoints.frontRecommended,
  topBanner: endpoints.frontTopBannerReviews,
};
type Calls = typeof FRONT;

const CLINIC = {
  getReviews: endpoints.clinicGetReviews,
  average: endpoints.clinicAverageRating,
  addRating: endpoints.clinicAddRating,
  addReview: endpoints.clinicAddReview,
  favorite: endpoints.clinicFavorite,
  unfavorite: endpoints.clinicUnfavorite,
  favoritesList: endpoints.clinicFavoritesList,
  addToWatch: endpoints.clinicAddToWatch,
  watchListData: endpoints.clinicWatchListData,
  markComplete: endpoints.clinicWatchMarkComplete,
  removeFromWatch: endpoints.clinicWatchRemove,
  feedbackValue: endpoints.clinicFeedbackValue,
  getStories: endpoints.clinicGetStories,
  deleteStory: endpoints.clinicDeleteStory,
  addStory: endpoints.clinicAddStory,
  updateStory: endpoints.clinicUpdateStory,
  saveSignature: endpoints.clinicSignature,
  getSignature: endpoints.clinicGetSignature,
  recommended: endpoints.clinicRecommended,
  topBanner: endpoints.clinicTopBannerReviews,
} as unknown as Calls;

/** The endpoint of a call in the caller's family. */
export function engagementEndpoint<K extends keyof Calls>(family: EngagementFamily, call: K): Calls[K] {
  return (family === 'clinic' ? CLINIC : FRONT)[call];
}

/** Root of every query key of this feature (invalidated together after writes that change several lists). */
export const engagementKey = (family: EngagementFamily) => ['engagement', family] as const;
