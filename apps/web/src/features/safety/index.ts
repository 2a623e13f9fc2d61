/** What the safety feature offers to pages (the app composes them; features never import each other). */
export { chooseCrisisCountry, chosenCrisisCountry, useChosenCrisisCountry } from './api/crisis-resources';
export type { AlertFamily } from './api/safety-alerts';
export { ClinicCrisisLinesForm } from './components/ClinicCrisisLinesForm';
export { CrisisCountriesManager } from './components/CrisisCountriesManager';
export { CrisisResources, CrisisResourcesPanel } from './components/CrisisResources';
export { PatientSafetyAlerts, SafetyAlertBadge, SafetyAlertsHistory, SafetyAlertsPanel, useSafetyAlertBadges, type PatientPath } from './components/SafetyAlerts';
