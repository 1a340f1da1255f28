import { PageOptions } from "~/components/admin/Field";
import { useRef, useState } from "react";
import { BLOCK_LIMITS, type BlockItem } from "~/content/sections";
import type { EditorBlockView, PageChoice } from "./types";
/** An entry's two move buttons: their words and which way each moves it. */
const MOVES = [
  ["Move up", -1],
  ["Move down", 1],
] as const;

/** Lists and cards: add, remove, move up and down (buttons, so the keyboard works); without JavaScript, a position number per entry. */
export function ListField({
  block,
  pages,
  hydrated,
  onChange,
  error,
}: {
  block: EditorBlockView;
  pages: PageChoice[];
  hydrated: boolean;
  onChange: () => void;
  error?: string;
}) {
  const { def, value } = block;
  const initial: BlockItem[] = value && "items" in value ? value.items : value && "list" in value ? value.list.map((t) => ({ title: t, text: "" })) : [];
  const [rows, setRows] = useState(() => initial.map((item, i) => ({ key: i, item })));
  const nextKey = useRef(initial.length);
  const cards = def.kind === "items";
  const name = `block:${def.id}`;
  // Without JavaScript one empty entry is there to add to; with it, the "Add" button adds one.
  const shown = hydrated ? rows : [...rows, { key: -1, item: { title: "", text: "" } }];
  const move = (from: number, to: number) => {
    setRows((r) => {
      const copy = [...r];
      const [x] = copy.splice(from, 1);
      copy.splice(to, 0, x!);
      return copy;
    });
    onChange();
    // Focus follows the moved entry's button.
    window.setTimeout(() => document.getElementById(`${def.id}-row-${to}`)?.querySelector<HTMLElement>("input:not([type=hidden]), textarea")?.focus(), 0);
  };
  const entryName = (i: number, title: string) => `${def.label} ${i + 1}${title ? ` (${title.slice(0, 40)})` : ""}`;
  return (
    <div>
      <ol className="space-y-3" aria-label={def.label}>
        {shown.map((row, i) => (
          <li key={row.key} id={`${def.id}-row-${i}`} className="rounded-lg border border-slate-200 p-3">
            <input type="hidden" name={`${name}:${i}:pos`} value={i + 1} disabled={!hydrated} />
            {!hydrated && (
              <label className="mb-2 flex items-center gap-2 text-sm">
                Position
                <input
                  type="number"
                  name={`${name}:${i}:pos`}
                  defaultValue={row.key === -1 ? shown.length : i + 1}
                  min={1}
                  max={BLOCK_LIMITS.listEntries + 1}
                  className="field w-20"
                />
              </label>
            )}
            <label className="block text-sm font-medium text-slate-800">
              {cards ? "Heading" : row.key === -1 ? "Add an entry" : `Entry ${i + 1}`}
              <input
                name={cards ? `${name}:${i}:title` : `${name}:${i}`}
                defaultValue={row.item.title}
                maxLength={cards ? BLOCK_LIMITS.text : BLOCK_LIMITS.entry}
                className="field mt-1"
              />
            </label>
            {cards && (
              <label className="mt-2 block text-sm font-medium text-slate-800">
                Text
                <textarea name={`${name}:${i}:text`} defaultValue={row.item.text} rows={3} maxLength={BLOCK_LIMITS.entry} className="field mt-1" />
              </label>
            )}
            {cards && def.withLink && (
              <label className="mt-2 block text-sm font-medium text-slate-800">
                Links to
                <select name={`${name}:${i}:href`} defaultValue={row.item.href ?? ""} className="field mt-1">
                  <option value="">No link</option>
                  <PageOptions pages={pages} />
                </select>
              </label>
            )}
            {hydrated ? (
              <div className="mt-2 flex flex-wrap gap-2">
                {MOVES.map(([label, by]) => (
                  <button
                    key={label}
                    type="button"
                    className="btn-secondary min-h-11 px-3 text-sm"
                    disabled={i + by < 0 || i + by > rows.length - 1}
                    onClick={() => move(i, i + by)}
                    aria-label={`${label}: ${entryName(i, row.item.title)}`}
                  >
                    {label}
                  </button>
                ))}
                <button
                  type="button"
                  className="btn-secondary min-h-11 px-3 text-sm"
                  onClick={() => {
                    setRows((r) => r.filter((_, j) => j !== i));
                    onChange();
                    // Focus goes to the entry now in this place, else the one before, else the Add button (decision 0039).
                    const left = rows.length - 1;
                    window.setTimeout(() => {
                      const next =
                        left > 0
                          ? document.getElementById(`${def.id}-row-${Math.min(i, left - 1)}`)?.querySelector<HTMLElement>("input:not([type=hidden]), textarea")
                          : null;
                      (next ?? document.getElementById(`${def.id}-add`))?.focus();
                    }, 0);
                  }}
                  aria-label={`Remove ${entryName(i, row.item.title)}`}
                >
                  Remove
                </button>
              </div>
            ) : (
              row.key !== -1 && <p className="mt-1 text-xs text-slate-600">To remove this entry, empty its fields.</p>
            )}
          </li>
        ))}
      </ol>
      {hydrated && rows.length < BLOCK_LIMITS.listEntries && (
        <button
          type="button"
          id={`${def.id}-add`}
          className="btn-secondary mt-3 min-h-11"
          onClick={() => {
            setRows((r) => [...r, { key: nextKey.current++, item: { title: "", text: "" } }]);
            onChange();
            window.setTimeout(
              () => document.getElementById(`${def.id}-row-${rows.length}`)?.querySelector<HTMLElement>("input:not([type=hidden])")?.focus(),
              0,
            );
          }}
        >
          Add to {def.label}
        </button>
      )}
      {error && (
        <p className="mt-1 text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A picture: the current one, a choice from the library or a photo from the phone, its alt text, and a focal point set by tapping it. */
