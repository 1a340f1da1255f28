import type { ReactNode } from "react";
import { Form } from "react-router";
import { TextAreaField } from "./Field";
import type { ActionResult } from "~/forms/notice";
import { STAFF_LEAD_MAX } from "~/forms/staff-lead";
import { CAME_BY, CAME_BY_LABELS } from "~/leads/came-by";
import { PROJECT_TYPES } from "~/leads/contact-form";

/**
 * "Add a lead" in Messages (decision 0051): a lead that came by phone, text, walk-in or referral.
 * A plain form inside <details> (open again when refused, every field as typed), so it works
 * without JavaScript.
 */
export function AddLeadForm({ result }: { result: ActionResult | undefined }) {
  const refused = result?.notice.kind === "error" && result.notice.intent === "lead-add";
  const typed = (refused ? ((result.kept as Record<string, string> | undefined) ?? result.values ?? {}) : {}) as Record<string, string>;
  const errors = refused ? (result.notice.fieldErrors ?? {}) : {};
  // A checked field: its label, its control (id add-<name>, marked and described when refused), then its error.
  const checked = (name: string, label: string, control: (invalid: { "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode) => (
    <div>
      <label htmlFor={`add-${name}`} className="label">
        {label}
      </label>
      {control(errors[name] ? { "aria-invalid": true, "aria-describedby": `add-${name}-error` } : {})}
      {errors[name] && (
        <p id={`add-${name}-error`} className="mt-1 text-sm text-red-800">
          {errors[name]}
        </p>
      )}
    </div>
  );
  const field = (name: string, label: string, props: React.InputHTMLAttributes<HTMLInputElement> = {}) =>
    checked(name, label, (invalid) => (
      <input
        id={`add-${name}`}
        name={name}
        defaultValue={typed[name] ?? ""}
        maxLength={STAFF_LEAD_MAX[name as keyof typeof STAFF_LEAD_MAX]}
        className="field"
        {...invalid}
        {...props}
      />
    ));
  return (
    <details className="mt-4 rounded-xl border border-slate-200 bg-white p-4" open={refused || undefined} data-testid="add-lead">
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-lake-900">Add a lead (phone call, text, walk-in, referral)</summary>
      {refused && (
        <p role="alert" className="mt-2 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900">
          {result.notice.description}
        </p>
      )}
      <Form method="post" action="/admin/messages" className="mt-3 grid gap-3 sm:grid-cols-2" aria-label="Add a lead">
        <input type="hidden" name="intent" value="lead-add" />
        {field("fullName", "Name", { required: true, autoComplete: "off" })}
        {field("phone", "Phone", { type: "tel", autoComplete: "off" })}
        {field("email", "E-mail (phone or e-mail, at least one)", { type: "email", autoComplete: "off" })}
        {field("town", "Town")}
        <div>
          <label htmlFor="add-projectType" className="label">
            Kind of work
          </label>
          <select id="add-projectType" name="projectType" defaultValue={typed.projectType ?? PROJECT_TYPES[0]} className="field">
            {PROJECT_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </div>
        {checked("cameBy", "How it came", (invalid) => (
          <select id="add-cameBy" name="cameBy" defaultValue={typed.cameBy ?? "phone-call"} className="field" {...invalid}>
            {CAME_BY.map((c) => (
              <option key={c} value={c}>
                {CAME_BY_LABELS[c]}
              </option>
            ))}
          </select>
        ))}
        <TextAreaField
          id="add-message"
          name="message"
          label="What they asked for"
          rows={3}
          maxLength={STAFF_LEAD_MAX.message}
          defaultValue={typed.message ?? ""}
          className="sm:col-span-2"
        />
        <label className="flex min-h-11 items-center gap-2 sm:col-span-2">
          <input type="checkbox" name="answered" value="yes" defaultChecked={typed.answered === "yes"} className="h-5 w-5" />I spoke with them already (counts
          as their first answer, by phone)
        </label>
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary">
            Add the lead
          </button>
        </div>
      </Form>
    </details>
  );
}
