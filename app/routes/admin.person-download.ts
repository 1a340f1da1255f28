import { redirect } from "react-router";
import { requireApiUser } from "~/auth/guard.server";
import { getContactMessage } from "~/models/contact-messages.server";
import { logActivity } from "~/models/activity.server";
import { personLabel, personZip } from "~/trust/person.server";
import { findPerson } from "~/trust/person-find.server";
import type { Route } from "./+types/admin.person-download";

/** An old link to the copy: the confirm screen first (decision 0054), where the owner sees what is whose. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireApiUser(request, context);
  const id = (new URL(request.url).searchParams.get("id") ?? "").slice(0, 64);
  return redirect(`/admin/messages/person/export?id=${encodeURIComponent(id)}`, { status: 303, headers: { "Cache-Control": "no-store" } });
}

/** "Download {name}'s data" (owners only, decisions 0033 and 0054): the zip of what is theirs, after the confirm screen. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireApiUser(request, context);
  const form = await request.formData().catch(() => null);
  const id = String(form?.get("id") ?? "").slice(0, 64);
  const lead = id ? await getContactMessage(context.services.db, id) : null;
  if (!lead) return new Response("That message no longer exists.", { status: 404, headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
  const found = await findPerson(context.services.db, lead);
  const { zip, leads, photos } = await personZip(context.services, lead, found);
  await logActivity(context.services.db, {
    actor: user.email,
    action: "person-download",
    detail: `Downloaded the data of ${personLabel(lead)}: ${leads} message${leads === 1 ? "" : "s"}, ${photos} photo${photos === 1 ? "" : "s"}`,
    ip: context.clientIp,
  });
  const name = `data-${personLabel(lead)
    .replace(/[^\w.-]+/g, "_")
    .slice(0, 80)}.zip`;
  return new Response(zip, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Length": String(zip.byteLength),
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
