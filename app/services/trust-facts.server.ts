import type { TrustFacts } from "~/components/TrustStrip";
import type { BusinessProfile } from "~/content/types";
import { clockDate } from "~/platform/clock";
import type { Review } from "~/models/reviews.server";

/** The most characters of a review's first line on the strip (cut at a word, with an ellipsis). */
const QUOTE_MAX = 120;

/** A review's first line: its first line of text, else its first sentence, cut at a word past the limit. */
export function firstLine(words: string) {
  const line = words.trim().split(/\r?\n/)[0]!.trim();
  const sentence = /^.+?[.!?](?=\s|$)/.exec(line)?.[0] ?? line;
  if (sentence.length <= QUOTE_MAX) return sentence;
  const cut = sentence.slice(0, QUOTE_MAX);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 40)).replace(/[\s,;:.-]+$/, "")}…`;
}

/**
 * The trust strip's facts (components/TrustStrip.tsx), from Settings and the published reviews:
 * each is set only when the owner has it (issue 48).
 */
export function trustFacts(profile: BusinessProfile, reviewCount: number, newest: Review | null = null): TrustFacts {
  const insured = profile.insuredBonded === "yes";
  const founded = Number(profile.yearFounded ?? "");
  const thisYear = clockDate().getUTCFullYear();
  return {
    registration: profile.registration,
    insuredBonded: insured,
    insurance: insured ? (profile.insuranceDetail ?? "").trim() : "",
    bond: insured ? (profile.bondDetail ?? "").trim() : "",
    since: founded >= 1900 && founded <= thisYear ? { year: founded, years: thisYear - founded } : null,
    reviewCount,
    newestReview: newest && newest.words.trim() ? { line: firstLine(newest.words), town: (newest.town ?? "").trim() } : null,
    ownerFirstName: profile.ownerFirstName,
  };
}
