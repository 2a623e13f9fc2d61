import { useMutation } from '@tanstack/react-query';
import { endpoints, type InputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';

export type GenerateWeblinkInput = InputOf<typeof endpoints.generateWeblink>;

/** A signed registration link that signs a new patient up into a clinic. */
export function generateWeblink(input: GenerateWeblinkInput) {
  return apiCall(endpoints.generateWeblink, input);
}

export function useGenerateWeblink() {
  return useMutation({ mutationFn: generateWeblink });
}
