export * from './email.js';
export * from './empty.js';
export * from './random-id.js';
export * from './strip-html.js';
export * from './format.js';
export * from './safe-href.js';
