import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { requireApiUser } from "~/auth/guard.server";
import { logActivity } from "~/models/activity.server";
import { backupFile } from "~/trust/backups.server";
import { isSealed, openStream, sealStream } from "~/db/backup-seal.server";
import { resolveAuthSecret } from "~/platform/config.server";
import type { Route } from "./+types/admin.backups-download";

const HEADERS = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" };
const text = (body: string, status: number) => new Response(body, { status, headers: { ...HEADERS, "Content-Type": "text/plain; charset=utf-8" } });

/**
 * A backup archive (owners only: the path is under /admin/settings; decisions 0033, 0053), streamed
 * from the private backups folder as it is kept there: sealed with a key from the site's secret.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireApiUser(request, context);
  const found = await backupFile(context.services, new URL(request.url).searchParams.get("id") ?? "");
  if (!found) return text("That backup is no longer on the server.", 404);
  await logActivity(context.services.db, { actor: user.email, action: "backup-download", detail: found.row.file_name, ip: context.clientIp });
  return new Response(Readable.toWeb(createReadStream(found.file)) as ReadableStream, {
    headers: {
      ...HEADERS,
      "Content-Type": "application/octet-stream",
      "Content-Length": String(found.size),
      "Content-Disposition": `attachment; filename="${found.row.file_name}"`,
    },
  });
}

/**
 * The same archive sealed with a passphrase the owner types (a form post, so it is never in an
 * address): opened with the site's key and sealed again on the way out, so it can be restored on
 * a server with another AUTH_SECRET (`BACKUP_PASSPHRASE=… npm run restore -- FILE`).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireApiUser(request, context);
  const form = await request.formData();
  const passphrase = String(form.get("passphrase") ?? "").slice(0, 1000);
  if (passphrase.length < 12 || passphrase.length > 200)
    return text("Choose a passphrase of 12 to 200 characters (a few words you will remember), then download again.", 400);
  const found = await backupFile(context.services, String(form.get("id") ?? ""));
  if (!found) return text("That backup is no longer on the server.", 404);
  const input = createReadStream(found.file);
  const sealed = await isSealed(found.file);
  const opened = sealed ? input.pipe(openStream({ secret: resolveAuthSecret(context.services.config) })) : input;
  const out = opened.pipe(sealStream({ passphrase }));
  for (const s of [input, opened]) s.on("error", (error: Error) => out.destroy(error));
  await logActivity(context.services.db, {
    actor: user.email,
    action: "backup-download",
    detail: `${found.row.file_name} (with a passphrase)`,
    ip: context.clientIp,
  });
  const name = found.row.file_name.replace(/\.(sealed|jsonl\.gz)$/, "-passphrase.sealed");
  return new Response(Readable.toWeb(out) as ReadableStream, {
    headers: { ...HEADERS, "Content-Type": "application/octet-stream", "Content-Disposition": `attachment; filename="${name}"` },
  });
}
