import { slugify } from "~/content/text";
import { z } from "zod";
import { SERVICE_KEYS, SLUG_PATTERN } from "~/content/paths";
import { clockDate } from "~/platform/clock";

/** Project photos' roles: a photo on its own, or half of a before/after pair. */
export const PHOTO_ROLES = ["photo", "before", "after"] as const;
export const REVIEW_SOURCES = ["Google", "Houzz", "Facebook", "Nextdoor", "A letter or e-mail", "In person"] as const;

const thisYear = () => clockDate().getFullYear();
const optional = (max: number, message: string) => z.string().trim().max(max, message).optional();

/** Admin → Projects: one project (its photos are added with their own form). */
export function projectSchema(towns: readonly string[]) {
  return z.object({
    title: z.string().trim().min(1, "Give the project a title.").max(120, "Keep the title under 120 characters."),
    slug: z
      .string()
      .trim()
      .max(80, "Keep the address under 80 characters.")
      .refine((v) => v === "" || SLUG_PATTERN.test(v), "The address uses lower-case letters, digits and dashes, like lakeside-adu-2025.")
      .optional(),
    town: z.string().refine((v) => towns.includes(v), "Choose the town from the list."),
    service_key: z.enum(SERVICE_KEYS, { message: "Choose the kind of work." }),
    year: z
      .string()
      .trim()
      .optional()
      .refine(
        (v) => !v || (/^\d{4}$/.test(v) && Number(v) >= 1950 && Number(v) <= thisYear()),
        `The year finished is a year like ${thisYear() - 1}, not in the future.`,
      ),
    summary: z.string().trim().min(1, "Write a one-sentence summary.").max(300, "Keep the summary under 300 characters."),
    story: optional(100_000, "The story is too long (100,000 characters at most)."),
    client_words: optional(1_000, "Keep the client's words under 1,000 characters."),
    is_published: z.boolean(),
  });
}

/** Admin → Reviews: one review, as the client agreed to show it. */
export function reviewSchema(towns: readonly string[]) {
  return z.object({
    client_name: z.string().trim().min(1, "Write the client's name as they agreed to show it.").max(80, "Keep the name under 80 characters."),
    town: z
      .string()
      .optional()
      .refine((v) => !v || towns.includes(v), "Choose the town from the list."),
    project_id: z.string().trim().max(64).optional(),
    service_key: z
      .string()
      .optional()
      .refine((v) => !v || (SERVICE_KEYS as readonly string[]).includes(v), "Choose the kind of work."),
    review_date: z
      .string()
      .trim()
      .refine(
        (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)) && v <= clockDate().toISOString().slice(0, 10),
        "Give the date it was written, not in the future.",
      ),
    words: z.string().trim().min(1, "Paste what the client said.").max(2_000, "Keep the review under 2,000 characters."),
    source: z.enum(REVIEW_SOURCES, { message: "Choose where it was first posted." }),
    source_url: z
      .string()
      .trim()
      .max(500)
      .optional()
      .refine((v) => !v || /^https:\/\/[^\s<>"]+$/.test(v), "The link must be a full https:// address."),
    is_published: z.boolean(),
  });
}

/** A project photo's details. */
export const photoSchema = z.object({
  role: z.enum(PHOTO_ROLES, { message: "Choose photo, before or after." }),
  pair: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || (/^\d{1,2}$/.test(v) && Number(v) >= 1), "The pair is a number like 1 or 2."),
  caption: z.string().trim().max(200, "Keep the caption under 200 characters.").optional(),
  alt_text: z.string().trim().max(500, "Keep the description under 500 characters.").optional(),
});

/** A project's address from its title and town, the town added only when the title does not already name it. */
export function projectSlug(title: string, town: string) {
  const t = slugify(title);
  const place = slugify(town);
  const named = !place || `-${t}-`.includes(`-${place}-`);
  return (named ? t : slugify(`${title} ${town}`)).slice(0, 80);
}
