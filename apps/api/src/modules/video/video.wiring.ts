import type { Db } from '@stillpoint/db';
import type { Coordination } from '../../adapters/coordination/index.js';
import type { Realtime } from '../../adapters/realtime/index.js';
import type { Config } from '../../config/env.js';
import { createVideoRepository } from './video.repository.js';
import { createVideoService, DEFAULT_ICE_SERVERS, type VideoServiceDeps } from './video.service.js';
import { createVideoSignalling } from './video.signalling.js';

/** The video module as the configuration sets it up: the service and its signalling on the realtime channel. */
export async function createConfiguredVideo(deps: {
  db: Db;
  config: Config;
  realtime: Realtime;
  coordination: Coordination;
  roomsFor?: VideoServiceDeps['roomsFor'];
}) {
  const { config } = deps;
  const service = createVideoService({
    repo: createVideoRepository(deps.db),
    settings: {
      iceServers: config.ICE_SERVERS ?? DEFAULT_ICE_SERVERS,
      earlyJoinMinutes: config.VIDEO_EARLY_JOIN_MINUTES,
      p2pMax: config.VIDEO_P2P_MAX,
      livekitEnv:
        config.LIVEKIT_URL && config.LIVEKIT_API_KEY && config.LIVEKIT_API_SECRET
          ? { url: config.LIVEKIT_URL, apiKey: config.LIVEKIT_API_KEY, apiSecret: config.LIVEKIT_API_SECRET }
          : null,
    },
    ...(deps.roomsFor ? { roomsFor: deps.roomsFor } : {}),
  });
  // Registers the events, then learns the rooms other instances hold open (REDIS_URL).
  await createVideoSignalling({ realtime: deps.realtime, coordination: deps.coordination, video: service }).register();
  return service;
}
