import { z } from "zod";

/** Admin → SEO: one page's settings. Long titles turn the counter red but are never refused. */
export const seoSaveSchema = z.object({
  id: z.string().min(1),
  title: z.string().max(300, "The title is far too long."),
  description: z.string().max(1000, "The description is far too long."),
  h1_tag: z.string().max(300),
  h2_tags: z.string().max(3000),
  h3_tags: z.string().max(3000),
});
