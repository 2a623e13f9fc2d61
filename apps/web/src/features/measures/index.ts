/** What the measures (tests) feature offers to pages (the app composes them; features never import each other). */
export type { AuthorFamily, CareFamily } from './api/families';
export type { PatientOption } from './components/AssignTestModal';
export { CareResults } from './components/CareResults';
export { PatientTests } from './components/PatientTests';
export { TestsAuthoring } from './components/TestsAuthoring';
export { TrendChart, withChanges } from './components/TrendChart';
