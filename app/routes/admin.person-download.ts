import { requireApiUser } from "~/auth/guard.server";
import { getContactMessage } from "~/models/contact-messages.server";
import { logActivity } from "~/models/activity.server";
import { personLabel, personZip } from "~/trust/person.server";
import type { Route } from "./+types/admin.person-download";

/** "Download this person's data" (owners only, decision 0033): a zip of every lead with the lead's e-mail address. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireApiUser(request, context);
  const id = (new URL(request.url).searchParams.get("id") ?? "").slice(0, 64);
  const lead = id ? await getContactMessage(context.services.db, id) : null;
  if (!lead) return new Response("That message no longer exists.", { status: 404, headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
  const { zip, leads, photos } = await personZip(context.services, lead);
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
