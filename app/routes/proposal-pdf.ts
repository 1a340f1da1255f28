import { proposalByToken, signatureOf } from "~/models/proposals.server";
import type { Route } from "./+types/proposal-pdf";

/** The signed proposal's frozen PDF, for the client who holds the link (decision 0052). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db } = context.services;
  const found = await proposalByToken(db, params.token ?? "");
  const sig = found.state === "signed" ? await signatureOf(db, found.proposal.id) : undefined;
  if (!sig) return new Response("This proposal has no signed copy.", { status: 404, headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
  const pdf = Buffer.from(sig.pdf_base64, "base64");
  return new Response(pdf, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="signed-proposal-v${found.state === "signed" ? found.proposal.version : 0}.pdf"`,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
