import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { requireApiUser } from "~/auth/guard.server";
import { logActivity } from "~/models/activity.server";
import { backupFile } from "~/trust/backups.server";
import type { Route } from "./+types/admin.backups-download";

/** A backup archive (owners only: the path is under /admin/settings; decision 0033), streamed from the private backups folder. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireApiUser(request, context);
  const found = await backupFile(context.services, new URL(request.url).searchParams.get("id") ?? "");
  if (!found)
    return new Response("That backup is no longer on the server.", { status: 404, headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
  await logActivity(context.services.db, { actor: user.email, action: "backup-download", detail: found.row.file_name, ip: context.clientIp });
  return new Response(Readable.toWeb(createReadStream(found.file)) as ReadableStream, {
    headers: {
      "Content-Type": "application/gzip",
      "Content-Length": String(found.size),
      "Content-Disposition": `attachment; filename="${found.row.file_name}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
