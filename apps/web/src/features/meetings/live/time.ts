/* Wall times in a named zone: shared with events, so they live in lib (lib/zoned-time.ts). */
export { zonedParts, zonedToIso } from '../../../lib/zoned-time';
