import { useMutation } from '@tanstack/react-query';
import { type InputOf } from '@stillpoint/contracts';
import { peopleEndpoints } from '@stillpoint/contracts/endpoints/people';
import { apiCall } from '../../../lib/api-client';

export type GenerateWeblinkInput = InputOf<typeof peopleEndpoints.generateWeblink>;

/** A signed registration link that signs a new patient up into a clinic. */
export function generateWeblink(input: GenerateWeblinkInput) {
  return apiCall(peopleEndpoints.generateWeblink, input);
}

export function useGenerateWeblink() {
  return useMutation({ mutationFn: generateWeblink });
}
