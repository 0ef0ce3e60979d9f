// Order alerts in the shop's service worker (issue 38). The worker vite-plugin-pwa generates imports
// this file (vite.config.ts, workbox.importScripts). It shows the pushes the store's server sends
// through Firebase Cloud Messaging (functions/src/push/fcmMessage.ts: data-only, with the words in the
// receiver's language) while no page of the shop is in sight, and a tap on an order notification,
// pushed or shown by the open app, brings the app forward on that order.

const SHOP_ICON = '/icons/icon-192.png';

self.addEventListener('push', (event) => {
  const alert = pushedAlert(event);
  if (alert) event.waitUntil(showUnlessInSight(alert));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = event.notification.data?.path;
  // Only a page of the shop: a path, never another site ('//host' or a full address).
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return;
  keepAlive(event, openOrder(new URL(path, self.location.origin).href));
});

/** A Cloud Messaging data message: { data: { title, body, path, tag, lang }, from, fcmMessageId... }. */
function pushedAlert(event) {
  try {
    const data = event.data?.json()?.data;
    if (data && typeof data.title === 'string') return data;
  } catch {
    // Not JSON: not a push of the shop's.
  }
  return null;
}

async function showUnlessInSight(alert) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  // A page in sight tells it itself (banner, chime), as Firebase's own worker leaves it to the page.
  if (windows.some((client) => client.visibilityState === 'visible')) return;
  // The same tag as the open app's notification of the same thing: it replaces that one, never doubles it.
  await self.registration.showNotification(alert.title, {
    body: alert.body ?? '',
    tag: alert.tag,
    lang: alert.lang,
    icon: SHOP_ICON,
    data: { path: alert.path },
  });
}

/** The shop's tab in front, on the order's page (a fresh one when none is open). */
async function openOrder(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.focused) ?? windows.find((client) => client.visibilityState === 'visible') ?? windows[0];
  if (!open) {
    await self.clients.openWindow(url);
    return;
  }
  const moved = await open.navigate(url).catch(() => null);
  await (moved ?? open).focus().catch(() => undefined);
}

function keepAlive(event, work) {
  try {
    event.waitUntil(work);
  } catch {
    // An event the worker made itself has no lifetime to extend; the work goes on regardless.
  }
}
