import { diffWords } from "diff";
import { formatZoned } from "~/content/schedule";
import type { Version } from "~/models/versions.server";
import type { DiffPart, FieldChange, VersionView } from "./history";

export interface FieldSpec<T> {
  label: string;
  read: (data: T) => unknown;
  /** Text is shown as a word difference; anything else as "before → after". */
  kind: "text" | "value";
  /** How a value reads (a date, Yes/No…); the default is its text. */
  show?: (value: unknown) => string;
}

const asText = (v: unknown) => (v === null || v === undefined ? "" : Array.isArray(v) ? v.join(", ") : String(v));

/** Long unchanged runs are cut to their ends, so a one-word change in a long article reads at a glance. */
function trimUnchanged(parts: DiffPart[]): DiffPart[] {
  return parts.map((p, i) => {
    if (p.added || p.removed || p.value.length <= 160) return p;
    const head = i === 0 ? "" : p.value.slice(0, 60);
    const tail = i === parts.length - 1 ? "" : p.value.slice(-60);
    return { value: `${head} … ${tail}` };
  });
}

/**
 * The budget of one word diff (decision 0020): texts longer than this, or a diff that needs more
 * edits or more time, are shown as "too different to compare word by word" with their sizes.
 */
export const DIFF_BUDGET = { maxChars: 40_000, maxEditLength: 2_000, timeoutMs: 50 } as const;

function wordDiff(a: string, b: string): DiffPart[] {
  const tooDifferent = (): DiffPart[] => [
    { value: `Too different to compare word by word (${a.length.toLocaleString("en-US")} → ${b.length.toLocaleString("en-US")} characters).` },
  ];
  if (a.length > DIFF_BUDGET.maxChars || b.length > DIFF_BUDGET.maxChars) return tooDifferent();
  const parts = diffWords(a, b, { maxEditLength: DIFF_BUDGET.maxEditLength, timeout: DIFF_BUDGET.timeoutMs });
  if (!parts) return tooDifferent();
  return trimUnchanged(parts.map((p) => ({ value: p.value, added: p.added || undefined, removed: p.removed || undefined })));
}

/** What changed between two saved states, field by field. */
export function changesBetween<T>(older: T, newer: T, fields: FieldSpec<T>[]): FieldChange[] {
  const out: FieldChange[] = [];
  for (const f of fields) {
    const a = asText(f.read(older));
    const b = asText(f.read(newer));
    if (a === b) continue;
    if (f.kind === "text") {
      out.push({ label: f.label, parts: wordDiff(a, b) });
    } else {
      const show = f.show ?? ((v: unknown) => asText(v) || "(empty)");
      out.push({ label: f.label, from: show(f.read(older)), to: show(f.read(newer)) });
    }
  }
  return out;
}

/** The History list: newest first, each with what it changed against the one before it. */
export function describeVersions<T>(versions: Version<T>[], fields: FieldSpec<T>[]): VersionView[] {
  return versions.map((v, i) => {
    const older = versions[i + 1];
    return {
      id: v.id,
      when: formatZoned(v.created_at),
      actor: v.actor,
      note: v.note,
      changes: older ? changesBetween(older.data, v.data, fields) : [],
      current: i === 0,
    };
  });
}
