/** How a lead staff add came to the business (decision 0051). Stored as the key; shown with its label. Plain module. */
export const CAME_BY = ["phone-call", "text", "walk-in", "referral", "angi", "houzz", "thumbtack", "other"] as const;
export type CameBy = (typeof CAME_BY)[number];

export const CAME_BY_LABELS: Record<CameBy, string> = {
  "phone-call": "Phone call",
  text: "Text message",
  "walk-in": "Walk-in",
  referral: "Referral",
  angi: "Angi",
  houzz: "Houzz",
  thumbtack: "Thumbtack",
  other: "Other",
};

export function isCameBy(v: unknown): v is CameBy {
  return typeof v === "string" && (CAME_BY as readonly string[]).includes(v);
}

/** "Phone call (added by staff)", or null for a lead the site's forms brought. */
export function cameByText(cameBy: string | null | undefined): string | null {
  if (!cameBy) return null;
  return `${isCameBy(cameBy) ? CAME_BY_LABELS[cameBy] : cameBy} (added by staff)`;
}
