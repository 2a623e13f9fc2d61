/** What the meetings (appointments) feature offers to pages (the app composes them; features never import each other). */
export { CareAppointments } from './components/CareAppointments';
export { PatientAppointments } from './components/PatientAppointments';
export { FrontLive } from './live/FrontLive';
export { StaffLive } from './live/StaffLive';
export { AdminVideo } from './admin/AdminVideo';
