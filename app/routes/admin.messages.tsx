import { data } from "react-router";
import { Badge } from "~/components/admin/common";
import { requireUser } from "~/auth/guard.server";
import { privateMeta } from "~/platform/meta";
import { listContactMessages } from "~/models/contact-messages.server";
import type { Route } from "./+types/admin.messages";

export const meta: Route.MetaFunction = () => privateMeta("Messages | Lakeside Ridge CMS");

/** The contact form's messages, newest first: every one is kept, whether or not e-mail went out. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  return data({ messages: await listContactMessages(context.services.db) }, { headers: { "Cache-Control": "no-store" } });
}

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const EMAIL_STATUS: Record<string, { label: string; tone: "green" | "amber" | "red" | "slate" }> = {
  sent: { label: "E-mailed", tone: "green" },
  pending: { label: "E-mail pending", tone: "amber" },
  failed: { label: "E-mail failed, retrying", tone: "red" },
  skipped: { label: "Stored (no e-mail set up)", tone: "slate" },
};

export default function Messages({ loaderData }: Route.ComponentProps) {
  const { messages } = loaderData;
  return (
    <div>
      <p className="text-slate-700">Everything sent through the contact form, newest first.</p>
      {messages.length === 0 ? (
        <p className="mt-8 rounded-xl bg-slate-50 p-8 text-center text-slate-700">No messages yet.</p>
      ) : (
        <ul className="mt-6 space-y-4" aria-label="Contact messages">
          {messages.map((m) => {
            const status = EMAIL_STATUS[m.email_status] ?? EMAIL_STATUS.skipped!;
            return (
              <li key={m.id} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="message">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <h3 className="text-lg font-semibold text-lake-900">{m.full_name}</h3>
                    <p className="text-sm text-slate-700">
                      <a className="underline" href={`mailto:${m.email}`}>
                        {m.email}
                      </a>
                      {m.phone ? (
                        <>
                          {" · "}
                          <a className="underline" href={`tel:${m.phone.replace(/[^\d+]/g, "")}`}>
                            {m.phone}
                          </a>
                        </>
                      ) : null}
                      {" · prefers "}
                      {m.preferred_contact ?? "Email"}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Badge tone="blue">{m.project_type ?? "Other"}</Badge>
                    <Badge tone={status.tone}>{status.label}</Badge>
                  </div>
                </div>
                <p className="mt-3 whitespace-pre-wrap text-slate-800">{m.message}</p>
                <p className="mt-3 text-xs text-slate-600">Received {when.format(new Date(m.created_at))}</p>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
