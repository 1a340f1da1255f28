import { z } from "zod";
import type { AppLoadContext } from "react-router";
import { removeImage } from "../media/library.server";
import { contentToHtml } from "../content/sanitize.server";
import { CONTENT_TYPES, createContentItem, deleteContentItem, updateContentItem } from "~/models/content-items.server";
import { updateImage } from "~/models/images.server";
import { emptyToNull, parseHeadingList, updateSeoSetting } from "~/models/seo-settings.server";
import { getProfile, saveProfile } from "~/models/settings.server";
import { youtubeId } from "../media/video";

/** What every admin action answers: a notice for a toast (or a banner without JavaScript). */
export interface Notice {
  kind: "success" | "error";
  title: string;
  description?: string;
  intent: string;
  id?: string;
  fieldErrors?: Record<string, string>;
  at: number;
}

const ok = (intent: string, title: string, extra: Partial<Notice> = {}): Notice => ({ kind: "success", title, intent, at: Date.now(), ...extra });
const fail = (intent: string, title: string, description: string, extra: Partial<Notice> = {}): Notice => ({ kind: "error", title, description, intent, at: Date.now(), ...extra });

const firstIssue = (e: z.ZodError) => e.issues[0]?.message ?? "Check the form.";

const contentCreate = z.object({
  page_path: z.string().trim().regex(/^\/[a-z0-9\-/]*$/, "The page path must start with / and use lower-case letters, digits and dashes, like /about.").max(200),
  section_id: z.string().trim().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, "The section id uses lower-case letters, digits and dashes, like hero-title."),
  type: z.enum(CONTENT_TYPES, { message: "Choose a content type: page, blog, component or image." }),
  title: z.string().max(200, "Keep the title under 200 characters.").optional(),
  content: z.string().max(100_000, "The content is too long (100,000 characters at most).").optional(),
});

const contentUpdate = z.object({
  id: z.string().min(1),
  title: z.string().max(200, "Keep the title under 200 characters."),
  content: z.string().max(100_000, "The content is too long (100,000 characters at most)."),
  is_published: z.boolean(),
});

const seoSave = z.object({
  id: z.string().min(1),
  title: z.string().max(300, "The title is far too long."),
  description: z.string().max(1000, "The description is far too long."),
  h1_tag: z.string().max(300),
  h2_tags: z.string().max(3000),
  h3_tags: z.string().max(3000),
});

const phone = z.string().trim().min(7, "Enter the phone number with its area code.").max(40).regex(/^[0-9+().\-\s]+$/, "The phone number may use digits, spaces, dashes and brackets.");
const text = (label: string, max = 120) => z.string().trim().min(1, `${label} is required.`).max(max, `${label} is too long (${max} characters at most).`);

export const profileSchema = z.object({
  companyName: text("The company name", 80),
  tagline: text("The tagline", 120),
  phone,
  email: z.string().trim().email("Enter a valid e-mail address."),
  officeLine: text("The office line", 120),
  city: text("The city", 60),
  region: text("The state", 30),
  postalCode: z.string().trim().regex(/^\d{5}(-\d{4})?$/, "Enter a 5-digit ZIP code."),
  areaServed: text("The area served", 300),
  ownerFirstName: text("The owner's first name", 40),
});

export async function handleAdminAction(request: Request, context: AppLoadContext): Promise<{ notice: Notice; status: number }> {
  const { db, storage, config, logger } = context.services;
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const str = (k: string) => String(form.get(k) ?? "");
  try {
    switch (intent) {
      case "content-create": {
        const p = contentCreate.safeParse({ page_path: str("page_path"), section_id: str("section_id"), type: str("type") || "page", title: str("title"), content: str("content") });
        if (!p.success) return { notice: fail(intent, "Error creating content", firstIssue(p.error)), status: 400 };
        const item = await createContentItem(db, { ...p.data, title: p.data.title?.trim() || null, content: p.data.content ?? null });
        return { notice: ok(intent, "Content created successfully", { id: item.id }), status: 200 };
      }
      case "content-update": {
        const p = contentUpdate.safeParse({ id: str("id"), title: str("title"), content: str("content"), is_published: form.get("is_published") === "on" || form.get("is_published") === "true" });
        if (!p.success) return { notice: fail(intent, "Error updating content", firstIssue(p.error)), status: 400 };
        const item = await updateContentItem(db, p.data.id, { title: p.data.title.trim() || null, content: p.data.content, is_published: p.data.is_published });
        if (!item) return { notice: fail(intent, "Error updating content", "That content item no longer exists."), status: 404 };
        return { notice: ok(intent, "Content updated successfully", { id: item.id }), status: 200 };
      }
      case "content-delete": {
        const deleted = await deleteContentItem(db, str("id"));
        if (!deleted) return { notice: fail(intent, "Error deleting content", "That content item no longer exists."), status: 404 };
        return { notice: ok(intent, "Content deleted"), status: 200 };
      }
      case "image-alt": {
        const alt = str("alt_text");
        if (alt.length > 500) return { notice: fail(intent, "Error updating alt text", "Keep the alt text under 500 characters."), status: 400 };
        const image = await updateImage(db, str("id"), { alt_text: alt.trim() || null });
        if (!image) return { notice: fail(intent, "Error updating alt text", "That image no longer exists."), status: 404 };
        return { notice: ok(intent, "Alt text updated", { id: image.id }), status: 200 };
      }
      case "image-delete": {
        const removed = await removeImage({ db, storage, config }, str("id"));
        if (!removed) return { notice: fail(intent, "Error deleting image", "That image no longer exists."), status: 404 };
        return { notice: ok(intent, "Image deleted successfully"), status: 200 };
      }
      case "seo-save": {
        const p = seoSave.safeParse({ id: str("id"), title: str("title"), description: str("description"), h1_tag: str("h1_tag"), h2_tags: str("h2_tags"), h3_tags: str("h3_tags") });
        if (!p.success) return { notice: fail(intent, "Failed to update SEO settings", firstIssue(p.error)), status: 400 };
        const row = await updateSeoSetting(db, p.data.id, {
          title: emptyToNull(p.data.title),
          description: emptyToNull(p.data.description),
          h1_tag: emptyToNull(p.data.h1_tag),
          h2_tags: parseHeadingList(p.data.h2_tags),
          h3_tags: parseHeadingList(p.data.h3_tags),
        });
        if (!row) return { notice: fail(intent, "Failed to update SEO settings", "That page's settings no longer exist."), status: 404 };
        return { notice: ok(intent, "SEO settings updated successfully", { id: row.id }), status: 200 };
      }
      case "settings-save": {
        const p = profileSchema.safeParse(Object.fromEntries(Object.keys(profileSchema.shape).map((k) => [k, str(k)])));
        if (!p.success) {
          const fieldErrors: Record<string, string> = {};
          for (const i of p.error.issues) fieldErrors[String(i.path[0])] ??= i.message;
          return { notice: fail(intent, "Failed to save settings", firstIssue(p.error), { fieldErrors }), status: 400 };
        }
        const current = await getProfile(db);
        const videos: Record<string, string> = {};
        for (const key of Object.keys(current.videos)) {
          const v = str(`video:${key}`).trim();
          if (v && !youtubeId(v)) {
            return { notice: fail(intent, "Failed to save settings", `The video link for “${key}” is not a YouTube link or id.`, { fieldErrors: { [`video:${key}`]: "Paste a YouTube link (or its 11-character id)." } }), status: 400 };
          }
          videos[key] = v ? youtubeId(v)! : "";
        }
        await saveProfile(db, { ...current, ...p.data, videos });
        return { notice: ok(intent, "Settings saved", { description: "The site shows the new details now." }), status: 200 };
      }
      default:
        return { notice: fail(intent || "unknown", "Error", "Unknown action."), status: 400 };
    }
  } catch (error) {
    logger.error({ err: error, intent }, "admin action failed");
    const titles: Record<string, string> = {
      "content-create": "Error creating content",
      "content-update": "Error updating content",
      "image-alt": "Error updating alt text",
      "image-delete": "Error deleting image",
      "seo-save": "Failed to update SEO settings",
    };
    return { notice: fail(intent, titles[intent] ?? "Error", (error as Error).message || "Something went wrong. Please try again."), status: 500 };
  }
}

/** Published content as a visitor will see it (sanitized): for the admin's preview. */
export const previewHtml = (content: string) => contentToHtml(content);
