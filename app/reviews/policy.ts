import type { Limit } from "~/platform/policy";

/**
 * Review requests (docs/decisions/0032-review-requests-and-sms.md): how long a link works, what the
 * public form accepts, why staff may decline a review, and the limits. Plain module: the admin's
 * browser code reads the reasons and the caps too.
 */

/** A request's link works once, for 60 days. */
export const REVIEW_LINK_DAYS = 60;
export const REVIEW_LINK_MS = REVIEW_LINK_DAYS * 24 * 60 * 60 * 1000;
/** A used or expired request is forgotten this long after its link stopped working. */
export const REVIEW_REQUEST_KEEP_MS = 30 * 24 * 60 * 60 * 1000;

/** The public form's fields and their caps (characters), checked where the post is read. */
export const REVIEW_FORM_MAX = { name: 60, town: 60, words: 2000 } as const;
export const REVIEW_WORDS_MIN = 20;

/**
 * The only reasons a submitted review may be declined: its content, never its opinion or rating
 * (the FTC's rule on consumer reviews, 16 CFR 465.7, forbids suppressing reviews by sentiment).
 */
export const DECLINE_REASONS = {
  profanity: "Profanity or insults",
  private: "Someone's private details (an address, a phone number, a health matter)",
  unrelated: "Not about this business or its work",
} as const;
export type DeclineReason = keyof typeof DECLINE_REASONS;
export const isDeclineReason = (v: string): v is DeclineReason => Object.hasOwn(DECLINE_REASONS, v);

const HOUR = 60 * 60 * 1000;

export const REVIEW_LIMITS = {
  /** Posts of the public review form per address. */
  formPerIp: { bucket: "review-form-ip", max: 10, windowMs: HOUR },
  /** Requests staff may send to one recipient in a day (re-asking replaces the open one). */
  requestsPerRecipient: { bucket: "review-request-recipient", max: 3, windowMs: 24 * HOUR },
  /** Requests overall per hour (a stolen session cannot turn the site into a mailer). */
  requestsOverall: { bucket: "review-request-all", max: 30, windowMs: HOUR },
} satisfies Record<string, Limit>;

/** A lead's kind of work (the quote form's list) → the service page its client's review joins. */
export const SERVICE_OF_PROJECT_TYPE: Record<string, string> = {
  "New Custom Home": "new-construction",
  "ADU (Accessory Dwelling Unit)": "adu",
  Garage: "garages",
  "Kitchen Remodel": "remodels",
  "Bathroom Remodel": "remodels",
  "Whole House Remodel": "remodels",
  Excavation: "excavation",
  Foundation: "foundations",
  "Deck/Patio": "decks-patios",
  "Home Addition": "additions",
};
