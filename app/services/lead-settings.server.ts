/**
 * The one writer of Settings → Leads and Settings → Data (decision 0047): each screen's fields are
 * checked here by their form's schema and the rules between them, whichever screen sent them.
 */
import type { Db } from "~/db/schema";
import type { Refusal } from "./refusal";
import { dataSettingsSchema } from "~/forms/data-settings";
import { leadSettingsSchema } from "~/forms/settings";
import { parseForm } from "~/forms/validate";
import { saveDataSettings } from "~/models/data-settings.server";
import type { DataSettings } from "~/forms/data-settings";
import type { LeadSettings } from "~/content/alert-settings";
import { getLeadSettings, saveLeadSettings } from "~/models/settings.server";
import { refusedUrl } from "~/platform/outbound.server";
import type { AppServices } from "~/platform/services.server";

/** Auto-reply, webhook and overdue hours. An empty secret field keeps the saved secret; "Remove the webhook" clears both. */
export async function changeLeadSettings(
  services: Pick<AppServices, "db" | "config">,
  values: Record<string, string>,
): Promise<Refusal | { settings: LeadSettings }> {
  const { db, config } = services;
  const p = parseForm(leadSettingsSchema, values);
  if (!p.ok) return { error: p.formError, fieldErrors: p.fieldErrors };
  const current = await getLeadSettings(db);
  const remove = values.removeWebhook === "on";
  const url = remove ? "" : p.data.webhookUrl;
  // Decision 0053: never a private, loopback or link-local address (checked again at each call),
  // and a new address needs the secret typed again (the saved one is kept only for the same address).
  const why = url ? await refusedUrl(url, { allowLoopback: config.outboundLoopback, lookup: config.outboundLookup }) : null;
  if (why) {
    const message = `This webhook address cannot be used: ${why}.`;
    return { error: message, fieldErrors: { webhookUrl: message } };
  }
  if (url && !p.data.webhookSecret && current.webhookSecret && url !== current.webhookUrl) {
    const message = "The webhook address changed: type the shared secret again, so it is only used where you mean it to go.";
    return { error: message, fieldErrors: { webhookSecret: message } };
  }
  const secret = remove ? "" : p.data.webhookSecret || current.webhookSecret;
  if (url && !secret) {
    const message = "A webhook needs a shared secret, so the receiver can check the call came from this site.";
    return { error: message, fieldErrors: { webhookSecret: message } };
  }
  const settings: LeadSettings = {
    ...current,
    autoReply: p.data.autoReply,
    autoReplyEs: p.data.autoReplyEs ?? current.autoReplyEs,
    autoReplyPerHour: p.data.autoReplyPerHour ?? current.autoReplyPerHour,
    webhookUrl: url,
    webhookSecret: url ? secret : "",
    overdueHours: p.data.overdueHours,
  };
  await saveLeadSettings(db, settings);
  return { settings };
}

/** How long leads, activity and visit figures are kept, and the accessibility answer time. */
export async function changeDataSettings(db: Db, values: Record<string, string>): Promise<Refusal | { settings: DataSettings }> {
  const p = parseForm(dataSettingsSchema, values);
  if (!p.ok) return { error: p.formError, fieldErrors: p.fieldErrors };
  await saveDataSettings(db, p.data);
  return { settings: p.data };
}
