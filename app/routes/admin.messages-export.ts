import { redirect } from "react-router";
import { requireUser } from "~/auth/guard.server";
import { pacificStamp, toCsv } from "~/leads/csv";
import { businessMinutesBetween } from "~/leads/overdue";
import { LEAD_STATUS_LABELS, isLeadStatus, leadFilterFrom, leadFilterQuery, leadViewName } from "~/content/lead-status";
import { listLeads } from "~/models/contact-messages.server";
import { listLeadPhotos } from "~/models/lead-photos.server";
import { flashHeader } from "~/platform/flash.server";
import { ORIGIN_BASIS_LABELS } from "~/leads/origin";
import { CAME_BY_LABELS, isCameBy } from "~/leads/came-by";
import type { Route } from "./+types/admin.messages-export";
import { clockDate } from "~/platform/clock";

const HEADER = [
  "Received (Pacific time)",
  "Name",
  "E-mail",
  "Phone",
  "Project type",
  "Preferred contact",
  "Message",
  "Status",
  "Note",
  "Town",
  "Street address",
  "Budget",
  "Timeline",
  "Heard of us",
  "Photos",
  "Landing page",
  "Source",
  "Landing page found by",
  "First answered (Pacific time)",
  "First answered by",
  "Answered in (business minutes)",
  "How it came",
];

const VIA: Record<string, string> = { status: "Status change", email: "Reply by e-mail", call: "Called" };

/**
 * "Export CSV" on /admin/messages: exactly the messages the current view lists (same status,
 * same search), as a spreadsheet file (staff only). An empty view gets no file: the page says so.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const filter = leadFilterFrom(new URL(request.url).searchParams);
  const { db } = context.services;
  const rows = await listLeads(db, filter, 100_000);
  if (rows.length === 0) {
    return redirect(`/admin/messages${leadFilterQuery(filter)}`, {
      headers: {
        "Cache-Control": "no-store",
        "Set-Cookie": await flashHeader(
          { kind: "error", title: "Nothing to export", description: `This view (${leadViewName(filter)}) has no messages, so there is no file to download.` },
          context.services,
        ),
      },
    });
  }
  const photos = new Map<string, number>();
  for (const p of await listLeadPhotos(
    db,
    rows.map((m) => m.id),
  )) {
    photos.set(p.message_id, (photos.get(p.message_id) ?? 0) + 1);
  }
  const csv = toCsv([
    HEADER,
    ...rows.map((m) => [
      pacificStamp(m.created_at),
      m.full_name,
      m.email,
      m.phone,
      m.project_type,
      m.preferred_contact,
      m.message,
      isLeadStatus(m.lead_status) ? LEAD_STATUS_LABELS[m.lead_status] : m.lead_status,
      m.note,
      m.town,
      m.street_address,
      m.budget,
      m.timeline,
      m.heard_from,
      photos.get(m.id) ?? 0,
      m.landing_page,
      m.source,
      m.origin_basis ? (ORIGIN_BASIS_LABELS[m.origin_basis] ?? m.origin_basis) : null,
      // Time to first response (decision 0031): business minutes, Monday to Friday 8–17 Pacific.
      m.first_response_at ? pacificStamp(m.first_response_at) : null,
      m.first_response_at ? (VIA[m.first_response_via ?? ""] ?? m.first_response_via) : null,
      m.first_response_at ? businessMinutesBetween(m.created_at, m.first_response_at) : null,
      m.came_by ? (isCameBy(m.came_by) ? CAME_BY_LABELS[m.came_by] : m.came_by) : "Website form",
    ]),
  ]);
  const name = `messages-${filter.status ?? "all"}-${pacificStamp(clockDate().toISOString()).slice(0, 10)}.csv`;
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "no-store",
    },
  });
}
