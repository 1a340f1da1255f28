import { z } from "zod";
import { isSitePath } from "~/content/paths";
import { CONTENT_TYPES } from "~/content/types";
import { DETAIL_FIELDS, fieldLabel, fieldMax, type DetailField, type ItemField } from "~/content/item-fields";

/** What the form reads of a title before the item's rules check it (they allow at most 200). */
const READ_CAP = 2_000;
const TOO_LONG = "Keep the title under 200 characters.";
import { zonedInputToIso } from "~/content/schedule";
import { BLOG_CATEGORIES } from "~/content/blog";

const pagePath = z
  .string()
  .trim()
  .max(200)
  .refine(
    isSitePath,
    "The page path must start with one / and use lower-case letters, digits and dashes between single slashes, like /about or /blog/my-post.",
  );
const sectionId = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, "The section id uses lower-case letters, digits and dashes, like hero-title.");

/** A date and time typed in the business's zone ("" = none), stored as ISO UTC. */
const zonedTime = (label: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      const iso = zonedInputToIso(v);
      if (!iso) {
        ctx.addIssue({ code: "custom", message: `${label} is not a date and time like 2026-12-01 09:00.` });
        return z.NEVER;
      }
      return iso;
    });

/**
 * The optional details (DETAIL_FIELDS of the field list, "" = none): each is read as trimmed text
 * within its column's limit; a detail with a rule of its own (the blog's categories) adds it here.
 */
const detailRules: Partial<Record<ItemField, z.ZodType<string | undefined>>> = {
  category: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || BLOG_CATEGORIES.some((c) => c.key !== "all" && c.key === v), "Choose one of the blog's categories."),
};
const details = Object.fromEntries(
  DETAIL_FIELDS.map((k) => [
    k,
    detailRules[k] ??
      z
        .string()
        .trim()
        .max(fieldMax(k), `Keep the ${fieldLabel(k).toLowerCase()} under ${fieldMax(k)} characters.`)
        .optional(),
  ]),
) as Record<DetailField, z.ZodType<string | undefined>>;

/** Admin → Content: the create form. */
export const contentCreateSchema = z.object({
  page_path: pagePath,
  section_id: sectionId,
  type: z.enum(CONTENT_TYPES, { message: "Choose a content type: page, blog, component or image." }),
  // Read caps only: the one writer of content items checks each value by its block's rules.
  title: z.string().max(READ_CAP, TOO_LONG).optional(),
  content: z.string().max(fieldMax("content"), "The content is too long (100,000 characters at most).").optional(),
  ...details,
});

/** Admin → Content: the edit form. Page path and section id are optional (older forms omit them). */
export const contentUpdateSchema = z
  .object({
    id: z.string().min(1),
    page_path: pagePath.optional(),
    section_id: sectionId.optional(),
    title: z.string().max(READ_CAP, TOO_LONG),
    content: z.string().max(fieldMax("content"), "The content is too long (100,000 characters at most)."),
    is_published: z.boolean(),
    publish_at: zonedTime("Publish at"),
    unpublish_at: zonedTime("Unpublish at"),
    ...details,
  })
  .refine((v) => !v.publish_at || !v.unpublish_at || v.unpublish_at > v.publish_at, {
    message: "Unpublish at must be later than Publish at.",
    path: ["unpublish_at"],
  });
