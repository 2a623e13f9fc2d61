// The toast container on its own, for LazyNotifications to load with the first toast.
export { Notifications } from '@mantine/notifications';
