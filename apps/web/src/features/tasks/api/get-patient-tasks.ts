import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { careEndpoint, careKey, type CareFamily } from './families';

/** Entries (single tasks or assignments) per page of a patient's assigned tasks. */
export const PATIENT_TASKS_PER_PAGE = 10;

/**
 * patient_tasks: a page of what the care team gave one patient (single tasks and assignments with their
 * child tasks, logs and feelings) and the counts over every page. Under the care side's key, so every care
 * change (assign, create, delete) reads it again.
 */
export async function getPatientTasks(family: CareFamily, userid: number, pageNo: number, signal?: AbortSignal) {
  const response = await apiCall(
    careEndpoint(family, 'patientTasks'),
    { userid, pageNo, perPage: PATIENT_TASKS_PER_PAGE },
    { signal },
  );
  return { ...response.data, totalPages: response.total_pages ?? 0 };
}

export const patientTasksQueryOptions = (family: CareFamily, userid: number, pageNo: number) =>
  queryOptions({
    queryKey: [...careKey(family), 'patient-tasks', userid, pageNo],
    queryFn: ({ signal }) => getPatientTasks(family, userid, pageNo, signal),
    placeholderData: keepPreviousData,
  });

export function usePatientTasks(family: CareFamily, userid: number, pageNo: number) {
  return useQuery(patientTasksQueryOptions(family, userid, pageNo));
}
