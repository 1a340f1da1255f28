import { describe, expect, it } from "vitest";
import { execFile, spawn } from "node:child_process";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { promisify } from "node:util";
import { ConfigError, parseConfig } from "../../app/platform/config.server";
import { PUBLIC_PATHS } from "../../app/content/paths";
import { startServer } from "../helpers/server";
import { suiteServer } from "../helpers/http";
import { countRows, tempDir } from "../helpers/db";

const run = promisify(execFile);

describe("configuration", () => {
  it("has working defaults", () => {
    const c = parseConfig({});
    expect(c.port).toBe(3000);
    expect(c.siteUrl).toBe("http://localhost:3000");
    expect(c.databaseUrl).toMatch(/^file:.*data\/site\.db$/);
    expect(c.uploadMaxBytes).toBe(20 * 1024 * 1024);
  });

  it.each([
    [{ PORT: "abc" }, "Invalid PORT"],
    [{ DATABASE_URL: "mysql://x" }, "Invalid DATABASE_URL"],
    [{ SITE_URL: "lakeside.example" }, "Invalid SITE_URL"],
    [{ AUTH_SECRET: "short" }, "Invalid AUTH_SECRET"],
    [{ SMTP_URL: "http://mail" }, "Invalid SMTP_URL"],
    [{ ADMIN_EMAIL: "not-an-email" }, "Invalid ADMIN_EMAIL"],
  ])("names the bad variable: %o", (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(message);
  });

  it("stops the server with one clear line, not a stack trace", async () => {
    // `npm start` itself: the compiled server (build/server/main.mjs), run in start.mjs's own process.
    const err = await run(process.execPath, ["scripts/start.mjs"], { env: { ...process.env, PORT: "not-a-port", SITE_BUILD: "skip" } }).catch((e) => e);
    expect(err.code).toBe(1);
    const lines = String(err.stderr).trim().split("\n");
    expect(lines).toEqual(["Configuration error: Invalid PORT: must be a port number"]);
  });
});

describe("npm start", () => {
  it("runs the site as one plain JavaScript process: no TypeScript loader, no wrapper, no helper left running", async () => {
    const dataDir = tempDir();
    const port = 4960 + Math.floor(Math.random() * 30);
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, SITE_URL: `http://localhost:${port}`, SITE_BUILD: "skip" };
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, ["scripts/start.mjs"], { env, stdio: ["ignore", "ignore", "inherit"] });
    try {
      let status = 0;
      for (let i = 0; i < 300 && status !== 200; i++) {
        status = await fetch(`http://localhost:${port}/`).then(
          (r) => r.status,
          () => 0,
        );
        if (status !== 200) await new Promise((r) => setTimeout(r, 100));
      }
      expect(status).toBe(200);
      const cmdline = readFileSync(`/proc/${child.pid}/cmdline`, "utf8").split("\0").join(" ");
      expect(cmdline).not.toContain("tsx");
      const children = readdirSync(`/proc/${child.pid}/task`)
        .map((t) => readFileSync(`/proc/${child.pid}/task/${t}/children`, "utf8").trim())
        .filter(Boolean);
      expect(children).toEqual([]);
      // The server it runs is the compiled one.
      expect(readFileSync(`/proc/${child.pid}/maps`, "utf8")).not.toContain("tsx");
      expect(existsSync("build/server/main.mjs")).toBe(true);
    } finally {
      child.kill("SIGTERM");
    }
  });
});

describe("the running server", () => {
  const t = suiteServer();

  it("seeds demo content once: a second start adds nothing twice, and what staff removed stays removed", async () => {
    const { seed } = await import("../../app/services/seed.server");
    const count = (table: "images" | "seo_settings") => countRows(t.s.services.db, table);
    const images = await count("images");
    const seo = await count("seo_settings");
    expect(images).toBe(55);
    expect(seo).toBe(PUBLIC_PATHS.length);
    await t.s.services.db.deleteFrom("images").where("file_path", "like", "uploads/gallery-01-%").execute();
    await seed(t.s.services);
    expect(await count("images")).toBe(54);
    expect(await count("seo_settings")).toBe(PUBLIC_PATHS.length);
  });

  it("answers /healthz with ok when the database answers", async () => {
    const res = await fetch(`${t.s.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ok: true, database: "ok", storage: "ok" });
  });

  it("sends security headers on every response, with a fresh script nonce", async () => {
    // /auth is never cached, so each response is rendered afresh.
    const a = await fetch(`${t.s.url}/auth`);
    const b = await fetch(`${t.s.url}/auth`);
    const csp = a.headers.get("content-security-policy")!;
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toBe(b.headers.get("content-security-policy"));
    expect(a.headers.get("x-content-type-options")).toBe("nosniff");
    expect(a.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
    const html = await a.text();
    // Every inline script carries the nonce.
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  it("keeps admin and sign-in pages out of search engines and frames", async () => {
    for (const p of ["/auth", "/admin"]) {
      const res = await fetch(`${t.s.url}${p}`, { redirect: "manual" });
      expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    }
    const html = await (await fetch(`${t.s.url}/auth`)).text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect((await fetch(`${t.s.url}/`)).headers.get("x-robots-tag")).toBeNull();
  });

  it("answers 404 with the not-found page for an unknown path", async () => {
    const res = await fetch(`${t.s.url}/no-such-page`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("Oops! Page not found");
    expect(html).toContain(">404<");
  });

  it("refuses cross-site form posts", async () => {
    const res = await fetch(`${t.s.url}/auth`, {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=a%40b.c&password=x",
    });
    expect(res.status).toBe(403);
  });
});

describe("/healthz when the database is down", () => {
  it("answers 503", async () => {
    const s = await startServer({ dataDir: tempDir() });
    await s.services.db.destroy();
    try {
      const res = await fetch(`${s.url}/healthz`);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ ok: false, database: "unreachable", storage: "ok" });
    } finally {
      await s.stop().catch(() => undefined);
    }
  });
});
