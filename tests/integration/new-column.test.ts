import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempDir } from "../helpers/db";
import { FORM_HEADERS, decodeHtml, form } from "../helpers/server";
import { freePort } from "../helpers/webhook";
import { waitFor } from "../helpers/wait";

// Issue #44, "one source per field": a content item's new column is the documented recipe
// (app/content/item-fields.ts): a migration, an entry in the field list, the form's input (All
// items draws every detail field of the list), and where a page shows it. This test makes those
// edits in a scratch copy of the app, builds and starts it, and uses All items as staff would:
// the new field is offered, saved, shown again for editing, and kept when another field is saved.

const ROOT = path.resolve(".");
const OWNER = { email: "owner@lakesideridge.example", password: "scratch-copy-owner-password" };
let dir: string;
let site: ChildProcess | undefined;
let url: string;
let cookie = "";

function edit(file: string, find: string, replace: string) {
  const p = path.join(dir, file);
  const text = readFileSync(p, "utf8");
  if (!text.includes(find)) throw new Error(`${file} no longer has ${JSON.stringify(find)}: update this test's recipe`);
  writeFileSync(p, text.replace(find, replace));
}

beforeAll(async () => {
  dir = tempDir();
  for (const p of ["app", "server", "public", "scripts", "content", "vite", "assets"]) cpSync(path.join(ROOT, p), path.join(dir, p), { recursive: true });
  for (const p of ["package.json", "tsconfig.json", "vite.config.ts", "react-router.config.ts"]) cpSync(path.join(ROOT, p), path.join(dir, p));
  symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));

  // 1. The migration (one file, and its line in the list).
  writeFileSync(
    path.join(dir, "app/db/migrations/2099-01-01-999-item-subtitle.ts"),
    `import type { Kysely, Migration } from "kysely";
export const migration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.alterTable("content_items").addColumn("subtitle", "text").execute();
  },
};
`,
  );
  const list = readFileSync(path.join(dir, "app/db/migrations.server.ts"), "utf8");
  const last = [...list.matchAll(/^import \{ migration as (m\d+) \} from "\.\/migrations\/([^"]+)";$/gm)].at(-1)!;
  edit("app/db/migrations.server.ts", last[0], `${last[0]}\nimport { migration as m999 } from "./migrations/2099-01-01-999-item-subtitle";`);
  edit("app/db/migrations.server.ts", `"${last[2]}": ${last[1]},`, `"${last[2]}": ${last[1]},\n  "2099-01-01-999-item-subtitle": m999,`);
  // 2. The field list's entry: a detail, so All items offers it.
  edit(
    "app/content/item-fields.ts",
    "  cta_label: f(",
    `  subtitle: f("text", true, { history: { label: "Subtitle", diff: "text" }, max: 120, detail: true }),\n  cta_label: f(`,
  );

  const build = spawnSync("npx", ["react-router", "build"], { cwd: dir, encoding: "utf8" });
  expect(build.status, build.stderr).toBe(0);
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  site = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: url,
      SITE_BUILD: "skip",
      DATA_DIR: path.join(dir, "data"),
      DATABASE_URL: "",
      AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
      LOG_LEVEL: "warn",
      TRUST_PROXY: "loopback",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  // Up when /healthz answers (the compiled server builds itself first).
  await waitFor(
    () =>
      fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      ),
    "the scratch copy to start",
    90_000,
  );
  const signIn = await fetch(`${url}/auth`, { method: "POST", headers: { ...FORM_HEADERS, Origin: url }, body: form(OWNER), redirect: "manual" });
  cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  expect(cookie).toContain("session_token");
}, 180_000);

afterAll(() => {
  site?.kill("SIGTERM");
});

const post = (fields: Record<string, string>) =>
  fetch(`${url}/admin/content`, { method: "POST", headers: { ...FORM_HEADERS, Origin: url, cookie }, body: form(fields), redirect: "manual" });
const page = async (p: string) => decodeHtml(await (await fetch(`${url}${p}`, { headers: { cookie } })).text());

describe("a new column added by the recipe", () => {
  it("is offered by All items, saved, shown again for editing and kept when another field is saved", async () => {
    const created = await post({
      intent: "content-create",
      type: "blog",
      page_path: "/blog/scratch-post",
      section_id: "body",
      title: "Scratch item",
      content: "A post staff wrote.",
    });
    expect(created.status).toBe(302);
    const items = await page("/admin/content?view=items");
    const link = (items.match(/<a [^>]*>/g) ?? []).find((a) => a.includes('aria-label="Edit Scratch item"'));
    const itemId = /[?&]edit=([^"&]+)/.exec(link ?? "")?.[1];
    expect(itemId, "All items links the new item's editor").toBeTruthy();

    // A post's edit form offers the new field, under its label from the list.
    const editForm = await page(`/admin/content?edit=${itemId}`);
    expect(editForm).toMatch(/<label[^>]*>Subtitle<\/label>|>Subtitle</);
    expect(editForm).toContain('name="subtitle"');

    const base = {
      intent: "content-update",
      id: itemId!,
      page_path: "/blog/scratch-post",
      section_id: "body",
      title: "Scratch item",
      content: "A post staff wrote.",
    };
    expect((await post({ ...base, subtitle: "On the north shore since 2009" })).status).toBe(302);
    expect(await page(`/admin/content?edit=${itemId}`)).toMatch(
      /name="subtitle"[^>]*value="On the north shore since 2009"|value="On the north shore since 2009"[^>]*name="subtitle"/,
    );

    // Another field saved from a form that still carries the subtitle keeps it; its History names it.
    expect((await post({ ...base, title: "Scratch item, renamed", subtitle: "On the north shore since 2009" })).status).toBe(302);
    const again = await page(`/admin/content?edit=${itemId}`);
    expect(again).toMatch(/value="On the north shore since 2009"/);
    expect(again).toContain("Subtitle");

    // The list's limit holds: one character over is refused and nothing changes.
    const over = await post({ ...base, title: "Scratch item, renamed", subtitle: "x".repeat(121) });
    expect(over.status).toBe(400);
    expect(await page(`/admin/content?edit=${itemId}`)).toMatch(/value="On the north shore since 2009"/);
  });
});
