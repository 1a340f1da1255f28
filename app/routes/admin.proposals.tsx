import { Form, Link, data } from "react-router";
import { Badge, NoticeBanner, useNoticeToast } from "~/components/admin/common";
import { ProposalEditor } from "~/components/admin/ProposalEditor";
import { runAdminAction } from "~/admin/action.server";
import { requireUser } from "~/auth/guard.server";
import type { ActionResult } from "~/forms/notice";
import { privateMeta } from "~/platform/meta";
import { valuesOf } from "~/proposals/body";
import { leadProposalData, proposalIntents, proposalList } from "./admin.proposals.server";
import type { Route } from "./+types/admin.proposals";

export const meta: Route.MetaFunction = () => privateMeta("Proposals | Lakeside Ridge CMS");

/** Admin → Proposals (decision 0052): one lead's proposal and its versions, or the list of leads with one. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const { db } = context.services;
  const leadId = (new URL(request.url).searchParams.get("lead") ?? "").slice(0, 64);
  const headers = { "Cache-Control": "no-store" };
  if (!leadId) return data({ list: await proposalList(db), one: null }, { headers });
  const one = await leadProposalData(db, leadId);
  if (!one) throw data("That lead no longer exists.", { status: 404, headers });
  // A version whose location is in the table reopens on it (a newer table gives the next version its rate).
  const inTable = (code: string) => one.rates.some((r) => r.code === code);
  const values = one.current
    ? valuesOf(one.current, inTable)
    : { ...one.defaults, residential: "on", deposit_kind: "percent", deposit_value: "10", tax_mode: "table" };
  const { current, ...rest } = one;
  return data({ list: null, one: { ...rest, values, latestStatus: current?.status ?? null, latestVersion: current?.version ?? 0 } }, { headers });
}

export const action = ({ request, context }: Route.ActionArgs) =>
  runAdminAction(request, context, (n) => `/admin/proposals?lead=${encodeURIComponent(n.id ?? "")}`, proposalIntents);

export default function Proposals({ loaderData: d, actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult | undefined;
  useNoticeToast(result?.notice);
  if (!d.one) {
    return (
      <div className="max-w-3xl">
        <h2 className="text-2xl font-bold text-lake-900">Proposals</h2>
        <p className="mt-2 text-slate-700">Start a proposal from a lead in Messages (“Proposal for …”).</p>
        <ul className="mt-4 space-y-2">
          {d.list.map((p) => (
            <li key={p.leadId} className="rounded-lg border border-slate-200 bg-white p-3">
              <Link className="font-semibold underline" to={`/admin/proposals?lead=${encodeURIComponent(p.leadId)}`}>
                {`Proposal for ${p.name}`}
              </Link>{" "}
              <span className="text-slate-700">
                · version {p.version} · {p.total} · {p.state}
              </span>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const o = d.one;
  const mine = result?.notice.intent === "proposal-save" && result.notice.kind === "error";
  const values = mine && result.values ? result.values : o.values;
  const editingSent = o.latestStatus === "sent" || o.latestStatus === "signed" || o.latestStatus === "replaced";
  const saveLabel = editingSent ? `Make version ${o.latestVersion + 1} of ${o.lead.name}'s proposal` : `Save the proposal for ${o.lead.name}`;
  const link = result?.notice.kind === "success" && result.notice.link;
  return (
    <div className="max-w-4xl space-y-6">
      <p>
        <Link className="underline" to={`/admin/messages#lead-${o.lead.id}`}>
          {`Back to ${o.lead.name}'s lead`}
        </Link>
      </p>
      <h2 className="text-2xl font-bold text-lake-900">{`Proposal for ${o.lead.name}`}</h2>
      <NoticeBanner notice={result?.notice} />
      {link && (
        <div role="status" className="rounded-md border border-green-300 bg-green-50 p-4 text-green-900">
          <p className="font-semibold">{result.notice.title}</p>
          <p>{result.notice.description}</p>
          <label htmlFor="proposal-link" className="label mt-2">
            The client's link
          </label>
          <input id="proposal-link" readOnly value={link} className="field" data-testid="proposal-link" />
        </div>
      )}
      {o.versions.length > 0 && (
        <section aria-labelledby="versions-heading">
          <h3 id="versions-heading" className="text-lg font-semibold text-lake-900">
            Versions
          </h3>
          <ul className="mt-2 space-y-3">
            {o.versions.map((v) => (
              <li key={v.id} className="rounded-lg border border-slate-200 bg-white p-3" data-testid={`version-${v.version}`}>
                <p className="font-semibold">
                  Version {v.version} · {v.total} <Badge tone={v.status === "signed" ? "green" : v.status === "draft" ? "slate" : "blue"}>{v.state}</Badge>
                </p>
                <p className="text-sm text-slate-700">Sales tax: {v.tax}</p>
                {v.deposit && <p className="text-sm text-slate-700">Deposit {v.deposit}</p>}
                {v.signature && (
                  <p className="text-sm text-slate-700">
                    Signed by {v.signature.signer_name} on {v.signature.signed_at.replace("T", " ").slice(0, 16)} UTC · kept until{" "}
                    {v.signature.keep_until.slice(0, 10)} ·{" "}
                    <a className="underline" href={`/admin/proposals/signed/${encodeURIComponent(v.id)}`}>{`Download signed version ${v.version} (PDF)`}</a>
                    <span className="block break-all">
                      SHA-256 <span data-testid={`sha256-${v.version}`}>{v.signature.pdf_sha256}</span>
                    </span>
                  </p>
                )}
                <div className="mt-2 flex flex-wrap gap-2">
                  {(v.status === "draft" || v.linkWorks) && (
                    <Form method="post">
                      <input type="hidden" name="id" value={v.id} />
                      <button type="submit" name="intent" value="proposal-send" className="btn-primary min-h-11 px-3 text-sm">
                        {v.status === "draft" ? `Send version ${v.version} to ${o.lead.name}` : `Make a new link for version ${v.version}`}
                      </button>
                    </Form>
                  )}
                  {v.linkWorks && (
                    <Form method="post">
                      <input type="hidden" name="id" value={v.id} />
                      <button type="submit" name="intent" value="proposal-revoke" className="btn-secondary min-h-11 px-3 text-sm">
                        {`Stop the link to version ${v.version}`}
                      </button>
                    </Form>
                  )}
                  {v.status === "signed" && v.deposit && !v.depositPaid && (
                    <Form method="post">
                      <input type="hidden" name="id" value={v.id} />
                      <button type="submit" name="intent" value="proposal-paid" className="btn-secondary min-h-11 px-3 text-sm">
                        {`Mark the deposit of version ${v.version} paid`}
                      </button>
                    </Form>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="editor-heading">
        <h3 id="editor-heading" className="text-lg font-semibold text-lake-900">
          {editingSent ? `Change it (makes version ${o.latestVersion + 1}; version ${o.latestVersion} stays as it is)` : "Write the proposal"}
        </h3>
        <ProposalEditor
          leadId={o.lead.id}
          leadName={o.lead.name}
          values={values}
          errors={mine ? (result.notice.fieldErrors ?? {}) : {}}
          rates={o.rates}
          rateSource={o.rateSource}
          saveLabel={saveLabel}
        />
      </section>
    </div>
  );
}
