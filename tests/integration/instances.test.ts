import { spawn } from "node:child_process";
import http from "node:http";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readCounter } from "../../app/models/change-counter.server";
import { listContactMessages } from "../../app/models/contact-messages.server";
import { freshDatabaseUrl, tempDir } from "../helpers/db";
import { startS3 } from "../helpers/s3";
import { FORM_HEADERS, form, startServer } from "../helpers/server";
import { staffCookie } from "../helpers/session";
import { uploadFlatJpeg } from "../helpers/http";
import { waitFor } from "../helpers/wait";

// Several instances on one database and one storage: a change on one empties every instance's
// page cache within a second; /healthz reports database and storage; SIGTERM lets a request finish.

const message = { fullName: "Jordan Avery", email: "jordan@example.com", projectType: "Other", preferredContact: "Email", message: "Hello there." };

describe("two instances on one database", () => {
  it("a signed-in change on instance A reaches instance B's cached pages within 1 s", async () => {
    const a = await startServer();
    const b = await startServer({ databaseUrl: a.env.DATABASE_URL, dataDir: a.env.DATA_DIR });
    try {
      const session = await staffCookie(a);

      await fetch(`${b.url}/about`);
      const warm = await fetch(`${b.url}/about`);
      expect(warm.headers.get("x-page-cache")).toBe("hit");

      // The change: a new phone number saved in Settings on A.
      const settings = await (await fetch(`${a.url}/admin/settings/business`, { headers: { Cookie: session } })).text();
      const fields: Record<string, string> = { intent: "settings-save" };
      for (const n of [
        "companyName",
        "tagline",
        "phone",
        "email",
        "officeLine",
        "city",
        "region",
        "postalCode",
        "areaServed",
        "ownerFirstName",
        "registration",
      ])
        fields[n] = new RegExp(`name="${n}"[^>]*value="([^"]*)"`).exec(settings)?.[1] ?? "";
      expect(fields.phone).not.toBe("");
      const write = await fetch(`${a.url}/admin/settings`, {
        method: "POST",
        headers: { ...FORM_HEADERS, Cookie: session },
        body: form({ ...fields, phone: "(509) 555-0177" }),
        redirect: "manual",
      });
      expect(write.status).toBe(302);
      const changedAt = Date.now();

      let seen = false;
      while (Date.now() - changedAt < 1000) {
        const page = await fetch(`${b.url}/about`);
        if ((await page.text()).includes("(509) 555-0177")) {
          seen = true;
          break;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(seen).toBe(true);
      expect(Date.now() - changedAt).toBeLessThan(1000);
    } finally {
      await b.stop();
      await a.stop();
    }
  });

  it("with one S3 bucket and no shared disk, a picture uploaded and published on A is served by B", async () => {
    const s3 = await startS3();
    const env = s3.env;
    const a = await startServer({ env });
    // B has its own, empty data folder: files can only come from the bucket.
    const b = await startServer({ env, databaseUrl: a.env.DATABASE_URL });
    try {
      const session = await staffCookie(a);
      const image = await uploadFlatJpeg(a, session, "shared.jpg", [640, 480], { r: 20, g: 80, b: 120 });
      const picture = await fetch(`${b.url}/img/u/${image.file_path}/320.webp`);
      expect(picture.status).toBe(200);
      expect(picture.headers.get("content-type")).toBe("image/webp");

      // A published item on A, seen on B's (cached) page.
      await fetch(`${b.url}/about`);
      expect((await fetch(`${b.url}/about`)).headers.get("x-page-cache")).toBe("hit");
      const created = await fetch(`${a.url}/admin/content`, {
        method: "POST",
        headers: { ...FORM_HEADERS, Cookie: session },
        body: form({ intent: "content-create", page_path: "/about", section_id: "hero-subtitle", type: "page", title: "Shared through one bucket" }),
        redirect: "manual",
      });
      expect(created.status).toBe(302);
      const row = await a.services.db.selectFrom("content_items").select("id").where("title", "=", "Shared through one bucket").executeTakeFirstOrThrow();
      const published = await fetch(`${a.url}/admin/content`, {
        method: "POST",
        headers: { ...FORM_HEADERS, Cookie: session },
        body: form({ intent: "content-update", id: row.id, title: "Shared through one bucket", content: "", is_published: "on" }),
        redirect: "manual",
      });
      expect(published.status).toBe(302);
      // B reads A's change from the shared counter by itself and renders /about again.
      await waitFor(async () => (await (await fetch(`${b.url}/about`)).text()).includes("Shared through one bucket"), "B to show A's change");
      const onB = await fetch(`${b.url}/about`);
      expect(onB.headers.get("x-page-cache")).toBe("hit");
      expect(await onB.text()).toContain("Shared through one bucket");
    } finally {
      await b.stop();
      await a.stop();
      await s3.close();
    }
  });

  it("an anonymous post on A does not empty B's cache", async () => {
    const a = await startServer();
    const b = await startServer({ databaseUrl: a.env.DATABASE_URL, dataDir: a.env.DATA_DIR });
    try {
      await fetch(`${b.url}/about`);
      expect((await fetch(`${b.url}/about`)).headers.get("x-page-cache")).toBe("hit");
      // Instances learn of each other's changes only from the shared counter: a visitor's post leaves it as it was.
      const before = await readCounter(a.services.db);
      expect((await fetch(`${a.url}/contact`, { method: "POST", headers: FORM_HEADERS, body: form(message) })).status).toBe(200);
      expect(await listContactMessages(a.services.db)).toHaveLength(1);
      expect(await readCounter(a.services.db)).toBe(before);
      expect((await fetch(`${b.url}/about`)).headers.get("x-page-cache")).toBe("hit");
    } finally {
      await b.stop();
      await a.stop();
    }
  });
});

describe("/healthz", () => {
  it("reports the database and the storage", async () => {
    const s = await startServer();
    try {
      const res = await fetch(`${s.url}/healthz`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ ok: true, database: "ok", storage: "ok", storageKind: "local" });
    } finally {
      await s.stop();
    }
  });

  it("answers 503 naming the storage when files cannot be read", async () => {
    const dataDir = tempDir();
    const s = await startServer({ dataDir });
    try {
      // The storage folder turns into a plain file: nothing under it can be read.
      rmSync(path.join(dataDir, "storage"), { recursive: true, force: true });
      writeFileSync(path.join(dataDir, "storage"), "not a folder");
      const res = await fetch(`${s.url}/healthz`);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ ok: false, database: "ok", storage: "unreachable" });
    } finally {
      await s.stop();
    }
  });
});

describe("graceful shutdown", () => {
  it("on SIGTERM stops accepting, finishes the request in flight, and exits 0", { timeout: 90_000 }, async () => {
    const port = 4100 + Math.floor(Math.random() * 300);
    const dataDir = tempDir();
    mkdirSync(dataDir, { recursive: true });
    const databaseUrl = await freshDatabaseUrl();
    const env = {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "warn",
      SITE_URL: `http://127.0.0.1:${port}`,
      // Started as `npm start` starts it: the compiled server, on the site the test run built.
      SITE_BUILD: "skip",
    };
    const child = spawn(process.execPath, ["scripts/start.mjs"], { env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout!.on("data", (d) => (out += d));
    child.stderr!.on("data", (d) => (out += d));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    try {
      const started = Date.now();
      while (!out.includes("is running at") && Date.now() - started < 60_000) await new Promise((r) => setTimeout(r, 200));
      expect(out).toContain("is running at");

      const body = form(message);
      const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = http.request(
          { host: "127.0.0.1", port, path: "/contact", method: "POST", headers: { ...FORM_HEADERS, "Content-Length": String(Buffer.byteLength(body)) } },
          (res) => {
            let text = "";
            res.on("data", (c: Buffer) => (text += c.toString()));
            res.on("end", () => resolve({ status: res.statusCode!, text }));
          },
        );
        req.on("error", reject);
        // Half the form now, the rest after SIGTERM.
        req.write(body.slice(0, 20));
        setTimeout(() => {
          child.kill("SIGTERM");
          setTimeout(() => req.end(body.slice(20)), 500);
        }, 300);
      });
      const result = await answer;
      expect(result.status).toBe(200);
      expect(result.text).toContain("Thank you for your message!");
      // New connections are refused once it is stopping.
      const late = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null);
      expect(late).toBeNull();
      expect(await exited).toBe(0);
      expect(out).toContain("SIGTERM: finishing requests in flight");
    } finally {
      child.kill("SIGKILL");
    }
    // The message was stored before the process went away.
    const check = await startServer({ databaseUrl, dataDir });
    try {
      expect((await listContactMessages(check.services.db)).map((m) => m.message)).toContain("Hello there.");
    } finally {
      await check.stop();
    }
  });
});
