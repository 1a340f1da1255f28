/**
 * The words of "Notifications on your phone or computer" (Your account): how to turn them on on
 * each kind of phone, and what to do when the browser refuses. A browser's own error ("Registration
 * failed - permission denied") is never shown: it says what broke, not what to do.
 */

export const PUSH_STEPS: ReadonlyArray<{ device: string; steps: string }> = [
  {
    device: "Android phone (Chrome)",
    steps: "Tap “Turn on notifications on this device” below, then tap Allow when Chrome asks. Installing the app on the Home screen is optional.",
  },
  {
    device: "iPhone or iPad",
    steps:
      "In Safari, tap Share, then Add to Home Screen. Open the admin from that new icon (not from Safari), sign in, tap “Turn on notifications on this device”, then tap Allow.",
  },
  { device: "Computer", steps: "Click “Turn on notifications on this device”, then Allow when the browser asks." },
];

export type Platform = "iphone" | "android" | "computer";

export function platformOf(userAgent: string): Platform {
  if (/iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && /Mobile\//i.test(userAgent))) return "iphone";
  if (/Android/i.test(userAgent)) return "android";
  return "computer";
}

/** How to allow notifications again once they were blocked for this site. */
export function reallow(platform: Platform) {
  if (platform === "iphone")
    return "Notifications are blocked for this admin. On the iPhone, open Settings, then Notifications, tap the admin's name and turn on Allow Notifications. Then come back here and tap the button again.";
  if (platform === "android")
    return "Notifications are blocked for this site. In Chrome, tap the icon left of the address (or ⋮, then the i), tap Permissions (or Notifications) and choose Allow. Then reload this page and tap the button again.";
  return "Notifications are blocked for this site. Click the icon left of the address bar, set Notifications to Allow, then reload this page and click the button again.";
}

export const IPHONE_FIRST =
  "On an iPhone, notifications work only from the Home Screen: in Safari tap Share, then Add to Home Screen, then open the admin from that icon and come back to this page.";

export const UNSUPPORTED =
  "This browser cannot show notifications from websites. Use Chrome on an Android phone or computer, or the Home Screen app on an iPhone.";

export const DISMISSED = "The browser's question was closed without an answer. Tap the button again and choose Allow.";

/** The site answered the subscription with an error (its message is already in plain words). */
export class ServerRefusal extends Error {}

/** What went wrong while turning them on, as what to do next (`error` is the browser's, or ours). */
export function pushProblem(error: unknown, platform: Platform): string {
  const name = error instanceof Error || (typeof error === "object" && error && "name" in error) ? String((error as { name: unknown }).name) : "";
  const text = error instanceof Error ? error.message : String(error);
  // Ours: the site refused the subscription, in its own words.
  if (error instanceof ServerRefusal) return `Notifications could not be turned on: ${text}`;
  if (name === "NotAllowedError" || /permission denied|not allowed|denied/i.test(text)) {
    // A private (incognito) window, or a browser that blocks push for this site.
    return `${reallow(platform)} In a private or incognito window notifications cannot be turned on: use a normal window.`;
  }
  if (name === "AbortError" || /push service/i.test(text))
    return "The browser's notification service did not answer. Check that this device is online, then tap the button again in a minute.";
  return "Notifications could not be turned on in this browser. Reload this page and try again; if it keeps failing, use Chrome, or the Home Screen app on an iPhone.";
}
