import { BandHero, Rich, textOf } from "~/components/blocks";
import { partsPage } from "~/services/page-data.server";
import { PRIVACY_PATH } from "~/content/paths";
import { privacyFacts } from "~/services/privacy-facts.server";
import { PRIVACY_PARTS } from "~/content/sections";
import { alertsLead, eraseKeeps, thirdPartySentences } from "~/content/legal-facts";
import { localeOf } from "~/content/locale";
import { seoMeta } from "~/content/seo-meta";
import { SiteLink as Link } from "~/platform/runtime";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data);

/**
 * The privacy notice (decision 0033): the owner's wording from the page editor, and under each
 * part the facts read at render from what the site does and from Settings, so a change there
 * (the webhook turned on, a shorter retention time) shows here at once.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = localeOf(new URL(request.url).pathname);
  const [page, facts] = await Promise.all([partsPage(context, "privacy", PRIVACY_PATH), privacyFacts(context, locale)]);
  return { ...page, facts, locale };
}

export default function Privacy({ loaderData: d }: Route.ComponentProps) {
  const { sections, seo, facts, locale } = d;
  const lists: Record<(typeof PRIVACY_PARTS)[number]["id"], React.ReactNode> = {
    forms: (
      <>
        <ul className="list-disc space-y-1 pl-6" data-facts="forms">
          {facts.fields.map((f) => (
            <li key={f.label}>{`${f.label}: ${f.why}.`}</li>
          ))}
        </ul>
        <p className="mt-3">
          With a request the site also keeps the internet address it came from, the page of this site where your visit began and the site or campaign that sent
          you. Your browser remembers that first page for the open tab only (no cookie; it is gone when the tab is closed) and sends it with the form; if your
          browser sends Do Not Track or Global Privacy Control, it is not kept. The address is used to limit how many messages can be sent from one place;
          neither is shown on the public website.
        </p>
        <p className="mt-3" data-fact="added-leads">
          When you reach us by phone, text, in person or through a referral, our staff may note your name, your phone number or e-mail address, the town and the
          kind of work; that note is kept and deleted like a request sent through the form.
        </p>
        <p className="mt-3">The accessibility statement’s form asks for {facts.reportFields.map((f) => `${f.label.toLowerCase()} (${f.why})`).join("; ")}.</p>
      </>
    ),
    photos: (
      <ul className="list-disc space-y-1 pl-6" data-facts="photos">
        <li>Location data (GPS) and the rest of the camera’s hidden details are removed from every photo before it is stored.</li>
        <li>Your photos are never shown on the public website: only our signed-in staff can open them.</li>
        <li>{`They are kept with your request and deleted with it (see “${textOf(sections["keep-heading"]!)}”).`}</li>
        <li data-fact="job-pages">
          {`When we build for you, we may give you a private page for the job: its address is a long random link (we keep only a scrambled copy of it), search engines are told not to list it, and we can turn it off. Our updates, your comments and your photos there (up to ${facts.jobPhotosPerComment} per comment, cleaned the same way) are seen by whoever has the link and by our staff. They are shown publicly only if you tick the box on that page agreeing to it.`}
        </li>
      </ul>
    ),
    visits: facts.analytics ? (
      <ul className="list-disc space-y-1 pl-6" data-facts="visits">
        <li>No cookies are set for visitors, and no outside analytics or advertising service is used.</li>
        <li>
          Each day the site makes a new random value (a salt) and mixes it with your internet address and your browser’s name to count you once that day. Your
          address and your browser’s name are never stored, and the day’s salt is deleted when the day is over, so visits cannot be linked from one day to the
          next.
        </li>
        <li>What is kept is the count per day: pages viewed, how many people, and which kind of site sent them (a search engine, social media).</li>
        <li>If your browser sends Do Not Track or Global Privacy Control, your visit is not counted at all.</li>
        <li data-fact="taps">
          When you tap Call or Text us, the site counts one tap for the page you were on, as a number per page and day; nothing about you or your phone is kept.
        </li>
        {thirdPartySentences(facts.thirdParties, locale).map((t) => (
          <li key={t.id} data-fact={`third-party-${t.id}`}>
            {t.text}
          </li>
        ))}
      </ul>
    ) : (
      <div data-facts="visits">
        <p>Visits to this site are not counted at the moment. No cookies are set for visitors.</p>
        <ul className="mt-3 list-disc space-y-1 pl-6">
          {thirdPartySentences(facts.thirdParties, locale).map((t) => (
            <li key={t.id} data-fact={`third-party-${t.id}`}>
              {t.text}
            </li>
          ))}
        </ul>
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
        {facts.siteVisits ? (
          <li data-channel="site-visits">
            {`After a request you may book a site visit. The time you choose is kept with your request and deleted with it${facts.siteVisits.mail ? "; you and our staff get a calendar invite by e-mail, you get a reminder the day before, and links that work once to move or cancel it" : ""}. Only our own calendar's busy times are read to offer free times; nothing about you is sent to it.`}
          </li>
        ) : null}
      </ul>
    ),
    keep: (
      <ul className="list-disc space-y-1 pl-6" data-facts="keep">
        <li>{`Requests, their photos and our notes on them: ${facts.keep.leads} after the request last changed.`}</li>
        <li>{`Daily visit counts: ${facts.keep.analytics}.`}</li>
        <li>{`A job page, its updates, your comments and photos: until ${facts.jobPageDays} days after the job is handed over, or sooner with your requests.`}</li>
        <li>{`The staff’s activity log (which may name a request): ${facts.keep.activity}.`}</li>
        <li>{`Proposals we send you: ${facts.keep.leads} after the request last changed, like the request. A proposal you sign, with the record of your signature (time, IP address, browser) and its Washington disclosure statement: at least ${facts.signedProposalYears} years after you sign, as RCW 18.27.114 asks of contractors, even if you ask us to delete your data.`}</li>
        <li>{`Backups of the whole site, kept to recover from a mistake or a lost server: the server keeps the last ${facts.backupsKept}, each holding what the site held on the day it was made.`}</li>
      </ul>
    ),
    ask: (
      <p data-facts="ask">
        {"Write to "}
        <a className="font-semibold text-cedar-700 underline" href={`mailto:${facts.email}`}>
          {facts.email}
        </a>
        {` from the address you used, or reach us through the `}
        <Link to="/contact" className="font-semibold text-cedar-700 underline">
          contact page
        </Link>
        {`. ${facts.companyName} can send you a copy of everything kept about you, found by your e-mail address and phone number (your messages, our notes, your photos, site visits, job pages, review requests and proposals), or delete all of it, photos included; the staff's activity log then names you only as “a deleted person”. ${eraseKeeps(facts.signedProposalYears, locale)}`}
      </p>
    ),
  };
  return (
    <>
      <BandHero title={seo.h1 ?? textOf(sections["hero-title"]!)} intro={sections.intro!} />
      <div className="mx-auto max-w-3xl px-4 py-section sm:py-section-lg">
        {PRIVACY_PARTS.map((p) => (
          <section key={p.id} aria-labelledby={`privacy-${p.id}`} className="mt-10 first:mt-0" data-block={`${p.id}-text`}>
            <h2 id={`privacy-${p.id}`} className="text-2xl font-bold text-lake-900">
              {textOf(sections[`${p.id}-heading`]!)}
            </h2>
            <Rich value={sections[`${p.id}-text`]!} className="mt-3 text-lg text-slate-800" />
            <div className="mt-3 text-slate-800">{lists[p.id]}</div>
          </section>
        ))}
        <p className="mt-10 text-sm text-slate-700">
          This notice describes what this website does. The lists under each heading are filled in from the site’s settings each time the page is shown.
        </p>
      </div>
    </>
  );
}
