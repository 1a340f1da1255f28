import { POST_CATEGORIES } from "~/content/blog";
import { staffPostSlug, staffServiceSlug } from "~/content/paths";
import { DETAIL_FIELDS, fieldLabel, fieldMax, type DetailField } from "~/content/item-fields";
import type { ContentItemView } from "~/content/types";
import { KeyOptions, SelectField, TextAreaField, TextField } from "./Field";
import type { PictureChoice } from "./content-item";

/** The details shown with a field of their own below; any other detail in the field list gets a plain text field. */
const DRAWN: ReadonlySet<DetailField> = new Set(["category", "image_id", "cta_label", "excerpt"]);

/** Every detail's value as stored, from the field list (a new detail column needs no edit here). */
export function detailValues(item: ContentItemView | null): Record<string, string> {
  return Object.fromEntries(DETAIL_FIELDS.map((k) => [k, String(item?.[k] ?? "")]));
}

/** Which details an item may carry: a staff post's, a new service page's, or none. */
export function detailsKind(type: string, pagePath: string): "post" | "service" | null {
  if (type === "blog" && staffPostSlug(pagePath.trim())) return "post";
  if (type === "page" && staffServiceSlug(pagePath.trim())) return "service";
  return null;
}

/**
 * A staff post's category, excerpt and cover picture; a new service page's summary, picture and
 * button label. Plain fields and selects, so they work without JavaScript.
 */
export function ItemDetails({
  idPrefix,
  kind,
  values,
  pictures,
  errors,
}: {
  idPrefix: string;
  kind: "post" | "service" | null;
  values: Record<string, string>;
  pictures: PictureChoice[];
  errors: Record<string, string> | null;
}) {
  if (!kind) return null;
  const f = (name: string) => `${name}-${idPrefix}`;
  return (
    <fieldset className="mt-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-medium text-slate-800">{kind === "post" ? "Post details" : "Service page details"}</legend>
      <p className="text-sm text-slate-700">
        {kind === "post"
          ? "How the post shows in the blog list: its category (for the filter), a short excerpt and a cover picture from the Images library."
          : "A new service page: it joins the Services page, the Services menu and the sitemap once published. The body goes in Content."}
      </p>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        {kind === "post" && (
          <SelectField id={f("category")} name="category" label="Category" defaultValue={values.category ?? ""}>
            <option value="">No category</option>
            <KeyOptions items={POST_CATEGORIES} />
          </SelectField>
        )}
        <SelectField
          id={f("image_id")}
          name="image_id"
          label={kind === "post" ? "Cover picture" : "Picture"}
          defaultValue={values.image_id ?? ""}
          error={errors?.image_id}
        >
          <option value="">{kind === "post" ? "The blog's drawing" : "The services drawing"}</option>
          {pictures.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </SelectField>
        {kind === "service" && (
          <TextField
            id={f("cta_label")}
            name="cta_label"
            label="Button label"
            maxLength={fieldMax("cta_label")}
            placeholder="Ask About This Service"
            defaultValue={values.cta_label ?? ""}
          />
        )}
      </div>
      <TextAreaField
        id={f("excerpt")}
        name="excerpt"
        label={kind === "post" ? "Excerpt" : "Summary"}
        className="mt-3"
        rows={2}
        maxLength={fieldMax("excerpt")}
        defaultValue={values.excerpt ?? ""}
      />
      {DETAIL_FIELDS.filter((k) => !DRAWN.has(k)).map((k) => (
        <TextField
          key={k}
          id={f(k)}
          name={k}
          label={fieldLabel(k)}
          className="mt-3"
          maxLength={fieldMax(k)}
          defaultValue={values[k] ?? ""}
          error={errors?.[k]}
        />
      ))}
    </fieldset>
  );
}
