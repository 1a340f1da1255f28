import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBuild, startServer, type TestServer } from "../helpers/server";
import { routePattern } from "../helpers/route-paths";
import { staffCookie } from "../helpers/session";
import { OWNER_ONLY_PREFIXES, isOwnerOnlyPath } from "../../app/platform/policy";

/**
 * The access sweep. Routes come from the built route config, so a route added later is
 * covered without editing this file:
 * - every page or API under /admin or /api (better-auth's own endpoints aside) refuses
 *   anonymous GETs with a redirect to /auth or a 401, and shows no data;
 * - every action anywhere refuses anonymous non-GET requests the same way, unless its
 *   module says `handle = { publicAction: true }` (the contact form, sign-in);
 * - an editor gets 403 on every owner-only page and action (policy.ts, the one list the guard,
 *   the action runner and the tab bar read), and is let into the rest.
 */
interface Entry {
  id: string;
  path: string;
  hasLoader: boolean;
  hasAction: boolean;
  publicAction: boolean;
}

function concrete(pattern: string) {
  return (
    "/" +
    pattern
      .split("/")
      .filter(Boolean)
      .map((seg) => (seg.startsWith(":") ? "sample-id" : seg === "*" ? "sample/path" : seg))
      .join("/")
  );
}

let s: TestServer;
let entries: Entry[];

beforeAll(async () => {
  s = await startServer();
  const build = await loadBuild();
  entries = Object.keys(build.routes)
    .filter((id) => id !== "root")
    .map((id) => {
      const mod = build.routes[id]!.module as { loader?: unknown; action?: unknown; handle?: { publicAction?: boolean } };
      return {
        id,
        path: concrete(routePattern(build, id)),
        hasLoader: typeof mod.loader === "function",
        hasAction: typeof mod.action === "function",
        publicAction: Boolean(mod.handle?.publicAction),
      };
    });
});
afterAll(() => s.stop());

const isPrivate = (p: string) => /^\/admin(\/|$)/.test(p) || (p.startsWith("/api/") && !p.startsWith("/api/auth/"));

function expectRefused(res: Response, body: string) {
  if (res.status === 401) {
    // No admin data: content items, image records, SEO rows or the signed-in greeting.
    expect(body).not.toMatch(/"(page_path|file_path|is_published|section_id|h1_tag)"\s*:|Welcome, /);
    return;
  }
  expect([301, 302, 303, 307, 308]).toContain(res.status);
  expect(new URL(res.headers.get("location")!, s.url).pathname).toBe("/auth");
}

describe("access sweep (anonymous)", () => {
  it("finds the admin routes and the actions in the route config", () => {
    expect(entries.some((e) => e.path === "/admin")).toBe(true);
    expect(entries.filter((e) => e.hasAction).length).toBeGreaterThan(0);
  });

  it("refuses every admin page and API", async () => {
    const targets = entries.filter((e) => isPrivate(e.path) && e.hasLoader);
    expect(targets.length).toBeGreaterThan(0);
    for (const e of targets) {
      for (const suffix of ["", "?tab=images", ".data"]) {
        const res = await fetch(`${s.url}${e.path}${suffix}`, { redirect: "manual" });
        const body = await res.text();
        if (suffix === ".data") {
          // Client-side navigations ask for loader data: it must carry a redirect, not data.
          expect(
            res.status === 401 || res.status === 202 || res.status === 204 || (res.status >= 300 && res.status < 400),
            `${e.path}.data → ${res.status}`,
          ).toBe(true);
          expect(body).not.toContain("Welcome,");
          continue;
        }
        expectRefused(res, body);
      }
    }
  });

  it("refuses every non-public action, for every method", async () => {
    const targets = entries.filter((e) => e.hasAction && !e.publicAction);
    expect(targets.length).toBeGreaterThan(0);
    for (const e of targets) {
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        const res = await fetch(`${s.url}${e.path}`, {
          method,
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: "intent=delete&id=x",
          redirect: "manual",
        });
        expectRefused(res, await res.text());
      }
    }
  });

  it("gives 401 to API callers with a bearer token that is not a session", async () => {
    const res = await fetch(`${s.url}/api/auth/get-session`, { headers: { Authorization: "Bearer nonsense" } });
    expect(res.status).toBe(200);
    expect(await res.json()).toBeNull();
  });
});

describe("access sweep (editor)", () => {
  let editor: string;
  beforeAll(async () => {
    editor = await staffCookie(s, "editor");
  });

  it("states who may use a route in one place: no route module declares a role of its own, the path decides (policy.ts)", () => {
    // The guard and the action runner read the same owner-only list the tab bar reads (decision 0047).
    const declaring = entries
      .map((e) => [".tsx", ".ts"].map((ext) => path.resolve("app", `${e.id}${ext}`)).find((f) => existsSync(f)))
      .filter((f): f is string => Boolean(f && /\{ role: "owner" \}/.test(readFileSync(f, "utf8"))));
    expect(declaring).toEqual([]);
  });

  it("finds a route under every owner-only path", () => {
    for (const prefix of OWNER_ONLY_PREFIXES)
      expect(
        entries.some((e) => e.path.startsWith(prefix)),
        prefix,
      ).toBe(true);
  });

  it("refuses every owner-only page and action with 403 and no data", async () => {
    const targets = entries.filter((e) => isOwnerOnlyPath(e.path));
    for (const e of targets) {
      if (e.hasLoader) {
        const res = await fetch(`${s.url}${e.path}`, { headers: { Cookie: editor }, redirect: "manual" });
        const body = await res.text();
        expect(res.status, e.path).toBe(403);
        expect(body).toContain("Only an owner can open this page.");
        expect(body).not.toMatch(/name="(companyName|email|role)"/);
      }
      if (e.hasAction) {
        for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
          const res = await fetch(`${s.url}${e.path}`, {
            method,
            headers: { Cookie: editor, "Content-Type": "application/x-www-form-urlencoded" },
            body: "intent=settings-save&id=x",
            redirect: "manual",
          });
          expect(res.status, `${method} ${e.path}`).toBe(403);
        }
      }
    }
  });

  it("refuses an owner-only intent on a screen editors use (approving or declining a review) with 403 before it runs", async () => {
    for (const intent of ["review-approve", "review-decline"]) {
      const res = await fetch(`${s.url}/admin/projects`, {
        method: "POST",
        headers: { Cookie: editor, "Content-Type": "application/x-www-form-urlencoded", Origin: s.url },
        body: `intent=${intent}&id=no-such-review&reason=profanity`,
        redirect: "manual",
      });
      expect(res.status, intent).toBe(403);
      expect(await res.text()).toContain("Only an owner can approve or decline reviews.");
    }
  });

  it("lets an editor into every other admin page", async () => {
    const targets = entries.filter((e) => e.hasLoader && /^\/admin(\/|$)/.test(e.path) && !isOwnerOnlyPath(e.path) && !e.path.includes("sample"));
    expect(targets.length).toBeGreaterThan(3);
    for (const e of targets) {
      const res = await fetch(`${s.url}${e.path}`, { headers: { Cookie: editor }, redirect: "manual" });
      if (e.path === "/admin/messages/export.csv" && res.status === 302) {
        // No messages yet: the export sends the editor back to Messages, which says there is nothing to export.
        expect(res.headers.get("location"), e.path).toBe("/admin/messages");
        continue;
      }
      if (e.path === "/admin") {
        // /admin opens the Content tab.
        expect(res.status, e.path).toBe(302);
        expect(res.headers.get("location"), e.path).toBe("/admin/content");
        continue;
      }
      expect(res.status, e.path).toBe(200);
      const body = await res.text();
      if (body.includes("Admin sections")) expect(body).not.toContain('href="/admin/settings"');
    }
  });
});
