import { useRef, useState } from "react";
import { SelectField } from "./Field";
import { ImagePicker, imageMarkup } from "./ImagePicker";

import type { PictureChoice } from "./content-item";

/** Inserts text at the caret of a text area (or at its end). */
function insertAtCaret(area: HTMLTextAreaElement | null, text: string, setValue: (v: string) => void) {
  if (!area) return;
  const start = area.selectionStart ?? area.value.length;
  const end = area.selectionEnd ?? area.value.length;
  const next = area.value.slice(0, start) + text + area.value.slice(end);
  setValue(next);
  requestAnimationFrame(() => {
    area.focus();
    area.setSelectionRange(start + text.length, start + text.length);
  });
}

/**
 * The content text area with its Add Image button and the image picker. For a page's picture slot,
 * Add Image chooses the slot's library picture instead of inserting markup.
 */
export function ContentField({
  id,
  value,
  onChange,
  picture,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  picture: { imageId: string; pictures: PictureChoice[]; error?: string } | null;
}) {
  const [picking, setPicking] = useState(false);
  const [imageId, setImageId] = useState(picture?.imageId ?? "");
  const area = useRef<HTMLTextAreaElement>(null);
  if (picture) {
    const chosen = picture.pictures.find((p) => p.id === imageId);
    return (
      <div className="mt-4">
        <SelectField id={`${id}-picture`} name="image_id" label="Picture" value={imageId} onChange={(e) => setImageId(e.target.value)} error={picture.error}>
          <option value="">The page's drawing</option>
          {picture.pictures.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </SelectField>
        <input type="hidden" name="content" value="" />
        <button type="button" className="btn-secondary mt-2 px-3 py-1.5 text-sm" onClick={() => setPicking(true)}>
          Add Image
        </button>
        {chosen && <p className="mt-1 text-sm text-slate-700">Chosen: {chosen.label}</p>}
        <ImagePicker
          open={picking}
          onClose={() => setPicking(false)}
          onPick={(img) => {
            setPicking(false);
            setImageId(img.id);
          }}
        />
      </div>
    );
  }
  return (
    <div className="mt-4">
      <label htmlFor={id} className="label">
        Content
      </label>
      <textarea
        id={id}
        name="content"
        rows={8}
        className="field font-mono text-sm"
        aria-describedby={`${id}-hint`}
        ref={area}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-700">
        Plain text, Markdown or simple HTML. Scripts and unsafe markup are removed before anyone sees it.
      </p>
      <button type="button" className="btn-secondary mt-2 px-3 py-1.5 text-sm" onClick={() => setPicking(true)}>
        Add Image
      </button>
      <ImagePicker
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(img) => {
          setPicking(false);
          insertAtCaret(area.current, imageMarkup(img), onChange);
        }}
      />
    </div>
  );
}
