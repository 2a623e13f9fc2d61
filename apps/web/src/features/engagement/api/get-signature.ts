import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { engagementEndpoint, engagementKey, type EngagementFamily } from './endpoints';

/** The person's newest signature for a class (or their general one without a class); null when none. */
export async function getSignature(family: EngagementFamily, classId: number | undefined, signal?: AbortSignal) {
  const response = await apiCall(engagementEndpoint(family, 'getSignature'), classId ? { class_id: classId } : {}, { signal });
  return response.data;
}

export const signatureQueryOptions = (family: EngagementFamily, classId: number | undefined) =>
  queryOptions({
    queryKey: [...engagementKey(family), 'signature', classId ?? null],
    queryFn: ({ signal }) => getSignature(family, classId, signal),
  });

export function useSignature(family: EngagementFamily, classId: number | undefined) {
  return useQuery(signatureQueryOptions(family, classId));
}
