import { Form } from "react-router";
import { TextAreaField } from "./Field";
import { LIMITS, MAX_MILESTONES, lineRows } from "~/proposals/body";

/**
 * The proposal editor (decision 0052): plain fields in one form, no JavaScript needed. Line rows
 * are the filled ones and three blank ones; saving shows three more.
 */
interface Props {
  leadId: string;
  leadName: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  rates: Array<{ code: string; label: string }>;
  rateSource: string;
  /** "Save version 2" when the newest version was sent or signed. */
  saveLabel: string;
}

function Field({
  name,
  label,
  values,
  errors,
  hint,
  ...rest
}: {
  name: string;
  label: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  hint?: string;
} & React.InputHTMLAttributes<HTMLInputElement>) {
  const e = errors[name];
  const described = [e && `${name}-error`, hint && `${name}-hint`].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={name} className="label">
        {label}
      </label>
      <input
        id={name}
        name={name}
        defaultValue={values[name] ?? ""}
        className="field"
        aria-invalid={e ? true : undefined}
        aria-describedby={described}
        {...rest}
      />
      {hint && (
        <p id={`${name}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {e && (
        <p id={`${name}-error`} className="mt-1 text-sm text-red-800">
          {e}
        </p>
      )}
    </div>
  );
}

export function ProposalEditor({ leadId, leadName, values: v, errors, rates, rateSource, saveLabel }: Props) {
  const rows = lineRows(v);
  const f = { values: v, errors };
  const handMode = v.tax_mode === "hand";
  return (
    <Form method="post" className="space-y-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-5" aria-label={`Proposal for ${leadName}`}>
      <input type="hidden" name="intent" value="proposal-save" />
      <input type="hidden" name="lead" value={leadId} />
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="text-lg font-semibold text-lake-900">Client and job</legend>
        <Field name="client_name" label="Client's name" maxLength={LIMITS.name} autoComplete="off" {...f} />
        <Field name="client_email" label="Client's e-mail" type="email" maxLength={LIMITS.email} autoComplete="off" {...f} />
        <div className="sm:col-span-2">
          <Field name="job_address" label="Job address" maxLength={LIMITS.address} hint="Where the work is done: its sales tax rate applies." {...f} />
        </div>
        <label className="flex min-h-11 items-center gap-2 sm:col-span-2">
          <input type="checkbox" name="residential" defaultChecked={v.residential === "on"} className="h-5 w-5" />
          Residential work (the disclosure statement of RCW 18.27.114 is shown from $1,000)
        </label>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold text-lake-900">Lines</legend>
        <p className="text-sm text-slate-600">
          A line with a section name goes under that heading. Tick “allowance” for a sum set aside for something the client picks later.
        </p>
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="grid gap-2 border-t border-slate-100 pt-3 sm:grid-cols-[1fr_2fr_5rem_5rem_7rem]" role="group" aria-label={`Line ${i + 1}`}>
            <Field name={`line-${i}-section`} label={`Section, line ${i + 1}`} maxLength={LIMITS.section} {...f} />
            <Field name={`line-${i}-description`} label={`Description, line ${i + 1}`} maxLength={LIMITS.description} {...f} />
            <Field name={`line-${i}-qty`} label={`Quantity, line ${i + 1}`} inputMode="decimal" maxLength={20} {...f} />
            <Field name={`line-${i}-unit`} label={`Unit, line ${i + 1}`} maxLength={LIMITS.unit} {...f} />
            <Field name={`line-${i}-price`} label={`Unit price ($), line ${i + 1}`} inputMode="decimal" maxLength={20} {...f} />
            <label className="flex min-h-11 items-center gap-2 text-sm sm:col-span-5">
              <input type="checkbox" name={`line-${i}-allowance`} defaultChecked={v[`line-${i}-allowance`] === "on"} className="h-5 w-5" />
              Line {i + 1} is an allowance
            </label>
          </div>
        ))}
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold text-lake-900">Sales tax of the job's address</legend>
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" name="tax_mode" value="table" defaultChecked={!handMode} className="h-5 w-5" />
          From the rate table
        </label>
        <div>
          <label htmlFor="tax_code" className="label">
            Location of the job's address
          </label>
          <select
            id="tax_code"
            name="tax_code"
            defaultValue={v.tax_code ?? ""}
            className="field"
            aria-invalid={errors.tax_code ? true : undefined}
            aria-describedby="tax_code-hint"
          >
            <option value="">Choose the location</option>
            {rates.map((r) => (
              <option key={r.code} value={r.code}>
                {r.label}
              </option>
            ))}
          </select>
          <p id="tax_code-hint" className="mt-1 text-sm text-slate-600">
            {rateSource} Check the address with the Department of Revenue's lookup when the town's line is not clear.
          </p>
          {errors.tax_code && <p className="mt-1 text-sm text-red-800">{errors.tax_code}</p>}
        </div>
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" name="tax_mode" value="hand" defaultChecked={handMode} className="h-5 w-5" />
          Typed by hand
        </label>
        <div className="grid gap-3 sm:grid-cols-4">
          <Field name="tax_rate" label="Rate (%)" inputMode="decimal" maxLength={12} {...f} />
          <Field name="tax_code_hand" label="Location code" inputMode="numeric" maxLength={4} {...f} />
          <Field name="tax_name" label="Place" maxLength={120} {...f} />
          <Field name="tax_date" label="Rate applies from" type="date" {...f} />
        </div>
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold text-lake-900">Payments</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor="deposit_kind" className="label">
              Deposit
            </label>
            <select id="deposit_kind" name="deposit_kind" defaultValue={v.deposit_kind ?? "percent"} className="field">
              <option value="percent">A percent of the total</option>
              <option value="amount">An amount in dollars</option>
              <option value="none">No deposit</option>
            </select>
          </div>
          <Field name="deposit_value" label="Deposit (percent or dollars)" inputMode="decimal" maxLength={20} {...f} />
        </div>
        {Array.from({ length: MAX_MILESTONES }, (_, i) => (
          <div key={i} className="grid gap-3 sm:grid-cols-[2fr_1fr]">
            <Field name={`ms-${i}-label`} label={`Payment ${i + 1}: milestone`} maxLength={LIMITS.label} {...f} />
            <Field name={`ms-${i}-percent`} label={`Payment ${i + 1}: percent of the total`} inputMode="decimal" maxLength={10} {...f} />
          </div>
        ))}
        <Field name="final_label" label="Last payment (takes what is left)" maxLength={LIMITS.label} placeholder="On completion" {...f} />
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field name="valid_until" label="Price holds until" type="date" {...f} />
        <TextAreaField
          id="note"
          name="note"
          label="Note to the client"
          rows={4}
          maxLength={LIMITS.note}
          defaultValue={v.note ?? ""}
          className="sm:col-span-2"
        />
      </div>
      <button type="submit" className="btn-primary min-h-11">
        {saveLabel}
      </button>
    </Form>
  );
}
