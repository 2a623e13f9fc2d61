import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { useNotifications } from '@mantine/notifications';

const Notifications = lazy(() => import('./notifications-container').then((module) => ({ default: module.Notifications })));

/**
 * Mantine's toast container, loaded with the first toast: a page that shows none never downloads it (the
 * container, its transitions and scroll-bar handling are not needed to show a page). A toast shown before
 * it is there waits in the store (lib/notify.ts) and appears as soon as it is.
 */
export function LazyNotifications(props: ComponentProps<typeof Notifications>) {
  const { notifications } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications {...props} />
    </Suspense>
  );
}
