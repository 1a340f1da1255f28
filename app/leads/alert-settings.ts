/** What the owner sets in Settings → New leads. Plain module: the Settings page reads the shape. */
export interface LeadSettings {
  /** The auto-reply's text; placeholders in braces ({firstName}, {phone}…) are filled in. */
  autoReply: string;
  /** https:// or http:// address that gets a signed JSON for every new lead; "" for none. */
  webhookUrl: string;
  /** The shared secret of the HMAC-SHA256 signature; "" for none. */
  webhookSecret: string;
  /** A lead still New after this many business hours (Mon–Fri 8–17 Pacific) is overdue. */
  overdueHours: number;
}

export const DEFAULT_OVERDUE_HOURS = 2;
export const AUTO_REPLY_MAX = 3000;
export const AUTO_REPLY_PLACEHOLDERS = ["firstName", "fullName", "projectType", "preferredContact", "phone", "companyName", "ownerFirstName"] as const;

/** The header a webhook receiver checks: `sha256=` and the hex HMAC-SHA256 of the raw body with the shared secret. */
export const SIGNATURE_HEADER = "X-Lakeside-Signature";

/** Fills {placeholders}; an unknown one stays as typed. Linear in the template's length. */
export function fillTemplate(template: string, values: Record<string, string>) {
  return template.replace(/\{([A-Za-z]{1,30})\}/g, (all, key: string) => (key in values ? values[key]! : all));
}
