import { Form } from "react-router";
import { slotLabel, type Slot } from "~/visits/slots";

/** A lead's site visit in Messages (decision 0050): when it is, and book, move or cancel it (plain forms). */
export function LeadVisit({
  lead,
  visit,
  slots,
  action,
}: {
  lead: { id: string; full_name: string; kind?: string; language?: string | null };
  visit: { id: string; start: string; end: string } | null;
  slots: Slot[];
  action: string;
}) {
  if (lead.kind === "accessibility") return null;
  const pick = (id: string, label: string) => (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="label">
        {label}
      </label>
      <select id={id} name="slot" className="field" required>
        {slots.map((s) => (
          <option key={s.start} value={s.start}>
            {slotLabel(s)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <section className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-3" aria-label={`Site visit with ${lead.full_name}`} data-testid="lead-visit">
      {visit ? (
        <p className="font-semibold text-lake-900">{`Site visit: ${slotLabel(visit)}`}</p>
      ) : (
        <p className="text-sm text-slate-700">No site visit booked.</p>
      )}
      {/* A Spanish lead (decision 0069): the visitor books in Spanish and gets the visit's e-mails in Spanish. */}
      {lead.language === "es" ? (
        <p className="mt-1 text-sm text-slate-700" data-testid="lead-visit-language">
          {visit ? "Booked in Spanish: the client's visit e-mails and links are in Spanish." : "Spanish: the client's booking page and e-mails are in Spanish."}
        </p>
      ) : null}
      {slots.length > 0 ? (
        <Form method="post" action={action} preventScrollReset className="mt-2 flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value={visit ? "visit-move" : "visit-book"} />
          <input type="hidden" name="id" value={lead.id} />
          {visit ? <input type="hidden" name="visitId" value={visit.id} /> : null}
          {pick(`visit-slot-${lead.id}`, visit ? `New time for ${lead.full_name}` : `Time of the visit with ${lead.full_name}`)}
          <button type="submit" className="btn-secondary min-h-11 px-3 text-sm">
            {visit ? `Move the visit with ${lead.full_name}` : `Book a visit with ${lead.full_name}`}
          </button>
        </Form>
      ) : (
        <p className="mt-1 text-xs text-slate-600">No free times to offer (Settings → Site visits).</p>
      )}
      {visit ? (
        <Form method="post" action={action} preventScrollReset className="mt-2">
          <input type="hidden" name="intent" value="visit-cancel" />
          <input type="hidden" name="id" value={lead.id} />
          <input type="hidden" name="visitId" value={visit.id} />
          <button type="submit" className="btn-secondary min-h-11 px-3 text-sm">{`Cancel the visit with ${lead.full_name}`}</button>
        </Form>
      ) : null}
    </section>
  );
}
