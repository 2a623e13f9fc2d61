/** What the notifications feature offers to pages (the app composes them; features never import each other). */
export { NotificationBell } from './components/NotificationBell';
export { NotificationSettingsForm } from './components/NotificationSettingsForm';
export { NotificationsList } from './components/NotificationsList';
