import { findJobByToken } from "~/services/job-pages.server";
import { getProposal, signatureOf } from "~/models/proposals.server";
import type { Route } from "./+types/job-proposal";

/**
 * A signed proposal's frozen PDF from the client's job page (decisions 0051, 0052): only a proposal
 * signed for the lead the job page was started from, for whoever holds the job page's link.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.services;
  const notFound = () =>
    new Response("There is no signed proposal here.", { status: 404, headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
  const job = await findJobByToken(db, params.token);
  if (!job?.lead_id) return notFound();
  const proposal = await getProposal(db, params.id);
  if (!proposal || proposal.lead_id !== job.lead_id) return notFound();
  const sig = await signatureOf(db, proposal.id);
  if (!sig) return notFound();
  return new Response(Buffer.from(sig.pdf_base64, "base64"), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="signed-proposal-v${proposal.version}.pdf"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
