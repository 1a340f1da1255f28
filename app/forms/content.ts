import { z } from "zod";
import { CONTENT_TYPES } from "~/content/types";

/** Admin → Content: the create form. */
export const contentCreateSchema = z.object({
  page_path: z
    .string()
    .trim()
    .regex(/^\/[a-z0-9\-/]*$/, "The page path must start with / and use lower-case letters, digits and dashes, like /about.")
    .max(200),
  section_id: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, "The section id uses lower-case letters, digits and dashes, like hero-title."),
  type: z.enum(CONTENT_TYPES, { message: "Choose a content type: page, blog, component or image." }),
  title: z.string().max(200, "Keep the title under 200 characters.").optional(),
  content: z.string().max(100_000, "The content is too long (100,000 characters at most).").optional(),
});

/** Admin → Content: the edit form. */
export const contentUpdateSchema = z.object({
  id: z.string().min(1),
  title: z.string().max(200, "Keep the title under 200 characters."),
  content: z.string().max(100_000, "The content is too long (100,000 characters at most)."),
  is_published: z.boolean(),
});
