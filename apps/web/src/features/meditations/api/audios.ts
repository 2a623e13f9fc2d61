import { useMutation } from '@tanstack/react-query';
import { apiCall, apiUpload, uploadForm, type UploadProgress } from '../../../lib/api-client';
import { useInvalidateStudio } from './meditations';
import { studioEndpoint, type StudioFamily } from './studio';

export interface NewAudio {
  file: File;
  title: string;
  /** Seconds, as the browser measured them (the server measures WAV and MP3 itself). */
  duration: number | undefined;
}

/** more audios: several files in one multipart form, each with its title and duration. */
export function addAudios(family: StudioFamily, meditationId: number, audios: NewAudio[], onProgress?: UploadProgress) {
  const form = uploadForm(
    {
      meditation_id: meditationId,
      titles: audios.map((audio) => audio.title),
      durations: audios.map((audio) => Math.round(audio.duration ?? 0)),
    },
    { audios: audios.map((audio) => audio.file) },
  );
  return apiUpload(studioEndpoint(family, 'addAudios'), form, onProgress ? { onProgress } : {});
}

export function useAddAudios(family: StudioFamily, meditationId: number) {
  const invalidate = useInvalidateStudio(family);
  return useMutation({
    mutationFn: ({ audios, onProgress }: { audios: NewAudio[]; onProgress?: UploadProgress }) => addAudios(family, meditationId, audios, onProgress),
    onSuccess: invalidate,
  });
}

export function useUpdateAudio(family: StudioFamily) {
  const invalidate = useInvalidateStudio(family);
  return useMutation({
    mutationFn: (input: { id: number; title: string }) => apiCall(studioEndpoint(family, 'updateAudio'), input),
    onSuccess: invalidate,
  });
}

export function useDeleteAudio(family: StudioFamily) {
  const invalidate = useInvalidateStudio(family);
  return useMutation({
    mutationFn: (id: number) => apiCall(studioEndpoint(family, 'deleteAudio'), { id }),
    onSuccess: invalidate,
  });
}

export function useReorderAudios(family: StudioFamily, meditationId: number) {
  const invalidate = useInvalidateStudio(family);
  return useMutation({
    mutationFn: (content: number[]) => apiCall(studioEndpoint(family, 'reorderAudios'), { meditation_id: meditationId, content }),
    onSettled: invalidate,
  });
}
