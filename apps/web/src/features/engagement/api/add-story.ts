import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STORY_MEDIA_FIELD } from '@stillpoint/contracts';
import { apiUpload, uploadForm, type UploadProgress } from '../../../lib/api-client';
import { engagementEndpoint, engagementKey, type EngagementFamily } from './endpoints';

export interface AddStoryInput {
  classId: number;
  caption?: string | undefined;
  file: Blob;
  onProgress?: UploadProgress;
  /** Aborts the upload (the promise rejects with ApiError code ABORTED). */
  signal?: AbortSignal;
}

/** Shares a story in a class: the image or video is uploaded with its progress (a rounded percent). */
export function addStory(family: EngagementFamily, { classId, caption, file, onProgress, signal }: AddStoryInput) {
  return apiUpload(engagementEndpoint(family, 'addStory'), uploadForm({ class_id: classId, caption }, { [STORY_MEDIA_FIELD]: file }), {
    ...(onProgress ? { onProgress } : {}),
    ...(signal ? { signal } : {}),
  });
}

/** The class's stories are read again after it. */
export function useAddStory(family: EngagementFamily) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddStoryInput) => addStory(family, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...engagementKey(family), 'stories'] }),
  });
}
