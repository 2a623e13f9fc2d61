import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StudioEndpoints, StudioFamily } from '@stillpoint/contracts';
import { apiCall } from '../../../lib/api-client';
import { studioKey, useStudioEndpoints, useStudioFamily } from './studio-family';

export interface ClassesPageInput {
  pageNo: number;
  perPage: number;
  search?: string;
}

const classesQueryOptions = (family: StudioFamily, e: StudioEndpoints, input: ClassesPageInput) =>
  queryOptions({
    queryKey: [...studioKey(family), 'classes', input],
    queryFn: async ({ signal }) => {
      const response = await apiCall(e.allClasses, input, { signal });
      return { classes: response.data, totalPages: response.total_pages ?? 0 };
    },
    placeholderData: keepPreviousData,
  });

/** A page of the library's classes, in order, with search. */
export function useClasses(input: ClassesPageInput) {
  return useQuery(classesQueryOptions(useStudioFamily(), useStudioEndpoints(), input));
}

/** Reads the ids of one page of the classes (the earlier pages of a reorder). */
export function useClassPageIds() {
  const family = useStudioFamily();
  const e = useStudioEndpoints();
  const queryClient = useQueryClient();
  return async (input: ClassesPageInput) =>
    (await queryClient.fetchQuery(classesQueryOptions(family, e, input))).classes.map((cls) => cls.id);
}

/** The classes of one category, in order (class by type); disabled without a category. */
export function useClassesOfCategory(categoryId: number | null) {
  const family = useStudioFamily();
  const e = useStudioEndpoints();
  return useQuery({
    queryKey: [...studioKey(family), 'classes-of-category', categoryId],
    queryFn: async ({ signal }) => (await apiCall(e.classByType, { cat_id: categoryId! }, { signal })).data,
    enabled: categoryId !== null,
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
