import { useMutation } from '@tanstack/react-query';
import { apiCall, apiUpload, uploadForm, type UploadProgress } from '../../../lib/api-client';
import { useInvalidateStudio } from './meditations';
import { studioEndpoint, type StudioFamily } from './studio';

export function useCreateMeditationTask(family: StudioFamily) {
  const invalidate = useInvalidateStudio(family);
  return useMutation({
    mutationFn: (input: { meditation_id: number; title: string; description?: string }) =>
      apiCall(studioEndpoint(family, 'createMeditationTask'), input),
    onSuccess: invalidate,
  });
}

export function useUpdateMeditationTask(family: StudioFamily) {
  const invalidate = useInvalidateStudio(family);
  return useMutation({
    mutationFn: (input: { id: number; title: string; description?: string }) => apiCall(studioEndpoint(family, 'updateMeditationTask'), input),
    onSuccess: invalidate,
  });
}

export function useDeleteMeditationTask(family: StudioFamily) {
  const invalidate = useInvalidateStudio(family);
  return useMutation({
    mutationFn: (id: number) => apiCall(studioEndpoint(family, 'deleteMeditationTask'), { id }),
    onSuccess: invalidate,
  });
}

/** A resource: an address, or a file (multipart, its progress reported as every upload's is). */
export function useCreateMeditationResource(family: StudioFamily) {
  const invalidate = useInvalidateStudio(family);
  return useMutation({
    mutationFn: ({
      onProgress,
      ...input
    }: {
      meditation_id: number;
      title: string;
      url?: string | undefined;
      file?: File | null;
      onProgress?: UploadProgress;
    }) =>
      apiUpload(
        studioEndpoint(family, 'createMeditationResource'),
        uploadForm({ meditation_id: input.meditation_id, title: input.title, url: input.url }, { file: input.file ?? null }),
        onProgress ? { onProgress } : {},
      ),
    onSuccess: invalidate,
  });
}

export function useDeleteMeditationResource(family: StudioFamily) {
  const invalidate = useInvalidateStudio(family);
  return useMutation({
    mutationFn: (id: number) => apiCall(studioEndpoint(family, 'deleteMeditationResource'), { id }),
    onSuccess: invalidate,
  });
}
