import { queryOptions, useQuery } from '@tanstack/react-query';
import { engagementEndpoints } from '@stillpoint/contracts/endpoints/engagement';
import { apiCall } from '../../../lib/api-client';

/** The active business questions with the person's saved answers. */
export async function getBusinessQuestions(signal?: AbortSignal) {
  return (await apiCall(engagementEndpoints.frontBusinessQuestions, {}, { signal })).data;
}

export const businessQuestionsQueryOptions = () =>
  queryOptions({ queryKey: ['engagement', 'front', 'business-questions'], queryFn: ({ signal }) => getBusinessQuestions(signal) });

export function useBusinessQuestions() {
  return useQuery(businessQuestionsQueryOptions());
}
