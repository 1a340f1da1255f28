/**
 * The content rules that set a contact-form message aside as spam (decision 0031). Plain module;
 * each rule names its reason in words staff read in the Spam folder. They are deliberately few
 * and blunt: a false catch is not lost, it waits in Spam for "Not spam".
 */
export const MAX_LINKS = 3;

/**
 * How much spam is kept: at most this many in any hour and in all, each for this many days; and
 * from one source (one internet address, or one e-mail address) at most `perSourceHour` in any hour
 * and `perSourceTotal` in all (decision 0054), so a flood from one source leaves room for a real
 * visitor caught by mistake.
 */
export const SPAM_KEEP = { perHour: 100, total: 2000, days: 30, perSourceHour: 10, perSourceTotal: 100 } as const;

const LINK = /\b(?:https?:\/\/|www\.)[^\s]+/gi;

export function spamReason(v: { fullName: string; message: string }): string | null {
  if (/https?:\/\/|www\./i.test(v.fullName)) return "The name holds a web address.";
  if (/\[url[=\]]|<a\s+href/i.test(v.message)) return "The message holds link markup ([url] or <a href>).";
  const links = v.message.match(LINK)?.length ?? 0;
  if (links > MAX_LINKS) return `The message holds ${links} web addresses (more than ${MAX_LINKS}).`;
  return null;
}

export const SPAM_REASONS = {
  honeypot: "A hidden field that people never see (only robots fill it) was filled in.",
  rateLimit: (max: number) => `More than ${max} messages in an hour came from the same internet address.`,
} as const;
