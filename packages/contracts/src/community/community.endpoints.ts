/*
 * The community domain's endpoints (groups, challenges and events), under the web's subpath
 * `@stillpoint/contracts/endpoints/community`.
 */
export * from './groups.endpoints.js';
export * from './challenges.endpoints.js';
export * from './events.endpoints.js';
