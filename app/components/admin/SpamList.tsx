import { Form, Link, useNavigation } from "react-router";

export interface SpamItem {
  id: string;
  full_name: string;
  email: string;
  phone: string | null;
  message: string;
  spam_reason: string | null;
  created_at: string;
}

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "America/Los_Angeles" });

/** Messages → Spam (decision 0031): what the form's checks set aside, with the reason, and "Not spam". */
export function SpamList({ items, keepDays }: { items: SpamItem[]; keepDays: number }) {
  const nav = useNavigation();
  return (
    <section aria-labelledby="spam-heading">
      <h2 id="spam-heading" className="text-xl font-semibold text-lake-900">
        Spam
      </h2>
      <p className="mt-1 text-slate-700">
        {`Messages the contact form's checks set aside. They were not e-mailed to anyone and got no auto-reply. Each is deleted ${keepDays} days after it arrived. If one is a real customer, press "Not spam": it becomes a New lead and is e-mailed to you then.`}
      </p>
      <p className="mt-2">
        <Link to="/admin/messages" className="font-semibold text-lake-800 underline">
          Back to the leads
        </Link>
      </p>
      {items.length === 0 ? (
        <p className="mt-6 rounded-xl bg-slate-50 p-8 text-center text-slate-700">Nothing in Spam.</p>
      ) : (
        <ul className="mt-6 space-y-4" aria-label="Spam messages">
          {items.map((m) => {
            const busy = nav.state === "submitting" && nav.formData?.get("id") === m.id;
            const name = m.full_name || "(no name)";
            return (
              <li key={m.id} className="rounded-xl border border-slate-200 bg-white p-5" data-testid="spam-message">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <h3 className="text-lg font-semibold text-lake-900">{name}</h3>
                    <p className="break-all text-sm text-slate-700">
                      {m.email || "(no e-mail)"}
                      {m.phone ? ` · ${m.phone}` : ""}
                    </p>
                  </div>
                  <Form method="post" action="/admin/messages?view=spam">
                    <input type="hidden" name="intent" value="lead-not-spam" />
                    <input type="hidden" name="id" value={m.id} />
                    <button type="submit" className="btn-secondary min-h-11" disabled={busy} aria-label={`Not spam: make ${name}'s message a New lead`}>
                      {busy ? "Moving..." : "Not spam"}
                    </button>
                  </Form>
                </div>
                <p
                  className="mt-2 text-sm font-medium text-amber-900"
                  data-testid="spam-reason"
                >{`Why it is here: ${m.spam_reason ?? "caught by the form's checks."}`}</p>
                <p className="mt-3 line-clamp-6 whitespace-pre-wrap break-words text-slate-800">{m.message}</p>
                <p className="mt-3 text-xs text-slate-600">Received {when.format(new Date(m.created_at))} (Pacific time)</p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
