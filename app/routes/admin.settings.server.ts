import type { IntentHandler } from "~/admin/action.server";
import { fail, ok } from "~/forms/notice";
import { profileExtrasSchema, profileSchema, PROFILE_EXTRA_FIELDS } from "~/forms/settings";
import { parseForm } from "~/forms/validate";
import { youtubeId } from "~/media/video";
import { getProfile } from "~/models/settings.server";
import { changeLeadSettings } from "~/services/lead-settings.server";
import { getVersion, listVersions } from "~/models/versions.server";
import { saveProfileVersioned } from "~/services/settings.server";
import { describeVersions, type FieldSpec } from "~/admin/history.server";
import { INSURED_BONDED_LABEL, PROFILE_FIELDS, TRUST_FIELDS, VIDEO_LABELS } from "~/forms/settings";
import { formatZoned } from "~/content/schedule";
import type { BusinessProfile } from "~/content/types";
import type { Db } from "~/db/schema";

export const SETTINGS_FIELDS: FieldSpec<BusinessProfile>[] = [
  ...PROFILE_FIELDS.map((f): FieldSpec<BusinessProfile> => ({ label: f.label, read: (d) => d[f.name], kind: "text" })),
  ...PROFILE_EXTRA_FIELDS.map((f): FieldSpec<BusinessProfile> => ({ label: f.label, read: (d) => d[f.name] ?? "", kind: "text" })),
  { label: INSURED_BONDED_LABEL, read: (d) => (d.insuredBonded === "yes" ? "Yes" : "No"), kind: "text" },
  ...TRUST_FIELDS.map((f): FieldSpec<BusinessProfile> => ({ label: f.label, read: (d) => d[f.name] ?? "", kind: "text" })),
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

/** Saves the profile and keeps the version (the first-start setup saves through here too), through the settings writer. */
export const saveWithHistory = saveProfileVersioned;

/** Admin → Settings: the business profile and the video links. */
export const settingsIntents: Record<string, IntentHandler> = {
  "settings-save": {
    errorTitle: "Failed to save settings",
    async run({ values, context, user }) {
      const { db } = context.services;
      const p = parseForm(profileSchema, values);
      const extras = parseForm(profileExtrasSchema, values);
      if (!p.ok || !extras.ok) {
        const fieldErrors = { ...(p.ok ? {} : p.fieldErrors), ...(extras.ok ? {} : extras.fieldErrors) };
        const formError = !p.ok ? p.formError : !extras.ok ? extras.formError : "Check the form.";
        return { notice: fail("settings-save", "Failed to save settings", formError, { fieldErrors }) };
      }
      // A field the form did not send keeps its saved value (an older form, a script posting the profile).
      const filled = Object.fromEntries(Object.entries(extras.data).filter(([, v]) => v !== undefined)) as Partial<BusinessProfile>;
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
      await saveWithHistory(db, current, { ...current, ...p.data, ...filled, videos }, user.email, "Saved");
      return { notice: ok("settings-save", "Settings saved", { description: "The site shows the new details now." }) };
    },
  },
  "lead-settings-save": {
    errorTitle: "Failed to save the lead settings",
    async run({ values, context }) {
      const title = "Failed to save the lead settings";
      const r = await changeLeadSettings(context.services, values);
      if ("error" in r) return { notice: fail("lead-settings-save", title, r.error, { fieldErrors: r.fieldErrors ?? {} }) };
      const { autoReply, autoReplyPerHour, webhookUrl: url, overdueHours } = r.settings;
      const parts = [
        autoReply && autoReplyPerHour > 0 ? `Visitors get the auto-reply (at most ${autoReplyPerHour} an hour)` : "No auto-reply is sent",
        url ? "new leads are sent to the webhook" : "no webhook is called",
        `a lead still New after ${overdueHours} business hours is overdue`,
      ];
      return { notice: ok("lead-settings-save", "Lead settings saved", { description: `${parts.join("; ")}.` }) };
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
