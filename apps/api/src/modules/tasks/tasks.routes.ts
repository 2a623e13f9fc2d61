import { endpoints, TASK_MESSAGES, type Endpoint } from '@stillpoint/contracts';
import { pageCount, pageWindow as page, pagedAnswer as paged } from '../../lib/paging.js';
import { route, type Handler, type RouteImpl } from '../../lib/route.js';
import type { TasksService } from './tasks.service.js';

/** One handler for two twins of a call (employee and clinic; clinic and admin). */
function both<A extends Endpoint, B extends Endpoint>(first: A, second: B, handler: Handler<A>): RouteImpl[] {
  return [route(first, handler), route(second, handler as unknown as Handler<B>)];
}


/** Tasks and assignments (spec section 7 "Tasks and assignments", and discovery's "create tasks"). */
export function tasksRoutes(service: TasksService): RouteImpl[] {
  return [
    route(endpoints.tasksStateGraph, async ({ auth }) => ({ data: await service.stateGraph(auth) })),
    route(endpoints.tasksAll, async ({ input, auth }) => paged(await service.list(auth, 'all', page(input)), input.perPage)),
    route(endpoints.tasksRecent, async ({ input, auth }) => paged(await service.list(auth, 'recent', page(input)), input.perPage)),
    route(endpoints.tasksCompleted, async ({ input, auth }) => paged(await service.list(auth, 'completed', page(input)), input.perPage)),
    route(endpoints.tasksCategories, async ({ auth }) => ({ data: await service.categories(auth) })),
    route(endpoints.tasksCategoryTasks, async ({ input, auth }) => paged(await service.categoryTasks(auth, input.cat_id, page(input)), input.perPage)),
    route(endpoints.tasksCreate, async ({ input, auth }) => ({ data: await service.create(auth, input), message: TASK_MESSAGES.taskAdded, httpStatus: 201 })),
    route(endpoints.tasksUpdate, async ({ input, auth }) => ({ data: await service.update(auth, input), message: TASK_MESSAGES.taskUpdated })),
    route(endpoints.tasksDelete, async ({ input, auth }) => {
      await service.remove(auth, input.id);
      return { data: null, message: TASK_MESSAGES.taskDeleted };
    }),
    route(endpoints.tasksSingleComplete, async ({ input, auth }) => ({ data: await service.complete(auth, input.id), message: TASK_MESSAGES.taskCompleted })),
    route(endpoints.tasksUpdateFinalFeelings, async ({ input, auth }) => ({
      data: await service.finalFeelings(auth, input.id, input.final_feeling),
      message: TASK_MESSAGES.feelingsSaved,
    })),
    route(endpoints.tasksUpdateOrder, async ({ input, auth }) => ({ data: await service.reorder(auth, input.tasks), message: TASK_MESSAGES.reordered })),
    route(endpoints.tasksUpdateLogs, async ({ input, auth }) => ({ data: await service.addLog(auth, input), message: TASK_MESSAGES.logAdded })),
    route(endpoints.tasksLogs, async ({ input, auth }) => ({ data: await service.logs(auth, input.task_id) })),
    route(endpoints.frontDiscoveryCreateTasks, async ({ input, auth }) => {
      const { created, task } = await service.fromContent(auth, input.data_id);
      return { data: task, message: TASK_MESSAGES.taskAdded, httpStatus: created ? 201 : 200 };
    }),
    ...both(endpoints.employeeAssignTask, endpoints.clinicAssignTask, async ({ input, auth, meta }) => ({
      data: await service.assign(auth, input, meta),
      message: TASK_MESSAGES.taskAssigned,
      httpStatus: 201,
    })),

    route(endpoints.assignmentsList, async ({ input, auth }) => paged(await service.patientAssignments(auth, page(input)), input.perPage)),
    route(endpoints.assignmentsStats, async ({ auth }) => ({ data: await service.patientStats(auth) })),
    route(endpoints.assignmentsChildTasks, async ({ input, auth }) => ({ data: await service.patientDetail(auth, input.assignment_id) })),
    route(endpoints.assignmentsTaskDone, async ({ input, auth }) => ({ data: await service.childDone(auth, input.id), message: TASK_MESSAGES.taskDone })),
    route(endpoints.assignmentsMarkAllComplete, async ({ input, auth }) => ({
      data: await service.markAllComplete(auth, input.assignment_id),
      message: TASK_MESSAGES.allCompleted,
    })),

    ...both(endpoints.employeePatientTasks, endpoints.clinicPatientTasks, async ({ input, auth, meta }) => {
      const { counts, items, total } = await service.patientTasks(auth, input.userid, page(input), meta);
      return { data: { counts, items }, total_pages: pageCount(total, input.perPage) };
    }),
    ...both(endpoints.employeePatientAssignments, endpoints.clinicPatientAssignments, async ({ input, auth }) =>
      paged(await service.careAssignments(auth, input.userid, page(input)), input.perPage),
    ),
    ...both(endpoints.employeeAssignmentDetail, endpoints.clinicAssignmentDetail, async ({ input, auth }) => ({
      data: await service.careDetail(auth, input.assignment_id),
    })),
    ...both(endpoints.employeeCreateAssignment, endpoints.clinicCreateAssignment, async ({ input, auth, meta }) => ({
      data: await service.createAssignment(auth, input, meta),
      message: TASK_MESSAGES.assignmentAdded,
      httpStatus: 201,
    })),
    ...both(endpoints.employeeDeleteChild, endpoints.clinicDeleteChild, async ({ input, auth, meta }) => {
      await service.deleteChild(auth, input.id, meta);
      return { data: null, message: TASK_MESSAGES.taskDeleted };
    }),
    ...both(endpoints.employeeDeleteAssignment, endpoints.clinicDeleteAssignment, async ({ input, auth, meta }) => ({
      data: { deleted: await service.deleteAssignments(auth, input, meta) },
      message: TASK_MESSAGES.assignmentDeleted,
    })),

    ...both(endpoints.clinicTaskCategories, endpoints.adminTaskCategories, async ({ auth }) => ({ data: await service.libraryCategories(auth) })),
    ...both(endpoints.clinicAddTaskCategory, endpoints.adminAddTaskCategory, async ({ input, auth, meta }) => ({
      data: await service.addCategory(auth, input, meta),
      message: TASK_MESSAGES.categoryAdded,
      httpStatus: 201,
    })),
    ...both(endpoints.clinicEditTaskCategory, endpoints.adminEditTaskCategory, async ({ input, auth, meta }) => ({
      data: await service.editCategory(auth, input, meta),
      message: TASK_MESSAGES.categoryUpdated,
    })),
    ...both(endpoints.clinicDeleteTaskCategory, endpoints.adminDeleteTaskCategory, async ({ input, auth, meta }) => {
      await service.deleteCategory(auth, input.id, meta);
      return { data: null, message: TASK_MESSAGES.categoryDeleted };
    }),
    route(endpoints.adminTaskParentCategories, async ({ auth }) => ({ data: await service.libraryCategories(auth, true) })),
    route(endpoints.adminTasksList, async ({ input, auth }) => paged(await service.adminTasks(auth, input, page(input)), input.perPage)),
    route(endpoints.adminTaskStats, async () => ({ data: await service.adminStats() })),
  ];
}
