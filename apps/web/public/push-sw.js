/* global self, clients */
// Stillpoint's only service worker: Web Push, nothing else. No caching and no fetch handler: pages and
// the API always come from the network (spec section 2). Registered at the site root when a person turns
// push on in their notification settings (features/notifications/push.ts).

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** A push from the server: { title, body, link, tag } (apps/api/src/adapters/push). */
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' && message.title ? message.title : 'Stillpoint';
  const link = typeof message.link === 'string' && message.link.startsWith('/') ? message.link : '/';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      icon: '/favicon.svg',
      data: { link },
    }),
  );
});

/** A click on a push opens its link: in a window of the app already open (focused), else in a new one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = (event.notification.data && event.notification.data.link) || '/';
  const target = new URL(link, self.location.origin).href;
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) return open.focus().then((client) => client.navigate(target));
      return clients.openWindow(target);
    }),
  );
});
