import { useT } from "~/components/use-locale";
import { SiteLink as Link } from "~/platform/runtime";
import { VERIFY_CONTRACTOR_LABEL, verifyContractorUrl } from "~/content/registration";

export interface TrustFacts {
  registration: string;
  insuredBonded: boolean;
  /** The owner's words for the insurance and the bond (Settings), "" when not filled or not insured. */
  insurance: string;
  bond: string;
  /** The year the business began and how many whole years ago that was, when Settings has it. */
  since: { year: number; years: number } | null;
  reviewCount: number;
  /** The newest published review's first line, with the client's town when it has one. */
  newestReview: { line: string; town: string } | null;
  ownerFirstName: string;
}

/**
 * Near the top of the home and contact pages, the facts a visitor checks before calling: the state
 * registration (linked to the state's own lookup), years in business, insurance and bond, the
 * reviews and the newest one's first line, who runs the business. Each shows only once the owner
 * has it: "insured and bonded" only when Settings says yes, the reviews once one is published
 * (docs/decisions/0037-heroes-trust-and-one-navigation.md, 0056).
 */
export function TrustStrip({ facts }: { facts: TrustFacts }) {
  const t = useT();
  const items: React.ReactNode[] = [];
  const reg = facts.registration.trim();
  if (reg)
    items.push(
      <>
        {t("WA contractor registration")}{" "}
        <a
          href={verifyContractorUrl(reg)}
          className="font-semibold underline underline-offset-2"
          rel="noopener"
          aria-label={`${reg}: ${t(VERIFY_CONTRACTOR_LABEL)}`}
        >
          {reg}
        </a>
      </>,
    );
  if (facts.since)
    items.push(
      <span data-trust="since">
        {facts.since.years >= 1 ? (
          <>
            <span className="font-semibold">
              {facts.since.years} {t(facts.since.years === 1 ? "year" : "years")} {t("in business")}
            </span>{" "}
            ({t("since")} {facts.since.year})
          </>
        ) : (
          <span className="font-semibold">
            {t("In business since")} {facts.since.year}
          </span>
        )}
      </span>,
    );
  if (facts.insuredBonded && !facts.insurance && !facts.bond) items.push(<span className="font-semibold">{t("Insured and bonded")}</span>);
  if (facts.insuredBonded && (facts.insurance || facts.bond)) {
    items.push(
      <span data-trust="insurance">
        <span className="font-semibold">{t("Insured")}</span>
        {facts.insurance && `: ${facts.insurance}`}
      </span>,
    );
    items.push(
      <span data-trust="bond">
        <span className="font-semibold">{t("Bonded")}</span>
        {facts.bond && `: ${facts.bond}`}
      </span>,
    );
  }
  if (facts.reviewCount > 0)
    items.push(
      <Link to="/reviews" className="font-semibold underline underline-offset-2">
        {`${facts.reviewCount} ${t(facts.reviewCount === 1 ? "client review" : "client reviews")}`}
      </Link>,
    );
  if (facts.newestReview)
    items.push(
      <span data-trust="newest-review">
        <span className="italic">“{facts.newestReview.line}”</span>
        {facts.newestReview.town && <span data-trust="review-town">{` — ${t("a client in")} ${facts.newestReview.town}`}</span>}
      </span>,
    );
  const owner = facts.ownerFirstName.trim();
  if (owner)
    items.push(
      <>
        {t("Owner:")} {owner}
      </>,
    );
  if (items.length === 0) return null;
  return (
    <section aria-label={t("Why you can trust us")} data-trust-strip className="border-b border-slate-200 bg-ochre-100">
      <ul className="mx-auto flex max-w-7xl flex-wrap gap-x-6 gap-y-1 px-4 py-3 text-sm text-slate-800">
        {items.map((item, i) => (
          <li key={i} className="flex items-center gap-2">
            <span aria-hidden="true" className="text-cedar-700">
              ✓
            </span>
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
