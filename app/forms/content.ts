import { z } from "zod";
import { isSitePath } from "~/content/paths";
import { CONTENT_TYPES } from "~/content/types";
import { fieldMax } from "~/content/item-fields";

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

/** A staff post's or a new service page's details ("" = none). */
const details = {
  category: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || BLOG_CATEGORIES.some((c) => c.key !== "all" && c.key === v), "Choose one of the blog's categories."),
  excerpt: z.string().trim().max(fieldMax("excerpt"), "Keep the excerpt under 300 characters.").optional(),
  image_id: z.string().trim().max(fieldMax("image_id")).optional(),
  cta_label: z.string().trim().max(fieldMax("cta_label"), "Keep the button label under 60 characters.").optional(),
};

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
