import { challengesEndpoints as calls } from '@stillpoint/contracts/endpoints/community';

/**
 * The calls of challenges (decision 0036): the front family for participants (patients and personal
 * users); the management family, the same calls for a clinic account (`clinics/challenges/*`) and an
 * administrator (`admin/challenges/*`), picked by MANAGE_CALLS[family]; a patient's streaks for the
 * clinic's team.
 */
export const FRONT_CALLS = {
  list: calls.challengesList,
  detail: calls.challengeDetail,
  join: calls.challengeJoin,
  leave: calls.challengeLeave,
  didIt: calls.challengeDidIt,
  comment: calls.challengeSubmitComment,
  deleteComment: calls.challengeDeleteComment,
  gallery: calls.challengeGallery,
  trophies: calls.challengeCompletedGallery,
} as const;

export type ManageFamily = 'clinic' | 'admin';

export const MANAGE_CALLS = {
  clinic: {
    list: calls.clinicChallengesChallenges,
    add: calls.clinicChallengesAddChallenge,
    edit: calls.clinicChallengesEditChallenge,
    remove: calls.clinicChallengesDeleteChallenge,
    stats: calls.clinicChallengesStats,
    participants: calls.clinicChallengesParticipants,
    categories: calls.clinicChallengesCategories,
    addCategory: calls.clinicChallengesAddCategory,
    editCategory: calls.clinicChallengesEditCategory,
    deleteCategory: calls.clinicChallengesDeleteCategory,
    gallery: calls.clinicChallengesGallery,
    addImage: calls.clinicChallengesAddGalleryImage,
    deleteImage: calls.clinicChallengesDeleteGalleryImage,
  },
  admin: {
    list: calls.adminChallengesChallenges,
    add: calls.adminChallengesAddChallenge,
    edit: calls.adminChallengesEditChallenge,
    remove: calls.adminChallengesDeleteChallenge,
    stats: calls.adminChallengesStats,
    participants: calls.adminChallengesParticipants,
    categories: calls.adminChallengesCategories,
    addCategory: calls.adminChallengesAddCategory,
    editCategory: calls.adminChallengesEditCategory,
    deleteCategory: calls.adminChallengesDeleteCategory,
    gallery: calls.adminChallengesGallery,
    addImage: calls.adminChallengesAddGalleryImage,
    deleteImage: calls.adminChallengesDeleteGalleryImage,
  },
} as const;

export const PATIENT_STREAKS = calls.clinicPatientStreaks;

/** Everything a participant's change touches (path prefix): lists, detail, trophies. */
export const FRONT_LISTS = ['front/challenges/'] as const;
/** Everything a manager's change touches, for either family. */
export const MANAGE_LISTS = ['clinics/challenges/', 'admin/challenges/'] as const;
