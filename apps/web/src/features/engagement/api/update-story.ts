import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STORY_MEDIA_FIELD } from '@stillpoint/contracts';
import { apiUpload, uploadForm, type UploadProgress } from '../../../lib/api-client';
import { engagementEndpoint, engagementKey, type EngagementFamily } from './endpoints';

export interface UpdateStoryInput {
  id: number;
  /** The new caption ('' clears it). */
  caption: string;
  /** A new photo or video; the story keeps its file without one. */
  file?: Blob | null | undefined;
  onProgress?: UploadProgress;
  /** Aborts the upload (the promise rejects with ApiError code ABORTED). */
  signal?: AbortSignal;
}

/** Changes the caption and/or the file of the person's own story, with the upload's progress. */
export function updateStory(family: EngagementFamily, { id, caption, file, onProgress, signal }: UpdateStoryInput) {
  return apiUpload(
    engagementEndpoint(family, 'updateStory'),
    uploadForm({ id, caption }, file ? { [STORY_MEDIA_FIELD]: file } : {}),
    { ...(onProgress ? { onProgress } : {}), ...(signal ? { signal } : {}) },
  );
}

/** The class's stories are read again after it. */
export function useUpdateStory(family: EngagementFamily) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateStoryInput) => updateStory(family, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...engagementKey(family), 'stories'] }),
  });
}
