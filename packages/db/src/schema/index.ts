export * from './people.js';
export * from './auth.js';
export * from './platform.js';
export * from './care.js';
export * from './features.js';
export * from './preferences.js';
export * from './content.js';
export * from './assistant.js';
