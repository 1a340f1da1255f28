import { DISCLOSURE_THRESHOLD_CENTS, disclosureStatement, type DisclosureFacts } from "~/content/proposal-text";
import { bodyOf, figuresOf } from "./body";
import { formatCents, formatQty, formatRate } from "./money";
import { rateLine } from "./tax-rates";

/**
 * What a client reads (decision 0052): one model drawn twice, as HTML (the page, and the frozen
 * copy) and as a PDF (pdf.server.ts), so both say exactly the same. Plain module.
 */
export interface ProposalRowLike {
  version: number;
  client_name: string;
  job_address: string;
  residential: number;
  body: string;
  tax_rate_ppm: number;
  tax_location_code: string;
  tax_location_name: string;
  tax_rate_date: string;
  valid_until: string;
  total_cents: number;
}

export interface Signature {
  name: string;
  at: string;
  ip: string;
  userAgent: string;
}

export interface ProposalDoc {
  title: string;
  company: { name: string; phone: string; email: string; registration: string };
  facts: Array<[string, string]>;
  sections: Array<{
    name: string;
    lines: Array<{ description: string; qty: string; unit: string; price: string; total: string; allowance: boolean }>;
    subtotal: string;
  }>;
  sums: Array<[string, string]>;
  payments: Array<[string, string]>;
  note: string;
  disclosure: Array<{ text: string; strong?: boolean }> | null;
  signature: Signature | null;
}

export const needsDisclosure = (p: Pick<ProposalRowLike, "residential" | "total_cents">) => p.residential === 1 && p.total_cents >= DISCLOSURE_THRESHOLD_CENTS;

export function proposalDoc(p: ProposalRowLike, company: ProposalDoc["company"], facts: DisclosureFacts, signature: Signature | null = null): ProposalDoc {
  const body = bodyOf(p.body);
  const f = figuresOf(body, p.tax_rate_ppm);
  const sections = f.totals.sections.map((s) => ({
    name: s.name,
    subtotal: formatCents(s.cents),
    lines: f.totals.lines
      .filter((l) => l.section === s.name)
      .map((l) => ({
        description: l.description,
        qty: formatQty(l.qtyMilli),
        unit: l.unit,
        price: formatCents(l.unitCents),
        total: formatCents(l.totalCents),
        allowance: l.allowance,
      })),
  }));
  const tax = rateLine({ code: p.tax_location_code, name: p.tax_location_name, effective: p.tax_rate_date }, formatRate(p.tax_rate_ppm));
  return {
    title: `Proposal for ${p.client_name} (version ${p.version})`,
    company,
    facts: [
      ["Client", p.client_name],
      ["Job address", p.job_address],
      ["Price holds until", p.valid_until],
    ],
    sections,
    sums: [
      ["Subtotal", formatCents(f.totals.subtotalCents)],
      ...(f.totals.allowanceCents > 0 ? ([["Of which allowances", formatCents(f.totals.allowanceCents)]] as Array<[string, string]>) : []),
      [`Washington sales tax: ${tax}`, formatCents(f.totals.taxCents)],
      ["Total", formatCents(f.totals.totalCents)],
    ],
    payments: f.payments.map((x) => [x.label, formatCents(x.cents)]),
    note: body.note,
    disclosure: needsDisclosure(p) ? disclosureStatement(facts) : null,
    signature,
  };
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The document as an HTML fragment (every text escaped): the page shows it, the frozen copy keeps it. */
export function proposalHtml(d: ProposalDoc): string {
  const out: string[] = [`<article class="proposal-doc">`, `<h2>${esc(d.title)}</h2>`];
  out.push(
    `<p>${esc(d.company.name)} · ${esc(d.company.phone)} · ${esc(d.company.email)} · Washington contractor registration ${esc(d.company.registration)}</p>`,
  );
  out.push(`<dl>${d.facts.map(([k, v]) => `<dt>${esc(k)}</dt><dd>${esc(v)}</dd>`).join("")}</dl>`);
  for (const s of d.sections) {
    out.push(`<table><caption>${esc(s.name || "The work")}</caption>`);
    out.push(`<thead><tr><th scope="col">Item</th><th scope="col">Qty</th><th scope="col">Price</th><th scope="col">Amount</th></tr></thead><tbody>`);
    for (const l of s.lines)
      out.push(
        `<tr><td>${esc(l.description)}${l.allowance ? " (allowance)" : ""}</td><td>${esc(l.qty)}${l.unit ? ` ${esc(l.unit)}` : ""}</td><td>${esc(l.price)}</td><td>${esc(l.total)}</td></tr>`,
      );
    out.push(
      `</tbody><tfoot><tr><th scope="row" colspan="3">${esc(s.name ? `${s.name} subtotal` : "Subtotal of the work")}</th><td>${esc(s.subtotal)}</td></tr></tfoot></table>`,
    );
  }
  out.push(
    `<table><caption>Price</caption><tbody>${d.sums.map(([k, v]) => `<tr><th scope="row">${esc(k)}</th><td>${esc(v)}</td></tr>`).join("")}</tbody></table>`,
  );
  out.push(
    `<table><caption>Payments</caption><tbody>${d.payments.map(([k, v]) => `<tr><th scope="row">${esc(k)}</th><td>${esc(v)}</td></tr>`).join("")}</tbody></table>`,
  );
  if (d.note) out.push(`<h3>Notes</h3>`, ...d.note.split(/\n{2,}/).map((p) => `<p>${esc(p)}</p>`));
  if (d.disclosure) {
    out.push(`<section aria-label="Disclosure statement (RCW 18.27.114)"><h3>Disclosure statement (RCW 18.27.114)</h3>`);
    for (const p of d.disclosure) out.push(p.strong ? `<p><strong>${esc(p.text)}</strong></p>` : `<p>${esc(p.text)}</p>`);
    out.push(`</section>`);
  }
  if (d.signature) {
    const s = d.signature;
    out.push(
      `<section aria-label="Signature"><h3>Signed</h3><p>Signed electronically by ${esc(s.name)} on ${esc(s.at)} (UTC), from IP address ${esc(s.ip)}, with ${esc(s.userAgent)}. The signer consented to sign electronically.</p></section>`,
    );
  }
  out.push(`</article>`);
  return out.join("\n");
}

/** The frozen copy: a whole HTML file around the fragment. */
export function frozenHtmlFile(d: ProposalDoc): string {
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${esc(d.title)}</title></head><body>\n${proposalHtml(d)}\n</body></html>\n`;
}
