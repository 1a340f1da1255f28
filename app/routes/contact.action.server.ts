/**
 * /contact's post (the quote form): read (photos streamed to disk, one lane of a few), checked,
 * kept as a lead (or spooled while the database is away, or set aside as spam), answered with the
 * thank-you or the form again with every field as typed and why. The page itself is contact.tsx.
 */
import { data } from "react-router";
import {
  CONTACT_DEFAULTS,
  LANDING_MAX,
  SOURCE_MAX,
  type ContactErrors,
  type ContactField,
  type ContactValues,
  type ContactActionResult,
} from "~/leads/contact-form";
import { quoteSchema } from "~/forms/contact";
import { parseForm } from "~/forms/validate";
import { siteFile } from "~/content/files.server";
import { requestLocale } from "~/content/request-locale.server";
import { inLocale } from "~/content/request-locale.server";
import { UploadError } from "~/media/uploads.server";
import { enqueueLeadAlerts, kickLeadAlerts } from "~/mail/lead-alerts.server";
import { cleanPhotos, isPhotoPost, readContactPost, storeLeadPhotos, withPhotoSlot } from "./contact.server";
import { kickNotifications } from "~/mail/mailer.server";
import { createFormLead, keepSpamCatch } from "~/services/leads.server";
import { optedOut, type Analytics } from "~/analytics/recorder.server";
import { drainSpool, spoolLead } from "~/leads/spool.server";
import { SPAM_REASONS, spamReason } from "~/leads/spam-rules";
import { isDatabaseUnavailable } from "~/db/client.server";
import { giveBackSendSlot, sendLimitMax, takeSendSlot } from "~/services/visitor-limits.server";
import { getProfile } from "~/models/settings.server";
import type { Route } from "./+types/contact";
import { clockNow } from "~/platform/clock";
import { offerForNewLead } from "~/services/visits.server";

type ActionResult = ContactActionResult;

/** The quote's optional details as a lead's columns: a field left empty is null. */
const quoteDetails = (v: Pick<ContactValues, "town" | "streetAddress" | "budget" | "timeline" | "heardFrom">) => ({
  town: v.town || null,
  street_address: v.streetAddress || null,
  budget: v.budget || null,
  timeline: v.timeline || null,
  heard_from: v.heardFrom || null,
});

const FIELD_MAX: Record<ContactField, number> = {
  fullName: 100,
  email: 254,
  phone: 40,
  projectType: 60,
  preferredContact: 20,
  message: 5000,
  town: 120,
  streetAddress: 200,
  budget: 120,
  timeline: 120,
  heardFrom: 120,
};

export async function contactAction(args: Route.ActionArgs) {
  if (!isPhotoPost(args.request)) return quoteAction(args);
  // Photo posts take one of a few slots: their bodies stream to disk, photos are cleaned one at a time (decision 0040).
  const result = await withPhotoSlot(args.request, () => quoteAction(args));
  if (result) return result;
  // Turned away: the text is read (the photos are read past, never kept) and given back.
  const post = await readContactPost(args.request, args.context.services.config.uploadMaxBytes, { discardPhotos: true });
  const typed = Object.fromEntries(Object.entries(EMPTY_VALUES).map(([k, empty]) => [k, post.field(k).slice(0, FIELD_MAX[k as ContactField]) || empty]));
  const profile = await getProfile(args.context.services.db).catch(() => null);
  return data<ActionResult>(
    {
      ok: false,
      values: typed as ContactValues,
      errors: { photos: "Your photos were not sent; choose them again." },
      formError: `Many requests are arriving right now and yours was not sent. Please try again in a minute${profile ? `, or call us at ${profile.phone}` : ""}. What you typed is kept below.`,
    },
    { status: 503, headers: { "Retry-After": "60" } },
  );
}

const EMPTY_VALUES: ContactValues = {
  fullName: "",
  email: "",
  phone: "",
  projectType: CONTACT_DEFAULTS.projectType,
  preferredContact: CONTACT_DEFAULTS.preferredContact,
  message: "",
  town: "",
  streetAddress: "",
  budget: "",
  timeline: "",
  heardFrom: "",
};

async function quoteAction({ request, context }: Route.ActionArgs) {
  const { db, logger, config } = context.services;
  const post = await readContactPost(request, config.uploadMaxBytes, { dataDir: config.dataDir });
  const field = post.field;
  const values: ContactValues = {
    fullName: field("fullName"),
    email: field("email"),
    phone: field("phone"),
    projectType: field("projectType") || CONTACT_DEFAULTS.projectType,
    preferredContact: field("preferredContact") || CONTACT_DEFAULTS.preferredContact,
    message: field("message"),
    town: field("town"),
    streetAddress: field("streetAddress"),
    budget: field("budget"),
    timeline: field("timeline"),
    heardFrom: field("heardFrom"),
  };
  // What was typed comes back so nothing is lost, but never more than a field may hold.
  const echo = () => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.slice(0, FIELD_MAX[k as ContactField])])) as ContactValues;
  const ip = context.clientIp || "unknown";
  // A catch is kept in Spam with its reason (decision 0031), bounded; never e-mailed or auto-replied.
  const spam = async (reason: string) => {
    const e = echo();
    const kept = await keepSpamCatch(
      db,
      {
        full_name: e.fullName,
        email: e.email,
        phone: e.phone || null,
        project_type: e.projectType || null,
        preferred_contact: e.preferredContact || null,
        message: e.message,
        ip,
        ...quoteDetails(e),
      },
      reason,
    ).catch((error: unknown) => {
      logger.warn({ err: error }, "could not keep a spam catch");
      return false;
    });
    if (!kept) logger.info({ ip, reason }, "spam catch dropped: the Spam folder's bounds are reached");
  };
  // The honeypot: people never see this field; bots fill it. They get a thank-you; the post waits in Spam.
  if (field("website").trim() !== "") {
    logger.info({ ip: context.clientIp }, "contact form honeypot triggered");
    await spam(SPAM_REASONS.honeypot);
    return data<ActionResult>({ ok: true, at: clockNow() });
  }
  // The choices are checked against their English words, whichever page posted them (contact.tsx).
  const choices = inLocale("en", () => siteFile().quoteForm);
  const parsed = parseForm(quoteSchema(choices), values);
  if (post.photoError || !parsed.ok) {
    const errors: ContactErrors = parsed.ok ? {} : { ...parsed.fieldErrors };
    if (post.photoError) errors.photos = post.photoError.message;
    return data<ActionResult>({ ok: false, values: echo(), errors }, { status: post.photoError?.status ?? 400 });
  }
  const ruleHit = spamReason(parsed.data);
  if (ruleHit) {
    await spam(ruleHit);
    return data<ActionResult>({ ok: true, at: clockNow() });
  }
  let slotId: string | null = null;
  // Known away (decision 0055): nothing is asked of it, the lead goes straight to the spool.
  let databaseAway = context.services.reach.down;
  if (!databaseAway)
    try {
      // Record, then decide: parallel posts cannot all pass the check (app/models/rate-limit.server.ts).
      const slot = await takeSendSlot(db, "message", ip);
      if (!slot.ok) {
        await spam(SPAM_REASONS.rateLimit(sendLimitMax("message")));
        const wait = slot.waitMinutes;
        const profile = await getProfile(db);
        return data<ActionResult>(
          {
            ok: false,
            values: echo(),
            errors: {},
            formError: `You have sent several messages in a short time. Please try again in ${wait} minutes, or call us at ${profile.phone}.`,
          },
          { status: 429 },
        );
      }
      slotId = slot.id;
    } catch (error) {
      // The database is away: the limit can't be checked, the lead is still kept (below, in the spool).
      if (!isDatabaseUnavailable(error)) return unavailable(error);
      databaseAway = true;
    }
  // The photos are checked before anything is kept: a refused one names its file and nothing typed is lost.
  let photos: Awaited<ReturnType<typeof cleanPhotos>>;
  try {
    photos = await cleanPhotos(post.photos, config.uploadMaxBytes);
  } catch (error) {
    if (slotId) await giveBackSendSlot(db, slotId);
    if (!(error instanceof UploadError)) return unavailable(error);
    return data<ActionResult>(
      { ok: false, values: echo(), errors: { photos: `${error.message} Your photos were not sent; choose them again.` } },
      { status: error.status },
    );
  }
  let messageId: string;
  const v = parsed.data;
  const newMessage = {
    full_name: v.fullName,
    email: v.email,
    phone: v.phone || null,
    project_type: v.projectType,
    preferred_contact: v.preferredContact,
    message: v.message,
    ip,
    ...quoteDetails(v),
    // Sent from a Spanish page: staff answer in Spanish, and the auto-reply is the Spanish one (decision 0068).
    language: requestLocale(),
    ...(await leadOrigin(context.services.analytics, request.headers, ip, databaseAway, field)),
  };
  try {
    if (databaseAway) throw Object.assign(new Error("the database is unavailable"), { code: "ECONNREFUSED" });
    const message = await createFormLead(db, newMessage, config.smtpUrl ? "pending" : "skipped");
    messageId = message.id;
  } catch (error) {
    if (!isDatabaseUnavailable(error)) return unavailable(error);
    // Never lose a lead (decision 0020): kept on this server's disk, moved in when the database returns.
    try {
      if (await spoolLead(context.services, newMessage, photos, config.smtpUrl ? "pending" : "skipped")) {
        logger.warn("the database is unavailable: a quote request was kept in the spool");
        context.leadSpooled = true;
        return data<ActionResult>({ ok: true, at: clockNow() });
      }
    } catch (spoolError) {
      logger.error({ err: spoolError }, "could not keep a quote request in the spool");
    }
    return unavailable(error);
  }
  // The database answers: anything kept while it was away goes in now.
  void drainSpool(context.services);
  // The message is kept: a photo that cannot be stored is logged, never a reason to lose the lead.
  try {
    await storeLeadPhotos(context.services, messageId, photos);
  } catch (error) {
    logger.error({ err: error, messageId }, "could not store a quote request's photos");
  }
  // Alerts go out in the background (e-mails, webhook), retried if they fail; the visitor never waits.
  try {
    await enqueueLeadAlerts(context.services, messageId);
  } catch (error) {
    logger.error({ err: error, messageId }, "could not queue a lead's alerts");
  }
  void kickNotifications(context.services);
  void kickLeadAlerts(context.services);
  // The next free site-visit times, booked with one more tap (decision 0050); never a reason to fail the thank-you.
  const visit = await offerForNewLead(context.services, messageId, newMessage.language).catch((error: unknown) => {
    logger.warn({ err: error, messageId }, "could not offer visit times");
    return null;
  });
  return data<ActionResult>({ ok: true, at: clockNow(), visit });

  async function unavailable(error: unknown) {
    logger.error({ err: error }, "could not store a contact message");
    if (slotId) await giveBackSendSlot(db, slotId);
    const profile = await getProfile(db).catch(() => null);
    return data<ActionResult>(
      {
        ok: false,
        values: echo(),
        errors: {},
        formError: `We could not save your message just now. Nothing you typed is lost: please try again${profile ? `, or call us at ${profile.phone}` : ""}.`,
      },
      { status: 503 },
    );
  }
}

/**
 * Where the lead's visit began (decision 0041): first what the visitor's own browser kept for the
 * tab (the first page it opened here and where it came from, posted with the form), so two people
 * behind one office or phone network are each credited to their own page. Without it (no
 * JavaScript, storage off) the server's count for this address and browser today is used, and the
 * lead says it was matched that way. Do Not Track or Global Privacy Control: neither.
 */
async function leadOrigin(analytics: Analytics, headers: Headers, ip: string, databaseAway: boolean, field: (name: string) => string) {
  const none = { landing_page: null, source: null, origin_basis: null };
  if (optedOut((n) => headers.get(n))) return none;
  const landing = landingPath(field("landing"));
  if (landing) return { landing_page: landing, source: field("source").trim().toLowerCase().slice(0, SOURCE_MAX) || null, origin_basis: "visit" };
  const counted = databaseAway ? null : await analytics.originOf(headers, ip).catch(() => null);
  if (counted) return { landing_page: counted.landing, source: counted.source || null, origin_basis: "address" };
  return none;
}

/** A path on this site (the page the visit began on, without its query), or null. */
function landingPath(raw: string) {
  const v = raw.trim().slice(0, LANDING_MAX).split(/[?#]/)[0]!;
  return /^\/[^\s\\]*$/.test(v) && !v.startsWith("//") ? v : null;
}
