// Longer than 300 lines: the contact page is the quote form with its many optional fields, their errors and the no-JavaScript path.
import { FieldError } from "~/components/FieldError";
import { VisitorField } from "~/components/VisitorField";
import { TrustStrip } from "~/components/TrustStrip";
import { trustFacts } from "~/content/trust-facts.server";
import { smsHref } from "~/sms/phone";
import { telHref } from "~/content/text";
import { useEffect, useState } from "react";
import { Form, data, useNavigation, useRouteLoaderData } from "react-router";
import type { RootData } from "~/root";
import { countReviews } from "~/models/reviews.server";
import { toast } from "sonner";
import { PageHero, textOf } from "~/components/blocks";
import { MapFacade } from "~/components/Facades";
import {
  CONTACT_DEFAULTS,
  CONTACT_METHODS,
  LANDING_MAX,
  MAX_QUOTE_PHOTOS,
  OTHER_TOWN,
  PROJECT_TYPES,
  QUOTE_PHOTO_ACCEPT,
  SOURCE_MAX,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from "~/leads/contact-form";
import { quoteSchema } from "~/forms/contact";
import { parseForm } from "~/forms/validate";
import { LIMITS } from "~/platform/policy";
import type { PageCopyBase, Hero } from "~/content/types";
import { pageCopy, siteFile } from "~/content/files.server";
import { UploadError } from "~/media/uploads.server";
import { enqueueLeadAlerts, kickLeadAlerts } from "~/mail/lead-alerts.server";
import { cleanPhotos, isPhotoPost, readContactPost, storeLeadPhotos, withPhotoSlot } from "./contact.server";
import { bundled } from "~/media/images";
import { kickNotifications } from "~/mail/mailer.server";
import { publicPage } from "~/content/page-data.server";
import { getBrand } from "~/models/brand.server";
import { offeredProjectTypes } from "~/content/services-named";
import { seoMeta } from "~/content/seo-meta";
import { createContactMessage } from "~/models/contact-messages.server";
import { optedOut, type Analytics } from "~/analytics/recorder.server";
import { drainSpool, spoolLead } from "~/leads/spool.server";
import { keepSpam } from "~/leads/spam.server";
import { SPAM_REASONS, spamReason } from "~/leads/spam-rules";
import { isDatabaseUnavailable } from "~/db/client.server";
import { releaseSlot, takeSlot } from "~/models/rate-limit.server";
import { getProfile } from "~/models/settings.server";
import { VERIFY_CONTRACTOR_LABEL, VERIFY_CONTRACTOR_URL } from "~/content/registration";
import { EnhanceScript, SiteLink as Link } from "~/platform/runtime";
import { PRIVACY_PATH } from "~/content/paths";
import contactScript from "./contact.enhance.ts?enhance";
import type { Route } from "./+types/contact";
import { clockNow } from "~/platform/clock";

interface ContactCopy extends PageCopyBase {
  hero: Hero;
  phoneCard: { title: string; text: string };
  emailCard: { title: string; text: string };
  office: { title: string; text: string };
  form: { heading: string; intro: string };
  map: { title: string; caption: string };
  tagline: string;
}

export const SUCCESS_MESSAGE = "Thank you for your message! We will get back to you soon.";

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data);
export const handle = { publicAction: true };

export async function loader({ context }: Route.LoaderArgs) {
  const copy = pageCopy<ContactCopy>("contact");
  const page = await publicPage(context, {
    path: "/contact",
    seo: { title: copy.seoTitle, description: copy.seoDescription },
    sections: { "hero-title": copy.hero.title, "hero-subtitle": copy.hero.subtitle, tagline: copy.tagline },
    images: {
      "hero-image": bundled("heroes/contact", "Illustration: a dock on the lakeshore among trees, below the hills"),
      "map-image": bundled(
        "map",
        "Schematic map, north up, not to scale: Lake Chelan runs northwest from the town of Chelan at its southeast end, with Manson uplake on the north shore; the Chelan River runs from Chelan to Chelan Falls on the Columbia River, which runs south past Entiat (west bank) and Orondo (east bank) to Wenatchee and East Wenatchee",
      ),
    },
    trail: [{ name: "Contact", path: "/contact" }],
  });
  const { towns, budgets, timelines, heardFrom } = siteFile().quoteForm;
  return {
    ...page,
    copy,
    trust: trustFacts(page.profile, await countReviews(context.services.db, { published: true })),
    // Project types of services turned off in Settings are not offered (decision 0038).
    choices: { towns, budgets, timelines, heardFrom, projectTypes: offeredProjectTypes(PROJECT_TYPES, (await getBrand(context.services.db)).hiddenServices) },
    maxPhotoMb: Math.round(context.services.config.uploadMaxBytes / 1024 / 1024),
  };
}

type ActionResult = { ok: true; at: number } | { ok: false; values: ContactValues; errors: ContactErrors; formError?: string };

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

export async function action(args: Route.ActionArgs) {
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
    const kept = await keepSpam(
      db,
      {
        full_name: e.fullName,
        email: e.email,
        phone: e.phone || null,
        project_type: e.projectType || null,
        preferred_contact: e.preferredContact || null,
        message: e.message,
        ip,
        town: e.town || null,
        street_address: e.streetAddress || null,
        budget: e.budget || null,
        timeline: e.timeline || null,
        heard_from: e.heardFrom || null,
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
  const choices = siteFile().quoteForm;
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
  let databaseAway = false;
  try {
    // Record, then decide: parallel posts cannot all pass the check (app/models/rate-limit.server.ts).
    const slot = await takeSlot(db, LIMITS.contactPerIp, ip);
    if (!slot.ok) {
      await spam(SPAM_REASONS.rateLimit(LIMITS.contactPerIp.max));
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
    if (slotId) await releaseSlot(db, slotId).catch(() => undefined);
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
    town: v.town || null,
    street_address: v.streetAddress || null,
    budget: v.budget || null,
    timeline: v.timeline || null,
    heard_from: v.heardFrom || null,
    ...(await leadOrigin(context.services.analytics, request.headers, ip, databaseAway, field)),
  };
  try {
    if (databaseAway) throw Object.assign(new Error("the database is unavailable"), { code: "ECONNREFUSED" });
    const message = await createContactMessage(db, newMessage, config.smtpUrl ? "pending" : "skipped");
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
  return data<ActionResult>({ ok: true, at: clockNow() });

  async function unavailable(error: unknown) {
    logger.error({ err: error }, "could not store a contact message");
    if (slotId) await releaseSlot(db, slotId).catch(() => undefined);
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

const FIELD_LABELS: Record<keyof ContactErrors, string> = {
  fullName: "Full name",
  email: "Email",
  phone: "Phone",
  projectType: "Project type",
  preferredContact: "Preferred contact",
  message: "Message",
  town: "Town of the site",
  streetAddress: "Street address",
  budget: "Budget range",
  timeline: "When would you like to start?",
  heardFrom: "How did you hear of us?",
  photos: "Photos",
};

/** "A", "A and B", "A, B and C". */
function listOf(items: string[]) {
  if (items.length <= 1) return items[0] ?? "the form";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
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

export default function Contact({ loaderData: d, actionData }: Route.ComponentProps) {
  // The mobile number for texts is the root loader's (every page's header shows it too).
  const textMobile = (useRouteLoaderData("root") as RootData | undefined)?.textMobile;
  const { copy, sections, seo, profile } = d;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === "/contact";
  const result = actionData as ActionResult | undefined;
  const failed = result && !result.ok ? result : null;
  const [bannerAt, setBannerAt] = useState<number | null>(result?.ok ? result.at : null);
  useEffect(() => {
    if (result?.ok) {
      setBannerAt(result.at);
      const t = setTimeout(() => setBannerAt(null), 5000);
      return () => clearTimeout(t);
    }
    if (result && !result.ok && result.formError) toast.error(result.formError);
  }, [result]);
  const v = failed?.values;
  const err = failed?.errors ?? {};
  const choices = d.choices;
  const tel = telHref(profile.phone);

  return (
    <>
      <PageHero title={seo.h1 ?? textOf(sections["hero-title"])} subtitle={sections["hero-subtitle"]} image={d.images["hero-image"]} />
      <TrustStrip facts={d.trust} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-section sm:py-section-lg lg:grid-cols-5">
        <div className="space-y-5 lg:col-span-2">
          <h2 className="sr-only">{seo.h2s[0] ?? "How to reach us"}</h2>
          <div className="rounded-xl border border-slate-200 p-6">
            <h3 className="text-lg font-semibold text-lake-900">{textOf(sections["phone-title"] ?? { text: copy.phoneCard.title })}</h3>
            <p className="mt-1 text-slate-700">{textOf(sections["phone-text"] ?? { text: copy.phoneCard.text })}</p>
            <a href={tel} className="mt-3 inline-block text-xl font-bold text-cedar-700 hover:underline">
              {profile.phone}
            </a>
            {textMobile && (
              <p className="mt-2">
                <a
                  href={smsHref(textMobile)}
                  className="inline-block py-1 text-lg font-semibold text-cedar-700 underline"
                  aria-label={`Text us at ${textMobile}`}
                >
                  Text us at {textMobile}
                </a>
              </p>
            )}
          </div>
          <div className="rounded-xl border border-slate-200 p-6">
            <h3 className="text-lg font-semibold text-lake-900">{textOf(sections["email-title"] ?? { text: copy.emailCard.title })}</h3>
            <p className="mt-1 text-slate-700">{textOf(sections["email-text"] ?? { text: copy.emailCard.text })}</p>
            <a href={`mailto:${profile.email}`} className="mt-3 inline-block break-all text-lg font-bold text-cedar-700 hover:underline">
              {profile.email}
            </a>
          </div>
          <div className="rounded-xl border border-slate-200 p-6">
            <h3 className="text-lg font-semibold text-lake-900">{textOf(sections["office-title"] ?? { text: copy.office.title })}</h3>
            <p className="mt-1 text-slate-700">{textOf(sections["office-text"] ?? { text: copy.office.text })}</p>
            <p className="mt-3 font-semibold text-slate-800">
              {profile.officeLine}
              <br />
              {profile.city}, {profile.region} {profile.postalCode}
            </p>
            <p className="mt-3 text-sm text-slate-700" data-registration>
              Washington contractor registration {profile.registration}.{" "}
              <a href={VERIFY_CONTRACTOR_URL} rel="noopener" className="font-semibold text-cedar-700 underline">
                {VERIFY_CONTRACTOR_LABEL}
              </a>
            </p>
          </div>
          <MapFacade
            poster={d.images["map-image"]}
            title={textOf(sections["map-title"] ?? { text: copy.map.title })}
            caption={textOf(sections["map-caption"] ?? { text: copy.map.caption })}
          />
        </div>
        <section className="lg:col-span-3" aria-labelledby="form-heading">
          <h2 id="form-heading" className="text-3xl font-bold text-lake-900">
            {seo.h2s[1] ?? textOf(sections["form-heading"] ?? { text: copy.form.heading })}
          </h2>
          <p className="mt-2 text-lg text-slate-700">{textOf(sections["form-intro"] ?? { text: copy.form.intro })}</p>
          {/* The form posts to /contact#form-status, so after sending (JS on or off) the browser scrolls here: a phone sees the answer. */}
          <div id="form-status" tabIndex={-1} className="scroll-mt-24 outline-none">
            {bannerAt && (
              <div
                role="status"
                className="mt-6 flex items-start justify-between gap-4 rounded-md border border-green-300 bg-green-50 px-4 py-3 font-semibold text-green-900"
                data-sent-banner
              >
                <span>{SUCCESS_MESSAGE}</span>
                <button type="button" className="shrink-0 rounded px-2 text-sm underline" hidden data-dismiss-banner aria-label="Dismiss the thank-you message">
                  Dismiss
                </button>
              </div>
            )}
            {failed && (
              <div role="alert" className="mt-6 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900">
                {failed.formError ??
                  `Your message was not sent yet: please check ${listOf(Object.keys(err).map((k) => FIELD_LABELS[k as keyof ContactErrors] ?? k))} below. Everything you typed is still there.`}
              </div>
            )}
          </div>
          <Form
            method="post"
            action="/contact#form-status"
            encType="multipart/form-data"
            className="mt-6 grid gap-5 sm:grid-cols-2"
            key={result?.ok ? result.at : "form"}
            noValidate={Boolean(failed)}
            data-contact-form
            data-max-photos={MAX_QUOTE_PHOTOS}
            data-max-photo-mb={d.maxPhotoMb}
          >
            <VisitorField
              name="fullName"
              label="Full name"
              required
              autoComplete="name"
              maxLength={100}
              value={v?.fullName}
              error={err.fullName}
              className="sm:col-span-2"
            />
            <VisitorField name="email" label="Email" required type="email" autoComplete="email" maxLength={254} value={v?.email} error={err.email} />
            <VisitorField name="phone" label="Phone" type="tel" autoComplete="tel" maxLength={40} value={v?.phone} error={err.phone} />
            <div>
              <label htmlFor="projectType" className="label">
                Project type
              </label>
              <select id="projectType" name="projectType" defaultValue={v?.projectType ?? CONTACT_DEFAULTS.projectType} className="field">
                {d.choices.projectTypes.map((p) => (
                  <option key={p}>{p}</option>
                ))}
              </select>
              <FieldError id="projectType-error" message={err.projectType} />
            </div>
            <fieldset>
              <legend className="label">Preferred contact</legend>
              <div className="flex gap-6 pt-2">
                {CONTACT_METHODS.map((m) => (
                  <label key={m} className="flex items-center gap-2">
                    <input
                      type="radio"
                      name="preferredContact"
                      value={m}
                      defaultChecked={(v?.preferredContact ?? CONTACT_DEFAULTS.preferredContact) === m}
                      className="h-4 w-4 accent-lake-700"
                    />
                    {m}
                  </label>
                ))}
              </div>
            </fieldset>
            <VisitorField name="message" label="Message" required rows={6} maxLength={5000} value={v?.message} error={err.message} className="sm:col-span-2" />
            <fieldset className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
              <legend className="mb-1 text-lg font-semibold text-lake-900">About the job (optional)</legend>
              <ChoiceField name="town" label="Town of the site" options={[...choices.towns, OTHER_TOWN]} value={v?.town} error={err.town} />
              <VisitorField
                name="streetAddress"
                label="Street address"
                autoComplete="street-address"
                maxLength={200}
                value={v?.streetAddress}
                error={err.streetAddress}
              />
              <ChoiceField name="budget" label="Budget range" options={choices.budgets} value={v?.budget} error={err.budget} />
              <ChoiceField name="timeline" label="When would you like to start?" options={choices.timelines} value={v?.timeline} error={err.timeline} />
              <ChoiceField name="heardFrom" label="How did you hear of us?" options={choices.heardFrom} value={v?.heardFrom} error={err.heardFrom} />
            </fieldset>
            <div className="hidden" aria-hidden="true">
              <label htmlFor="website">Leave this field empty</label>
              <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" />
            </div>
            <input type="hidden" name="landing" defaultValue="" data-landing />
            <input type="hidden" name="source" defaultValue="" data-source />
            {/* Last in the form: the text fields arrive before the photos, so a refused photo never loses what was typed. */}
            <div className="sm:col-span-2">
              <label htmlFor="photos" className="label">
                Photos of the site or the room <span className="font-normal text-slate-600">(optional, up to {MAX_QUOTE_PHOTOS})</span>
              </label>
              <input
                id="photos"
                name="photos"
                type="file"
                multiple
                accept={QUOTE_PHOTO_ACCEPT}
                aria-invalid={Boolean(err.photos)}
                aria-describedby={err.photos ? "photos-hint photos-error" : "photos-hint"}
                className="field"
              />
              <p id="photos-hint" className="mt-1 text-sm text-slate-600">
                JPEG, PNG, WebP, AVIF or GIF, up to {d.maxPhotoMb} MB each. Only our staff see them; location data is removed.
              </p>
              <FieldError id="photos-error" message={err.photos} />
            </div>
            <div className="sm:col-span-2">
              <button type="submit" className="btn-primary" disabled={busy}>
                {busy ? "Sending..." : "Send Message"}
              </button>
              <p className="mt-2 text-sm text-slate-600">
                * Required. We use your details only to answer you.{" "}
                <Link to={PRIVACY_PATH} className="underline">
                  How we use your details
                </Link>
              </p>
            </div>
          </Form>
          <EnhanceScript src={contactScript} />
        </section>
      </div>
      <p className="mx-auto max-w-4xl px-4 pb-4 text-center text-2xl font-semibold text-lake-900">{textOf(sections.tagline)}</p>
    </>
  );
}

/** An optional choice: "Choose…" (nothing) or one of the offered options. */
function ChoiceField({ name, label, options, value, error }: { name: string; label: string; options: readonly string[]; value?: string; error?: string }) {
  return (
    <div>
      <label htmlFor={name} className="label">
        {label} <span className="font-normal text-slate-600">(optional)</span>
      </label>
      <select
        id={name}
        name={name}
        defaultValue={value ?? ""}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${name}-error` : undefined}
        className="field"
      >
        <option value="">Choose…</option>
        {options.map((o) => (
          <option key={o}>{o}</option>
        ))}
      </select>
      <FieldError id={`${name}-error`} message={error} />
    </div>
  );
}
