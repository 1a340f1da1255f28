import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { signedIn, visitor, type Client } from "../helpers/http";
import { mailText, startSmtp } from "../helpers/smtp";
import { phonePhoto } from "../helpers/photos";
import { clientView, postMultipart, smallPhoto, startJob, wonLead } from "../helpers/jobs";

// Decision 0051: a private job page made from a Won lead, its updates from the phone, the client's
// comments and photos (capped), update e-mails the client asked for (capped), and "Make it a
// project" with the client's recorded consent and the review request. SQLite and PostgreSQL.
let s: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let owner: Client;
let job: Awaited<ReturnType<typeof startJob>>;
const CLIENT = "casey.client@example.com";

beforeAll(async () => {
  smtp = await startSmtp();
  s = await startServer({ env: { SMTP_URL: smtp.url, ANALYTICS: "on" } });
  owner = await signedIn(s);
});
afterAll(async () => {
  await s?.stop();
  await smtp?.close();
});

const mailsTo = (to: string, subject: string) => smtp.mails.filter((m) => m.to.includes(to) && mailText(m.body).includes(subject));

describe("a job page", () => {
  it("is started only from a Won lead, by staff, once; the client is e-mailed the link", async () => {
    const lead = await wonLead(s, owner, "Casey Client", CLIENT);
    expect((await visitor(s).post("/admin/jobs", { intent: "job-start", lead: lead.id })).status).toBe(401);
    job = await startJob(s, owner, lead.id);
    expect(job.html).toContain("Copy the job page link");
    const row = await s.services.db.selectFrom("job_pages").selectAll().where("id", "=", job.id).executeTakeFirstOrThrow();
    // Only the link's hash is kept; 256 bits of randomness in the link.
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(job.token);
    expect(Buffer.from(job.token, "base64url")).toHaveLength(32);
    expect(row).toMatchObject({ name: "ADU (Accessory Dwelling Unit) in Manson", client_email: CLIENT, town: "Manson" });
    await expect.poll(() => mailsTo(CLIENT, "Here is the page where").length).toBe(1);
    expect(mailText(mailsTo(CLIENT, "Here is the page where")[0]!.body)).toContain(job.link);
    // A second page for the same lead is refused; a lead not Won cannot have one.
    const again = await owner.post("/admin/jobs", { intent: "job-start", lead: lead.id });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("already has a job page");
    await owner.post("/admin/messages", {
      intent: "lead-add",
      fullName: "Nora New",
      phone: "509 555 0109",
      email: "",
      town: "",
      projectType: "Garage",
      cameBy: "text",
      message: "",
    });
    const fresh = await s.services.db.selectFrom("contact_messages").select("id").where("full_name", "=", "Nora New").executeTakeFirstOrThrow();
    const notWon = await owner.post("/admin/jobs", { intent: "job-start", lead: fresh.id });
    expect(notWon.status).toBe(409);
    expect(await notWon.text()).toContain("Mark Nora New Won first");
    // Messages offers the way to it on the Won lead.
    expect(await owner.text("/admin/messages")).toContain("Open Casey Client's job page");
  });

  it("opens for anyone with the link: no account, noindex, never cached, no cookie, not counted in Visits", async () => {
    const { res, html } = await clientView(s, job.token);
    expect(res.status).toBe(200);
    expect(html).toContain("ADU (Accessory Dwelling Unit) in Manson");
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(res.headers.get("referrer-policy")).toBe("same-origin");
    expect(res.headers.get("set-cookie")).toBeNull();
    await s.services.analytics.flush();
    const counted = await s.services.db.selectFrom("analytics_raw").select("path").execute();
    expect(counted.some((r) => r.path.startsWith("/job"))).toBe(false);
    // A made-up or shortened token is a 404 that says nothing about the job.
    for (const bad of [job.token.slice(0, -1) + (job.token.endsWith("A") ? "B" : "A"), "short", "x".repeat(300)]) {
      const gone = await clientView(s, bad);
      expect(gone.res.status).toBe(404);
      expect(gone.html).not.toContain("Unit) in Manson");
      expect(gone.html).toContain("Job page not available");
    }
  });

  it("takes staff updates with phone photos (EXIF gone, at most 2048 px), and e-mails the client who asked, capped", async () => {
    const big = await phonePhoto(7);
    expect(big.length).toBeGreaterThan(4_000_000);
    expect((await postMultipart(s, `/admin/jobs?id=${job.id}`, { body: "no session" }, [])).status).toBe(401);
    const first = await postMultipart(s, `/admin/jobs?id=${job.id}`, { body: "Footings poured." }, [{ name: "footings.jpg", bytes: big }], owner.cookie);
    expect(first.status).toBe(303);
    const photos = await s.services.db.selectFrom("job_photos").selectAll().where("job_id", "=", job.id).execute();
    expect(photos).toHaveLength(1);
    const stored = await s.services.storage.get(photos[0]!.file_path);
    const meta = await sharp(stored!.body).metadata();
    expect(meta.exif).toBeUndefined();
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(2048);
    // Stored privately: never served by its path.
    expect((await fetch(`${s.url}/files/${photos[0]!.file_path}`)).status).toBe(404);
    expect(mailsTo(CLIENT, "There is a new update on your job page").length).toBe(0);

    // The client asks for update e-mails on the page; three a day at most reach them.
    expect((await visitor(s).post(`/job/${job.token}`, { intent: "notify-on" })).status).toBe(303);
    for (const [i, words] of ["Framing started.", "Roof sheathing on.", "Windows in.", "Siding started."].entries()) {
      const r = await postMultipart(s, `/admin/jobs?id=${job.id}`, { body: words }, [{ name: `day-${i}.jpg`, bytes: await smallPhoto(i + 1) }], owner.cookie);
      expect(r.status).toBe(303);
    }
    await expect.poll(() => mailsTo(CLIENT, "There is a new update on your job page").length).toBe(3);
    const page = (await clientView(s, job.token)).html;
    for (const words of ["Footings poured.", "Framing started.", "Siding started."]) expect(page).toContain(words);
    expect(page).toContain("Stop the update e-mails");
    // A photo opens through the link, and not through another job's or a wrong token.
    expect((await fetch(`${s.url}/job/${job.token}/photo/${photos[0]!.id}?size=thumb`)).status).toBe(200);
    expect((await fetch(`${s.url}/job/${"A".repeat(43)}/photo/${photos[0]!.id}`)).status).toBe(404);
  });

  it("takes the client's comment with photos, within the caps, keeping what they typed when refused", async () => {
    const ok = await postMultipart(s, `/job/${job.token}`, { body: "Can the window by the stairs be bigger?" }, [
      { name: "stairs.jpg", bytes: await smallPhoto(9) },
    ]);
    expect(ok.status).toBe(303);
    const page = (await clientView(s, job.token)).html;
    expect(page).toContain("Can the window by the stairs be bigger?");
    expect(page).toContain("Comment from Casey Client");
    // Six photos in one comment: refused, the words come back.
    const six = await Promise.all([1, 2, 3, 4, 5, 6].map(async (n) => ({ name: `p${n}.jpg`, bytes: await smallPhoto(n) })));
    const tooMany = await postMultipart(s, `/job/${job.token}`, { body: "six at once" }, six);
    expect(tooMany.status).toBe(400);
    const refusedHtml = await tooMany.text();
    expect(refusedHtml).toContain("six at once");
    expect(refusedHtml).toMatch(/at most 5/);
    // Not an image: refused with the file named.
    const notImage = await postMultipart(s, `/job/${job.token}`, { body: "a pdf" }, [{ name: "plan.pdf", bytes: Buffer.from("%PDF-1.4 not an image") }]);
    expect(notImage.status).toBe(415);
    expect(await notImage.text()).toContain("plan.pdf");
    // Too long a comment.
    expect((await visitor(s).post(`/job/${job.token}`, { intent: "comment", body: "x".repeat(2001) })).status).toBe(400);
  });

  it("makes a project of the chosen photos only after the client agreed, and sends the review request", async () => {
    const photos = await s.services.db.selectFrom("job_photos").selectAll().where("job_id", "=", job.id).orderBy("created_at").execute();
    const chosen = [photos[0]!.id, photos[2]!.id];
    const fields = {
      intent: "job-project",
      id: job.id,
      title: "ADU over the garage in Manson",
      town: "Manson",
      service_key: "adu",
      summary: "A 600 sq ft ADU above a new two-car garage.",
    };
    const early = await owner.post(`/admin/jobs?id=${job.id}`, { ...fields, photo: chosen[0]! });
    expect(early.status).toBe(409);
    expect(await early.text()).toContain("has not agreed");
    // The client agrees on the page: the moment and the words are kept.
    expect((await visitor(s).post(`/job/${job.token}`, { intent: "consent" })).status).toBe(400);
    expect((await visitor(s).post(`/job/${job.token}`, { intent: "consent", agree: "yes" })).status).toBe(303);
    const agreed = await s.services.db.selectFrom("job_pages").selectAll().where("id", "=", job.id).executeTakeFirstOrThrow();
    expect(agreed.consent_text).toContain("may show photos of this job on its website");
    // No photo chosen: refused, nothing made.
    expect((await owner.post(`/admin/jobs?id=${job.id}`, fields)).status).toBe(400);
    const body = new URLSearchParams({ ...fields });
    for (const id of chosen) body.append("photo", id);
    const made = await fetch(`${s.url}/admin/jobs?id=${job.id}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: s.url, cookie: owner.cookie },
      body,
      redirect: "manual",
    });
    expect(made.status).toBe(200);
    const project = await s.services.db.selectFrom("projects").selectAll().where("title", "=", fields.title).executeTakeFirstOrThrow();
    expect(project.is_published).toBe(1);
    expect(await s.services.db.selectFrom("project_photos").select("id").where("project_id", "=", project.id).execute()).toHaveLength(2);
    const publicPage = await fetch(`${s.url}/projects/${project.slug}`);
    expect(publicPage.status).toBe(200);
    expect(await publicPage.text()).toContain("ADU over the garage in Manson");
    await expect.poll(() => mailsTo(CLIENT, "Would you write a few words").length).toBe(1);
    expect(mailText(mailsTo(CLIENT, "Would you write a few words")[0]!.body)).toMatch(/\/write-a-review\/[A-Za-z0-9_-]{43}/);
    const after = await s.services.db.selectFrom("job_pages").selectAll().where("id", "=", job.id).executeTakeFirstOrThrow();
    expect(Date.parse(after.expires_at!) - Date.parse(after.handover_at!)).toBe(90 * 86_400_000);
    // The page still opens for the client after handover.
    expect((await clientView(s, job.token)).res.status).toBe(200);
  });
});
