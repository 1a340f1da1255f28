/** What the owner sets in Settings → New leads. Plain module: the Settings page reads the shape. */
export interface LeadSettings {
  /** The auto-reply's text; placeholders in braces ({projectType}, {phone}…) are filled in with the site's own words. */
  autoReply: string;
  /** The same for a quote request sent from a Spanish page (decision 0068); "" sends none to those. */
  autoReplyEs: string;
  /** At most this many auto-replies go out in any hour, to all addresses together (decision 0031). */
  autoReplyPerHour: number;
  /** https:// or http:// address that gets a signed JSON for every new lead; "" for none. */
  webhookUrl: string;
  /** The shared secret of the HMAC-SHA256 signature; "" for none. */
  webhookSecret: string;
  /** A lead still New after this many business hours (Mon–Fri 8–17 Pacific) is overdue. */
  overdueHours: number;
}

export const DEFAULT_OVERDUE_HOURS = 2;
export const DEFAULT_AUTO_REPLIES_PER_HOUR = 30;
export const AUTO_REPLIES_PER_HOUR_MAX = 500;
export const AUTO_REPLY_MAX = 3000;
/**
 * What the auto-reply may fill in: only the site's own words (the project type and contact way are
 * chosen from the form's fixed lists). Never the visitor's name or message: the address is typed by
 * whoever sends the form (decision 0031). An older text's {firstName} or {fullName} becomes "there".
 */
export const AUTO_REPLY_PLACEHOLDERS = ["projectType", "preferredContact", "phone", "companyName", "ownerFirstName"] as const;
export const RETIRED_NAME_PLACEHOLDERS = ["firstName", "fullName"] as const;

/** The header a webhook receiver checks: `sha256=` and the hex HMAC-SHA256 of the raw body with the shared secret. */
export const SIGNATURE_HEADER = "X-Lakeside-Signature";

/** Fills {placeholders}; an unknown one stays as typed. Linear in the template's length. */
export function fillTemplate(template: string, values: Record<string, string>) {
  return template.replace(/\{([A-Za-z]{1,30})\}/g, (all, key: string) => (key in values ? values[key]! : all));
}
