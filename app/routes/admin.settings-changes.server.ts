import type { AppLoadContext } from "react-router";
import type { IntentHandler } from "~/admin/action.server";
import { HOME_SECTIONS } from "~/content/brand";
import { servicesWithState } from "~/services/services-offered.server";
import { getBrand } from "~/models/brand.server";
import { getDataSettings } from "~/models/data-settings.server";
import { getLeadSettings, getProfile } from "~/models/settings.server";
import { getReviewLinks } from "~/reviews/settings.server";
import { getTextUs } from "~/sms/settings.server";
import { getSmsSettings } from "~/sms/sms.server";
import { getProposalSettings, getTaxTable } from "~/proposals/settings.server";
import { SETTINGS_FIELDS } from "~/routes/admin.settings.server";
import { getVisitSettings } from "~/models/visits.server";
import { windowLine } from "~/visits/settings";

/**
 * Every setting the Settings screens save, by the label its field has on the form. A save compares
 * this before and after and says which changed (decision 0038).
 */
export async function settingsSnapshot(context: AppLoadContext): Promise<Record<string, string>> {
  const { db } = context.services;
  const [proposals, rates] = await Promise.all([getProposalSettings(db), getTaxTable(db)]);
  const [profile, brand, leads, sms, textUs, reviewLinks, data, visits] = await Promise.all([
    getProfile(db),
    getBrand(db),
    getLeadSettings(db),
    getSmsSettings(db),
    getTextUs(db),
    getReviewLinks(db),
    getDataSettings(db),
    getVisitSettings(db),
  ]);
  const services = await servicesWithState(db, brand);
  const snap: Record<string, string> = {};
  for (const f of SETTINGS_FIELDS) snap[f.label] = String(f.read(profile) ?? "");
  Object.assign(snap, {
    "Mobile number for texts": textUs.mobile,
    "Google review link": reviewLinks.google,
    "Houzz review link": reviewLinks.houzz,
    "Accent colour": brand.accent ?? "",
    "Dark colour": brand.dark ?? "",
    Logo: brand.logo?.path ?? "",
    "Logo alone in the header": String(brand.logoOnly),
    "Order of the home page sections": brand.home.order.join(),
    "Auto-reply to the visitor": leads.autoReply,
    "Most auto-replies sent in one hour": String(leads.autoReplyPerHour),
    "Hours before a lead is overdue": String(leads.overdueHours),
    "Webhook address": leads.webhookUrl,
    "Webhook secret": leads.webhookSecret,
    "Text me each new lead": String(sms.enabled),
    "Your mobile": sms.ownerMobile,
    "Send from number": sms.fromNumber,
    "Account SID": sms.accountSid,
    "Auth token": sms.tokenSealed,
    "Texts an hour": String(sms.perHour),
    "Text service address": sms.baseUrl,
    "Months leads are kept": String(data.leadMonths),
    "Months the activity log is kept": String(data.activityMonths),
    "Months visit figures are kept": String(data.analyticsMonths),
    "Business days to answer an accessibility report": String(data.accessibilityDays),
    "Visit windows": visits.windows.map(windowLine).join(", "),
    "Visit length": String(visits.visitMinutes),
    "Travel time between visits": String(visits.bufferMinutes),
    "Days ahead offered": String(visits.daysAhead),
    "Days off": visits.blackouts.join(", "),
    "Your calendar's address": visits.feedSealed,
    "Calendar of booked visits": visits.calendarTokenHash,
    "Registration expires": proposals.registrationExpires,
    "Bond or deposit amount": proposals.bondAmount,
    "Bonding company": proposals.bondCompany,
    "Liability insurer": proposals.insurer,
    "How to pay without Stripe": proposals.payInstructions,
    "Take deposits through Stripe": String(proposals.stripeEnabled),
    "Stripe API address": proposals.stripeApiBase,
    "Stripe secret key": proposals.stripeKeySealed,
    "Stripe webhook signing secret": proposals.stripeWebhookSealed,
    "Sales tax rate table": rates.source,
  });
  for (const s of services) snap[`${s.label} offered`] = String(s.offered);
  for (const h of HOME_SECTIONS) snap[`Show ${h.label}`] = String(!brand.home.hidden.includes(h.id));
  return snap;
}

/** The labels whose value differs, in the form's order; the first letter lowered to read inside a sentence. */
export function changedLabels(before: Record<string, string>, after: Record<string, string>) {
  return Object.keys(after)
    .filter((k) => before[k] !== after[k])
    .map((k) => (/^[A-Z][a-z]/.test(k) ? k[0]!.toLowerCase() + k.slice(1) : k));
}

/** What a save's notice says first: "Saved: phone, area served." or "Nothing changed." */
export function changeSentence(changed: string[]) {
  return changed.length ? `Saved: ${changed.join(", ")}.` : "Nothing changed.";
}

/** The same handler, whose success notice starts by naming the settings that changed. */
export function sayingWhatChanged(handler: IntentHandler): IntentHandler {
  return {
    ...handler,
    async run(args) {
      const before = await settingsSnapshot(args.context);
      const result = await handler.run(args);
      if (result.notice.kind !== "success") return result;
      const changed = changedLabels(before, await settingsSnapshot(args.context));
      const rest = changed.length ? result.notice.description : undefined;
      return { ...result, notice: { ...result.notice, description: [changeSentence(changed), rest].filter(Boolean).join(" ") } };
    },
  };
}
