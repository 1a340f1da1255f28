import { z } from "zod";

/**
 * Admin → SEO: one page's settings, read with caps only (a form never carries more): the one
 * writer (app/services/seo.server.ts) refuses past its limits with the words both screens show.
 */
const READ_CAP = 20_000;

/** The most characters each field may hold (the writer's rules; the screens' fields say the same). */
export const SEO_LIMITS = { title: 300, description: 1000, h1_tag: 300, headings: 3000 } as const;
export const seoSaveSchema = z.object({
  id: z.string().min(1),
  title: z.string().max(READ_CAP),
  description: z.string().max(READ_CAP),
  h1_tag: z.string().max(READ_CAP),
  h2_tags: z.string().max(READ_CAP),
  h3_tags: z.string().max(READ_CAP),
});
