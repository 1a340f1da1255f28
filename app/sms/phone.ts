/**
 * Phone numbers for "Text us" links (decision 0032), without the settings' form schemas: the
 * header and the phone bar of every page import this, and zod stays out of their script.
 */

/** A phone number in international form (+15095550100), from what people type: "(509) 555-0100", "+1 509…". */
export function toE164(raw: string): string | null {
  const trimmed = raw.trim();
  if (!/^[0-9+().\-\s]{7,40}$/.test(trimmed)) return null;
  const digits = trimmed.replace(/[^\d]/g, "");
  const full = trimmed.startsWith("+") ? digits : digits.length === 10 ? `1${digits}` : digits;
  return /^[1-9]\d{7,14}$/.test(full) ? `+${full}` : null;
}

export const smsHref = (mobile: string) => `sms:${toE164(mobile) ?? mobile.replace(/[^\d+]/g, "")}`;
