import { tasksEndpoints } from '@stillpoint/contracts/endpoints/tasks';

/**
 * The care side exists twice with the same input and output (spec section 7 "Tasks and assignments"):
 * `front/...` for an employee and their assigned patients, `clinics/...` for a clinic and its patients.
 */
export type CareFamily = 'clinic' | 'employee';

const EMPLOYEE = {
  patientTasks: tasksEndpoints.employeePatientTasks,
  createAssignment: tasksEndpoints.employeeCreateAssignment,
  deleteChild: tasksEndpoints.employeeDeleteChild,
  deleteAssignment: tasksEndpoints.employeeDeleteAssignment,
  assignTask: tasksEndpoints.employeeAssignTask,
  /** The categories a task given to a patient may be filed under: an employee reads the ones they may use themselves. */
  categories: tasksEndpoints.tasksCategories,
};
type CareCalls = typeof EMPLOYEE;

const CLINIC = {
  patientTasks: tasksEndpoints.clinicPatientTasks,
  createAssignment: tasksEndpoints.clinicCreateAssignment,
  deleteChild: tasksEndpoints.clinicDeleteChild,
  deleteAssignment: tasksEndpoints.clinicDeleteAssignment,
  assignTask: tasksEndpoints.clinicAssignTask,
  categories: tasksEndpoints.clinicTaskCategories,
} as unknown as CareCalls;

/** The endpoint of a care call in the caller's family. */
export function careEndpoint<K extends keyof CareCalls>(family: CareFamily, call: K): CareCalls[K] {
  return (family === 'clinic' ? CLINIC : EMPLOYEE)[call];
}

/** Root of every query key of the care side of a family. */
export const careKey = (family: CareFamily) => ['care-assignments', family] as const;

/** Whose task categories a page manages: a clinic its own (clinics/tasks/...), the administrators the platform's (admin/tasks/...). */
export type CategoryLibrary = 'clinic' | 'admin';

const CLINIC_LIBRARY = {
  categories: tasksEndpoints.clinicTaskCategories,
  add: tasksEndpoints.clinicAddTaskCategory,
  edit: tasksEndpoints.clinicEditTaskCategory,
  remove: tasksEndpoints.clinicDeleteTaskCategory,
};
type LibraryCalls = typeof CLINIC_LIBRARY;

const ADMIN_LIBRARY = {
  categories: tasksEndpoints.adminTaskCategories,
  add: tasksEndpoints.adminAddTaskCategory,
  edit: tasksEndpoints.adminEditTaskCategory,
  remove: tasksEndpoints.adminDeleteTaskCategory,
} as unknown as LibraryCalls;

/** The endpoint of a category call of a library. */
export function libraryEndpoint<K extends keyof LibraryCalls>(library: CategoryLibrary, call: K): LibraryCalls[K] {
  return (library === 'admin' ? ADMIN_LIBRARY : CLINIC_LIBRARY)[call];
}

/** Root of every query key of a category library. */
export const libraryKey = (library: CategoryLibrary) => ['task-categories', library] as const;
