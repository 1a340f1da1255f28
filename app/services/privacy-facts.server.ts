import type { AppLoadContext } from "react-router";
import type { ContactErrors } from "~/leads/contact-form";
import { MAX_QUOTE_PHOTOS } from "~/leads/contact-form";
import { channelsOn } from "~/leads/alert-channels";
import { monthsText } from "~/forms/data-settings";
import { getDataSettings } from "~/models/data-settings.server";
import { getLeadSettings, getProfile } from "~/models/settings.server";
import { getBackupSchedule } from "~/trust/backups.server";
import { getVisitSettings } from "~/models/visits.server";
import { SIGNED_KEEP_YEARS } from "~/content/proposal-text";
import { JOB_LIMITS } from "~/content/job-pages";
import { MAP_PROVIDER, VIDEO_PROVIDER, type ThirdPartyFacts } from "~/content/legal-facts";
import { QUOTE_FIELD_PURPOSES_ES, REPORT_FIELD_PURPOSES_ES, channelSentenceEs } from "~/content/legal-facts-es";
import type { Locale } from "~/content/locale";
import { monthsTextEs } from "~/content/privacy-text";
import type { BusinessProfile } from "~/content/types";
import { youtubeId } from "~/media/video";
import { getSmsSettings, smsReady } from "~/sms/sms.server";
import { pushServiceHosts } from "~/push/hosts.server";
import type { Db } from "~/db/schema";

/**
 * The facts of the privacy notice (decision 0033), read from what the site does: the forms'
 * fields, the alert channels that are on, the retention times in Settings → Data, whether visits
 * are counted, the business's address. The owner words the parts; these lists stay true.
 */

/** Every field the quote form has, and why it is asked. Typed by the form's fields: a new field does not compile until it is described here. */
export const QUOTE_FIELD_PURPOSES: Record<keyof ContactErrors, { label: string; why: string }> = {
  fullName: { label: "Your name", why: "to know whom we are answering" },
  email: { label: "Your e-mail address", why: "to answer you" },
  phone: { label: "Your phone number (optional)", why: "to call you back if you prefer" },
  projectType: { label: "The kind of project", why: "so the right person answers" },
  preferredContact: { label: "How you would like to be contacted", why: "to answer the way you asked" },
  message: { label: "Your message", why: "to understand what you need" },
  town: { label: "The town of the site (optional)", why: "to know whether and when we can come" },
  streetAddress: { label: "The street address (optional)", why: "to look at the lot before a visit" },
  budget: { label: "A budget range (optional)", why: "to suggest what fits it" },
  timeline: { label: "When you would like to start (optional)", why: "to plan the work" },
  heardFrom: { label: "How you heard of us (optional)", why: "to know which of our efforts reach people" },
  photos: { label: `Photos (optional, up to ${MAX_QUOTE_PHOTOS})`, why: "to see the site or the room before a visit" },
};

/** The same fields in Spanish (issue 49): typed by the form's fields too, so a new field needs its Spanish as well. */
export const QUOTE_FIELD_PURPOSES_IN_ES: Record<keyof ContactErrors, { label: string; why: string }> = {
  ...QUOTE_FIELD_PURPOSES_ES,
  photos: { label: QUOTE_FIELD_PURPOSES_ES.photos.label(MAX_QUOTE_PHOTOS), why: QUOTE_FIELD_PURPOSES_ES.photos.why },
};

/** The accessibility statement's report form. */
export const REPORT_FIELD_PURPOSES = [
  { label: "Your name and e-mail address", why: "to answer you" },
  { label: "What was hard to use, and where", why: "to fix it" },
  { label: "The device, browser or assistive technology you use (optional)", why: "to see the problem as you do" },
];

/**
 * Which third parties a page can load (decision 0054): the map behind the Contact page's poster
 * (always shown), and the video player only when a video is set in Settings → Business.
 */
export function thirdParties(profile: BusinessProfile): ThirdPartyFacts {
  return { map: MAP_PROVIDER.name, video: Object.values(profile.videos ?? {}).some((v) => youtubeId(v)) ? VIDEO_PROVIDER.name : null };
}

/** The accessibility statement's facts: its third parties and the answer time from Settings → Data. */
export async function accessibilityFacts(db: Db) {
  const [profile, data] = await Promise.all([getProfile(db), getDataSettings(db)]);
  return { days: data.accessibilityDays, thirdParties: thirdParties(profile) };
}

export async function privacyFacts(context: AppLoadContext, locale: Locale = "en") {
  const { db, config } = context.services;
  const [profile, leads, data, backups, visits, sms, pushHosts] = await Promise.all([
    getProfile(db),
    getLeadSettings(db),
    getDataSettings(db),
    getBackupSchedule(db),
    getVisitSettings(db),
    getSmsSettings(db),
    pushServiceHosts(db),
  ]);
  const state = {
    mail: Boolean(config.smtpUrl),
    webhookUrl: leads.webhookUrl,
    // Each notice speaks of the requests sent from its own pages, so of their own auto-reply.
    autoReply: locale === "es" ? leads.autoReplyEs : leads.autoReply,
    smsGateway: smsReady(sms) ? sms.baseUrl : null,
    pushHosts,
  };
  const channels = channelsOn(state);
  const duration = locale === "es" ? monthsTextEs : monthsText;
  return {
    thirdParties: thirdParties(profile),
    email: profile.email,
    companyName: profile.companyName,
    fields: Object.values(locale === "es" ? QUOTE_FIELD_PURPOSES_IN_ES : QUOTE_FIELD_PURPOSES),
    reportFields: locale === "es" ? REPORT_FIELD_PURPOSES_ES : REPORT_FIELD_PURPOSES,
    analytics: config.analytics,
    channels: channels.map((c) => ({
      id: c.id,
      text: (locale === "es" && channelSentenceEs(c.id, state, profile)) || c.describe(state, profile),
    })),
    keep: {
      leads: duration(data.leadMonths),
      activity: duration(data.activityMonths),
      analytics: duration(data.analyticsMonths),
    },
    accessibilityDays: data.accessibilityDays,
    // Decision 0051: a job page lasts until this many days after handover (or goes with the requests).
    jobPageDays: JOB_LIMITS.daysAfterHandover,
    jobPhotosPerComment: JOB_LIMITS.clientPhotosPerComment,
    backupsKept: backups.keep,
    // Decision 0050: visitors are offered site-visit times only when the owner set windows.
    siteVisits: visits.windows.length > 0 ? { mail: Boolean(config.smtpUrl) } : null,
    signedProposalYears: SIGNED_KEEP_YEARS,
  };
}
