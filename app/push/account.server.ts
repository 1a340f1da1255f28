import { data, redirect, type AppLoadContext } from "react-router";
import type { SessionUser } from "~/auth/auth.server";
import { fail } from "~/forms/notice";
import { logActivity } from "~/models/activity.server";
import { flashHeader } from "~/platform/flash.server";
import { deleteDevice, pushTest } from "./push.server";

/** Your account's notification forms (decision 0031): "Send a test" to your devices, and removing one. */
export async function pushIntent(context: AppLoadContext, user: SessionUser, intent: string, id: string) {
  const { db } = context.services;
  const back = async (title: string, description: string) =>
    redirect("/admin/account", { headers: { "Set-Cookie": await flashHeader({ kind: "success", title, description }, context.services) } });
  if (intent === "push-test") {
    const r = await pushTest(context.services, user.id);
    if (!r)
      return data({ notice: fail(intent, "No test sent", "No device of yours has notifications on. Turn them on first."), values: null }, { status: 400 });
    const parts = [`${r.delivered} device${r.delivered === 1 ? "" : "s"} reached`];
    if (r.removed) parts.push(`${r.removed} no longer accept${r.removed === 1 ? "s" : ""} notifications and ${r.removed === 1 ? "was" : "were"} removed`);
    if (r.failed) parts.push(`${r.failed} could not be reached just now`);
    return back("Test sent", `${parts.join("; ")}.`);
  }
  if (intent === "push-remove") {
    if (!(await deleteDevice(db, user.id, id.slice(0, 64)))) {
      return data({ notice: fail(intent, "Not removed", "That device no longer has notifications on."), values: null }, { status: 404 });
    }
    await logActivity(db, { actor: user.email, action: "push-off", ip: context.clientIp }).catch(() => undefined);
    return back("Device removed", "That device no longer gets notifications.");
  }
  return data({ notice: fail(intent, "Error", "Unknown action."), values: null }, { status: 400 });
}
