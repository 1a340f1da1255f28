import { data } from "react-router";
import { requireApiUser } from "~/auth/guard.server";
import { logActivity } from "~/models/activity.server";
import { deleteSubscription, deviceName, parseSubscription, saveSubscription } from "~/push/push.server";
import { pushEndpointProblem } from "~/push/endpoint.server";
import type { Route } from "./+types/api.admin.push";

/**
 * Your account → notifications (decision 0031): the browser posts the push subscription it got
 * (JSON: endpoint and keys) to turn this device on, or `{ "remove": endpoint }` to turn it off.
 * Staff only (401); a subscription that is not one, or that names anything but a browser's push
 * service at a public address, gets 400 with the reason.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireApiUser(request, context);
  const { db } = context.services;
  const body = (await request.json().catch(() => null)) as { remove?: unknown } | null;
  const headers = { "Cache-Control": "no-store" };
  if (body && typeof body.remove === "string") {
    const removed = await deleteSubscription(db, user.id, body.remove.slice(0, 1000));
    return data({ ok: true, removed }, { headers });
  }
  const sub = parseSubscription(body);
  if (!sub) {
    return data(
      { error: "This browser sent a notification address that cannot be used. Reload the page and turn notifications on again." },
      { status: 400, headers },
    );
  }
  // Only a browser's own push service, at public addresses (decision 0053).
  const refused = await pushEndpointProblem(sub.endpoint, context.services.config);
  if (refused) return data({ error: refused }, { status: 400, headers });
  const device = deviceName(request.headers.get("user-agent"));
  await saveSubscription(db, user.id, sub, device);
  await logActivity(db, { actor: user.email, action: "push-on", detail: device, ip: context.clientIp }).catch(() => undefined);
  return data({ ok: true, device }, { status: 201, headers });
}
