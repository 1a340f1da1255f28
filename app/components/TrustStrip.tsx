import { SiteLink as Link } from "~/platform/runtime";
import { VERIFY_CONTRACTOR_LABEL, VERIFY_CONTRACTOR_URL } from "~/content/registration";

export interface TrustFacts {
  registration: string;
  insuredBonded: boolean;
  reviewCount: number;
  ownerFirstName: string;
}

/**
 * Near the top of the home and contact pages, the facts a visitor checks before calling: the state
 * registration (linked to the state's own lookup), insured and bonded, how many reviews, who runs
 * the business. Each shows only once the owner has it: "insured and bonded" only when Settings says
 * yes, the reviews once one is published (docs/decisions/0037-heroes-trust-and-one-navigation.md).
 */
export function TrustStrip({ facts }: { facts: TrustFacts }) {
  const items: React.ReactNode[] = [];
  const reg = facts.registration.trim();
  if (reg)
    items.push(
      <>
        WA contractor registration{" "}
        <a href={VERIFY_CONTRACTOR_URL} className="font-semibold underline underline-offset-2" rel="noopener" aria-label={`${reg}: ${VERIFY_CONTRACTOR_LABEL}`}>
          {reg}
        </a>
      </>,
    );
  if (facts.insuredBonded) items.push(<span className="font-semibold">Insured and bonded</span>);
  if (facts.reviewCount > 0)
    items.push(
      <Link to="/reviews" className="font-semibold underline underline-offset-2">
        {facts.reviewCount === 1 ? "1 client review" : `${facts.reviewCount} client reviews`}
      </Link>,
    );
  const owner = facts.ownerFirstName.trim();
  if (owner) items.push(<>Owner: {owner}</>);
  if (items.length === 0) return null;
  return (
    <section aria-label="Why you can trust us" data-trust-strip className="border-b border-slate-200 bg-ochre-100">
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
