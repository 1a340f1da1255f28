// The accessibility statement, its report form and the form's action: one route, so the form works without JavaScript.
import { VisitorField } from "~/components/VisitorField";
import { Form } from "react-router";
import { accessibilityText } from "~/content/accessibility-text";
import { accessibilityAction, type ReportResult } from "./accessibility.action.server";
import { textOf } from "~/components/blocks";
import { EmailOrContactPage, PartsPage } from "~/components/PartsPage";
import { partsPage } from "~/services/page-data.server";
import { ACCESSIBILITY_PATH, PRIVACY_PATH } from "~/content/paths";
import { ACCESSIBILITY_PARTS } from "~/content/sections";
import { seoMeta } from "~/content/seo-meta";
import { accessibilityFacts } from "~/services/privacy-facts.server";
import { accessibilityLimits } from "~/content/legal-facts";
import { requestLocale } from "~/content/request-locale.server";
import { useT } from "~/components/use-locale";
import { SiteLink as Link, usePathInLanguage } from "~/platform/runtime";
import type { Route } from "./+types/accessibility";

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data);

/** Visitors post barrier reports here without signing in (like the contact form). */
export const handle = { publicAction: true };

/**
 * The accessibility statement (decision 0033): the owner's wording per part, the testing and the
 * known limits as this site really has them, and a short form whose report becomes a lead of its
 * own kind in Messages. The response time is the one set in Settings → Data.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const locale = requestLocale();
  const [page, facts] = await Promise.all([partsPage(context, "accessibility", ACCESSIBILITY_PATH), accessibilityFacts(context.services.db)]);
  // The limits in the page's language (decision 0065): the same facts choose the same sentences.
  return { ...page, locale, days: facts.days, limits: accessibilityLimits(facts.thirdParties, locale) };
}

export const action = (args: Route.ActionArgs) => accessibilityAction(args);

export default function Accessibility({ loaderData: d, actionData }: Route.ComponentProps) {
  const { sections, seo, profile } = d;
  const tx = accessibilityText(d.locale);
  const t = useT();
  const result = actionData as ReportResult | undefined;
  const reportPath = usePathInLanguage(ACCESSIBILITY_PATH);
  const failed = result && !result.ok ? result : null;
  const err = failed?.errors ?? {};
  const facts: Record<(typeof ACCESSIBILITY_PARTS)[number]["id"], React.ReactNode> = {
    standard: <p>{tx.standard(textOf(sections["limits-heading"]!))}</p>,
    testing: (
      <ul className="list-disc space-y-1 pl-6" data-facts="testing">
        {tx.testing.map((line) => (
          <li key={line}>{line}</li>
        ))}
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
        {tx.report.answerIn(d.days)}
        <a className="font-semibold text-cedar-700 underline" href={`tel:${profile.phone.replace(/[^\d+]/g, "")}`}>
          {profile.phone}
        </a>
        {tx.report.orWrite}
        <EmailOrContactPage email={profile.email} between={tx.report.orForm} contactPage={tx.report.contactPage} />.
      </p>
    ),
  };
  return (
    <PartsPage sections={sections} h1={seo.h1} parts={ACCESSIBILITY_PARTS} idPrefix="a11y" facts={facts}>
      <div id="report-status" tabIndex={-1} className="mt-6 scroll-mt-24 outline-none">
        {result?.ok && (
          <p role="status" className="rounded-md border border-green-300 bg-green-50 px-4 py-3 font-semibold text-green-900" data-report-sent>
            {tx.thanks(d.days)}
          </p>
        )}
        {failed && (
          <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900">
            {failed.formError ?? tx.errors.check}
          </p>
        )}
      </div>
      <Form
        method="post"
        action={`${reportPath}#report-status`}
        className="mt-6 grid gap-5"
        aria-labelledby="a11y-report"
        noValidate={Boolean(failed)}
        key={result?.ok ? "sent" : "form"}
      >
        <VisitorField
          name="fullName"
          label={tx.labels.fullName}
          required
          autoComplete="name"
          maxLength={100}
          value={failed?.values.fullName}
          error={err.fullName}
        />
        <VisitorField
          name="email"
          label={tx.labels.email}
          required
          type="email"
          autoComplete="email"
          maxLength={254}
          value={failed?.values.email}
          error={err.email}
        />
        <VisitorField name="problem" label={tx.labels.problem} required rows={5} maxLength={3000} value={failed?.values.problem} error={err.problem} />
        <VisitorField name="setup" label={tx.labels.setup} maxLength={200} value={failed?.values.setup} error={err.setup} hint={tx.labels.setupHint} />
        <div className="hidden" aria-hidden="true">
          <label htmlFor="a11y-website">{t("Leave this field empty")}</label>
          <input id="a11y-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <div>
          <button type="submit" className="btn-primary">
            {tx.labels.send}
          </button>
          <p className="mt-2 text-sm text-slate-600">
            {tx.labels.required}{" "}
            <Link to={PRIVACY_PATH} className="underline">
              {tx.labels.howWeUse}
            </Link>
          </p>
        </div>
      </Form>
    </PartsPage>
  );
}
