import { endpoints, MEDITATION_MESSAGES, type Endpoint, type MeditationStudioName } from '@stillpoint/contracts';
import { pageCount, pageWindow as page } from '../../lib/paging.js';
import { route, type Handler, type RouteImpl } from '../../lib/route.js';
import type { MeditationsService } from './meditations.service.js';

type ClinicEndpoint<N extends MeditationStudioName> = (typeof endpoints)[`clinic${Capitalize<N>}`];

/**
 * One handler per studio operation, bound to both families: clinics/... (the clinic's own library) and
 * admin/... (the platform library). The service picks the library from the caller (libraryOwner).
 */
function both<N extends MeditationStudioName>(name: N, handler: Handler<ClinicEndpoint<N>>): RouteImpl[] {
  const key = name.charAt(0).toUpperCase() + name.slice(1);
  const catalogue = endpoints as unknown as Record<string, Endpoint>;
  return [route(catalogue[`clinic${key}`]!, handler as never), route(catalogue[`admin${key}`]!, handler as never)];
}


export function meditationsRoutes(service: MeditationsService): RouteImpl[] {
  return [
    ...both('meditationCategories', async ({ auth }) => ({ data: await service.categories(auth) })),
    ...both('allMeditations', async ({ input, auth }) => {
      const { data, total } = await service.list(auth, { categoryId: input.cat_id, search: input.search }, page(input));
      return { data, total_pages: pageCount(total, input.perPage) };
    }),
    ...both('meditationByCategory', async ({ input, auth }) => {
      const { data, total } = await service.list(auth, { categoryId: input.cat_id, search: input.search }, page(input));
      return { data, total_pages: pageCount(total, input.perPage) };
    }),
    ...both('meditationDetail', async ({ input, auth }) => ({ data: await service.detail(auth, input.id) })),
    ...both('saveMeditation', async ({ input, auth, meta, uploads }) => {
      const [audio, image] = await Promise.all([
        uploads.audio?.[0] ??
          (input.audio_media_id === undefined ? undefined : service.mediaRef(auth, input.audio_media_id, 'audio', 'audio_media_id')),
        uploads.image?.[0] ??
          (input.image_media_id === undefined ? undefined : service.mediaRef(auth, input.image_media_id, 'image', 'image_media_id')),
      ]);
      const { created, meditation } = await service.save(
        auth,
        {
          id: input.id,
          title: input.title,
          description: input.description,
          categoryIds: input.category_ids,
          shared: input.shared,
          featured: input.featured,
          duration: input.duration,
          audio,
          image,
          removeImage: input.remove_image,
        },
        meta,
      );
      return {
        data: meditation,
        message: created ? MEDITATION_MESSAGES.meditationAdded : MEDITATION_MESSAGES.meditationUpdated,
        httpStatus: created ? 201 : 200,
      };
    }),
    ...both('publishMeditation', async ({ input, auth, meta }) => ({
      data: await service.publish(auth, input.id, meta),
      message: MEDITATION_MESSAGES.meditationPublished,
    })),
    ...both('unpublishMeditation', async ({ input, auth, meta }) => ({
      data: await service.unpublish(auth, input.id, meta),
      message: MEDITATION_MESSAGES.meditationUnpublished,
    })),
    ...both('deleteMeditation', async ({ input, auth, meta }) => {
      await service.remove(auth, input.id, meta);
      return { data: null, message: MEDITATION_MESSAGES.meditationDeleted };
    }),
    ...both('reorderMeditations', async ({ input, auth, meta }) => ({
      data: await service.reorder(auth, input.content, meta),
      message: MEDITATION_MESSAGES.reordered,
    })),
    ...both('addAudios', async ({ input, auth, meta, uploads }) => {
      const mediaIds = input.media_ids ?? [];
      const refs = await Promise.all(mediaIds.map((id, index) => service.mediaRef(auth, id, 'audio', `media_ids.${index}`)));
      // Uploaded files first, then earlier uploads named by id; titles and durations follow the same order.
      const files = [...(uploads.audios ?? []), ...refs];
      const audios = files.map((media, index) => ({ media, title: input.titles?.[index], duration: input.durations?.[index] }));
      return {
        data: await service.addAudios(auth, input.meditation_id, audios, meta),
        message: MEDITATION_MESSAGES.audiosAdded,
        httpStatus: 201,
      };
    }),
    ...both('updateAudio', async ({ input, auth, meta }) => ({
      data: await service.updateAudio(auth, input, meta),
      message: MEDITATION_MESSAGES.audioUpdated,
    })),
    ...both('deleteAudio', async ({ input, auth, meta }) => {
      await service.deleteAudio(auth, input.id, meta);
      return { data: null, message: MEDITATION_MESSAGES.audioDeleted };
    }),
    ...both('reorderAudios', async ({ input, auth, meta }) => ({
      data: await service.reorderAudios(auth, input.meditation_id, input.content, meta),
      message: MEDITATION_MESSAGES.reordered,
    })),
    ...both('meditationTasks', async ({ input, auth }) => ({ data: await service.tasks(auth, input.meditation_id) })),
    ...both('createMeditationTask', async ({ input, auth, meta }) => ({
      data: await service.createTask(auth, input, meta),
      message: MEDITATION_MESSAGES.taskAdded,
      httpStatus: 201,
    })),
    ...both('updateMeditationTask', async ({ input, auth, meta }) => ({
      data: await service.updateTask(auth, input, meta),
      message: MEDITATION_MESSAGES.taskUpdated,
    })),
    ...both('deleteMeditationTask', async ({ input, auth, meta }) => {
      await service.deleteTask(auth, input.id, meta);
      return { data: null, message: MEDITATION_MESSAGES.taskDeleted };
    }),
    ...both('meditationResources', async ({ input, auth }) => ({ data: await service.resources(auth, input.meditation_id) })),
    ...both('createMeditationResource', async ({ input, auth, meta, uploads }) => {
      const media =
        uploads.file?.[0] ?? (input.media_id === undefined ? undefined : await service.mediaRef(auth, input.media_id, 'any', 'media_id'));
      return {
        data: await service.createResource(auth, { ...input, media }, meta),
        message: MEDITATION_MESSAGES.resourceAdded,
        httpStatus: 201,
      };
    }),
    ...both('deleteMeditationResource', async ({ input, auth, meta }) => {
      await service.deleteResource(auth, input.id, meta);
      return { data: null, message: MEDITATION_MESSAGES.resourceDeleted };
    }),
    ...both('createSubcategory', async ({ input, auth, meta }) => ({
      data: await service.createSubcategory(auth, input, meta),
      message: MEDITATION_MESSAGES.subcategoryAdded,
      httpStatus: 201,
    })),
    ...both('subcategory', async ({ input, auth }) => ({ data: await service.subcategory(auth, input.id) })),
    ...both('updateSubcategory', async ({ input, auth, meta }) => ({
      data: await service.updateSubcategory(auth, input, meta),
      message: MEDITATION_MESSAGES.subcategoryUpdated,
    })),
    ...both('meditationsBySubcategory', async ({ input, auth }) => {
      const { data, total } = await service.bySubcategory(auth, input.id, input.search, page(input));
      return { data, total_pages: pageCount(total, input.perPage) };
    }),
    ...both('allSubcategories', async ({ input, auth }) => ({ data: await service.subcategories(auth, input.parent_id) })),
    ...both('deleteSubcategory', async ({ input, auth, meta }) => {
      await service.deleteSubcategory(auth, input.id, meta);
      return { data: null, message: MEDITATION_MESSAGES.subcategoryDeleted };
    }),
    ...both('sharedLibrary', async ({ input, auth }) => ({
      data: await service.libraryItems(auth, { flag: input.filter === 'shared' ? 'shared' : undefined, search: input.search }),
    })),
    ...both('updateShared', async ({ input, auth, meta }) => ({
      data: await service.setFlag(auth, input.data_type, input.data_id, 'shared', input.shared, meta),
      message: MEDITATION_MESSAGES.sharedUpdated,
    })),
    ...both('recommendedPopular', async ({ input, auth }) => ({
      data: await service.libraryItems(auth, { flag: input.payload }),
    })),
    ...both('updateRecommendedPopular', async ({ input, auth, meta }) => ({
      data: await service.setFlag(auth, input.data_type, input.data_id, input.payload, input.status, meta),
      message: MEDITATION_MESSAGES.recommendationUpdated,
    })),
  ];
}
