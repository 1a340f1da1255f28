import { useEffect, useState } from "react";
import { Form, data, useNavigation } from "react-router";
import { toast } from "sonner";
import { PageHero, textOf } from "~/components/blocks";
import { MapFacade } from "~/components/Facades";
import { CONTACT_DEFAULTS, CONTACT_METHODS, PROJECT_TYPES, type ContactErrors, type ContactValues } from "~/leads/contact-form";
import { contactSchema } from "~/forms/contact";
import { parseForm } from "~/forms/validate";
import { LIMITS } from "~/platform/policy";
import type { PageCopyBase, Hero } from "~/content/types";
import { pageCopy } from "~/content/files.server";
import { bundled } from "~/media/images";
import { kickNotifications } from "~/mail/mailer.server";
import { publicPage } from "~/content/page-data.server";
import { seoMeta } from "~/content/seo-meta";
import { createContactMessage } from "~/models/contact-messages.server";
import { releaseSlot, takeSlot } from "~/models/rate-limit.server";
import { getProfile } from "~/models/settings.server";
import { EnhanceScript } from "~/platform/runtime";
import contactScript from "./contact.enhance.ts?enhance";
import type { Route } from "./+types/contact";

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
      "hero-image": bundled("heroes/contact", "Illustration: a lake shoreline below dry hills"),
      "map-image": bundled("map", "Illustration: a drawn map of Lake Chelan with Chelan, Manson and Chelan Falls"),
    },
    trail: [{ name: "Contact", path: "/contact" }],
  });
  return { ...page, copy };
}

type ActionResult = { ok: true; at: number } | { ok: false; values: ContactValues; errors: ContactErrors; formError?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const { db, logger, config } = context.services;
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? "");
  const values: ContactValues = {
    fullName: field("fullName"),
    email: field("email"),
    phone: field("phone"),
    projectType: field("projectType") || CONTACT_DEFAULTS.projectType,
    preferredContact: field("preferredContact") || CONTACT_DEFAULTS.preferredContact,
    message: field("message"),
  };
  // The honeypot: people never see this field; bots fill it. They get a thank-you and nothing is kept.
  if (field("website").trim() !== "") {
    logger.info({ ip: context.clientIp }, "contact form honeypot triggered");
    return data<ActionResult>({ ok: true, at: Date.now() });
  }
  const parsed = parseForm(contactSchema, values);
  if (!parsed.ok) {
    // What was typed comes back so nothing is lost, but never more than a field may hold.
    const echo = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.slice(0, 5000)])) as ContactValues;
    return data<ActionResult>({ ok: false, values: echo, errors: parsed.fieldErrors }, { status: 400 });
  }
  const ip = context.clientIp || "unknown";
  let slotId: string | null = null;
  try {
    // Record, then decide: parallel posts cannot all pass the check (app/models/rate-limit.server.ts).
    const slot = await takeSlot(db, LIMITS.contactPerIp, ip);
    if (!slot.ok) {
      const wait = slot.waitMinutes;
      const profile = await getProfile(db);
      return data<ActionResult>(
        {
          ok: false,
          values,
          errors: {},
          formError: `You have sent several messages in a short time. Please try again in ${wait} minutes, or call us at ${profile.phone}.`,
        },
        { status: 429 },
      );
    }
    slotId = slot.id;
    const v = parsed.data;
    await createContactMessage(
      db,
      {
        full_name: v.fullName,
        email: v.email,
        phone: v.phone || null,
        project_type: v.projectType,
        preferred_contact: v.preferredContact,
        message: v.message,
        ip,
      },
      config.smtpUrl ? "pending" : "skipped",
    );
  } catch (error) {
    logger.error({ err: error }, "could not store a contact message");
    if (slotId) await releaseSlot(db, slotId).catch(() => undefined);
    const profile = await getProfile(db).catch(() => null);
    return data<ActionResult>(
      {
        ok: false,
        values,
        errors: {},
        formError: `We could not save your message just now. Nothing you typed is lost: please try again${profile ? `, or call us at ${profile.phone}` : ""}.`,
      },
      { status: 503 },
    );
  }
  // Stored: the e-mail notification goes out in the background and is retried if it fails.
  void kickNotifications(context.services);
  return data<ActionResult>({ ok: true, at: Date.now() });
}

export default function Contact({ loaderData: d, actionData }: Route.ComponentProps) {
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
  const describedBy = (name: keyof ContactValues) => (err[name] ? `${name}-error` : undefined);
  const tel = `tel:${profile.phone.replace(/[^\d+]/g, "")}`;

  return (
    <>
      <PageHero title={seo.h1 ?? textOf(sections["hero-title"])} subtitle={sections["hero-subtitle"]} image={d.images["hero-image"]} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 lg:grid-cols-5">
        <div className="space-y-5 lg:col-span-2">
          <h2 className="sr-only">{seo.h2s[0] ?? "How to reach us"}</h2>
          <div className="rounded-xl border border-slate-200 p-6">
            <h3 className="text-lg font-semibold text-lake-900">{textOf(sections["phone-title"] ?? { text: copy.phoneCard.title })}</h3>
            <p className="mt-1 text-slate-700">{textOf(sections["phone-text"] ?? { text: copy.phoneCard.text })}</p>
            <a href={tel} className="mt-3 inline-block text-xl font-bold text-cedar-700 hover:underline">
              {profile.phone}
            </a>
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
          {bannerAt && (
            <div role="status" className="mt-6 rounded-md border border-green-300 bg-green-50 px-4 py-3 font-semibold text-green-900" data-sent-banner>
              {SUCCESS_MESSAGE}
            </div>
          )}
          {failed?.formError && (
            <div role="alert" className="mt-6 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900">
              {failed.formError}
            </div>
          )}
          <Form
            method="post"
            action="/contact"
            className="mt-6 grid gap-5 sm:grid-cols-2"
            key={result?.ok ? result.at : "form"}
            noValidate={Boolean(failed)}
            data-contact-form
          >
            <div className="sm:col-span-2">
              <label htmlFor="fullName" className="label">
                Full name <span aria-hidden="true">*</span>
              </label>
              <input
                id="fullName"
                name="fullName"
                required
                autoComplete="name"
                maxLength={100}
                defaultValue={v?.fullName}
                aria-invalid={Boolean(err.fullName)}
                aria-describedby={describedBy("fullName")}
                className="field"
              />
              <FieldError id="fullName-error" message={err.fullName} />
            </div>
            <div>
              <label htmlFor="email" className="label">
                Email <span aria-hidden="true">*</span>
              </label>
              <input
                id="email"
                name="email"
                type="email"
                required
                autoComplete="email"
                maxLength={254}
                defaultValue={v?.email}
                aria-invalid={Boolean(err.email)}
                aria-describedby={describedBy("email")}
                className="field"
              />
              <FieldError id="email-error" message={err.email} />
            </div>
            <div>
              <label htmlFor="phone" className="label">
                Phone <span className="font-normal text-slate-600">(optional)</span>
              </label>
              <input
                id="phone"
                name="phone"
                type="tel"
                autoComplete="tel"
                maxLength={40}
                defaultValue={v?.phone}
                aria-invalid={Boolean(err.phone)}
                aria-describedby={describedBy("phone")}
                className="field"
              />
              <FieldError id="phone-error" message={err.phone} />
            </div>
            <div>
              <label htmlFor="projectType" className="label">
                Project type
              </label>
              <select id="projectType" name="projectType" defaultValue={v?.projectType ?? CONTACT_DEFAULTS.projectType} className="field">
                {PROJECT_TYPES.map((p) => (
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
            <div className="sm:col-span-2">
              <label htmlFor="message" className="label">
                Message <span aria-hidden="true">*</span>
              </label>
              <textarea
                id="message"
                name="message"
                required
                rows={6}
                maxLength={5000}
                defaultValue={v?.message}
                aria-invalid={Boolean(err.message)}
                aria-describedby={describedBy("message")}
                className="field"
              />
              <FieldError id="message-error" message={err.message} />
            </div>
            <div className="hidden" aria-hidden="true">
              <label htmlFor="website">Leave this field empty</label>
              <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" />
            </div>
            <div className="sm:col-span-2">
              <button type="submit" className="btn-primary" disabled={busy}>
                {busy ? "Sending..." : "Send Message"}
              </button>
              <p className="mt-2 text-sm text-slate-600">* Required. We use your details only to answer you.</p>
            </div>
          </Form>
          <EnhanceScript src={contactScript} />
        </section>
      </div>
      <p className="mx-auto max-w-4xl px-4 pb-4 text-center text-2xl font-semibold text-lake-900">{textOf(sections.tagline)}</p>
    </>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}
