/**
 * A new blog post or service page started from its title (decision 0035): the address is made from
 * words (never typed as a path), the page is one content item at section `body` written through the
 * one writer (app/services/content-items.server.ts, decision 0034), its cover's alt text and its search
 * title and description are saved in the same transaction, and it is saved as a draft, published
 * now or scheduled, as every page is.
 */
import { BLOG_CATEGORIES } from "~/content/blog";
import { pageTemplate, SLUG_PATTERN } from "~/content/paths";
import { sanitizeContent } from "~/content/sanitize.server";
import { formatZoned, scheduledTime } from "~/content/schedule";
import { BLOCK_LIMITS } from "~/content/sections";
import { htmlToText, withHeadingIds } from "~/content/text";
import type { Db } from "~/db/schema";
import { inTransaction, nowIso } from "~/db/client.server";
import { hasAnyItemAt } from "~/models/content-items.server";
import { getImage, updateImage } from "~/models/images.server";
import { findRedirect } from "~/models/redirects.server";
import { ensureSeoSetting } from "~/models/seo-settings.server";
import { getProfile } from "~/models/settings.server";
import { titleWithCompany } from "~/content/seo-meta";
import { createItem, Refused, refusable } from "./content-items.server";
import { NEW_PAGE_KINDS, NEW_PAGE_LIMITS, newPagePath, slugFromWords, type NewPageKind } from "~/content/new-page";

/** What the form sent, read and checked; the cover is either a new upload's id or a library id. */
export interface NewPageInput {
  kind: NewPageKind;
  title: string;
  words: string;
  category: string;
  summary: string;
  body: string;
  imageId: string;
  alt: string;
  seoTitle: string;
  seoDescription: string;
  mode: string;
  at: string;
}

export type NewPageResult = { path: string; message: string } | { error: string; field: string; status: 400 | 409 };

/** Why the address is not free, or null: a built-in page, another staff page, or a moved page's old address. */
export async function addressTaken(db: Db, kind: NewPageKind, slug: string): Promise<string | null> {
  const path = newPagePath(kind, slug);
  const template = pageTemplate(path);
  const mine = kind === "post" ? "staff-post" : "staff-service";
  const noun = NEW_PAGE_KINDS[kind].noun;
  if (template !== mine) return `The address ${path} is one of the site's own pages. Change the title or the address words.`;
  if (await hasAnyItemAt(db, path))
    return `Another ${noun} already has the address ${path}. Change the title or the address words (a deleted page keeps its address until Deleted items is emptied).`;
  if (await findRedirect(db, path)) return `The address ${path} still leads to a page that moved. Change the title or the address words.`;
  return null;
}

/**
 * Creates the page in one transaction; nothing is written when anything is refused. `upload` keeps
 * a new cover in the library, called only once everything else has passed, so a refused page
 * leaves no stray picture behind.
 */
export async function createPageFromTitle(db: Db, input: NewPageInput, actor: string, upload?: () => Promise<string>): Promise<NewPageResult> {
  const { kind } = input;
  const noun = NEW_PAGE_KINDS[kind].noun;
  const title = input.title.trim();
  if (!title) return { error: `Give the ${noun} a title.`, field: "title", status: 400 };
  if (title.length > NEW_PAGE_LIMITS.title) return { error: `Keep the title under ${NEW_PAGE_LIMITS.title} characters.`, field: "title", status: 400 };
  if (input.words.length > NEW_PAGE_LIMITS.words)
    return { error: `Keep the address words under ${NEW_PAGE_LIMITS.words} characters.`, field: "words", status: 400 };
  const slug = slugFromWords(input.words.trim() || title);
  if (!slug || !SLUG_PATTERN.test(slug)) return { error: "Use at least one letter or digit in the address words.", field: "words", status: 400 };
  const taken = await addressTaken(db, kind, slug);
  if (taken) return { error: taken, field: "words", status: 409 };
  const category = kind === "post" ? input.category.trim() : "";
  if (category && !BLOG_CATEGORIES.some((c) => c.key !== "all" && c.key === category))
    return { error: "Choose one of the blog's categories.", field: "category", status: 400 };
  const summary = input.summary.trim();
  if (summary.length > NEW_PAGE_LIMITS.summary)
    return { error: `Keep the summary under ${NEW_PAGE_LIMITS.summary} characters.`, field: "summary", status: 400 };
  if (input.body.length > BLOCK_LIMITS.rich) return { error: "The text is too long for one page. Split it into two posts.", field: "body", status: 400 };
  const body = withHeadingIds(sanitizeContent(input.body).trim());
  if (!htmlToText(body).trim() && !summary) return { error: `Write the ${noun}'s text before saving it.`, field: "body", status: 400 };
  const alt = input.alt.trim();
  if (alt.length > NEW_PAGE_LIMITS.alt) return { error: `Keep the picture's description under ${NEW_PAGE_LIMITS.alt} characters.`, field: "alt", status: 400 };
  if (upload && !alt) return { error: "Describe the cover picture for visitors who cannot see it.", field: "alt", status: 400 };
  const seoTitle = input.seoTitle.trim().slice(0, NEW_PAGE_LIMITS.seoTitle * 2);
  const seoDescription = input.seoDescription.trim().slice(0, NEW_PAGE_LIMITS.seoDescription * 2);
  const mode = input.mode === "publish" || input.mode === "schedule" ? input.mode : "draft";
  let at: string | null = null;
  if (mode === "schedule") {
    const when = scheduledTime(input.at, { goesLive: "it goes live", schedule: "it" }, nowIso());
    if ("error" in when) return { error: when.error, field: "at", status: 400 };
    at = when.at;
  }
  const imageId = upload ? await upload() : input.imageId.trim();
  const image = imageId ? await getImage(db, imageId) : null;
  if (imageId && !image) return { error: "That picture is no longer in the Images library. Choose another.", field: "cover", status: 400 };
  if (image && !alt && !image.alt_text) return { error: "Describe the cover picture for visitors who cannot see it.", field: "alt", status: 400 };
  const path = newPagePath(kind, slug);
  const result = await refusable(() =>
    inTransaction(db, async (tx) => {
      if (image && alt && alt !== image.alt_text) await updateImage(tx, image.id, { alt_text: alt });
      const r = await createItem(
        tx,
        {
          page_path: path,
          section_id: "body",
          type: kind === "post" ? "blog" : "page",
          title,
          content: body,
          excerpt: summary || null,
          category: category || null,
          image_id: image?.id ?? null,
          is_published: mode !== "draft",
          publish_at: at,
        },
        actor,
        `${mode === "draft" ? "Draft created" : mode === "schedule" ? `Scheduled for ${formatZoned(at)}` : "Published"} from its title`,
      );
      if (!("item" in r)) throw new Refused(r.error, r.field === "content" ? "body" : (r.field ?? "title"));
      const description = seoDescription || summary || htmlToText(body).trim().slice(0, 155);
      await ensureSeoSetting(tx, path, {
        title: seoTitle || titleWithCompany(title, (await getProfile(tx)).companyName),
        description: description || null,
        h1_tag: null,
        h2_tags: [],
        h3_tags: [],
      });
      return { path };
    }),
  );
  if ("error" in result) return { error: result.error, field: result.field ?? "title", status: 400 };
  const name = `“${title}”`;
  if (mode === "publish") return { path, message: `${name} is published at ${path}: visitors see it now.` };
  if (mode === "schedule") return { path, message: `${name} goes live ${formatZoned(at)} at ${path}.` };
  return { path, message: `${name} is saved as a draft. Visitors do not see it until you publish.` };
}
