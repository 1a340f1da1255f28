import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverAndOwner } from "../helpers/http";
import { type TestServer } from "../helpers/server";

// The launch checklist on the dashboard, grouped with a progress count
// (docs/decisions/0037-heroes-trust-and-one-navigation.md): "Must fix before launch" first, then
// "Should fix", then what is done, folded.

let s: TestServer;
let owner: string;

beforeAll(async () => ({ s, cookie: owner } = await serverAndOwner({ env: { SITE_URL: "http://127.0.0.1:3999" } })));
afterAll(() => s?.stop());

describe("the launch checklist", () => {
  it("counts what is done, groups what is not by how much it matters, and folds what is done", async () => {
    const html = await (await fetch(`${s.url}/admin/dashboard`, { headers: { Cookie: owner } })).text();
    const section = html.slice(html.indexOf('data-testid="site-health"'));
    const must = [...section.matchAll(/<li class="[^"]*border-l-red-700[^"]*" data-check="([^"]+)" data-blocker=""/g)].map((m) => m[1]!);
    const should = [...section.matchAll(/<li class="[^"]*bg-amber-50[^"]*" data-check="([^"]+)"/g)].map((m) => m[1]!);
    const done = [...section.matchAll(/<li data-check="([^"]+)"/g)].map((m) => m[1]!);
    const total = must.length + should.length + done.length;

    // A fresh install: the demo registration number is the one thing the law asks for.
    expect(must).toEqual(["registration"]);
    expect(should.length).toBeGreaterThan(0);
    expect(done.length).toBeGreaterThan(0);
    // The count and the bar say the same.
    expect(section).toContain(`${done.length} of ${total} done.`);
    expect(section).toMatch(new RegExp(`<progress[^>]*max="${total}"[^>]*value="${done.length}"`));
    // The groups in order, each with its count; what is done sits in a closed <details>.
    const order = ["Must fix before launch (1)", `Should fix (${should.length})`, `Done (${done.length})`].map((t) => section.indexOf(t));
    expect(order.every((i) => i > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(section).toMatch(/<details class="mt-4"><summary[^>]*>Done \(/);
  });
});
