import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Audience, NotificationList } from '@stillpoint/contracts';
import { NOTIFICATIONS_FAMILIES } from '@stillpoint/contracts/endpoints/notifications';
import {
  endpointKey,
  endpointQueryOptions,
  invalidateEndpoints,
  useEndpointMutation,
  useEndpointQuery,
  type EndpointResult,
} from '../../../lib/api-hooks';
import { onRealtime, RECONNECTED } from '../../../lib/realtime';

/** The person's notification calls in their family (front/notifications/... or admin/notifications/...). */
export const notificationCalls = (audience: Audience) => NOTIFICATIONS_FAMILIES[audience];

/** Every notification query of a family (the bell's latest four and the pages of the list). */
const prefix = (audience: Audience) => `${audience}/notifications/`;

/** The live events of decision 0020 (apps/api/src/modules/notifications: LIVE_EVENTS). */
const LIVE = { notification: 'notification', unread: 'notifications:unread' } as const;

/** The bell's query, as `useLatestNotifications` reads it (for a prefetch into the same entry). */
export const latestNotificationsQueryOptions = (audience: Audience) => endpointQueryOptions(notificationCalls(audience).latest);

/** The four newest and the unread count: the bell. */
export function useLatestNotifications(audience: Audience) {
  return useEndpointQuery(notificationCalls(audience).latest, undefined, { staleTime: 30_000 });
}

/** One page of the notifications list. */
export function useNotificationsPage(audience: Audience, page: number, perPage = 10) {
  return useEndpointQuery(notificationCalls(audience).all, { pageNo: page, perPage }, { keepPrevious: true });
}

function setUnread(queryClient: QueryClient, audience: Audience, unread: number) {
  queryClient.setQueryData<EndpointResult<ReturnType<typeof notificationCalls>['latest']>>(endpointKey(notificationCalls(audience).latest), (old) =>
    old ? { ...old, data: { ...old.data, unread_count: unread } } : old,
  );
}

/**
 * Keeps the bell and the list current while the area is open: a new notification or a change made in
 * another window arrives on the live channel; the count changes at once and the lists are read again.
 */
export function useLiveNotifications(audience: Audience) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void invalidateEndpoints(queryClient, [prefix(audience)]);
    const onNotification = (payload: unknown) => {
      const event = payload as { notification?: NotificationList['list'][number]; unread_count?: number };
      if (typeof event.unread_count === 'number') setUnread(queryClient, audience, event.unread_count);
      refresh();
    };
    const onUnread = (payload: unknown) => {
      const count = (payload as { unread_count?: unknown }).unread_count;
      if (typeof count === 'number') setUnread(queryClient, audience, count);
      refresh();
    };
    // Load the live channel after the first paint: it is never on the critical path.
    let stops: (() => void)[] = [];
    const start = window.setTimeout(() => {
      stops = [onRealtime(audience, LIVE.notification, onNotification), onRealtime(audience, LIVE.unread, onUnread), onRealtime(audience, RECONNECTED, refresh)];
    }, 0);
    return () => {
      window.clearTimeout(start);
      for (const stop of stops) stop();
    };
  }, [audience, queryClient]);
}

/** Read again every notification query once a change answered (the answer carries the new unread count). */
function afterChange(queryClient: QueryClient, audience: Audience) {
  return (response: { data: { unread_count: number } }) => {
    setUnread(queryClient, audience, response.data.unread_count);
  };
}

export function useNotificationActions(audience: Audience) {
  const queryClient = useQueryClient();
  const calls = notificationCalls(audience);
  const options = { invalidates: [prefix(audience)], onSuccess: afterChange(queryClient, audience) };
  return {
    markAllRead: useEndpointMutation(calls.markAllRead, options),
    readSingle: useEndpointMutation(calls.readSingle, options),
    deleteSingle: useEndpointMutation(calls.deleteSingle, options),
    deleteAll: useEndpointMutation(calls.deleteAll, options),
  };
}

/** A notification's link, when it is a path of this app (anything else is not followed). */
export function appLink(link: string | null): string | null {
  return link && link.startsWith('/') && !link.startsWith('//') ? link : null;
}
