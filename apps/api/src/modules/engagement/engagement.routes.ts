import { APP_MESSAGES, endpoints, MESSAGES, STORY_MEDIA_FIELD, type Endpoint } from '@stillpoint/contracts';
import { pageCount, pageOffset } from '../../lib/paging.js';
import { route, type Handler, type RouteImpl } from '../../lib/route.js';
import type { EngagementService } from './engagement.service.js';

/** One handler for the front and the clinic variant of a call (same input and output). */
function both<F extends Endpoint, C extends Endpoint>(front: F, clinic: C, handler: Handler<F>): RouteImpl[] {
  return [route(front, handler), route(clinic, handler as unknown as Handler<C>)];
}

const page = (input: { pageNo: number; perPage: number }) => ({ limit: input.perPage, offset: pageOffset(input) });

/** Ratings, favourites, watch list, feedback, signature, business questions and stories. */
export function engagementRoutes(service: EngagementService): RouteImpl[] {
  return [
    ...both(endpoints.frontGetReviews, endpoints.clinicGetReviews, async ({ input, auth }) => {
      const { rows, total } = await service.reviews(auth, input.data_type, input.data_id, page(input));
      return { data: rows, total_pages: pageCount(total, input.perPage) };
    }),
    ...both(endpoints.frontAverageRating, endpoints.clinicAverageRating, async ({ input, auth }) => ({
      data: await service.average(auth, input.data_type, input.data_id),
    })),
    ...both(endpoints.frontAddRating, endpoints.clinicAddRating, async ({ input, auth }) => ({
      data: await service.addRating(auth, input.data_type, input.data_id, input.rating),
      message: APP_MESSAGES.ratingAdded,
    })),
    ...both(endpoints.frontAddReview, endpoints.clinicAddReview, async ({ input, auth }) => ({
      data: await service.addReview(auth, input.data_type, input.data_id, input.review, input.rating),
      message: APP_MESSAGES.reviewAdded,
    })),
    ...both(endpoints.frontRecommended, endpoints.clinicRecommended, async ({ auth }) => ({ data: await service.recommended(auth) })),
    ...both(endpoints.frontTopBannerReviews, endpoints.clinicTopBannerReviews, async ({ auth }) => ({
      data: await service.topBannerReviews(auth),
    })),

    ...both(endpoints.frontFavorite, endpoints.clinicFavorite, async ({ input, auth }) => ({
      data: await service.favourite(auth, input.type, input.data_id),
      message: APP_MESSAGES.addedToFavorite,
    })),
    ...both(endpoints.frontUnfavorite, endpoints.clinicUnfavorite, async ({ input, auth }) => ({
      data: await service.unfavourite(auth, input.type, input.data_id),
      message: MESSAGES.deleteFromFavorite,
    })),
    ...both(endpoints.frontFavoritesList, endpoints.clinicFavoritesList, async ({ input, auth }) => {
      const { rows, total } = await service.favourites(auth, input.type, page(input), input.data_id);
      return { data: rows, total_pages: pageCount(total, input.perPage) };
    }),

    ...both(endpoints.frontAddToWatch, endpoints.clinicAddToWatch, async ({ input, auth }) => ({
      data: await service.addToWatch(auth, input.type, input.data_id),
      message: APP_MESSAGES.addedToWatchList,
    })),
    ...both(endpoints.frontWatchListData, endpoints.clinicWatchListData, async ({ input, auth }) => {
      const { rows, total } = await service.watchList(
        auth,
        input.status,
        page(input),
        input.type && input.data_id ? { type: input.type, id: input.data_id } : undefined,
      );
      return { data: rows, total_pages: pageCount(total, input.perPage) };
    }),
    ...both(endpoints.frontWatchMarkComplete, endpoints.clinicWatchMarkComplete, async ({ input, auth }) => ({
      data: await service.completeWatchEntry(auth, input.id),
      message: APP_MESSAGES.watchListCompleted,
    })),
    ...both(endpoints.frontWatchRemove, endpoints.clinicWatchRemove, async ({ input, auth }) => {
      await service.removeWatchEntry(auth, input.id);
      return { data: null, message: APP_MESSAGES.watchListRemoved };
    }),

    ...both(endpoints.frontFeedbackValue, endpoints.clinicFeedbackValue, async ({ input, auth }) => ({
      data: await service.feedbackValue(auth, input.type, input.data_id, input.value, input.comment),
      message: APP_MESSAGES.feedbackSaved,
      httpStatus: 201,
    })),
    route(endpoints.clinicFeedbackData, async ({ input, auth, meta }) => {
      const { rows, total } = await service.feedbackData(auth, input.kind, page(input), meta);
      return { data: rows, total_pages: pageCount(total, input.perPage) };
    }),

    ...both(endpoints.frontSignature, endpoints.clinicSignature, async ({ input, auth }) => ({
      data: await service.signature(auth, input.user_sign, input.class_id),
      message: APP_MESSAGES.signatureSaved,
      httpStatus: 201,
    })),
    ...both(endpoints.frontGetSignature, endpoints.clinicGetSignature, async ({ input, auth }) => ({
      data: await service.getSignature(auth, input.class_id),
    })),

    route(endpoints.frontBusinessQuestions, async ({ auth }) => ({ data: await service.businessQuestions(auth) })),
    route(endpoints.frontBusinessAnswers, async ({ input, auth }) => ({
      data: await service.saveBusinessAnswers(auth, input.answers),
      message: MESSAGES.answersSubmitted,
    })),

    ...both(endpoints.frontGetStories, endpoints.clinicGetStories, async ({ input, auth }) => {
      const { rows, total } = await service.stories(auth, input.class_id, page(input));
      return { data: rows, total_pages: pageCount(total, input.perPage) };
    }),
    ...both(endpoints.frontAddStory, endpoints.clinicAddStory, async ({ input, auth, uploads }) => ({
      data: await service.addStory(auth, input.class_id, input.caption, uploads[STORY_MEDIA_FIELD]![0]!),
      message: APP_MESSAGES.storyAdded,
      httpStatus: 201,
    })),
    ...both(endpoints.frontUpdateStory, endpoints.clinicUpdateStory, async ({ input, auth, uploads }) => ({
      data: await service.updateStory(auth, input.id, input.caption, uploads[STORY_MEDIA_FIELD]?.[0]),
      message: APP_MESSAGES.storyUpdated,
    })),
    ...both(endpoints.frontDeleteStory, endpoints.clinicDeleteStory, async ({ input, auth }) => {
      await service.deleteStory(auth, input.id);
      return { data: null, message: APP_MESSAGES.storyDeleted };
    }),
  ];
}
