/**
 * The admin's service worker (decision 0031), scoped to /admin only: it shows a pushed
 * notification and opens the lead when it is tapped. It caches nothing and handles no fetch, so
 * the admin behaves exactly as without it; visitors' pages never register it.
 */
const SCRIPT = `self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));
self.addEventListener("push", (event) => {
  let data = {};
  try { data = event.data ? event.data.json() : {}; } catch (e) { data = { title: "New lead", body: event.data ? event.data.text() : "" }; }
  const url = typeof data.url === "string" && data.url.startsWith("/admin") ? data.url : "/admin/messages";
  event.waitUntil(self.registration.showNotification(data.title || "New lead", {
    body: data.body || "",
    tag: data.tag || undefined,
    icon: "/admin-app-icon/192.png",
    badge: "/admin-app-icon/192.png",
    data: { url },
  }));
});
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL((event.notification.data && event.notification.data.url) || "/admin/messages", self.location.origin).href;
  event.waitUntil((async () => {
    const open = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
    for (const c of open) {
      if (c.url.startsWith(self.location.origin + "/admin") && "navigate" in c) { await c.focus(); return c.navigate(url); }
    }
    return self.clients.openWindow(url);
  })());
});
`;

export function loader() {
  return new Response(SCRIPT, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      // The script is public (it holds nothing private) and lives outside /admin; its scope is /admin only.
      "Service-Worker-Allowed": "/admin",
      "Cache-Control": "no-cache",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
