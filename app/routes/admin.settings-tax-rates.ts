import { redirect } from "react-router";
import { requireApiUser } from "~/auth/guard.server";
import { SETTINGS_SCREENS, savedTarget } from "~/admin/settings-screens";
import { UploadError, readUploadForm } from "~/media/uploads.server";
import { logActivity } from "~/models/activity.server";
import { flashHeader } from "~/platform/flash.server";
import { replaceTaxTable } from "~/proposals/admin.server";
import { MAX_RATE_FILE_BYTES } from "~/proposals/tax-rates";
import type { Route } from "./+types/admin.settings-tax-rates";

/** Owners only (/admin/settings): the Department of Revenue's rate file (CSV), read capped, replaces the table (decision 0052). */
const INTENT = "tax-rates-upload";
const SCREEN = SETTINGS_SCREENS.find((s) => s.slug === "proposals")!;
const TITLE = "The rate table was not replaced";

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireApiUser(request, context);
  const { db } = context.services;
  const back = async (flash: Parameters<typeof flashHeader>[0], status = 302) =>
    redirect(savedTarget(SCREEN, INTENT), { status, headers: { "Set-Cookie": await flashHeader({ ...flash, beside: INTENT }, context.services) } });
  let file: { name: string; bytes: Buffer } | undefined;
  try {
    file = (await readUploadForm(request, MAX_RATE_FILE_BYTES, 1)).files[0];
  } catch (error) {
    if (!(error instanceof UploadError)) throw error;
    return back({
      kind: "error",
      title: TITLE,
      description: error.status === 413 ? "The file is larger than 2 MB: it is not the rate file." : "The upload could not be read. Please try again.",
    });
  }
  if (!file || file.bytes.length === 0) return back({ kind: "error", title: TITLE, description: "Choose the rate file (CSV) to upload." });
  const done = await replaceTaxTable(db, file);
  if (!done.ok) return back({ kind: "error", title: TITLE, description: done.error });
  await logActivity(db, { actor: user.email, action: INTENT, detail: done.description, ip: context.clientIp });
  return back({ kind: "success", title: "Rate table replaced", description: done.description });
}
