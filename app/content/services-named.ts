import type { SectionValue } from "./sections";

/**
 * Words that name a built-in service in the site's prose and in the contact form's Project type
 * (decision 0038): a service turned off in Settings leaves every list, the prose that names it and
 * the form's choices included.
 */
export const SERVICE_WORDS: Record<string, RegExp> = {
  "/service-new-construction": /\bnew (custom )?homes?\b|\bcustom homes?\b/i,
  "/service-adu": /\bADUs?\b|\baccessory dwelling/i,
  "/service-garages": /\bgarages?\b/i,
  "/service-remodels": /\bremodel/i,
  "/service-additions": /\badditions?\b/i,
  "/service-decks-patios": /\bdecks?\b|\bpatios?\b/i,
  "/service-excavation": /\bexcavat/i,
  "/service-foundations": /\bfoundations?\b/i,
  "/service-design-build": /\bdesign-build\b/i,
  "/service-waterproof-decks": /\bwaterproof/i,
};

/** The contact form's Project type choices and the service each is (those not listed are always offered). */
export const PROJECT_TYPE_SERVICE: Record<string, string> = {
  "New Custom Home": "/service-new-construction",
  "ADU (Accessory Dwelling Unit)": "/service-adu",
  Garage: "/service-garages",
  "Kitchen Remodel": "/service-remodels",
  "Bathroom Remodel": "/service-remodels",
  "Whole House Remodel": "/service-remodels",
  Excavation: "/service-excavation",
  Foundation: "/service-foundations",
  "Deck/Patio": "/service-decks-patios",
  "Home Addition": "/service-additions",
};

/** The Project type choices, without those of services turned off. */
export function offeredProjectTypes<T extends string>(types: readonly T[], hidden: readonly string[]): T[] {
  return types.filter((t) => !hidden.includes(PROJECT_TYPE_SERVICE[t] ?? ""));
}

const namesHidden = (sentence: string, hidden: readonly string[]) => hidden.some((p) => SERVICE_WORDS[p]?.test(sentence.replace(/<[^>]+>/g, "")));

/** Prose without its sentences that name a service turned off (the rest reads on: each sentence stands alone). */
export function withoutHiddenServices(text: string, hidden: readonly string[]) {
  if (!hidden.some((p) => SERVICE_WORDS[p])) return text;
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z<])/)
    .filter((s) => !namesHidden(s, hidden))
    .join(" ");
}

/** The same for a section's value, text or HTML. */
export function sectionWithoutHiddenServices(value: SectionValue, hidden: readonly string[]): SectionValue {
  return "html" in value ? { html: withoutHiddenServices(value.html, hidden) } : { text: withoutHiddenServices(value.text, hidden) };
}
