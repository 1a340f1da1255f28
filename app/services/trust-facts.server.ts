import type { TrustFacts } from "~/components/TrustStrip";
import type { BusinessProfile } from "~/content/types";

/** The trust strip's facts (components/TrustStrip.tsx), from Settings and the number of published reviews. */
export function trustFacts(profile: BusinessProfile, reviewCount: number): TrustFacts {
  return {
    registration: profile.registration,
    insuredBonded: profile.insuredBonded === "yes",
    reviewCount,
    ownerFirstName: profile.ownerFirstName,
  };
}
