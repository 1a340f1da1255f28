import { describe, expect, it } from "vitest";
import { serverWithOwner, visitor } from "../helpers/http";
import { clientView, postMultipart, smallPhoto, startJob, wonLead } from "../helpers/jobs";
import { applyRetention } from "../../app/trust/retention.server";

// Decision 0051: a job page's link can be turned off (404) and replaced (the old one stops), it is
// gone 90 days after handover (retention), and the person's erase removes the page, its updates,
// comments and photo files; the person's download carries them. SQLite and PostgreSQL.
const t = serverWithOwner();

async function jobWithPosts(name: string, email: string) {
  const lead = await wonLead(t.s, t.owner, name, email);
  const job = await startJob(t.s, t.owner, lead.id);
  expect(
    (await postMultipart(t.s, `/admin/jobs?id=${job.id}`, { body: "Slab poured." }, [{ name: "slab.jpg", bytes: await smallPhoto(2) }], t.owner.cookie)).status,
  ).toBe(303);
  expect((await postMultipart(t.s, `/job/${job.token}`, { body: "Looks great!" }, [{ name: "mine.jpg", bytes: await smallPhoto(3) }])).status).toBe(303);
  return { lead, job };
}
const rows = async (jobId: string) => ({
  pages: await t.s.services.db.selectFrom("job_pages").select("id").where("id", "=", jobId).execute(),
  posts: await t.s.services.db.selectFrom("job_posts").select("id").where("job_id", "=", jobId).execute(),
  photos: await t.s.services.db.selectFrom("job_photos").selectAll().where("job_id", "=", jobId).execute(),
});

describe("a job page's link", () => {
  it("answers 404 once turned off (photos too), and a new link works while the old one stays off", async () => {
    const { job } = await jobWithPosts("Drew Revoke", "drew@example.com");
    const photo = (await rows(job.id)).photos[0]!;
    expect((await fetch(`${t.s.url}/job/${job.token}/photo/${photo.id}`)).status).toBe(200);
    expect((await visitor(t.s).post("/admin/jobs", { intent: "job-revoke", id: job.id })).status).toBe(401);
    expect((await t.owner.post(`/admin/jobs?id=${job.id}`, { intent: "job-revoke", id: job.id })).status).toBe(302);
    const off = await clientView(t.s, job.token);
    expect(off.res.status).toBe(404);
    expect(off.html).toContain("Job page not available");
    expect(off.html).not.toContain("Slab poured.");
    expect((await fetch(`${t.s.url}/job/${job.token}/photo/${photo.id}`)).status).toBe(404);
    // Posting to a turned-off page is refused too.
    expect((await visitor(t.s).post(`/job/${job.token}`, { intent: "comment", body: "hello?" })).status).toBe(404);

    const fresh = await t.owner.post(`/admin/jobs?id=${job.id}`, { intent: "job-link", id: job.id });
    expect(fresh.status).toBe(200);
    const token = /\/job\/([A-Za-z0-9_-]{43})/.exec(await fresh.text())![1]!;
    expect(token).not.toBe(job.token);
    expect((await clientView(t.s, token)).res.status).toBe(200);
    expect((await clientView(t.s, job.token)).res.status).toBe(404);
  });

  it("is gone with its comments and photo files 90 days after handover (retention)", async () => {
    const { job } = await jobWithPosts("Emery Expire", "emery@example.com");
    const before = await rows(job.id);
    expect(before.photos).toHaveLength(2);
    // Handed over 91 days ago.
    const handover = Date.now() - 91 * 86_400_000;
    await t.s.services.db
      .updateTable("job_pages")
      .set({ handover_at: new Date(handover).toISOString(), expires_at: new Date(handover + 90 * 86_400_000).toISOString() })
      .where("id", "=", job.id)
      .execute();
    expect((await clientView(t.s, job.token)).res.status).toBe(404);
    const done = await applyRetention(t.s.services);
    expect(done.detail).toMatch(/1 job page closed 90 days after handover \(2 photo files\)/);
    expect(await rows(job.id)).toEqual({ pages: [], posts: [], photos: [] });
    for (const p of before.photos) expect(await t.s.services.storage.get(p.file_path)).toBeNull();
    // The lead itself stays: its own retention is months, counted from its last change.
    expect(await t.s.services.db.selectFrom("contact_messages").select("id").where("full_name", "=", "Emery Expire").executeTakeFirst()).toBeDefined();
  });
});

describe("the person's download and erase", () => {
  it("carry and then remove the job page, its updates, comments and photos", async () => {
    const { lead, job } = await jobWithPosts("Finley Forget", "finley@example.com");
    const before = await rows(job.id);
    const confirm = await t.owner.text(`/admin/messages/person/delete?id=${lead.id}`);
    expect(confirm).toContain("1 message, 1 job page with their updates and comments and 2 photos");
    const zip = await t.owner.post("/admin/messages/person/download", { id: lead.id });
    expect(zip.status).toBe(200);
    const bytes = new Uint8Array(await zip.arrayBuffer());
    const { unzipSync, strFromU8 } = await import("fflate");
    const files = unzipSync(bytes);
    expect(Object.keys(files).filter((f) => f.startsWith("photos/job-1-"))).toHaveLength(2);
    expect(strFromU8(files["job-pages.json"]!)).toContain("Looks great!");
    expect(strFromU8(files["job-pages.json"]!)).not.toContain("token_hash");

    expect((await t.owner.post("/admin/messages/person/delete", { id: lead.id, leads: "1" })).status).toBe(302);
    expect(await rows(job.id)).toEqual({ pages: [], posts: [], photos: [] });
    for (const p of before.photos) expect(await t.s.services.storage.get(p.file_path)).toBeNull();
    expect((await clientView(t.s, job.token)).res.status).toBe(404);
  });
});
