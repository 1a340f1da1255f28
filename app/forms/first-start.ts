import { z } from "zod";
import type { BusinessProfile } from "~/content/types";
import { PROFILE_FIELDS, profileSchema } from "./settings";
import { newPassword } from "./staff";

/**
 * First start (docs/decisions/0025-first-start-setup.md): the setup code's shape, the "Create the
 * owner account" form, and the short business-details form that follows it.
 */

/** 32 characters nobody misreads: no 0/O, no 1/I. 32 divides 256, so a random byte picks one evenly. */
export const SETUP_CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const SETUP_CODE_LENGTH = 12;

/** What was typed, as the code is stored: upper case, without spaces or dashes. */
export function normalizeSetupCode(raw: string) {
  return raw.toUpperCase().replace(/[\s-]+/g, "");
}

/** ABCD-EFGH-JKLM: three groups of four. */
export function formatSetupCode(code: string) {
  return (code.match(/.{1,4}/g) ?? []).join("-");
}

/** What the "Create the owner account" page says when the code does not work. */
export const SETUP_MESSAGES = {
  wrong: "That setup code is not right. Enter the newest code printed in the server's console when the site started.",
  expired: "This setup code has expired (codes last 24 hours). Restart the site to print a new one in the server's console, then enter that.",
  used: "This setup code has just been used to create the owner account. Sign in with that account instead.",
  tooMany: (wait: number) => `Too many wrong setup codes from your address. Please wait ${wait} minute${wait === 1 ? "" : "s"} and try again.`,
};

export const SETUP_CODE_SHAPE = "Enter all 12 letters and digits of the setup code (three groups of four; dashes and spaces do not matter).";

export const ownerSchema = z.object({
  code: z
    .string()
    .transform(normalizeSetupCode)
    .refine((v) => v.length > 0, "Enter the setup code from the server's console.")
    .refine((v) => v.length === 0 || new RegExp(`^[${SETUP_CODE_ALPHABET}]{${SETUP_CODE_LENGTH}}$`).test(v), SETUP_CODE_SHAPE),
  name: z.string().trim().min(1, "Enter your name.").max(100, "Your name is too long (100 characters at most)."),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, "Enter your e-mail address.")
    .max(254, "That e-mail address is too long.")
    .email("Enter a valid e-mail address."),
  password: newPassword,
});

/** The business details asked right after the owner account: a part of Settings' profile, checked by the same rules. */
export const SETUP_PROFILE_NAMES = ["companyName", "phone", "email", "city", "registration"] as const satisfies readonly (keyof BusinessProfile)[];

export const setupProfileSchema = profileSchema.pick({ companyName: true, phone: true, email: true, city: true, registration: true });

export const SETUP_PROFILE_FIELDS = SETUP_PROFILE_NAMES.map((name) => {
  const f = PROFILE_FIELDS.find((p) => p.name === name)!;
  return name === "city" ? { ...f, label: "Town", hint: "Where your office is; shown in the footer, on the contact page and to search engines." } : f;
});

/** "A", "A and B", "A, B and C": the fields an answer asks to check. */
export function fieldList(names: string[], labels: Record<string, string>) {
  const items = names.map((n) => labels[n] ?? n);
  if (items.length <= 1) return items[0] ?? "the form";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

export const OWNER_FIELD_LABELS: Record<string, string> = { code: "the setup code", name: "your name", email: "the e-mail address", password: "the password" };
