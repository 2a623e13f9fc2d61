/**
 * What the journeys upload, made in code: the API upload tests' own generators (a WAV tone, a one-page
 * PDF, a 1x1 PNG), so there is one copy of each.
 */
export { makePdf, makeWav, TINY_PNG } from '../../apps/api/test/media-fixtures.js';
