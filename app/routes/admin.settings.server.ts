import type { IntentHandler } from "~/admin/action.server";
import { fail, ok } from "~/forms/notice";
import { profileSchema } from "~/forms/settings";
import { parseForm } from "~/forms/validate";
import { youtubeId } from "~/media/video";
import { getProfile, saveProfile } from "~/models/settings.server";
import { ensureBaseline, getVersion, listVersions, recordVersion } from "~/models/versions.server";
import { describeVersions, type FieldSpec } from "~/admin/history.server";
import { PROFILE_FIELDS, VIDEO_LABELS } from "~/forms/settings";
import { formatZoned } from "~/content/schedule";
import type { BusinessProfile } from "~/content/types";
import type { Db } from "~/db/schema";

const SETTINGS_FIELDS: FieldSpec<BusinessProfile>[] = [
  ...PROFILE_FIELDS.map((f): FieldSpec<BusinessProfile> => ({ label: f.label, read: (d) => d[f.name], kind: "text" })),
  ...Object.entries(VIDEO_LABELS).map(([key, label]): FieldSpec<BusinessProfile> => ({
    label: `Video: ${label}`,
    read: (d) => d.videos?.[key] ?? "",
    kind: "value",
  })),
];

/** The Settings' History list. */
export async function settingsHistory(db: Db) {
  return describeVersions(await listVersions<BusinessProfile>(db, "settings", "profile"), SETTINGS_FIELDS);
}

/** Saves the profile and keeps the version (the state before the first save is kept too). */
async function saveWithHistory(db: Db, before: BusinessProfile, after: BusinessProfile, actor: string, note: string) {
  await ensureBaseline(db, "settings", "profile", before, new Date(0).toISOString());
  await saveProfile(db, after);
  await recordVersion(db, { entity: "settings", entity_id: "profile", data: await getProfile(db), actor, note });
}

/** Admin → Settings: the business profile and the video links. */
export const settingsIntents: Record<string, IntentHandler> = {
  "settings-save": {
    errorTitle: "Failed to save settings",
    async run({ values, context, user }) {
      const { db } = context.services;
      const p = parseForm(profileSchema, values);
      if (!p.ok) return { notice: fail("settings-save", "Failed to save settings", p.formError, { fieldErrors: p.fieldErrors }) };
      const current = await getProfile(db);
      const videos: Record<string, string> = {};
      for (const key of Object.keys(current.videos)) {
        const v = (values[`video:${key}`] ?? "").trim();
        const id = v ? youtubeId(v) : "";
        if (id === null) {
          return {
            notice: fail("settings-save", "Failed to save settings", `The video link for “${key}” is not a YouTube link or id.`, {
              fieldErrors: { [`video:${key}`]: "Paste a YouTube link (or its 11-character id)." },
            }),
          };
        }
        videos[key] = id;
      }
      await saveWithHistory(db, current, { ...current, ...p.data, videos }, user.email, "Saved");
      return { notice: ok("settings-save", "Settings saved", { description: "The site shows the new details now." }) };
    },
  },
  "settings-restore-version": {
    errorTitle: "Failed to save settings",
    async run({ values, context, user }) {
      const { db } = context.services;
      const version = await getVersion<BusinessProfile>(db, values.version_id ?? "");
      if (!version || version.entity !== "settings") {
        return { notice: fail("settings-restore-version", "Failed to save settings", "That version no longer exists."), status: 404 };
      }
      const current = await getProfile(db);
      const when = formatZoned(version.created_at);
      await saveWithHistory(
        db,
        current,
        { ...current, ...version.data, videos: { ...current.videos, ...version.data.videos } },
        user.email,
        `Restored the version of ${when}`,
      );
      return { notice: ok("settings-restore-version", "Version restored", { description: `The settings are as they were on ${when}.` }) };
    },
  },
};
