import { useMutation } from '@tanstack/react-query';
import type { InputOf } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';
import { engagementEndpoint, type EngagementFamily } from './endpoints';

export type FeedbackValueInput = InputOf<ReturnType<typeof engagementEndpoint<'feedbackValue'>>>;

/** Records how the person felt (1 to 5) about a class, meditation or content. */
export function feedbackValue(family: EngagementFamily, input: FeedbackValueInput) {
  return apiCall(engagementEndpoint(family, 'feedbackValue'), input);
}

export function useFeedbackValue(family: EngagementFamily) {
  return useMutation({ mutationFn: (input: FeedbackValueInput) => feedbackValue(family, input) });
}
