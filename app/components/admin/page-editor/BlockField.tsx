import { PageOptions } from "~/components/admin/Field";
import { RichTextField } from "../RichTextField";
import { FieldError } from "./FieldError";
import { ListField } from "./ListField";
import { PictureField, type FieldProps } from "./PictureField";
import type { PageChoice } from "./types";
/** One block's field, by its kind: text, rich text, a list or cards, or a picture. */
export function BlockField({ pages, ...field }: FieldProps & { pages: PageChoice[] }) {
  const { block, images, hydrated, onChange, error } = field;
  const { def, value } = block;
  const name = `block:${def.id}`;
  const fieldId = `field-${def.id}`;
  const errId = `${fieldId}-error`;
  const describedBy = error ? errId : undefined;
  switch (def.kind) {
    case "text": {
      const text = value && "text" in value ? value.text : "";
      return (
        <>
          <label htmlFor={fieldId} className="sr-only">
            {def.label}
          </label>
          {def.multiline ? (
            <textarea
              id={fieldId}
              name={name}
              defaultValue={text}
              rows={Math.min(8, Math.max(2, Math.ceil(text.length / 70)))}
              maxLength={def.max}
              className="field"
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
            />
          ) : (
            <input
              id={fieldId}
              name={name}
              defaultValue={text}
              maxLength={def.max}
              className="field"
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
            />
          )}
          <FieldError id={errId} error={error} />
        </>
      );
    }
    case "rich": {
      const html = value && "html" in value ? value.html : value && "text" in value ? `<p>${value.text.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</p>` : "";
      return (
        <>
          {hydrated ? (
            <RichTextField name={name} label={def.label} html={html} images={images} onChange={onChange} />
          ) : (
            <>
              <label htmlFor={fieldId} className="text-sm text-slate-700">
                {def.label} (HTML; with JavaScript on, this is a rich-text editor)
              </label>
              <textarea id={fieldId} name={name} defaultValue={html} rows={10} maxLength={def.max} className="field mt-1 font-mono text-sm" />
            </>
          )}
          <FieldError id={errId} error={error} />
        </>
      );
    }
    case "link": {
      const link = value && "link" in value ? value.link : { label: "", href: "/contact" };
      const known = pages.some((p) => p.path === link.href);
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={`${fieldId}-label`} className="block text-sm font-medium text-slate-800">
              Button text
            </label>
            <input
              id={`${fieldId}-label`}
              name={`${name}:label`}
              defaultValue={link.label}
              maxLength={def.max}
              className="field mt-1"
              aria-describedby={describedBy}
              aria-invalid={error ? true : undefined}
            />
          </div>
          <div>
            <label htmlFor={`${fieldId}-href`} className="block text-sm font-medium text-slate-800">
              Opens
            </label>
            <select id={`${fieldId}-href`} name={`${name}:href`} defaultValue={link.href} className="field mt-1">
              {!known && <option value={link.href}>{link.href}</option>}
              <PageOptions pages={pages} />
            </select>
          </div>
          <div className="sm:col-span-2">
            <FieldError id={errId} error={error} />
          </div>
        </div>
      );
    }
    case "list":
    case "items":
      return <ListField block={block} pages={pages} hydrated={hydrated} onChange={onChange} error={error} />;
    case "image":
      return <PictureField {...field} />;
  }
}
