import { z } from 'zod';
import { defineEndpoint, prefixed } from '../catalogue/define.js';
import { noData } from '../common.js';
import {
  adminCreateChallengeInput,
  challengeCategoryInput,
  challenge,
  challengeCategory,
  challengeComment,
  challengeCommentIdInput,
  challengeCommentInput,
  challengeDetail,
  challengeIdInput,
  challengeListInput,
  challengeParticipant,
  challengeStats,
  createChallengeInput,
  didItInput,
  galleryImage,
  galleryTypeInput,
  challengeIdOnlyInput,
  manageChallengeListInput,
  patientStreak,
  challengePatientInput,
  updateChallengeCategoryInput,
  updateChallengeInput,
} from './challenges.schemas.js';

/*
 * Challenges (decision 0036): the front family for participants (patients and personal users), and the
 * management family declared once for clinic accounts (`clinics/challenges/*`) and administrators
 * (`admin/challenges/*`).
 */

const TAKERS = ['patient', 'frontuser'] as const;
const front = { access: TAKERS, feature: 'challenges' as const };

export const challengesFrontEndpoints = {
  challengesList: defineEndpoint({
    path: 'front/challenges/challenges',
    method: 'GET',
    ...front,
    summary: "Challenges for you (your clinic's and the platform's; personal users the platform's): all, joined or completed, running first, paged.",
    input: challengeListInput,
    output: z.array(challenge),
    paged: true,
  }),
  challengeDetail: defineEndpoint({
    path: 'front/challenges/detail',
    method: 'GET',
    ...front,
    summary: 'A challenge (detail) with your progress, its participants and their streaks (peers by the name they chose), the newest comments and the stats.',
    input: challengeIdInput,
    output: challengeDetail,
  }),
  challengeJoin: defineEndpoint({
    path: 'front/challenges/join',
    ...front,
    summary: "Join a challenge that has not ended ('You have joined the Challenge'); joining again changes nothing.",
    input: challengeIdInput,
    output: challenge,
    errors: ['CONFLICT'],
  }),
  challengeLeave: defineEndpoint({
    path: 'front/challenges/leave',
    ...front,
    summary: 'Leave a challenge; your check-ins go with it.',
    input: challengeIdInput,
    output: challenge,
  }),
  challengeDidIt: defineEndpoint({
    path: 'front/challenges/did_it',
    ...front,
    summary:
      "Check in for your day (`day`, your local date): keeps your streak (one missed day is forgiven), completes the challenge at its goal. Twice in a day, a day outside the challenge or far from today: 409 or 422, nothing stored.",
    input: didItInput,
    output: challenge,
    errors: ['CONFLICT', 'FORBIDDEN'],
  }),
  challengeSubmitComment: defineEndpoint({
    path: 'front/challenges/submit_comment',
    ...front,
    summary: "Comment on a challenge you joined ('Comment has been Added Successfully').",
    input: challengeCommentInput,
    output: challengeComment,
    creates: true,
    errors: ['FORBIDDEN'],
  }),
  challengeDeleteComment: defineEndpoint({
    path: 'front/challenges/delete_comment',
    ...front,
    summary: "Delete your own comment ('Comment has Been Deleted Successfully').",
    input: challengeCommentIdInput,
    output: noData,
    errors: ['FORBIDDEN'],
  }),
  challengeGallery: defineEndpoint({
    path: 'front/challenges/gallery',
    method: 'GET',
    ...front,
    summary: 'The gallery images of a type (image or trophy) of your challenges (your clinic\'s and the platform\'s).',
    input: galleryTypeInput,
    output: z.array(galleryImage),
  }),
  challengeCompletedGallery: defineEndpoint({
    path: 'front/challenges/completed_gallery',
    method: 'GET',
    ...front,
    summary: 'The challenges you completed, with their trophies, newest first.',
    output: z.array(challenge),
  }),
};

export type ChallengesFamily = 'clinics' | 'admin';

function manageChallengesFor<F extends ChallengesFamily>(family: F) {
  const access = family === 'admin' ? (['admin'] as const) : (['clinic'] as const);
  const base = family === 'admin' ? { access } : { access, feature: 'challenges' as const };
  const uploads = { image: { kinds: ['image'] as const }, trophy: { kinds: ['image'] as const } };
  return {
    challenges: defineEndpoint({
      path: `${family}/challenges/challenges`,
      method: 'GET',
      ...base,
      summary: family === 'admin' ? 'Every challenge (platform and clinics), newest first, paged.' : "The clinic's challenges, newest first, paged.",
      input: manageChallengeListInput,
      output: z.array(challenge),
      paged: true,
    }),
    addChallenge: defineEndpoint({
      path: `${family}/challenges/add_challenge`,
      ...base,
      summary: "Add a challenge (multipart: cover in `image`, trophy in `trophy`, or gallery ids image_id / trophy_id): 'Challenge has been Added Successfully'.",
      input: family === 'admin' ? adminCreateChallengeInput : createChallengeInput,
      uploads,
      output: challenge,
      creates: true,
    }),
    editChallenge: defineEndpoint({
      path: `${family}/challenges/edit_challenge`,
      ...base,
      summary: "Edit a challenge (multipart as when adding): 'Challenge has been Updated Successfully'. Its goal cannot go above its days.",
      input: updateChallengeInput,
      uploads,
      output: challenge,
    }),
    deleteChallenge: defineEndpoint({
      path: `${family}/challenges/delete_challenge`,
      ...base,
      summary: "Delete a challenge with its participants, check-ins and comments: 'Challenge has been Deleted Successfully'.",
      input: challengeIdOnlyInput,
      output: noData,
    }),
    stats: defineEndpoint({
      path: `${family}/challenges/stats`,
      method: 'GET',
      ...base,
      summary: 'A challenge\'s stats: joined, active today, completed and the completion rate, check-ins per day.',
      input: challengeIdOnlyInput,
      output: challengeStats,
    }),
    participants: defineEndpoint({
      path: `${family}/challenges/participants`,
      method: 'GET',
      ...base,
      summary: 'A challenge\'s participants with their check-ins and streaks, by real name.',
      input: challengeIdOnlyInput,
      output: z.array(challengeParticipant),
    }),
    categories: defineEndpoint({
      path: `${family}/challenges/categories`,
      method: 'GET',
      ...base,
      summary: family === 'admin' ? 'The platform\'s challenge categories.' : "The platform's challenge categories and the clinic's own.",
      output: z.array(challengeCategory),
    }),
    addCategory: defineEndpoint({
      path: `${family}/challenges/add_category`,
      ...base,
      summary: "Add a challenge category: 'Category has been Added Successfully'.",
      input: challengeCategoryInput,
      output: challengeCategory,
      creates: true,
    }),
    editCategory: defineEndpoint({
      path: `${family}/challenges/edit_category`,
      ...base,
      summary: "Rename a category: 'Category has been Updated Successfully'.",
      input: updateChallengeCategoryInput,
      output: challengeCategory,
    }),
    deleteCategory: defineEndpoint({
      path: `${family}/challenges/delete_category`,
      ...base,
      summary: "Delete a category (its challenges stay, without a category): 'Category has been Deleted Successfully'.",
      input: challengeIdOnlyInput,
      output: noData,
    }),
    gallery: defineEndpoint({
      path: `${family}/challenges/gallery`,
      method: 'GET',
      ...base,
      summary: 'The gallery images of a type (image or trophy) this library may use.',
      input: galleryTypeInput,
      output: z.array(galleryImage),
    }),
    addGalleryImage: defineEndpoint({
      path: `${family}/challenges/add_gallery_image`,
      ...base,
      summary: "Upload an image to the gallery of a type (multipart, file in `image`): 'Image has been Uploaded Successfully'.",
      input: galleryTypeInput,
      uploads: { image: { kinds: ['image'], required: true } },
      output: galleryImage,
      creates: true,
    }),
    deleteGalleryImage: defineEndpoint({
      path: `${family}/challenges/delete_gallery_image`,
      ...base,
      summary: "Delete a gallery image (challenges using it keep their own): 'Image has been Deleted Successfully'.",
      input: challengeIdOnlyInput,
      output: noData,
    }),
  };
}

export const clinicChallengesEndpoints = manageChallengesFor('clinics');
export const adminChallengesEndpoints = manageChallengesFor('admin');

export const challengesEndpoints = {
  ...challengesFrontEndpoints,
  ...prefixed('clinicChallenges', clinicChallengesEndpoints),
  ...prefixed('adminChallenges', adminChallengesEndpoints),
  clinicPatientStreaks: defineEndpoint({
    path: 'clinics/challenges/patient_streaks',
    method: 'GET',
    access: ['clinic', 'employee'] as const,
    feature: 'patients',
    summary: "A patient's challenges with their check-ins and streaks (the clinic's team; an employee for their assigned patients).",
    input: challengePatientInput,
    output: z.array(patientStreak),
  }),
};
