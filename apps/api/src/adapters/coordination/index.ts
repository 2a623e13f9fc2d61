import type { Config } from '../../config/env.js';
import type { Coordination } from './coordination.port.js';
import { createLocalCoordination } from './local.adapter.js';
import { createRedisCoordination } from './redis.adapter.js';

export type { Coordination } from './coordination.port.js';
export { createLocalCoordination } from './local.adapter.js';
export { createRedisCoordination } from './redis.adapter.js';

/** The adapter the configuration selects: Redis when REDIS_URL is set, else in process. */
export function createCoordination(
  config: Pick<Config, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>,
  onError?: (error: Error) => void,
): Promise<Coordination> {
  if (!config.REDIS_URL) return Promise.resolve(createLocalCoordination());
  return createRedisCoordination({ url: config.REDIS_URL, keyPrefix: config.REDIS_KEY_PREFIX, ...(onError ? { onError } : {}) });
}
