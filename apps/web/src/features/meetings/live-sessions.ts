/**
 * What live classes, live meetings and the admin's video page offer to pages. Apart from index.ts so that
 * their routes load their own code without the appointments' calendar (FullCalendar) the index brings.
 */
export { FrontLive } from './live/FrontLive';
export { StaffLive } from './live/StaffLive';
export { AdminVideo } from './admin/AdminVideo';
