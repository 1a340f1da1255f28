/** Shapes of the History list every edit view shows (shared by the server and the admin pages). */

/** One run of a text difference: kept, added or removed words. */
export interface DiffPart {
  value: string;
  added?: boolean;
  removed?: boolean;
}

export interface FieldChange {
  label: string;
  /** Text fields: the words removed and added. */
  parts?: DiffPart[];
  /** Other fields: the value before and after, as staff read them. */
  from?: string;
  to?: string;
}

export interface VersionView {
  id: string;
  /** "Nov 23, 2026, 9:14 AM PST" */
  when: string;
  actor: string;
  note: string | null;
  /** What this save changed, compared with the version before it (empty for the first). */
  changes: FieldChange[];
  /** The newest version is what is saved now: it has no Restore button. */
  current: boolean;
}
