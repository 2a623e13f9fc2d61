export * from './client.js';
export * as schema from './schema/index.js';
export * from './schema/index.js';
export { seedDemo, DEMO_PASSWORD, DEMO_ACCOUNTS } from './seed/demo.js';
export { seedCrisisResources, DEFAULT_CRISIS_RESOURCES, type DefaultCrisisCountry, type DefaultCrisisLine } from './seed/crisis-resources.js';
export { seedInstruments, insertTestDefinition } from './seed/instruments.js';
export { seedDemoMeasures } from './seed/measures-demo.js';
