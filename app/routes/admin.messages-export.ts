import { requireUser } from "~/auth/guard.server";
import { toCsv } from "~/leads/csv";
import { LEAD_STATUS_LABELS, isLeadStatus, leadFilterFrom } from "~/leads/status";
import { listLeads } from "~/models/contact-messages.server";
import type { Route } from "./+types/admin.messages-export";

const HEADER = ["Received", "Name", "E-mail", "Phone", "Project type", "Preferred contact", "Message", "Status", "Note"];

/** "Export CSV" on /admin/messages: the current filter's messages as a spreadsheet file (staff only). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const filter = leadFilterFrom(new URL(request.url).searchParams);
  const rows = await listLeads(context.services.db, filter, 100_000);
  const csv = toCsv([
    HEADER,
    ...rows.map((m) => [
      m.created_at,
      m.full_name,
      m.email,
      m.phone,
      m.project_type,
      m.preferred_contact,
      m.message,
      isLeadStatus(m.lead_status) ? LEAD_STATUS_LABELS[m.lead_status] : m.lead_status,
      m.note,
    ]),
  ]);
  const name = `messages-${filter.status ?? "all"}-${new Date().toISOString().slice(0, 10)}.csv`;
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "no-store",
    },
  });
}
