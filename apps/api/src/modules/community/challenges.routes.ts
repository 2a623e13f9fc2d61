import { adminChallengesEndpoints, CHALLENGE_MESSAGES, clinicChallengesEndpoints, endpoints } from '@stillpoint/contracts';
import { pagedAnswer as paged, pageWindow as page } from '../../lib/paging.js';
import { route, type RouteImpl } from '../../lib/route.js';
import type { ChallengesService } from './challenges.service.js';

/** Challenges: the front family for participants and the management families of clinic accounts and administrators (decision 0036). */
export function challengesRoutes(challenges: ChallengesService): RouteImpl[] {
  const manage = [clinicChallengesEndpoints, adminChallengesEndpoints] as const;
  return [
    route(endpoints.challengesList, async ({ input, auth }) => paged(await challenges.list(auth, input, page(input)), input.perPage)),
    route(endpoints.challengeDetail, async ({ input, auth }) => ({ data: await challenges.detail(auth, input.id) })),
    route(endpoints.challengeJoin, async ({ input, auth }) => ({ data: await challenges.join(auth, input.id), message: CHALLENGE_MESSAGES.joined })),
    route(endpoints.challengeLeave, async ({ input, auth }) => ({ data: await challenges.leave(auth, input.id), message: CHALLENGE_MESSAGES.left })),
    route(endpoints.challengeDidIt, async ({ input, auth }) => {
      const { challenge, completed } = await challenges.didIt(auth, input);
      return { data: challenge, message: completed ? CHALLENGE_MESSAGES.completed : CHALLENGE_MESSAGES.checkedIn };
    }),
    route(endpoints.challengeSubmitComment, async ({ input, auth }) => ({ data: await challenges.addComment(auth, input), message: CHALLENGE_MESSAGES.commentAdded, httpStatus: 201 })),
    route(endpoints.challengeDeleteComment, async ({ input, auth }) => {
      await challenges.deleteComment(auth, input.comment_id);
      return { data: null, message: CHALLENGE_MESSAGES.commentDeleted };
    }),
    route(endpoints.challengeGallery, async ({ input, auth }) => ({ data: await challenges.gallery(auth, input.type) })),
    route(endpoints.challengeCompletedGallery, async ({ auth }) => ({ data: await challenges.completed(auth) })),
    route(endpoints.clinicPatientStreaks, async ({ input, auth }) => ({ data: await challenges.patientStreaks(auth, input.userid) })),

    ...manage.flatMap((e) => [
      route(e.challenges, async ({ input, auth }) => paged(await challenges.manageList(auth, input, page(input)), input.perPage)),
      route(e.addChallenge, async ({ input, auth, uploads }) => ({
        data: await challenges.add(auth, input, { image: uploads.image?.[0], trophy: uploads.trophy?.[0] }),
        message: CHALLENGE_MESSAGES.added,
        httpStatus: 201,
      })),
      route(e.editChallenge, async ({ input, auth, uploads }) => ({
        data: await challenges.edit(auth, input, { image: uploads.image?.[0], trophy: uploads.trophy?.[0] }),
        message: CHALLENGE_MESSAGES.updated,
      })),
      route(e.deleteChallenge, async ({ input, auth }) => {
        await challenges.remove(auth, input.id);
        return { data: null, message: CHALLENGE_MESSAGES.deleted };
      }),
      route(e.stats, async ({ input, auth }) => ({ data: await challenges.stats(auth, input.id) })),
      route(e.participants, async ({ input, auth }) => ({ data: await challenges.participants(auth, input.id) })),
      route(e.categories, async ({ auth }) => ({ data: await challenges.categories(auth) })),
      route(e.addCategory, async ({ input, auth }) => ({ data: await challenges.addCategory(auth, input.title), message: CHALLENGE_MESSAGES.categoryAdded, httpStatus: 201 })),
      route(e.editCategory, async ({ input, auth }) => ({ data: await challenges.renameCategory(auth, input.id, input.title), message: CHALLENGE_MESSAGES.categoryUpdated })),
      route(e.deleteCategory, async ({ input, auth }) => {
        await challenges.deleteCategory(auth, input.id);
        return { data: null, message: CHALLENGE_MESSAGES.categoryDeleted };
      }),
      route(e.gallery, async ({ input, auth }) => ({ data: await challenges.manageGallery(auth, input.type) })),
      route(e.addGalleryImage, async ({ input, auth, uploads }) => ({
        data: await challenges.addGalleryImage(auth, input.type, uploads.image![0]!),
        message: CHALLENGE_MESSAGES.imageUploaded,
        httpStatus: 201,
      })),
      route(e.deleteGalleryImage, async ({ input, auth }) => {
        await challenges.deleteGalleryImage(auth, input.id);
        return { data: null, message: CHALLENGE_MESSAGES.imageDeleted };
      }),
    ]),
  ];
}
