import { z } from "zod";
import { webAddress } from "./web-address";
import { clockDate } from "~/platform/clock";
import type { BusinessProfile } from "~/content/types";

const phone = z
  .string()
  .trim()
  .min(7, "Enter the phone number with its area code.")
  .max(40)
  .regex(/^[0-9+().\-\s]+$/, "The phone number may use digits, spaces, dashes and brackets.");
const text = (label: string, max = 120) => z.string().trim().min(1, `${label} is required.`).max(max, `${label} is too long (${max} characters at most).`);

/** Admin → Settings: the business profile (the video links are checked one by one). */
export const profileSchema = z.object({
  companyName: text("The company name", 80),
  tagline: text("The tagline", 120),
  phone,
  email: z.string().trim().email("Enter a valid e-mail address."),
  officeLine: text("The office line", 120),
  city: text("The city", 60),
  region: text("The state", 30),
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, "Enter a 5-digit ZIP code."),
  areaServed: text("The area served", 300),
  ownerFirstName: text("The owner's first name", 40),
  registration: text("The contractor registration number", 60),
});

/** The Settings form's fields, in order, with their labels (the History list reads them too). */
export const PROFILE_FIELDS: Array<{ name: keyof BusinessProfile; label: string; type?: string; hint?: string }> = [
  { name: "companyName", label: "Company name" },
  { name: "tagline", label: "Tagline", hint: "Shown in the footer." },
  { name: "phone", label: "Phone", type: "tel" },
  { name: "email", label: "E-mail", type: "email", hint: "Contact-form notifications go here." },
  { name: "officeLine", label: "Office line", hint: "For example: Office visits by appointment only" },
  { name: "city", label: "City" },
  { name: "region", label: "State" },
  { name: "postalCode", label: "ZIP code" },
  { name: "areaServed", label: "Area served", hint: "Places separated by commas; used by search engines too." },
  { name: "ownerFirstName", label: "Owner's first name", hint: "The assistant greets this name; articles are signed with it." },
  {
    name: "registration",
    label: "Contractor registration",
    hint: "Your Washington L&I registration number, shown in the footer (the law asks for it in advertising).",
  },
];

export const VIDEO_LABELS: Record<string, string> = {
  "home-foundation": "Home page: Foundation",
  "home-framing": "Home page: Framing",
  "home-finishes": "Home page: Finishes",
  "nc-raw-land": "New construction: From raw land to vision",
  "nc-lake-access": "New construction: Building by the lake",
  "nc-panoramic-doors": "New construction: Panoramic doors",
  "remodel-tour": "Home remodeling: Tour",
  "article-windows": "Article: Windows and doors for views",
  "article-lakeside": "Article: Lakeside construction",
};

/** Settings → New leads: the auto-reply, the webhook and its secret, the overdue time. */
export const leadSettingsSchema = z.object({
  autoReply: z.string().trim().max(3000, "The auto-reply is too long (3,000 characters at most)."),
  // Optional: a form from before the Spanish reply existed keeps the saved one.
  autoReplyEs: z.string().trim().max(3000, "The Spanish auto-reply is too long (3,000 characters at most).").optional(),
  webhookUrl: z
    .string()
    .trim()
    .max(500, "The webhook address is too long (500 characters at most).")
    .refine((v) => v === "" || webAddress(v) !== null, "Enter the webhook's full address, starting with https://."),
  webhookSecret: z
    .string()
    .trim()
    .max(200, "The secret is too long (200 characters at most).")
    .refine((v) => v === "" || v.length >= 16, "Use a secret of at least 16 characters (a long random text)."),
  overdueHours: z.coerce
    .number({ message: "Enter a number of business hours, like 2." })
    .min(0.5, "Enter at least half an hour (0.5).")
    .max(72, "Enter at most 72 business hours."),
  // Decision 0031; a form without the field keeps the saved number.
  autoReplyPerHour: z.preprocess(
    (v) => (v === undefined || v === "" ? undefined : v),
    z.coerce
      .number({ message: "Enter a whole number of auto-replies, like 30." })
      .int("Enter a whole number of auto-replies, like 30.")
      .min(0, "Enter 0 or more (0 sends none).")
      .max(500, "Enter at most 500 an hour.")
      .optional(),
  ),
});

// ---------------------------------------------------------------------------------------------
// Settings → "For search engines": opening hours, location, profile links, licenses. Each is
// optional and empty by default; a form without the field leaves the saved value alone.

export const PROFILE_EXTRA_DEFAULTS = { openingHours: "", latitude: "", longitude: "", sameAs: "", credentials: "" } as const;

/** A line of schema.org `openingHours`: days (Mo-Fr, or Mo,We,Fr), then optionally a 24-hour time range. */
const DAY = "(?:Mo|Tu|We|Th|Fr|Sa|Su)";
const DAYS = `${DAY}(?:-${DAY})?`;
const TIME = "(?:[01]\\d|2[0-3]):[0-5]\\d";
export const OPENING_HOURS_LINE = new RegExp(`^${DAYS}(?:,${DAYS})*(?: ${TIME}-(?:${TIME}|24:00))?$`);

/** The most characters of the insurance and the bond lines on the trust strip. */
export const TRUST_DETAIL_MAX = 100;

export const EXTRA_LIMITS = { hoursLines: 14, hoursLine: 40, sameAsLines: 10, url: 300, credentialLines: 10, credential: 200 } as const;

const toLines = (v: string) =>
  v
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/** A text area of lines: at most `maxLines`, each at most `maxLine` characters and passing `check`. */
function linesField(label: string, maxLines: number, maxLine: number, check?: (line: string) => string | null) {
  return z
    .string()
    .max(maxLines * (maxLine + 2) + 200, `${label}: too long (${maxLines} lines of ${maxLine} characters at most).`)
    .optional()
    .superRefine((v, ctx) => {
      if (v === undefined) return;
      const lines = toLines(v);
      if (lines.length > maxLines) {
        ctx.addIssue({ code: "custom", message: `${label}: ${maxLines} lines at most (you entered ${lines.length}).` });
        return;
      }
      for (const line of lines) {
        const problem = line.length > maxLine ? `${label}: “${line.slice(0, 40)}…” is longer than ${maxLine} characters.` : (check?.(line) ?? null);
        if (problem) {
          ctx.addIssue({ code: "custom", message: problem });
          return;
        }
      }
    })
    .transform((v) => (v === undefined ? undefined : toLines(v).join("\n")));
}

function coordinate(label: string, limit: number) {
  return z
    .string()
    .trim()
    .max(20, `${label}: enter a number like ${limit === 90 ? "47.8407" : "-120.0165"}.`)
    .optional()
    .refine(
      (v) => !v || (/^-?\d{1,3}(\.\d{1,8})?$/.test(v) && Math.abs(Number(v)) <= limit),
      `${label}: enter a number between -${limit} and ${limit}, like ${limit === 90 ? "47.8407" : "-120.0165"} (decimal degrees).`,
    );
}

function httpsUrl(line: string): string | null {
  try {
    const u = new URL(line);
    if (u.protocol === "https:" && !u.username && !u.password && u.hostname.includes(".")) return null;
  } catch {
    /* below */
  }
  return `Profile links: “${line.slice(0, 60)}” is not a full https:// address.`;
}

export const profileExtrasSchema = z
  .object({
    openingHours: linesField("Opening hours", EXTRA_LIMITS.hoursLines, EXTRA_LIMITS.hoursLine, (line) =>
      OPENING_HOURS_LINE.test(line) ? null : `Opening hours: “${line}” is not in the form “Mo-Fr 08:00-17:00” (days Mo Tu We Th Fr Sa Su, 24-hour times).`,
    ),
    latitude: coordinate("Latitude", 90),
    longitude: coordinate("Longitude", 180),
    sameAs: linesField("Profile links", EXTRA_LIMITS.sameAsLines, EXTRA_LIMITS.url, httpsUrl),
    credentials: linesField("Licenses and certifications", EXTRA_LIMITS.credentialLines, EXTRA_LIMITS.credential),
    insuredBonded: z.enum(["yes", "no"], { message: "Choose yes or no for insured and bonded." }).optional(),
    yearFounded: z
      .string()
      .trim()
      .max(4, "Year the business began: enter a year like 2009.")
      .optional()
      .refine(
        (v) => !v || (/^\d{4}$/.test(v) && Number(v) >= 1900 && Number(v) <= clockDate().getUTCFullYear()),
        "Year the business began: enter a year like 2009, not in the future.",
      ),
    insuranceDetail: z.string().trim().max(TRUST_DETAIL_MAX, `Insurance: ${TRUST_DETAIL_MAX} characters at most.`).optional(),
    bondDetail: z.string().trim().max(TRUST_DETAIL_MAX, `Bond: ${TRUST_DETAIL_MAX} characters at most.`).optional(),
  })
  .superRefine((v, ctx) => {
    // A location is both numbers or neither.
    if (v.latitude === undefined || v.longitude === undefined) return;
    if (Boolean(v.latitude) !== Boolean(v.longitude))
      ctx.addIssue({
        code: "custom",
        path: [v.latitude ? "longitude" : "latitude"],
        message: "Enter both the latitude and the longitude, or leave both empty.",
      });
  });

export const INSURED_BONDED_LABEL = "Insured and bonded";

/** The trust strip's details (issue 48), under "Insured and bonded" in Settings; each shown only when filled. */
export const TRUST_FIELDS: Array<{ name: "yearFounded" | "insuranceDetail" | "bondDetail"; label: string; hint: string }> = [
  { name: "yearFounded", label: "Year the business began", hint: "Like 2009. The strip shows the years since." },
  {
    name: "insuranceDetail",
    label: "Insurance",
    hint: "After “Insured:”, with Yes above. Like “$2M general liability”.",
  },
  {
    name: "bondDetail",
    label: "Bond",
    hint: "After “Bonded:”, with Yes above. Like “$30,000 contractor bond”.",
  },
];

/** The extra fields in form order, with labels and hints (the form and the History read them). */
export const PROFILE_EXTRA_FIELDS: Array<{ name: keyof typeof PROFILE_EXTRA_DEFAULTS; label: string; hint: string; lines: boolean }> = [
  {
    name: "openingHours",
    label: "Opening hours",
    hint: "One line each, like Mo-Fr 08:00-17:00 or Sa 09:00-12:00 (days Mo Tu We Th Fr Sa Su, 24-hour times). Leave empty to show no hours.",
    lines: true,
  },
  {
    name: "latitude",
    label: "Latitude",
    hint: "Where the business is, in decimal degrees (like 47.8407). Leave both empty to show no location.",
    lines: false,
  },
  { name: "longitude", label: "Longitude", hint: "In decimal degrees; west is negative (like -120.0165).", lines: false },
  {
    name: "sameAs",
    label: "Profile links",
    hint: "Your business's own pages elsewhere (Google Business Profile, Facebook, Houzz…): full https:// addresses, one a line, 10 at most.",
    lines: true,
  },
  {
    name: "credentials",
    label: "Licenses and certifications",
    hint: "One a line, 10 at most; listed on the About page only when filled. Only what you hold and can show.",
    lines: true,
  },
];
