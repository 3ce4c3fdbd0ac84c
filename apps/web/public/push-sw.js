// Push notifications in the service worker (issue 50): imported by the app's Workbox worker
// (vite.config.ts, importScripts) and by the parent page's own small worker (rodzic-sw.js).
// Every push shows a notification (a silent one breaks the browsers' rules and iPhones stop
// delivering); a tap focuses an open window of the same page or opens the push's screen. An alarm's
// 'Widzę' tells the server with the permission the push carried: the worker holds no session.

const ALARM_KINDS = ['alarm', 'alarm_escalated'];

/** The push's data as the server sent it (packages/shared PushPayload); a push that is no JSON still shows. */
function pushData(event) {
  try {
    return event.data ? event.data.json() : {};
  } catch {
    return { body: event.data ? event.data.text() : '' };
  }
}

self.addEventListener('push', (event) => {
  const data = pushData(event);
  const alarm = ALARM_KINDS.includes(data.kind);
  const options = {
    body: data.body || '',
    icon: '/icon-192.png',
    badge: '/icon-192.png',
    lang: 'pl',
    data: { url: typeof data.url === 'string' ? data.url : '/', seenToken: data.seenToken || null, kind: data.kind || null },
    // An alarm stays until it is answered, and a newer push about it replaces it with a sound.
    requireInteraction: alarm,
    ...(data.tag ? { tag: data.tag, renotify: true } : {}),
    ...(alarm ? { vibrate: [400, 150, 400, 150, 400] } : {}),
    ...(data.seenToken && data.seenLabel ? { actions: [{ action: 'seen', title: data.seenLabel }] } : {}),
  };
  event.waitUntil(self.registration.showNotification(data.title || 'Wycieczki szkolne', options));
});

/** A window already showing this document (the app, or the parent page): reused rather than a second one opened. */
function sameDocument(client, target) {
  const open = new URL(client.url);
  return open.origin === target.origin && open.pathname.startsWith('/rodzic') === target.pathname.startsWith('/rodzic');
}

self.addEventListener('notificationclick', (event) => {
  const { url, seenToken } = event.notification.data || {};
  event.notification.close();
  const target = new URL(url || '/', self.location.origin);
  // Only this server's screens: a push never opens another site.
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      if (seenToken && event.action === 'seen') {
        await fetch('/api/alarms/seen', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ token: seenToken }) }).catch(() => undefined);
      }
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => sameDocument(client, target));
      if (open) {
        // The screen first, then the focus: a browser may refuse a focus it did not see tapped.
        await open.navigate(target.href).catch(() => undefined);
        await open.focus().catch(() => undefined);
        return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
