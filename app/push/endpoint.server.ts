import type { Config } from "~/platform/config.server";
import { refusedUrl } from "~/platform/outbound.server";

/**
 * Where a push subscription may point (decision 0053): only over https, on the standard port, to
 * a browser's own push service (Chrome and Edge on Android: Google; Firefox: Mozilla; Edge and
 * Windows: Microsoft; Safari: Apple), and only when its name resolves to public addresses. A
 * push service on this machine (tests) only when the server allows loopback (OUTBOUND_ALLOW_LOOPBACK).
 * Checked when a device registers and again, at connect time, for every delivery.
 */
export const PUSH_SERVICE_DOMAINS = ["fcm.googleapis.com", "android.googleapis.com", "push.services.mozilla.com", "notify.windows.com", "push.apple.com"];
const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

export const PUSH_ADDRESS_REFUSED =
  "This browser gave a notification address that cannot be used: notifications go only to a browser's own push service (Google, Mozilla, Microsoft or Apple) over https. Nothing was turned on.";
export const PUSH_ADDRESS_PRIVATE =
  "This browser's notification address cannot be used: its push service leads to a private or local network address. Nothing was turned on.";

const known = (host: string) => PUSH_SERVICE_DOMAINS.some((d) => host === d || host.endsWith(`.${d}`));

/** The rule on the address alone (no lookup): null when it names a known push service, else the sentence to show. */
export function pushAddressProblem(endpoint: string, allowLoopback: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return PUSH_ADDRESS_REFUSED;
  }
  if (url.username || url.password) return PUSH_ADDRESS_REFUSED;
  const host = url.hostname.toLowerCase();
  if (allowLoopback && LOOPBACK_HOSTS.has(host) && (url.protocol === "http:" || url.protocol === "https:")) return null;
  if (url.protocol !== "https:" || (url.port !== "" && url.port !== "443") || !known(host)) return PUSH_ADDRESS_REFUSED;
  return null;
}

/** The full check at registration: the rule above, then the name resolved and every address public. */
export async function pushEndpointProblem(endpoint: string, config: Pick<Config, "outboundLoopback" | "outboundLookup">): Promise<string | null> {
  const rule = pushAddressProblem(endpoint, config.outboundLoopback);
  if (rule) return rule;
  const why = await refusedUrl(endpoint, { allowLoopback: config.outboundLoopback, lookup: config.outboundLookup });
  return why ? PUSH_ADDRESS_PRIVATE : null;
}
