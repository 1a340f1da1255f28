import { data, redirect } from "react-router";
import { requireApiUser } from "~/auth/guard.server";
import { createPageFromTitle } from "~/services/new-page.server";
import { NEW_PAGE_KINDS, type NewPageKind } from "~/content/new-page";
import { UploadError, readUploadForm, storeImage } from "~/media/uploads.server";
import { logActivity } from "~/models/activity.server";
import { flashHeader } from "~/platform/flash.server";
import type { Route } from "./+types/admin.content-new";

/** The kind of page the form makes: `?kind=service`, else a blog post. */
export const kindOf = (url: string): NewPageKind => (new URL(url).searchParams.get("kind") === "service" ? "service" : "post");

export type Answer = { error: string; field: string; values: Record<string, string> };

const FIELDS = ["title", "words", "category", "summary", "body", "cover", "alt", "seoTitle", "seoDescription", "mode", "at"] as const;

/**
 * The new-page form's post (decision 0035): read as a multipart upload (a cover photo up to the
 * upload limit, the text up to 100,000 characters), made by the content writer, or drawn again
 * with everything typed and why it was refused.
 */
export async function newPageAction({ request, context }: Route.ActionArgs) {
  const user = await requireApiUser(request, context);
  const services = context.services;
  const kind = kindOf(request.url);
  let values: Record<string, string> = {};
  const refuse = (error: string, field: string, status: number) => data<Answer>({ error, field, values }, { status });
  try {
    // One cover at most; the text may be long (a post's body is up to 100,000 characters).
    // A refused cover (too large, say) still hands back everything typed after it.
    const form = await readUploadForm(request, services.config.uploadMaxBytes, 1, 400_000, { keepFields: true });
    values = Object.fromEntries(FIELDS.map((k) => [k, form.field(k) ?? ""]));
    const file = form.files.find((f) => f.bytes.length > 0);
    const r = await createPageFromTitle(
      services.db,
      {
        kind,
        title: values.title ?? "",
        words: values.words ?? "",
        category: values.category ?? "",
        summary: values.summary ?? "",
        body: values.body ?? "",
        imageId: values.cover ?? "",
        alt: values.alt ?? "",
        seoTitle: values.seoTitle ?? "",
        seoDescription: values.seoDescription ?? "",
        mode: values.mode ?? "draft",
        at: values.at ?? "",
      },
      user.email,
      file ? async () => (await storeImage(services, file)).id : undefined,
    );
    if ("error" in r) return refuse(r.error, r.field, r.status);
    await logActivity(services.db, { actor: user.email, action: `new-${kind}`, detail: `${r.message}`, ip: context.clientIp });
    return redirect(`/admin/content/page?path=${encodeURIComponent(r.path)}`, {
      headers: { "Set-Cookie": await flashHeader({ kind: "success", title: `New ${NEW_PAGE_KINDS[kind].noun} saved`, description: r.message }, services) },
    });
  } catch (error) {
    if (error instanceof UploadError) {
      // Refused while reading the form (a photo over the limit): the typed fields come with the refusal.
      if (!Object.keys(values).length) values = Object.fromEntries(FIELDS.map((k) => [k, error.field(k) ?? ""]));
      return refuse(error.message, "file", error.status);
    }
    throw error;
  }
}
