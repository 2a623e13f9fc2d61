import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sectionsEndpoints } from '@stillpoint/contracts/endpoints/sections';
import { apiCall } from '../../../lib/api-client';
import { sectionsKey } from './family';

/** The clinic's default section status (new sections start with it; when on, the platform's sections fill an empty home). */
export async function getDefaultStatus(signal?: AbortSignal) {
  return (await apiCall(sectionsEndpoints.clinicSectionsDefaultStatus, {}, { signal })).data.default_status;
}

export const defaultStatusQueryOptions = () =>
  queryOptions({ queryKey: [...sectionsKey('clinic'), 'default-status'], queryFn: ({ signal }) => getDefaultStatus(signal) });

export function useDefaultStatus(enabled = true) {
  return useQuery({ ...defaultStatusQueryOptions(), enabled });
}

export function editDefaultStatus(value: boolean) {
  return apiCall(sectionsEndpoints.clinicSectionsEditDefaultStatus, { default_status: value });
}

export function useEditDefaultStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editDefaultStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sectionsKey('clinic') }),
  });
}
