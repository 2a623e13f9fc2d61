/* Events (decision 0037): the pages of the people they are for, and their organisers' management. */
export { FrontEvents, EventCard } from './FrontEvents';
export { EventDetail, EventDetailPage } from './EventDetail';
export { StaffEvents } from './StaffEvents';
