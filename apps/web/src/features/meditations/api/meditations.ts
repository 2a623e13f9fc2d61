import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '@stillpoint/contracts';
import { apiCall, apiUpload, uploadForm, type UploadProgress } from '../../../lib/api-client';
import { studioEndpoint, studioKeys, type StudioFamily } from './studio';

export type MeditationListQuery = InputOf<ReturnType<typeof studioEndpoint<'allMeditations'>>>;

/** A page of the library's meditations (optionally of one category, searched by title). */
export const meditationListQueryOptions = (family: StudioFamily, input: MeditationListQuery) =>
  queryOptions({
    queryKey: studioKeys.list(family, input),
    queryFn: async ({ signal }) => {
      const response = await apiCall(studioEndpoint(family, 'allMeditations'), input, { signal });
      return { meditations: response.data, totalPages: response.total_pages ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
export const useMeditationList = (family: StudioFamily, input: MeditationListQuery) =>
  useQuery(meditationListQueryOptions(family, input));

/** Reads the ids of one page of the meditations (the earlier pages of a reorder). */
export function useMeditationPageIds(family: StudioFamily) {
  const queryClient = useQueryClient();
  return async (input: MeditationListQuery) =>
    (await queryClient.fetchQuery(meditationListQueryOptions(family, input))).meditations.map((meditation) => meditation.id);
}

/** One meditation with its extra audios, tasks and resources. */
export const useMeditationDetail = (family: StudioFamily, id: number) =>
  useQuery({
    queryKey: studioKeys.detail(family, id),
    queryFn: async ({ signal }) => (await apiCall(studioEndpoint(family, 'meditationDetail'), { id }, { signal })).data,
  });

/** The library's meditation categories with their sub-categories. */
export const useMeditationCategories = (family: StudioFamily) =>
  useQuery({
    queryKey: studioKeys.categories(family),
    queryFn: async ({ signal }) => (await apiCall(studioEndpoint(family, 'meditationCategories'), {}, { signal })).data,
  });

export interface MeditationFormValues {
  id?: number | undefined;
  title: string;
  description: string;
  categoryIds: number[];
  shared: boolean;
  featured: boolean;
  /** Seconds. */
  duration: number | undefined;
  audio: File | null;
  image: File | null;
  removeImage: boolean;
}

/** update or create meditation: a multipart form with the audio and the image, with upload progress. */
export function saveMeditation(
  family: StudioFamily,
  values: MeditationFormValues,
  onProgress?: UploadProgress,
  signal?: AbortSignal,
) {
  const form = uploadForm(
    {
      id: values.id,
      title: values.title,
      description: values.description,
      // An empty value clears the categories (an empty list would send nothing).
      category_ids: values.categoryIds.length ? values.categoryIds : '',
      shared: values.shared,
      featured: values.featured,
      duration: values.duration === undefined ? undefined : Math.round(values.duration),
      remove_image: values.removeImage && !values.image ? true : undefined,
    },
    { audio: values.audio, image: values.image },
  );
  return apiUpload(studioEndpoint(family, 'saveMeditation'), form, {
    ...(onProgress ? { onProgress } : {}),
    ...(signal ? { signal } : {}),
  });
}

/** Every list of the family's studio is read again after a change. */
function useInvalidate(family: StudioFamily) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: studioKeys.all(family) });
}

export function useSaveMeditation(family: StudioFamily) {
  const invalidate = useInvalidate(family);
  return useMutation({
    mutationFn: ({ values, onProgress }: { values: MeditationFormValues; onProgress?: UploadProgress }) =>
      saveMeditation(family, values, onProgress),
    onSuccess: invalidate,
  });
}

export function useDeleteMeditation(family: StudioFamily) {
  const invalidate = useInvalidate(family);
  return useMutation({
    mutationFn: (id: number) => apiCall(studioEndpoint(family, 'deleteMeditation'), { id }),
    onSuccess: invalidate,
  });
}

/** Publish a draft meditation, or move a published one back to draft. */
export function usePublishMeditation(family: StudioFamily, action: 'publishMeditation' | 'unpublishMeditation') {
  const invalidate = useInvalidate(family);
  return useMutation({
    mutationFn: (id: number) => apiCall(studioEndpoint(family, action), { id }),
    onSuccess: invalidate,
  });
}

export function useReorderMeditations(family: StudioFamily) {
  const invalidate = useInvalidate(family);
  return useMutation({
    mutationFn: (content: number[]) => apiCall(studioEndpoint(family, 'reorderMeditations'), { content }),
    onSettled: invalidate,
  });
}

export { useInvalidate as useInvalidateStudio };
