import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { engagementEndpoint, engagementKey, type EngagementFamily } from './endpoints';

export interface SaveSignatureInput {
  /** A typed name, or the drawn signature as a PNG data URL. */
  user_sign: string;
  class_id?: number | undefined;
}

/** Saves the person's signature (user_sign), for a class when class_id is given. */
export function saveSignature(family: EngagementFamily, { user_sign, class_id }: SaveSignatureInput) {
  return apiCall(engagementEndpoint(family, 'saveSignature'), class_id ? { user_sign, class_id } : { user_sign });
}

/** The saved signature is read again after it. */
export function useSaveSignature(family: EngagementFamily) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveSignatureInput) => saveSignature(family, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...engagementKey(family), 'signature'] }),
  });
}
