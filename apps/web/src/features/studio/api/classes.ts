import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { studioKey, useStudioEndpoints, useStudioFamily } from './studio-family';

/** A page of the library's classes, in order, with search. */
export function useClasses(input: { pageNo: number; perPage: number; search?: string }) {
  const family = useStudioFamily();
  const e = useStudioEndpoints();
  return useQuery({
    queryKey: [...studioKey(family), 'classes', input],
    queryFn: async ({ signal }) => {
      const response = await apiCall(e.allClasses, input, { signal });
      return { classes: response.data, totalPages: response.total_pages ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
}

/** A class with its lessons, contents, tasks and resources. */
export function useClassDetail(id: number) {
  const family = useStudioFamily();
  const e = useStudioEndpoints();
  return useQuery({
    queryKey: [...studioKey(family), 'class', id],
    queryFn: async ({ signal }) => (await apiCall(e.classDetail, { id }, { signal })).data,
  });
}

/** The people who may be credited as authors. */
export function useAuthors() {
  const family = useStudioFamily();
  const e = useStudioEndpoints();
  return useQuery({
    queryKey: [...studioKey(family), 'authors'],
    queryFn: async ({ signal }) => (await apiCall(e.authors, {}, { signal })).data,
    staleTime: 60_000,
  });
}

/** The library's update log, newest first. */
export function useUpdateLog(input: { pageNo: number; perPage: number }) {
  const family = useStudioFamily();
  const e = useStudioEndpoints();
  return useQuery({
    queryKey: [...studioKey(family), 'log', input],
    queryFn: async ({ signal }) => {
      const response = await apiCall(e.updateLog, input, { signal });
      return { entries: response.data, totalPages: response.total_pages ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
}
