import { EventEmitter } from 'node:events';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Coordination } from './coordination.port.js';

/** One instance: messages stay in this process, counters in its memory. */
export function createLocalCoordination(): Coordination {
  const bus = new EventEmitter();
  bus.setMaxListeners(0);
  return {
    kind: 'local',
    async publish(topic, message) {
      bus.emit(topic, message);
    },
    subscribe(topic, listener) {
      bus.on(topic, listener);
    },
    limiter: ({ name, points, durationSeconds }) => new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds }),
    async close() {
      bus.removeAllListeners();
    },
  };
}
