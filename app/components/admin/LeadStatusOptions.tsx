import { LEAD_STATUSES, LEAD_STATUS_LABELS } from "~/content/lead-status";

/** One <option> for each lead status, in the pipeline's order, with its label. */
export function LeadStatusOptions() {
  return (
    <>
      {LEAD_STATUSES.map((s) => (
        <option key={s} value={s}>
          {LEAD_STATUS_LABELS[s]}
        </option>
      ))}
    </>
  );
}
