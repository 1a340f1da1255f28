import { lazy, Suspense, useRef, useState } from "react";
import { data, Form, Link } from "react-router";
import { ImagePicker } from "~/components/admin/ImagePicker";
import { FormAlert, KeyOptions, SelectField, TextAreaField, TextField, useFocusFirstError } from "~/components/admin/Field";
import { requireUser } from "~/auth/guard.server";
import { POST_CATEGORIES } from "~/content/blog";
import { NEW_PAGE_KINDS, NEW_PAGE_LIMITS, newPagePath, slugFromWords } from "~/content/new-page";
import { imageJson } from "~/media/library.server";
import type { AdminImage } from "~/media/types";
import { listImages } from "~/models/images.server";
import { privateMeta } from "~/platform/meta";
import { getProfile } from "~/models/settings.server";
import { titleWithCompany } from "~/content/seo-meta";
import type { Route } from "./+types/admin.content-new";
import { kindOf, newPageAction, type Answer } from "./admin.content-new.server";

const RichTextEditor = lazy(() => import("~/components/admin/RichTextEditor"));

/**
 * A new blog post or service page from its title (decision 0035): the title makes the address,
 * shown in words; category, cover (upload or library, with alt text), the text in the rich-text
 * editor, search title and description prefilled; Save draft, Publish now or Schedule. Works as a
 * plain multipart form without JavaScript. Staff (owner and editors) may add pages.
 */

export const meta: Route.MetaFunction = ({ data: d }) => privateMeta(`New ${d ? NEW_PAGE_KINDS[d.kind].noun : "page"} | Lakeside Ridge CMS`);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const { db, storage } = context.services;
  const images = (await listImages(db)).map((r) => imageJson(storage, r));
  const { companyName } = await getProfile(db);
  const uploadMb = Math.round(context.services.config.uploadMaxBytes / 1024 / 1024);
  return data({ kind: kindOf(request.url), images, companyName, uploadMb }, { headers: { "Cache-Control": "no-store" } });
}

export const action = (args: Route.ActionArgs) => newPageAction(args);

export default function NewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, images, companyName, uploadMb } = loaderData;
  const answer = actionData as Answer | undefined;
  const v = answer?.values ?? {};
  const noun = NEW_PAGE_KINDS[kind].noun;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, answer);
  const [title, setTitle] = useState(v.title ?? "");
  const [words, setWords] = useState(v.words ?? "");
  const [wordsEdited, setWordsEdited] = useState(Boolean(v.words));
  const [seoTitle, setSeoTitle] = useState(v.seoTitle ?? "");
  const [seoEdited, setSeoEdited] = useState(Boolean(v.seoTitle));
  const [cover, setCover] = useState(v.cover ?? "");
  const [picking, setPicking] = useState(false);
  // With JavaScript, a photo over the limit is turned away before a slow phone spends minutes sending it.
  const [fileTooLarge, setFileTooLarge] = useState<string | null>(null);
  const slug = slugFromWords(words.trim() || title);
  const err = (f: string) => (answer?.field === f ? answer.error : null);
  const chosen = images.find((i: AdminImage) => i.id === cover);
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-3 text-sm">
        <Link to="/admin/content" className="underline">
          Pages
        </Link>{" "}
        › New {noun}
      </nav>
      <h3 className="mb-4 text-xl font-semibold text-lake-900">New {noun}</h3>
      <Form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        className="max-w-3xl space-y-5"
        noValidate
        onSubmit={(e) => {
          // Refused here as the server would refuse it, without sending minutes of photo first; nothing is saved.
          if (!fileTooLarge) return;
          e.preventDefault();
          formRef.current?.querySelector<HTMLElement>("#new-file")?.focus();
        }}
      >
        {answer && <FormAlert autoFocus={false}>{answer.error}</FormAlert>}
        <TextField
          id="new-title"
          name="title"
          label="Title"
          required
          maxLength={NEW_PAGE_LIMITS.title}
          value={title}
          error={err("title")}
          onChange={(e) => {
            setTitle(e.target.value);
            if (!wordsEdited) setWords("");
            if (!seoEdited) setSeoTitle("");
          }}
        />
        <div>
          <TextField
            id="new-words"
            name="words"
            label="Words in its address"
            hint="Made from the title. Change the words if you want a shorter address."
            maxLength={NEW_PAGE_LIMITS.words}
            value={words || (wordsEdited ? "" : slug.replace(/-/g, " "))}
            error={err("words")}
            onChange={(e) => {
              setWords(e.target.value);
              setWordsEdited(true);
            }}
          />
          <p className="mt-1 text-sm text-slate-800" aria-live="polite" data-testid="new-address">
            {slug ? `Its address will be ${newPagePath(kind, slug)}` : "Type a title to make its address."}
          </p>
        </div>
        {kind === "post" && (
          <SelectField id="new-category" name="category" label="Category" defaultValue={v.category ?? ""} error={err("category")}>
            <option value="">No category (shown as News)</option>
            <KeyOptions items={POST_CATEGORIES} />
          </SelectField>
        )}
        <TextAreaField
          id="new-summary"
          name="summary"
          label={kind === "post" ? "Short summary for the blog list" : "Short summary for the Services page"}
          rows={2}
          maxLength={NEW_PAGE_LIMITS.summary}
          defaultValue={v.summary ?? ""}
          error={err("summary")}
        />
        <fieldset className="rounded-xl border border-slate-200 p-4">
          <legend className="px-1 font-semibold text-slate-900">Cover picture</legend>
          <label htmlFor="new-file" className="label">
            Upload a cover picture
          </label>
          <input
            id="new-file"
            type="file"
            name="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            className="mt-1 block min-h-11 w-full"
            aria-invalid={fileTooLarge || err("file") ? true : undefined}
            aria-describedby={fileTooLarge || err("file") ? "new-file-error" : undefined}
            onChange={(e) => {
              const f = e.currentTarget.files?.[0];
              const tooLarge = f && f.size > uploadMb * 1024 * 1024 ? `The image ${f.name} is larger than ${uploadMb} MB. Please upload a smaller file.` : null;
              setFileTooLarge(tooLarge);
            }}
          />
          {(fileTooLarge || err("file")) && (
            <p id="new-file-error" className="mt-1 text-sm font-medium text-red-800">
              {fileTooLarge ?? err("file")}
            </p>
          )}
          <SelectField
            id="new-cover"
            name="cover"
            label="Or choose one from the Images library"
            className="mt-3"
            value={cover}
            error={err("cover")}
            onChange={(e) => setCover(e.target.value)}
          >
            <option value="">No picture from the library</option>
            {images.map((i: AdminImage) => (
              <option key={i.id} value={i.id}>
                {i.alt_text ? `${i.alt_text} (${i.original_filename})` : i.original_filename}
              </option>
            ))}
          </SelectField>
          <button type="button" className="btn-secondary mt-2 min-h-11" onClick={() => setPicking(true)}>
            Browse the library for the cover
          </button>
          {chosen && <img src={chosen.thumb} alt="" className="mt-2 h-24 rounded object-cover" />}
          <TextField
            id="new-alt"
            name="alt"
            label="Describe the cover picture"
            hint="For visitors who cannot see it, like “Dock with new cedar decking at dusk”."
            className="mt-3"
            maxLength={NEW_PAGE_LIMITS.alt}
            defaultValue={v.alt ?? chosen?.alt_text ?? ""}
            key={chosen?.id ?? "none"}
            error={err("alt")}
          />
          <ImagePicker
            open={picking}
            onClose={() => setPicking(false)}
            onPick={(img) => {
              setCover(img.id);
              setPicking(false);
            }}
          />
        </fieldset>
        <div>
          <Suspense fallback={<TextAreaField id="new-body" name="body" label="The text" rows={12} defaultValue={v.body ?? ""} error={err("body")} />}>
            <p className="label" id="new-body-label">
              The text
            </p>
            <RichTextEditor name="body" label="The text" initialHtml={v.body ?? ""} images={images} onChange={() => undefined} />
            {err("body") && <p className="mt-1 text-sm font-medium text-red-800">{err("body")}</p>}
          </Suspense>
        </div>
        <fieldset className="rounded-xl border border-slate-200 p-4">
          <legend className="px-1 font-semibold text-slate-900">How it shows in search results</legend>
          <TextField
            id="new-seo-title"
            name="seoTitle"
            label="Search title"
            maxLength={NEW_PAGE_LIMITS.seoTitle * 2}
            value={seoTitle || (seoEdited ? "" : title ? titleWithCompany(title.trim(), companyName) : "")}
            onChange={(e) => {
              setSeoTitle(e.target.value);
              setSeoEdited(true);
            }}
          />
          <TextAreaField
            id="new-seo-description"
            name="seoDescription"
            label="Search description"
            hint="Left empty, the short summary is used."
            className="mt-3"
            rows={2}
            maxLength={NEW_PAGE_LIMITS.seoDescription * 2}
            defaultValue={v.seoDescription ?? ""}
          />
        </fieldset>
        <fieldset className="rounded-xl border border-slate-200 p-4">
          <legend className="px-1 font-semibold text-slate-900">When visitors see it</legend>
          <TextField
            id="new-at"
            name="at"
            type="datetime-local"
            step={60}
            label="Go live on (date and time, Pacific time), for Schedule"
            hint="Only needed when you schedule it."
            defaultValue={v.at ?? ""}
            error={err("at")}
          />
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="submit" name="mode" value="draft" className="btn-secondary min-h-11">
              Save draft
            </button>
            <button type="submit" name="mode" value="publish" className="btn-primary min-h-11">
              Publish now
            </button>
            <button type="submit" name="mode" value="schedule" className="btn-secondary min-h-11">
              Schedule
            </button>
          </div>
        </fieldset>
      </Form>
    </>
  );
}
