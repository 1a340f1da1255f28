/**
 * What was found for one person (decision 0054), shown on both confirm screens ("Download
 * {name}'s data", "Delete {name}'s data") before anything happens: what is theirs, what only
 * mentions them in someone else's message, and what is kept and why.
 */
export interface FoundView {
  leads: { id: string; at: string; name: string; what: string; words: string }[];
  photos: number;
  visits: number;
  jobPages: string[];
  reviewRequests: { at: string; used: boolean }[];
  proposals: { version: number; status: string; address: string }[];
  kept: { version: number; address: string; signedAt: string; until: string }[];
  activity: number;
  mentioned: { id: string; at: string; by: string; where: string[]; sentWithIt: boolean }[];
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

const WHERE: Record<string, string> = {
  full_name: "the name",
  email: "the e-mail address",
  phone: "the phone number",
  message: "the message",
  note: "your note",
  street_address: "the street address",
  last_error: "a delivery error",
};

export function PersonFound({ f, label, mode }: { f: FoundView; label: string; mode: "download" | "delete" }) {
  return (
    <div className="mt-4 space-y-4 text-slate-800" data-testid="person-found">
      <section aria-labelledby="found-theirs">
        <h3 id="found-theirs" className="text-lg font-semibold text-lake-900">{`Theirs (found by ${label})`}</h3>
        <ul className="mt-2 list-disc space-y-1 pl-6" data-found="theirs">
          {f.leads.map((l) => (
            <li key={l.id}>{`Message of ${l.at} from ${l.name}: ${l.what} — “${l.words}”`}</li>
          ))}
          {f.photos > 0 && <li>{plural(f.photos, "photo")}</li>}
          {f.visits > 0 && <li>{plural(f.visits, "site visit")}</li>}
          {f.jobPages.map((j) => (
            <li key={j}>{`Job page “${j}” with its updates and comments`}</li>
          ))}
          {f.reviewRequests.map((r, i) => (
            <li key={i}>{`Review request of ${r.at}${r.used ? " (answered)" : mode === "delete" ? " (its link stops working)" : ""}`}</li>
          ))}
          {f.proposals.map((p) => (
            <li key={p.version}>{`Proposal version ${p.version} (${p.status}) for ${p.address}`}</li>
          ))}
          {f.activity > 0 && (
            <li>
              {mode === "delete"
                ? `${plural(f.activity, "activity line")} naming them will say “a deleted person”`
                : `${plural(f.activity, "activity line")} naming them (not in the copy: the log is the staff's)`}
            </li>
          )}
        </ul>
      </section>
      {f.kept.length > 0 && (
        <section aria-labelledby="found-kept">
          <h3 id="found-kept" className="text-lg font-semibold text-lake-900">
            Kept, by law
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-6" data-found="kept" data-testid="delete-person-kept">
            {f.kept.map((p) => (
              <li key={p.version}>
                {`Signed proposal version ${p.version} for ${p.address}, signed ${p.signedAt}, with its record of signature (name, e-mail, time, IP address, browser): kept until ${p.until}. Washington (RCW 18.27.114) asks a contractor to keep a signed disclosure statement 3 years, so it stays even when the person asks for deletion, as the privacy notice says.`}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="found-mentioned">
        <h3 id="found-mentioned" className="text-lg font-semibold text-lake-900">
          Mentioned in another person’s message
        </h3>
        {f.mentioned.length === 0 ? (
          <p className="mt-2" data-found="mentioned">
            None.
          </p>
        ) : (
          <>
            <ul className="mt-2 list-disc space-y-1 pl-6" data-found="mentioned">
              {f.mentioned.map((m) => (
                <li key={m.id}>
                  {m.sentWithIt
                    ? `${m.by}’s message of ${m.at}, sent with this person’s address under another name`
                    : `${m.by}’s message of ${m.at} (in ${m.where.map((w) => WHERE[w] ?? w).join(", ")})`}
                </li>
              ))}
            </ul>
            <p className="mt-2">
              {mode === "delete"
                ? "These belong to the people who sent them and stay; only this person’s address and phone number are cut out of them (shown as “[removed]”)."
                : "These belong to the people who sent them and are not in the copy."}
            </p>
          </>
        )}
      </section>
    </div>
  );
}
