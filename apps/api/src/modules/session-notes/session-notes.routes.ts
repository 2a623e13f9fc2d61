import { endpoints, SESSION_NOTE_MESSAGES, type Endpoint } from '@stillpoint/contracts';
import { pageCount, pageOffset } from '../../lib/paging.js';
import { route, type Handler, type RouteImpl } from '../../lib/route.js';
import type { SessionNotesService } from './session-notes.service.js';

/** One handler for the clinic's and the employee's twin of a call. */
function both<A extends Endpoint, B extends Endpoint>(clinic: A, employee: B, handler: Handler<A>): RouteImpl[] {
  return [route(clinic, handler), route(employee, handler as unknown as Handler<B>)];
}

/** A patient's private session notes (clinics/patients/... and front/employee/...). */
export function sessionNotesRoutes(service: SessionNotesService): RouteImpl[] {
  return [
    ...both(endpoints.clinicSessionNotes, endpoints.employeeSessionNotes, async ({ input, auth, meta }) => {
      const { rows, total } = await service.list(auth, input.userid, { limit: input.perPage, offset: pageOffset(input) }, meta);
      return { data: rows, total_pages: pageCount(total, input.perPage) };
    }),
    ...both(endpoints.clinicAddSessionNote, endpoints.employeeAddSessionNote, async ({ input, auth, meta }) => ({
      data: await service.add(auth, input.userid, input.body, meta),
      message: SESSION_NOTE_MESSAGES.noteAdded,
      httpStatus: 201,
    })),
    ...both(endpoints.clinicEditSessionNote, endpoints.employeeEditSessionNote, async ({ input, auth, meta }) => ({
      data: await service.edit(auth, input.id, input.body, meta),
      message: SESSION_NOTE_MESSAGES.noteUpdated,
    })),
    ...both(endpoints.clinicDeleteSessionNote, endpoints.employeeDeleteSessionNote, async ({ input, auth, meta }) => {
      await service.remove(auth, input.id, meta);
      return { data: null, message: SESSION_NOTE_MESSAGES.noteDeleted };
    }),
  ];
}
