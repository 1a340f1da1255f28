import { useSubmitting } from "./common";
import { SavedNote } from "./SettingsNav";

/** A form's save button, "Saving..." (or `busyLabel`) while its intent is being sent. */
export function SaveButton({ intent, label, busyLabel = "Saving..." }: { intent: string; label: string; busyLabel?: string }) {
  const busy = useSubmitting(intent);
  return (
    <button type="submit" className="btn-primary" disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** A save button with its confirmation beside it (decision 0038). */
export function SaveRow({ intent, label }: { intent: string; label: string }) {
  return (
    <div className="space-y-3">
      <SaveButton intent={intent} label={label} />
      <SavedNote intent={intent} />
    </div>
  );
}
