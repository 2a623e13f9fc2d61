/** What the meetings (appointments) feature offers to pages (the app composes them; features never import each other). */
export { CareAppointments } from './components/CareAppointments';
export { PatientAppointments } from './components/PatientAppointments';
