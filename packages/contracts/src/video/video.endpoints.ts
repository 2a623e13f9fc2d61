import { defineEndpoint } from '../catalogue/define.js';
import {
  liveSessionRoom,
  liveSessionRoomInput,
  videoCredential,
  videoCredentialInput,
  videoRoom,
  videoRoomInput,
} from './video.schemas.js';

/** Built-in video (decision 0033): joining an appointment's room, and the admin's LiveKit credential. */
export const videoEndpoints = {
  videoRoom: defineEndpoint({
    path: 'front/meetings/video_room',
    method: 'GET',
    access: ['patient', 'employee'] as const,
    feature: 'meetings',
    summary:
      "What you need to join an approved appointment's video room: its mode (peer-to-peer or LiveKit), the ICE servers, your role (the therapist hosts, the patient waits to be let in) and its window. Only the appointment's two people (others 404); outside the window 409, saying when it opens.",
    input: videoRoomInput,
    output: videoRoom,
    errors: ['CONFLICT'],
  }),
  liveSessionRoom: defineEndpoint({
    path: 'front/meetings/live_session_room',
    method: 'GET',
    access: ['patient', 'frontuser', 'employee'] as const,
    feature: 'meetings',
    summary:
      "What you need to join a live class's or live meeting's video room (the same fields as video_room): its mode by head count (peer-to-peer up to four people with the host, LiveKit beyond when connected, else 409 saying so), the ICE servers, your role (the host may remove someone; participants with a seat enter directly) and its window. Only the host and people with a seat (the waitlist, anyone else and other clinics 404); outside the window 409, saying when it opens.",
    input: liveSessionRoomInput,
    output: liveSessionRoom,
    errors: ['CONFLICT'],
  }),
  adminVideoCredential: defineEndpoint({
    path: 'admin/video/credential',
    method: 'GET',
    access: ['admin'] as const,
    summary:
      'The video-meeting credential (LiveKit): its URL, API key and whether a secret is set (never the secret). The LIVEKIT_* environment variables win over the setting when set (source: environment).',
    output: videoCredential,
  }),
  adminVideoUpdateCredential: defineEndpoint({
    path: 'admin/video/update_credential',
    access: ['admin'] as const,
    summary:
      "Save the video-meeting credential (a LiveKit server's URL, API key and secret; an empty URL keeps video peer-to-peer). Left out, the secret saved stays.",
    input: videoCredentialInput,
    output: videoCredential,
  }),
};
