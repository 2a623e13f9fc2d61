import { type Area } from '@stillpoint/contracts';
import { engagementEndpoints } from '@stillpoint/contracts/endpoints/engagement';

/**
 * The calls of this feature exist in two families (spec section 7 "front and clinic"): `front/...` for
 * patients, employees and personal users, `clinics/...` for clinic accounts. Same input and output.
 */
export type EngagementFamily = 'front' | 'clinic';

export const familyForArea = (area: Area): EngagementFamily => (area === 'clinic' ? 'clinic' : 'front');

const FRONT = {
  getReviews: engagementEndpoints.frontGetReviews,
  average: engagementEndpoints.frontAverageRating,
  addRating: engagementEndpoints.frontAddRating,
  addReview: engagementEndpoints.frontAddReview,
  favorite: engagementEndpoints.frontFavorite,
  unfavorite: engagementEndpoints.frontUnfavorite,
  favoritesList: engagementEndpoints.frontFavoritesList,
  addToWatch: engagementEndpoints.frontAddToWatch,
  watchListData: engagementEndpoints.frontWatchListData,
  markComplete: engagementEndpoints.frontWatchMarkComplete,
  removeFromWatch: engagementEndpoints.frontWatchRemove,
  feedbackValue: engagementEndpoints.frontFeedbackValue,
  getStories: engagementEndpoints.frontGetStories,
  deleteStory: engagementEndpoints.frontDeleteStory,
  addStory: engagementEndpoints.frontAddStory,
  updateStory: engagementEndpoints.frontUpdateStory,
  saveSignature: engagementEndpoints.frontSignature,
  getSignature: engagementEndpoints.frontGetSignature,
  recommended: engagementEndpoints.frontRecommended,
  topBanner: engagementEndpoints.frontTopBannerReviews,
};
type Calls = typeof FRONT;

const CLINIC = {
  getReviews: engagementEndpoints.clinicGetReviews,
  average: engagementEndpoints.clinicAverageRating,
  addRating: engagementEndpoints.clinicAddRating,
  addReview: engagementEndpoints.clinicAddReview,
  favorite: engagementEndpoints.clinicFavorite,
  unfavorite: engagementEndpoints.clinicUnfavorite,
  favoritesList: engagementEndpoints.clinicFavoritesList,
  addToWatch: engagementEndpoints.clinicAddToWatch,
  watchListData: engagementEndpoints.clinicWatchListData,
  markComplete: engagementEndpoints.clinicWatchMarkComplete,
  removeFromWatch: engagementEndpoints.clinicWatchRemove,
  feedbackValue: engagementEndpoints.clinicFeedbackValue,
  getStories: engagementEndpoints.clinicGetStories,
  deleteStory: engagementEndpoints.clinicDeleteStory,
  addStory: engagementEndpoints.clinicAddStory,
  updateStory: engagementEndpoints.clinicUpdateStory,
  saveSignature: engagementEndpoints.clinicSignature,
  getSignature: engagementEndpoints.clinicGetSignature,
  recommended: engagementEndpoints.clinicRecommended,
  topBanner: engagementEndpoints.clinicTopBannerReviews,
} as unknown as Calls;

/** The endpoint of a call in the caller's family. */
export function engagementEndpoint<K extends keyof Calls>(family: EngagementFamily, call: K): Calls[K] {
  return (family === 'clinic' ? CLINIC : FRONT)[call];
}

/** Root of every query key of this feature (invalidated together after writes that change several lists). */
export const engagementKey = (family: EngagementFamily) => ['engagement', family] as const;
