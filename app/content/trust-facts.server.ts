import type { TrustFacts } from "~/components/TrustStrip";
import type { BusinessProfile } from "~/content/types";
import type { Db } from "~/db/schema";

/** The trust strip's facts (components/TrustStrip.tsx), from Settings and the published reviews. */
export async function trustFacts(db: Db, profile: BusinessProfile): Promise<TrustFacts> {
  const row = await db
    .selectFrom("reviews")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("is_published", "=", 1)
    .executeTakeFirst();
  return {
    registration: profile.registration,
    insuredBonded: profile.insuredBonded === "yes",
    reviewCount: Number(row?.n ?? 0),
    ownerFirstName: profile.ownerFirstName,
  };
}
