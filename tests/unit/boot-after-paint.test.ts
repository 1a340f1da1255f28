import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { bootAfterPaint } from "../../app/platform/boot.server";

// A staff page as React Router 7 writes it: preloads in the head, the boot module at the end.
const page =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root-b.js" nonce="n"/><link rel="stylesheet" href="/assets/app.css"/></head>' +
  '<body><main>Ünïcödé — dashboard</main><script nonce="n">window.__reactRouterContext = {};</script>' +
  '<script nonce="n" type="module" async="">import * as route0 from "/assets/root-b.js";</script></body></html>';

async function run(chunks: Buffer[]) {
  let out = "";
  for await (const c of Readable.from(chunks).pipe(bootAfterPaint())) out += c.toString();
  return out;
}

describe("staff pages start their scripts after the first paint", () => {
  it("makes every preload and the boot module inert, and leaves the rest of the page as it was", async () => {
    const out = await run([Buffer.from(page)]);
    expect(out).not.toContain('rel="modulepreload"');
    expect(out).not.toContain('type="module"');
    expect(out.match(/rel="x-modulepreload"/g)).toHaveLength(2);
    expect(out).toContain('<script nonce="n" type="text/x-router-boot">import * as route0');
    expect(out.replace(/x-modulepreload/g, "modulepreload").replace('type="text/x-router-boot"', 'type="module" async=""')).toBe(page);
  });

  it("gives the same page however the stream is cut, through a tag or a multi-byte character", async () => {
    const whole = await run([Buffer.from(page)]);
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await run([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at ${cut}`).toBe(whole);
    }
    // One byte at a time.
    expect(await run([...bytes].map((b) => Buffer.from([b])))).toBe(whole);
  });
});
