/*
 * The community domain's endpoints (groups now; challenges and events join here), under the web's subpath
 * `@stillpoint/contracts/endpoints/community`.
 */
export * from './groups.endpoints.js';
export * from './challenges.endpoints.js';
