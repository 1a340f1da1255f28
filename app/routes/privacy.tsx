import { textOf } from "~/components/blocks";
import { EmailOrContactPage, PartsPage } from "~/components/PartsPage";
import { partsPage } from "~/services/page-data.server";
import { PRIVACY_PATH } from "~/content/paths";
import { privacyText } from "~/content/privacy-text";
import { privacyFacts } from "~/services/privacy-facts.server";
import { PRIVACY_PARTS } from "~/content/sections";
import { alertsLead, eraseKeeps, thirdPartySentences } from "~/content/legal-facts";
import { requestLocale } from "~/content/request-locale.server";
import { seoMeta } from "~/content/seo-meta";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data);

/**
 * The privacy notice (decision 0033): the owner's wording from the page editor, and under each
 * part the facts read at render from what the site does and from Settings, so a change there
 * (the webhook turned on, a shorter retention time) shows here at once.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const locale = requestLocale();
  const [page, facts] = await Promise.all([partsPage(context, "privacy", PRIVACY_PATH), privacyFacts(context, locale)]);
  return { ...page, facts, locale };
}

export default function Privacy({ loaderData: d }: Route.ComponentProps) {
  const { sections, seo, facts, locale } = d;
  const tx = privacyText(locale);
  const thirdParty = thirdPartySentences(facts.thirdParties, locale).map((t) => (
    <li key={t.id} data-fact={`third-party-${t.id}`}>
      {t.text}
    </li>
  ));
  const lists: Record<(typeof PRIVACY_PARTS)[number]["id"], React.ReactNode> = {
    forms: (
      <>
        <ul className="list-disc space-y-1 pl-6" data-facts="forms">
          {facts.fields.map((f) => (
            <li key={f.label}>{`${f.label}: ${f.why}.`}</li>
          ))}
        </ul>
        <p className="mt-3">{tx.requestExtras}</p>
        <p className="mt-3" data-fact="added-leads">
          {tx.addedLeads}
        </p>
        <p className="mt-3">{tx.reportForm(facts.reportFields)}</p>
      </>
    ),
    photos: (
      <ul className="list-disc space-y-1 pl-6" data-facts="photos">
        <li>{tx.photos.cleaned}</li>
        <li>{tx.photos.staffOnly}</li>
        <li>{tx.photos.keptWith(textOf(sections["keep-heading"]!))}</li>
        <li data-fact="job-pages">{tx.photos.jobPages(facts.jobPhotosPerComment)}</li>
      </ul>
    ),
    visits: facts.analytics ? (
      <ul className="list-disc space-y-1 pl-6" data-facts="visits">
        <li>{tx.visits.noCookies}</li>
        <li>{tx.visits.salt}</li>
        <li>{tx.visits.counts}</li>
        <li>{tx.visits.dnt}</li>
        <li data-fact="taps">{tx.visits.taps}</li>
        {thirdParty}
      </ul>
    ) : (
      <div data-facts="visits">
        <p>{tx.visits.notCounted}</p>
        <ul className="mt-3 list-disc space-y-1 pl-6">{thirdParty}</ul>
      </div>
    ),
    alerts: (
      <ul className="list-disc space-y-1 pl-6" data-facts="alerts">
        <li data-channel="messages">{alertsLead(facts.channels.length, locale)}</li>
        {facts.channels.map((c) => (
          <li key={c.id} data-channel={c.id}>
            {c.text}
          </li>
        ))}
        {facts.siteVisits ? <li data-channel="site-visits">{tx.siteVisits(facts.siteVisits.mail)}</li> : null}
      </ul>
    ),
    keep: (
      <ul className="list-disc space-y-1 pl-6" data-facts="keep">
        <li>{tx.keep.leads(facts.keep.leads)}</li>
        <li>{tx.keep.analytics(facts.keep.analytics)}</li>
        <li>{tx.keep.jobPages(facts.jobPageDays)}</li>
        <li>{tx.keep.activity(facts.keep.activity)}</li>
        <li>{tx.keep.proposals(facts.keep.leads, facts.signedProposalYears)}</li>
        <li>{tx.keep.backups(facts.backupsKept)}</li>
      </ul>
    ),
    ask: (
      <p data-facts="ask">
        {tx.ask.writeTo}
        <EmailOrContactPage email={facts.email} between={tx.ask.fromAddress} contactPage={tx.ask.contactPage} />
        {`${tx.ask.after(facts.companyName)}${eraseKeeps(facts.signedProposalYears, locale)}`}
      </p>
    ),
  };
  return (
    <PartsPage sections={sections} h1={seo.h1} parts={PRIVACY_PARTS} idPrefix="privacy" facts={lists}>
      <p className="mt-10 text-sm text-slate-700">{tx.footnote}</p>
    </PartsPage>
  );
}
