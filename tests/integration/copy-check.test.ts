import { spawnSync } from "node:child_process";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkContent } from "../../app/content/files.server";
import { tempDir } from "../helpers/db";

// Decision 0034: the copy in content/ is checked against its schemas when the server starts, and a
// mistake names the file and the key.
describe("the copy's shape", () => {
  it("every file of content/ has the shape the site reads", () => {
    expect(checkContent()).toBeGreaterThanOrEqual(40);
  });

  it("a server started on copy with a misspelt key and a missing field stops and names both", () => {
    const dir = path.join(tempDir(), "content");
    cpSync(path.resolve("content"), dir, { recursive: true });
    const home = path.join(dir, "pages/home.yaml");
    writeFileSync(home, readFileSync(home, "utf8").replace(/^(\s+)title:/m, "$1titel:"));
    const adu = path.join(dir, "services/adu.md");
    writeFileSync(adu, readFileSync(adu, "utf8").replace(/^summary:.*$/m, ""));
    const started = Date.now();
    // Started as `npm start` starts it: the compiled server, on the site the test run built.
    const r = spawnSync(process.execPath, ["scripts/start.mjs"], {
      env: {
        ...process.env,
        DATABASE_URL: `file:${path.join(tempDir(), "site.db")}`,
        CONTENT_DIR: dir,
        DATA_DIR: tempDir(),
        PORT: "3998",
        LOG_LEVEL: "silent",
        SITE_BUILD: "skip",
      },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("content/pages/home.yaml: hero.title:");
    expect(r.stderr).toMatch(/content\/pages\/home\.yaml: hero: .*titel/);
    expect(r.stderr).toContain("content/services/adu.md: summary:");
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(Date.now() - started).toBeLessThan(60_000);
  });
});
