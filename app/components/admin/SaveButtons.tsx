import { useSubmitting } from "./common";
import { SavedNote } from "./SettingsNav";

/** A form's save button, "Saving..." while its intent is being sent. */
export function SaveButton({ intent, label }: { intent: string; label: string }) {
  const busy = useSubmitting(intent);
  return (
    <button type="submit" className="btn-primary" disabled={busy}>
      {busy ? "Saving..." : label}
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
