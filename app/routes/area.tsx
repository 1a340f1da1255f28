import { useLocale, useT } from "~/components/use-locale";
import { SiteLink as Link } from "~/platform/runtime";
import { CtaBand, PageHero, Rich, textOf, Breadcrumb } from "~/components/blocks";
import { getArea } from "~/content/files.server";
import { areaSlugOf } from "~/content/block-defaults.server";
import { publicPage } from "~/services/page-data.server";
import type { BlockItem } from "~/content/sections";
import type { AreaFigure } from "~/content/types";
import { seoMeta } from "~/content/seo-meta";
import { AreaMap } from "~/components/AreaMap";
import { placePicture } from "~/content/place-pictures";
import { splitLead, withContents, type ContentsEntry } from "~/content/contents";
import { englishPath } from "~/content/locale";
import type { Route } from "./+types/area";

/**
 * A service-area page (`/areas/{slug}`) or the shared permits page (`/permits`): words from
 * content/areas/ seeded into the database, edited in the page editor like every page (decision 0019).
 */
export const meta: Route.MetaFunction = ({ data }) => seoMeta(data);

export async function loader({ request, context }: Route.LoaderArgs) {
  const path = englishPath(new URL(request.url).pathname);
  const a = getArea(areaSlugOf(path)).data;
  const page = await publicPage(context, {
    path,
    seo: { title: a.seoTitle, description: a.seoDescription },
    sections: {},
    // The place's own picture (issue 48): a drawing of that shore or town until the owner chooses a photo.
    images: { "hero-image": placePicture(a.slug) },
    trail: [{ name: a.name, path }],
  });
  return { ...page, name: a.name, slug: a.slug, figures: a.figures ?? [] };
}

export default function Area({ loaderData: d }: Route.ComponentProps) {
  const { sections, seo, items, links } = d;
  const title = seo.h1 ?? textOf(sections["hero-title"] ?? { text: d.name });
  const body = sections.body && "html" in sections.body ? withContents(sections.body.html) : null;
  const { lead, rest } = body && body.contents.length ? splitLead(body.html) : { lead: "", rest: body?.html ?? "" };
  return (
    <>
      <PageHero title={title} subtitle={sections["hero-subtitle"]} image={d.images["hero-image"]} />
      <Breadcrumb trail={[]} current={d.name} />
      <div className="mx-auto flow-root max-w-3xl px-4 py-10" data-block="body">
        {/* The map is a figure in the text: beside the words from a tablet up, above them on a phone.
            It comes before the list of sections, so on a phone the list's links start below the
            first screen instead of under the sticky call bar (Lighthouse's target-size check). */}
        {/* On a phone /permits goes without its map of every town (half a screen that answers no
            permit question; the offices list names the towns): from 640 px it floats beside the words. */}
        <AreaMap
          slug={d.slug}
          name={d.name}
          className={`mx-auto mb-6 max-w-xs sm:float-right sm:mb-4 sm:ml-6 sm:block sm:w-64 ${d.slug === "permits" ? "max-sm:hidden" : ""}`}
        />
        {/* Every word shows (issue #49): a short list links to each section's heading instead of folding
            them. The page's opening words come first (issue #48), so the list's links start below the
            first screen on a phone, clear of the sticky call bar, even without the map above. */}
        {lead && <Rich value={{ html: lead }} />}
        {body && <Contents entries={body.contents} />}
        {sections.body && <Rich value={body ? { html: rest } : sections.body} />}
      </div>
      {d.figures.length > 0 && <FiguresTable figures={d.figures} />}
      <LinkCards id="services" heading={sections["services-heading"]} cards={items.services ?? []} />
      <LinkCards id="related" heading={sections["related-heading"]} cards={items.related ?? []} />
      {sections["cta-heading"] && sections["cta-text"] && (
        <CtaBand heading={sections["cta-heading"]} text={sections["cta-text"]} button={links["cta-button"] ?? "Contact Us"} />
      )}
    </>
  );
}

/** The page's sections, linked, above its words (none when the page has fewer than three). */
function Contents({ entries }: { entries: ContentsEntry[] }) {
  const t = useT();
  if (!entries.length) return null;
  return (
    <nav aria-labelledby="contents-heading" className="mt-6 mb-8 overflow-hidden rounded-xl bg-lake-50 p-4 sm:p-5" data-contents>
      <h2 id="contents-heading" className="text-lg font-semibold text-lake-900">
        {t("On this page")}
      </h2>
      <ul className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 sm:block sm:space-y-1">
        {entries.map((e) => (
          <li key={e.id}>
            <a href={`#${e.id}`} className="inline-flex min-h-11 items-center text-lake-700 underline underline-offset-2 sm:min-h-0">
              {e.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Cards that each open a page: the services that fit the place, and what to read next. */
function LinkCards({ id, heading, cards }: { id: string; heading?: { text: string } | { html: string }; cards: BlockItem[] }) {
  const t = useT();
  const locale = useLocale();
  if (!cards.length) return null;
  return (
    <section className="mx-auto max-w-7xl px-4 pt-10" aria-labelledby={`${id}-heading`} data-block={id}>
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-lake-900 sm:text-3xl">
        {heading ? textOf(heading) : t(id === "services" ? "Services" : "Read next")}
      </h2>
      {/* On a phone one list with lines between its entries (shorter than separate cards); from 640 px, cards. */}
      <ul className="mt-4 divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200 sm:mt-6 sm:grid sm:grid-cols-2 sm:gap-4 sm:divide-y-0 sm:bg-transparent sm:ring-0 lg:grid-cols-4">
        {cards.map((c, i) => (
          // An article has no Spanish twin: on a Spanish page its English title and summary are read as English.
          <li
            key={`${i}-${c.href ?? c.title}`}
            lang={locale === "es" && c.href?.startsWith("/blog/") ? "en-US" : undefined}
            className="px-4 py-3 sm:rounded-xl sm:bg-white sm:p-5 sm:shadow-sm sm:ring-1 sm:ring-slate-200"
          >
            <h3 className="text-lg font-semibold text-lake-900">
              {c.href ? (
                <Link to={c.href} className="underline decoration-cedar-600 underline-offset-4 hover:decoration-2">
                  {c.title}
                </Link>
              ) : (
                c.title
              )}
            </h3>
            {/* What to read next is named by its title on a phone (the summaries made the area pages
                over eight screens); from 640 px each card has its summary too. */}
            <p className={`mt-1 text-slate-700 sm:mt-2 ${id === "related" ? "hidden sm:block" : ""}`}>{c.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * On a phone, rows of one place and one source read as a group (figures-table.css): the place is
 * shown once above them and the source once below them. Every cell stays in the table for screen
 * readers, and on wider screens every row shows both.
 */
function phoneGroups(figures: AreaFigure[]) {
  return figures.map((f, i) => {
    const prev = figures[i - 1];
    const next = figures[i + 1];
    return {
      sameWhere: Boolean(prev && prev.where === f.where),
      // The next row is from the same place and source, so a phone shows that source once, below.
      sourceBelow: Boolean(next && next.where === f.where && next.source === f.source && next.url === f.url && next.sourceDate === f.sourceDate),
    };
  });
}

/**
 * The permits page's table of figures (decision 0036): each row has an anchor that other pages link
 * to (/permits#snow-load-douglas), the value, and its source with the date the source gives.
 */
function FiguresTable({ figures }: { figures: AreaFigure[] }) {
  const t = useT();
  const groups = phoneGroups(figures);
  return (
    <section className="mx-auto max-w-5xl px-4 pb-4" aria-labelledby="design-figures" data-block="figures">
      <h2 id="design-figures" className="text-2xl font-bold text-lake-900 sm:text-3xl">
        {t("Design figures and time limits")}
      </h2>
      <div className="mt-4 overflow-x-auto" role="region" aria-label={t("The figures table")} tabIndex={0}>
        {/* On a phone each row is stacked (where; what: value; source), so the table stays short and nothing scrolls sideways (app/styles/figures-table.css); the explicit roles keep it a table for screen readers when its rows are display: block. */}
        <table role="table" className="figures-table w-full border-collapse text-left text-sm sm:text-base">
          <caption className="sr-only">{t("Design figures and permit time limits by jurisdiction, with each source and its date")}</caption>
          <thead role="rowgroup">
            <tr role="row" className="border-b-2 border-slate-300 text-lake-900">
              <th role="columnheader" scope="col" className="py-2 pr-3">
                {t("Place")}
              </th>
              <th role="columnheader" scope="col" className="py-2 pr-3">
                {t("What")}
              </th>
              <th role="columnheader" scope="col" className="py-2 pr-3">
                {t("Value")}
              </th>
              <th role="columnheader" scope="col" className="py-2">
                {t("Source and its date")}
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {figures.map((f, i) => (
              <tr
                role="row"
                key={f.id}
                id={f.id}
                className="scroll-mt-24 border-b border-slate-200 align-top target:bg-amber-50"
                {...(groups[i]!.sameWhere ? { "data-same-where": "" } : {})}
                {...(groups[i]!.sourceBelow ? { "data-source-below": "" } : {})}
              >
                <th role="rowheader" scope="row" className="py-2 pr-3 font-semibold text-slate-900">
                  {f.where}
                </th>
                <td role="cell" className="py-2 pr-3 text-slate-800" data-what>
                  {f.what}
                </td>
                <td role="cell" className="py-2 pr-3 text-slate-900" data-value>
                  {f.value}
                </td>
                <td role="cell" className="py-2 text-slate-700">
                  {/* A source shown once below its group on a phone: here its link leaves the phone's page (no hidden link to tab to), its words stay for screen readers. */}
                  <span className={groups[i]!.sourceBelow ? "max-sm:hidden" : undefined}>
                    {f.url ? (
                      <a href={f.url} rel="noopener noreferrer" className="underline decoration-cedar-600 underline-offset-4">
                        {f.source}
                      </a>
                    ) : (
                      f.source
                    )}
                  </span>
                  {groups[i]!.sourceBelow ? <span className="sm:hidden">{f.source}. </span> : <span className="sm:hidden">. </span>}
                  {/* On a phone the date runs on after the source (a line shorter); wider screens give it its own line. */}
                  <span className="sm:block">{f.sourceDate}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
