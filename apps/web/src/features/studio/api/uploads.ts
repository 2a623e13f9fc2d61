import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { StudioEndpoints } from '@stillpoint/contracts';
import { apiUpload, uploadForm } from '../../../lib/api-client';
import { studioKey, useStudioEndpoints, useStudioFamily } from './studio-family';

type Fields = Parameters<typeof uploadForm>[0];
type UploadName = 'createContent' | 'updateContent' | 'updateClass' | 'createResource';

/**
 * A multipart studio call (contents, class image, resource files) through the one upload client, with the
 * progress as a rounded percent (null when idle). The studio lists reload after it.
 */
export function useStudioUpload<K extends UploadName>(name: K) {
  const family = useStudioFamily();
  const e = useStudioEndpoints();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [pending, setPending] = useState(false);
  async function send(fields: Fields, files: Record<string, Blob | null | undefined> = {}) {
    const hasFile = Object.values(files).some(Boolean);
    setPending(true);
    if (hasFile) setProgress(0);
    try {
      const response = await apiUpload(e[name] as StudioEndpoints[K], uploadForm(fields, files), {
        onProgress: (percent) => setProgress(Math.round(percent)),
      });
      await queryClient.invalidateQueries({ queryKey: studioKey(family) });
      return response;
    } finally {
      setPending(false);
      setProgress(null);
    }
  }
  return { send, progress, pending };
}
