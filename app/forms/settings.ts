import { z } from "zod";
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
  webhookUrl: z
    .string()
    .trim()
    .max(500, "The webhook address is too long (500 characters at most).")
    .refine((v) => {
      if (v === "") return true;
      try {
        const u = new URL(v);
        return (u.protocol === "https:" || u.protocol === "http:") && !u.username && !u.password;
      } catch {
        return false;
      }
    }, "Enter the webhook's full address, starting with https://."),
  webhookSecret: z
    .string()
    .trim()
    .max(200, "The secret is too long (200 characters at most).")
    .refine((v) => v === "" || v.length >= 16, "Use a secret of at least 16 characters (a long random text)."),
  overdueHours: z.coerce
    .number({ message: "Enter a number of business hours, like 2." })
    .min(0.5, "Enter at least half an hour (0.5).")
    .max(72, "Enter at most 72 business hours."),
});
