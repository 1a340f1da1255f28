import sharp from "sharp";
import { expect } from "vitest";
import type { TestServer } from "./server";
import type { Client } from "./http";
import { decodeHtml } from "./server";

/**
 * Job pages (decision 0051) as a test drives them: a Won lead added by staff, its job page started
 * from Messages, multipart posts as a phone's form sends them (staff updates, a client's comment).
 */
export async function wonLead(s: TestServer, owner: Client, name: string, email: string) {
  const add = await owner.post("/admin/messages", {
    intent: "lead-add",
    fullName: name,
    phone: "(509) 555-0161",
    email,
    town: "Manson",
    projectType: "ADU (Accessory Dwelling Unit)",
    cameBy: "referral",
    message: "ADU over the garage.",
  });
  expect(add.status).toBe(302);
  const lead = await s.services.db.selectFrom("contact_messages").selectAll().where("full_name", "=", name).executeTakeFirstOrThrow();
  expect((await owner.post("/admin/messages", { intent: "lead-save", id: lead.id, status: "won", note: "" })).status).toBe(302);
  return lead;
}

/** "Start a job page" on the lead: the job's id and the link's token (shown once). */
export async function startJob(s: TestServer, owner: Client, leadId: string) {
  const res = await owner.post("/admin/jobs", { intent: "job-start", lead: leadId });
  expect(res.status).toBe(200);
  const html = decodeHtml(await res.text());
  const link = /value="(http[^"]+\/job\/([A-Za-z0-9_-]{43}))"/.exec(html);
  expect(link, "the page shows the link to copy").not.toBeNull();
  const job = await s.services.db.selectFrom("job_pages").selectAll().where("lead_id", "=", leadId).orderBy("created_at", "desc").executeTakeFirstOrThrow();
  return { id: job.id, token: link![2]!, link: link![1]!, html };
}

/** A small real JPEG (with camera EXIF), quick to clean. */
export const smallPhoto = (seed: number) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: seed * 40, g: 120, b: 90 } } })
    .jpeg()
    .withExif({ IFD0: { Make: "Test", Model: `Phone ${seed}` } })
    .toBuffer();

/** A multipart post as a page's form sends it (fields first, then the files). */
export function postMultipart(s: TestServer, path: string, fields: Record<string, string>, files: Array<{ name: string; bytes: Buffer }>, cookie = "") {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  for (const f of files) body.append("file", new Blob([new Uint8Array(f.bytes)], { type: "image/jpeg" }), f.name);
  return fetch(`${s.url}${path}`, { method: "POST", headers: { Origin: s.url, ...(cookie ? { cookie } : {}) }, body, redirect: "manual" });
}

/** A visitor's GET of a job page (no cookie). */
export async function clientView(s: TestServer, token: string) {
  const res = await fetch(`${s.url}/job/${token}`, { redirect: "manual" });
  return { res, html: decodeHtml(await res.text()) };
}
