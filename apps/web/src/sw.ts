/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/**
 * The service worker at /sw.js, scope / (spec §1). It precaches the app shell, shows push messages as
 * system notifications when no page of the app is focused (else hands them to that page, which shows the
 * toast), and opens the right page when a notification is clicked. It never answers API calls.
 */
declare const self: ServiceWorkerGlobalScope;

const OFFLINE_PAGE = '/offline.html';
const ICON = '/icons/icon-192.png';
const APP_NAME = 'مسار · Masar';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Pages always come from the network (a new build shows at once); without one, the offline page.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch {
        return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
      }
    },
    { denylist: [/^\/api\//] },
  ),
);

self.addEventListener('install', () => {
  void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

interface PushMessage {
  data?: { error?: string; link?: string; eventId?: string; type?: string };
  notification?: { title: string; body: string; icon?: string };
}

function readMessage(event: PushEvent): PushMessage {
  try {
    return (event.data?.json() ?? {}) as PushMessage;
  } catch {
    return { notification: { title: APP_NAME, body: event.data?.text() ?? '' } };
  }
}

self.addEventListener('push', (event) => {
  const message = readMessage(event);
  event.waitUntil(
    (async () => {
      const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const focused = pages.find((page) => page.focused);
      if (focused) {
        focused.postMessage({ type: 'masar-push', message });
        return;
      }
      const title = message.data?.error ? APP_NAME : (message.notification?.title ?? APP_NAME);
      await self.registration.showNotification(title, {
        body: message.data?.error ?? message.notification?.body ?? '',
        icon: message.notification?.icon ?? ICON,
        badge: ICON,
        tag: message.data?.eventId,
        data: { link: message.data?.link ?? '/' },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = new URL((event.notification.data as { link?: string })?.link ?? '/', self.location.origin);
  // Only pages of this app: a link elsewhere opens the home page instead.
  const target = link.origin === self.location.origin ? link.href : self.location.origin;
  event.waitUntil(
    (async () => {
      const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const page = pages.find((candidate) => candidate.url === target) ?? pages[0];
      try {
        if (page) {
          const shown = page.url === target ? page : await page.navigate(target);
          await (shown ?? page).focus();
          return;
        }
      } catch {
        // a page this worker does not control cannot be navigated: open a new one
      }
      await self.clients.openWindow(target);
    })(),
  );
});
