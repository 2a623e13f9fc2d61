import { endpoints, VIDEO_MESSAGES } from '@stillpoint/contracts';
import { route, type RouteImpl } from '../../lib/route.js';
import type { VideoService } from './video.service.js';

/** Built-in video (decision 0033): an appointment's room, a live session's room, and the admin's video-meeting credential. */
export function videoRoutes(service: VideoService): RouteImpl[] {
  return [
    route(endpoints.videoRoom, async ({ input, auth }) => ({ data: await service.room(auth, input.appointment_id) })),
    route(endpoints.liveSessionRoom, async ({ input, auth }) => ({ data: await service.liveSessionRoom(auth, input.id) })),
    route(endpoints.adminVideoCredential, async () => ({ data: await service.credentialView() })),
    route(endpoints.adminVideoUpdateCredential, async ({ input }) => ({
      data: await service.saveCredential(input),
      message: VIDEO_MESSAGES.credentialSaved,
    })),
  ];
}
