import { createHash } from "node:crypto";
import PDFDocumentUntyped from "pdfkit";
import type { ProposalDoc } from "./document";

/**
 * The proposal as a PDF (pdfkit), drawn from the same model as its HTML (document.ts), and the
 * SHA-256 of its bytes. The creation date is the signing time, so the file says when it was made.
 */
interface Pdf {
  on(event: "data", f: (chunk: Buffer) => void): void;
  on(event: "end", f: () => void): void;
  on(event: "error", f: (e: Error) => void): void;
  font(name: string): Pdf;
  fontSize(n: number): Pdf;
  text(s: string, options?: Record<string, unknown>): Pdf;
  moveDown(n?: number): Pdf;
  end(): void;
}
const PDFDocument = PDFDocumentUntyped as unknown as new (options: Record<string, unknown>) => Pdf;

export const sha256Hex = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");

/** Helvetica speaks WinAnsi: characters beyond it are written as their nearest plain form. */
const plain = (s: string) =>
  s
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, "-")
    .replace(/[^\x20-\x7E\xA0-\xFF\n]/g, "?");

export function proposalPdf(d: ProposalDoc, createdAt: Date): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "LETTER",
      margin: 54,
      info: { Title: plain(d.title), Author: plain(d.company.name), CreationDate: createdAt, ModDate: createdAt },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (c) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    const row = (k: string, v: string) =>
      doc
        .font("Helvetica")
        .fontSize(10)
        .text(`${plain(k)}: ${plain(v)}`);
    doc.font("Helvetica-Bold").fontSize(16).text(plain(d.title));
    doc
      .font("Helvetica")
      .fontSize(9)
      .text(plain(`${d.company.name} · ${d.company.phone} · ${d.company.email} · Washington contractor registration ${d.company.registration}`));
    doc.moveDown();
    for (const [k, v] of d.facts) row(k, v);
    for (const s of d.sections) {
      doc
        .moveDown()
        .font("Helvetica-Bold")
        .fontSize(12)
        .text(plain(s.name || "The work"));
      for (const l of s.lines) row(`${l.description}${l.allowance ? " (allowance)" : ""}`, `${l.qty}${l.unit ? ` ${l.unit}` : ""} x ${l.price} = ${l.total}`);
      row(s.name ? `${s.name} subtotal` : "Subtotal of the work", s.subtotal);
    }
    doc.moveDown().font("Helvetica-Bold").fontSize(12).text("Price");
    for (const [k, v] of d.sums) row(k, v);
    doc.moveDown().font("Helvetica-Bold").fontSize(12).text("Payments");
    for (const [k, v] of d.payments) row(k, v);
    if (d.note) doc.moveDown().font("Helvetica-Bold").fontSize(12).text("Notes").font("Helvetica").fontSize(10).text(plain(d.note));
    if (d.disclosure) {
      doc.moveDown().font("Helvetica-Bold").fontSize(12).text("Disclosure statement (RCW 18.27.114)");
      for (const p of d.disclosure)
        doc
          .font(p.strong ? "Helvetica-Bold" : "Helvetica")
          .fontSize(12)
          .text(plain(p.text))
          .moveDown(0.5);
    }
    if (d.signature) {
      const s = d.signature;
      doc.moveDown().font("Helvetica-Bold").fontSize(12).text("Signed");
      doc
        .font("Helvetica")
        .fontSize(10)
        .text(
          plain(
            `Signed electronically by ${s.name} on ${s.at} (UTC), from IP address ${s.ip}, with ${s.userAgent}. The signer consented to sign electronically.`,
          ),
        );
    }
    doc.end();
  });
}
