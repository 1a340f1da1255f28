/**
 * The quote form's kinds of work. "Not sure yet" is first and chosen until the visitor picks one,
 * so a lead that skips the question is never recorded as a custom home (decision 0035).
 */
export const NOT_SURE = "Not sure yet";
export const PROJECT_TYPES = [
  NOT_SURE,
  "New Custom Home",
  "ADU (Accessory Dwelling Unit)",
  "Garage",
  "Kitchen Remodel",
  "Bathroom Remodel",
  "Whole House Remodel",
  "Excavation",
  "Foundation",
  "Deck/Patio",
  "Home Addition",
  "Other",
] as const;
export const CONTACT_METHODS = ["Email", "Phone"] as const;
export const CONTACT_DEFAULTS = { projectType: NOT_SURE, preferredContact: CONTACT_METHODS[0] };

/** The quote request's optional details, after the spec's six fields. */
export const QUOTE_FIELDS = ["town", "streetAddress", "budget", "timeline", "heardFrom"] as const;
export type QuoteField = (typeof QUOTE_FIELDS)[number];

export type ContactField = "fullName" | "email" | "phone" | "projectType" | "preferredContact" | "message" | QuoteField;
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField | "photos", string>>;

/** "Other" is offered after the service area's towns. */
export const OTHER_TOWN = "Other";

/** Photos a visitor may attach to one request (each one also held to UPLOAD_MAX_MB). */
export const MAX_QUOTE_PHOTOS = 6;
export const QUOTE_PHOTO_ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/gif";

/** Where the visitor came from, as the contact page's script reports it: a path on this site, and a source. */
export const LANDING_MAX = 300;
export const SOURCE_MAX = 120;

/** What /contact's post answers: the thank-you, or the form again with what was typed and why. */
/** After a quote request: the free site-visit times and where choosing one posts (decision 0050), when the owner offers them. */
export type VisitOfferData = { action: string; slots: Array<{ start: string; end: string }> };

export type ContactActionResult =
  { ok: true; at: number; visit?: VisitOfferData | null } | { ok: false; values: ContactValues; errors: ContactErrors; formError?: string };

/** The quote form's fields as its error summary names them. */
export const FIELD_LABELS: Record<keyof ContactErrors, string> = {
  fullName: "Full name",
  email: "Email",
  phone: "Phone",
  projectType: "Project type",
  preferredContact: "Preferred contact",
  message: "Message",
  town: "Town of the site",
  streetAddress: "Street address",
  budget: "Budget range",
  timeline: "When would you like to start?",
  heardFrom: "How did you hear of us?",
  photos: "Photos",
};

/** "A", "A and B", "A, B and C"; in Spanish (with `t` of the page) "A, B y C". */
export function listOf(items: string[], t: (english: string) => string = (e) => e) {
  if (items.length <= 1) return items[0] ?? t("the form");
  return `${items.slice(0, -1).join(", ")} ${t("and")} ${items.at(-1)}`;
}
