// The accessibility statement, its report form and the form's action: one route, so the form works without JavaScript.
import { VisitorField } from "~/components/VisitorField";
import { contactSchema } from "~/forms/contact";
import { Form, data } from "react-router";
import { z } from "zod";
import { BandHero, Rich, textOf } from "~/components/blocks";
import { partsPage } from "~/services/page-data.server";
import { ACCESSIBILITY_PATH, PRIVACY_PATH } from "~/content/paths";
import { ACCESSIBILITY_PARTS } from "~/content/sections";
import { seoMeta } from "~/content/seo-meta";
import { parseForm } from "~/forms/validate";
import { kickNotifications } from "~/mail/mailer.server";
import { createFormLead } from "~/services/leads.server";
import { accessibilityFacts } from "~/services/privacy-facts.server";
import { accessibilityLimits } from "~/content/legal-facts";
import { localeOf } from "~/content/locale";
import { giveBackSendSlot, takeSendSlot } from "~/services/visitor-limits.server";
import { getProfile } from "~/models/settings.server";
import { SiteLink as Link } from "~/platform/runtime";
import type { Route } from "./+types/accessibility";

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data);

/** Visitors post barrier reports here without signing in (like the contact form). */
export const handle = { publicAction: true };

/**
 * The accessibility statement (decision 0033): the owner's wording per part, the testing and the
 * known limits as this site really has them, and a short form whose report becomes a lead of its
 * own kind in Messages. The response time is the one set in Settings → Data.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const [page, facts] = await Promise.all([partsPage(context, "accessibility", ACCESSIBILITY_PATH), accessibilityFacts(context.services.db)]);
  // The limits in the page's language (decision 0065): the same facts choose the same sentences.
  return { ...page, days: facts.days, limits: accessibilityLimits(facts.thirdParties, localeOf(new URL(request.url).pathname)) };
}

const reportSchema = z.object({
  fullName: contactSchema.shape.fullName,
  email: contactSchema.shape.email,
  problem: z.string().trim().min(1, "Please tell us what was hard to use, and where.").max(3000, "Please keep it under 3,000 characters."),
  setup: z.string().trim().max(200, "Please keep this under 200 characters."),
});
type ReportField = keyof z.infer<typeof reportSchema>;
const MAX: Record<ReportField, number> = { fullName: 100, email: 254, problem: 3000, setup: 200 };

type Result = { ok: true } | { ok: false; values: Record<ReportField, string>; errors: Partial<Record<ReportField, string>>; formError?: string };

export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, logger } = context.services;
  const form = await request.formData().catch(() => null);
  const field = (n: string) => {
    const v = form?.get(n);
    return typeof v === "string" ? v : "";
  };
  const values = { fullName: field("fullName"), email: field("email"), problem: field("problem"), setup: field("setup") };
  const echo = () => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.slice(0, MAX[k as ReportField])])) as Record<ReportField, string>;
  if (field("website").trim() !== "") return data<Result>({ ok: true });
  const parsed = parseForm(reportSchema, values);
  if (!parsed.ok) return data<Result>({ ok: false, values: echo(), errors: parsed.fieldErrors }, { status: 400 });
  // The same per-address limit as the quote form: reports share it (services/visitor-limits.server.ts).
  const slot = await takeSendSlot(db, "message", context.clientIp);
  if (!slot.ok) {
    const profile = await getProfile(db);
    return data<Result>(
      {
        ok: false,
        values: echo(),
        errors: {},
        formError: `You have sent several messages in a short time. Please try again in ${slot.waitMinutes} minutes, or call us at ${profile.phone}.`,
      },
      { status: 429 },
    );
  }
  const v = parsed.data;
  try {
    await createFormLead(
      db,
      {
        kind: "accessibility",
        full_name: v.fullName,
        email: v.email,
        phone: null,
        project_type: "Accessibility report",
        preferred_contact: "Email",
        message: v.setup ? `${v.problem}\n\nDevice, browser or assistive technology: ${v.setup}` : v.problem,
        ip: context.clientIp || null,
      },
      config.smtpUrl ? "pending" : "skipped",
    );
  } catch (error) {
    logger.error({ err: error }, "could not store an accessibility report");
    await giveBackSendSlot(db, slot.id);
    const profile = await getProfile(db).catch(() => null);
    return data<Result>(
      {
        ok: false,
        values: echo(),
        errors: {},
        formError: `We could not save your report just now. Please try again${profile ? `, or call us at ${profile.phone}` : ""}.`,
      },
      { status: 503 },
    );
  }
  void kickNotifications(context.services);
  return data<Result>({ ok: true });
}

export default function Accessibility({ loaderData: d, actionData }: Route.ComponentProps) {
  const { sections, seo, profile } = d;
  const result = actionData as Result | undefined;
  const failed = result && !result.ok ? result : null;
  const err = failed?.errors ?? {};
  const facts: Record<(typeof ACCESSIBILITY_PARTS)[number]["id"], React.ReactNode> = {
    standard: (
      <p>
        Every page is checked against WCAG 2.1 level A and AA rules. Where we know a part falls short, it is listed under “{textOf(sections["limits-heading"]!)}
        ”.
      </p>
    ),
    testing: (
      <ul className="list-disc space-y-1 pl-6" data-facts="testing">
        <li>
          Before a new version of the site is put online, every public page is checked in a real browser with the axe accessibility checker, at a phone’s width
          and a desktop’s.
        </li>
        <li>The menus, the contact form and the staff pages are tested with the keyboard: focus goes where it should, and Escape closes what it opened.</li>
        <li>The pages are tested with JavaScript turned off, and the words over each page’s main picture are measured for contrast.</li>
      </ul>
    ),
    limits: (
      <ul className="list-disc space-y-1 pl-6" data-facts="limits">
        {d.limits.map((l) => (
          <li key={l.id} data-fact={l.id}>
            {l.text}
          </li>
        ))}
      </ul>
    ),
    report: (
      <p>
        {`We answer within ${d.days} business day${d.days === 1 ? "" : "s"}. You can also call `}
        <a className="font-semibold text-cedar-700 underline" href={`tel:${profile.phone.replace(/[^\d+]/g, "")}`}>
          {profile.phone}
        </a>
        {" or write to "}
        <a className="font-semibold text-cedar-700 underline" href={`mailto:${profile.email}`}>
          {profile.email}
        </a>
        {", or use the form below or the "}
        <Link to="/contact" className="font-semibold text-cedar-700 underline">
          contact page
        </Link>
        .
      </p>
    ),
  };
  return (
    <>
      <BandHero title={seo.h1 ?? textOf(sections["hero-title"]!)} intro={sections.intro!} />
      <div className="mx-auto max-w-3xl px-4 py-section sm:py-section-lg">
        {ACCESSIBILITY_PARTS.map((p) => (
          <section key={p.id} aria-labelledby={`a11y-${p.id}`} className="mt-10 first:mt-0" data-block={`${p.id}-text`}>
            <h2 id={`a11y-${p.id}`} className="text-2xl font-bold text-lake-900">
              {textOf(sections[`${p.id}-heading`]!)}
            </h2>
            <Rich value={sections[`${p.id}-text`]!} className="mt-3 text-lg text-slate-800" />
            <div className="mt-3 text-slate-800">{facts[p.id]}</div>
          </section>
        ))}
        <div id="report-status" tabIndex={-1} className="mt-6 scroll-mt-24 outline-none">
          {result?.ok && (
            <p role="status" className="rounded-md border border-green-300 bg-green-50 px-4 py-3 font-semibold text-green-900" data-report-sent>
              {`Thank you. Your report reached us, and we will answer within ${d.days} business day${d.days === 1 ? "" : "s"}.`}
            </p>
          )}
          {failed && (
            <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900">
              {failed.formError ?? "Your report was not sent yet: please check the fields marked below. Everything you typed is still there."}
            </p>
          )}
        </div>
        <Form
          method="post"
          action={`${ACCESSIBILITY_PATH}#report-status`}
          className="mt-6 grid gap-5"
          aria-labelledby="a11y-report"
          noValidate={Boolean(failed)}
          key={result?.ok ? "sent" : "form"}
        >
          <VisitorField name="fullName" label="Your name" required autoComplete="name" maxLength={100} value={failed?.values.fullName} error={err.fullName} />
          <VisitorField
            name="email"
            label="Your e-mail address"
            required
            type="email"
            autoComplete="email"
            maxLength={254}
            value={failed?.values.email}
            error={err.email}
          />
          <VisitorField
            name="problem"
            label="What was hard to use, and on which page?"
            required
            rows={5}
            maxLength={3000}
            value={failed?.values.problem}
            error={err.problem}
          />
          <VisitorField
            name="setup"
            label="Your device, browser or assistive technology"
            maxLength={200}
            value={failed?.values.setup}
            error={err.setup}
            hint="For example: iPhone with VoiceOver, or Windows with NVDA and Firefox."
          />
          <div className="hidden" aria-hidden="true">
            <label htmlFor="a11y-website">Leave this field empty</label>
            <input id="a11y-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
          </div>
          <div>
            <button type="submit" className="btn-primary">
              Send the report
            </button>
            <p className="mt-2 text-sm text-slate-600">
              * Required.{" "}
              <Link to={PRIVACY_PATH} className="underline">
                How we use your details
              </Link>
            </p>
          </div>
        </Form>
      </div>
    </>
  );
}
