import { data, type AppLoadContext } from "react-router";
import { requireUser } from "~/auth/guard.server";
import { getContactMessage } from "~/models/contact-messages.server";
import { personLabel } from "~/trust/person.server";
import { findPerson, personSummary } from "~/trust/person-find.server";

/**
 * The confirm screens of "Download {name}'s data" and "Delete {name}'s data" (decision 0054):
 * the lead named by `?id=`, and what was found by its address and phone number.
 */
export async function personFromLead({ request, context }: { request: Request; context: AppLoadContext }) {
  await requireUser(request, context);
  const id = (new URL(request.url).searchParams.get("id") ?? "").slice(0, 64);
  const lead = id ? await getContactMessage(context.services.db, id) : null;
  if (!lead) throw data("That message no longer exists.", { status: 404, headers: { "Cache-Control": "no-store" } });
  const found = personSummary(await findPerson(context.services.db, lead));
  return data({ found, id: lead.id, label: personLabel(lead), name: lead.full_name }, { headers: { "Cache-Control": "no-store" } });
}
