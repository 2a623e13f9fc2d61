import { adminEventsEndpoints, clinicEventsEndpoints, EVENT_MESSAGES, endpoints } from '@stillpoint/contracts';
import { pagedAnswer as paged, pageWindow as page } from '../../lib/paging.js';
import { route, type RouteImpl } from '../../lib/route.js';
import type { EventsService } from './events.service.js';

/** Events: the front family for the people they are for, and the management families of clinic accounts and administrators (decision 0037). */
export function eventsRoutes(events: EventsService): RouteImpl[] {
  const manage = [clinicEventsEndpoints, adminEventsEndpoints] as const;
  return [
    route(endpoints.eventsList, async ({ input, auth }) => paged(await events.list(auth, input.filter, page(input)), input.perPage)),
    route(endpoints.eventDetail, async ({ input, auth }) => ({ data: await events.detail(auth, input.id) })),
    route(endpoints.eventJoin, async ({ input, auth }) => ({ data: await events.join(auth, input.id), message: EVENT_MESSAGES.joined })),
    route(endpoints.eventLeave, async ({ input, auth }) => ({ data: await events.leave(auth, input.id), message: EVENT_MESSAGES.left })),
    route(endpoints.eventIcs, async ({ input, auth }) => {
      const { bytes, filename } = await events.ics(auth, input.id);
      return { data: bytes, filename };
    }),

    ...manage.flatMap((e) => [
      route(e.events, async ({ input, auth }) => paged(await events.manageList(auth, input, page(input)), input.perPage)),
      route(e.detail, async ({ input, auth }) => ({ data: await events.detail(auth, input.id) })),
      route(e.addEvent, async ({ input, auth, uploads }) => ({ data: await events.add(auth, input, uploads.image?.[0]), message: EVENT_MESSAGES.added, httpStatus: 201 })),
      route(e.editEvent, async ({ input, auth, uploads }) => ({ data: await events.edit(auth, input, uploads.image?.[0]), message: EVENT_MESSAGES.updated })),
      route(e.deleteEvent, async ({ input, auth }) => {
        await events.remove(auth, input.id);
        return { data: null, message: EVENT_MESSAGES.deleted };
      }),
      route(e.participants, async ({ input, auth }) => ({ data: await events.participants(auth, input.id) })),
    ]),
  ];
}
