import { requireApiUser } from "~/auth/guard.server";
import { getProposal, signatureOf } from "~/models/proposals.server";
import type { Route } from "./+types/admin.proposals-signed";

/** A signed version's frozen PDF (or its HTML with ?as=html), for staff (decision 0052). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireApiUser(request, context);
  const query = new URL(request.url).searchParams;
  const id = (params.id ?? "").slice(0, 64);
  const p = id ? await getProposal(context.services.db, id) : undefined;
  const sig = p ? await signatureOf(context.services.db, p.id) : undefined;
  if (!p || !sig)
    return new Response("That proposal has no signed copy.", { status: 404, headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
  const headers = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" };
  if (query.get("as") === "html") {
    return new Response(sig.html, {
      headers: { ...headers, "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'" },
    });
  }
  const name = `signed-proposal-${p.client_name.replace(/[^\w.-]+/g, "_").slice(0, 60)}-v${p.version}.pdf`;
  return new Response(Buffer.from(sig.pdf_base64, "base64"), {
    headers: { ...headers, "Content-Type": "application/pdf", "Content-Disposition": `attachment; filename="${name}"` },
  });
}
