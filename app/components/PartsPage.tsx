import type { ReactNode } from "react";
import type { SectionValue } from "~/content/sections";
import { SiteLink as Link } from "~/platform/runtime";
import { BandHero, Rich, textOf } from "./blocks";

/**
 * The privacy notice's and the accessibility statement's page (decision 0033): the band hero, then
 * one section a part, each with the owner's heading and text from the page editor and under them
 * the facts the site fills in (`facts`, by the part's id), then `children`. `idPrefix` names the
 * parts' headings (`<idPrefix>-<part>`).
 */
export function PartsPage<Id extends string>({
  sections,
  h1,
  parts,
  idPrefix,
  facts,
  children,
}: {
  sections: Record<string, SectionValue>;
  h1: string | null | undefined;
  parts: ReadonlyArray<{ id: Id }>;
  idPrefix: string;
  facts: Record<Id, ReactNode>;
  children: ReactNode;
}) {
  return (
    <>
      <BandHero title={h1 ?? textOf(sections["hero-title"]!)} intro={sections.intro!} />
      <div className="mx-auto max-w-3xl px-4 py-section sm:py-section-lg">
        {parts.map((p) => (
          <section key={p.id} aria-labelledby={`${idPrefix}-${p.id}`} className="mt-10 first:mt-0" data-block={`${p.id}-text`}>
            <h2 id={`${idPrefix}-${p.id}`} className="text-2xl font-bold text-lake-900">
              {textOf(sections[`${p.id}-heading`]!)}
            </h2>
            <Rich value={sections[`${p.id}-text`]!} className="mt-3 text-lg text-slate-800" />
            <div className="mt-3 text-slate-800">{facts[p.id]}</div>
          </section>
        ))}
        {children}
      </div>
    </>
  );
}

/** The two pages' way to reach the business: its e-mail address, `between`, then the contact page's link. */
export function EmailOrContactPage({ email, between, contactPage }: { email: string; between: string; contactPage: string }) {
  return (
    <>
      <a className="font-semibold text-cedar-700 underline" href={`mailto:${email}`}>
        {email}
      </a>
      {between}
      <Link to="/contact" className="font-semibold text-cedar-700 underline">
        {contactPage}
      </Link>
    </>
  );
}
