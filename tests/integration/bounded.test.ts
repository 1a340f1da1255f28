import { serverAndOwner } from "../helpers/http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { listContactMessages } from "../../app/models/contact-messages.server";
import { FORM_HEADERS, form, type TestServer } from "../helpers/server";
import { SHORT_LEAD } from "../helpers/lead";

// Bounded requests: every body but an upload is capped by type, refused early when too large,
// and a body of the wrong type or shape gets a 4xx with a message, never a 500.

let s: TestServer;
let cookie: string;
beforeAll(async () => ({ s, cookie } = await serverAndOwner()));
afterAll(() => s?.stop());

const valid = SHORT_LEAD;

function postContact(body: BodyInit, headers: Record<string, string>, ip = "198.51.100.200") {
  return fetch(`${s.url}/contact`, { method: "POST", headers: { "X-Forwarded-For": ip, ...headers }, body, duplex: "half" } as RequestInit);
}

describe("body caps", () => {
  it("refuses a 2 MB form with 413 and a clear message, and stores nothing", async () => {
    const before = (await listContactMessages(s.services.db)).length;
    const res = await postContact(form({ ...valid, message: "x".repeat(2 * 1024 * 1024) }), FORM_HEADERS);
    expect(res.status).toBe(413);
    expect(await res.text()).toContain("The form is too large (the limit is 64 KB)");
    expect((await listContactMessages(s.services.db)).length).toBe(before);
  });

  it("refuses a streamed (chunked) form body once it passes 64 KB, without reading the rest", async () => {
    let sent = 0;
    const chunk = new TextEncoder().encode("message=" + "y".repeat(16 * 1024));
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 64 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await postContact(stream, FORM_HEADERS).catch((e: Error) => e);
    // The server answers 413 and closes the connection long before 64 MB were sent.
    if (res instanceof Response) {
      expect(res.status).toBe(413);
    }
    expect(sent).toBeLessThan(64 * 1024 * 1024);
  });

  it("gives a signed-in staff member's admin form 4 MB, and anyone else's 64 KB", async () => {
    const big = form({ intent: "page-save", path: "/about", mode: "publish", "present:story": "1", "block:story": "w".repeat(200_000) });
    const anon = await fetch(`${s.url}/admin/content/page?path=%2Fabout`, { method: "POST", headers: { ...FORM_HEADERS, Origin: s.url }, body: big });
    expect(anon.status).toBe(413);
    expect(await anon.text()).toContain("the limit is 64 KB");
    const staff = await fetch(`${s.url}/admin/content/page?path=%2Fabout`, {
      method: "POST",
      headers: { ...FORM_HEADERS, Origin: s.url, cookie },
      body: form({ intent: "page-save", path: "/about", mode: "publish", "present:story": "1", "block:story": "w".repeat(5 * 1024 * 1024) }),
    });
    expect(staff.status).toBe(413);
    expect(await staff.text()).toContain("The form is too large (the limit is 4 MB)");
  });

  it("refuses JSON over 1 MB with 413", async () => {
    const res = await fetch(`${s.url}/api/generate-content`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: JSON.stringify({ prompt: "p".repeat(1_100_000), contentType: "blog" }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error).toContain("The request is too large (the limit is 1 MB)");
  });

  it("does not echo an oversized field back: the page stays small", async () => {
    const res = await postContact(form({ ...valid, message: "z".repeat(60_000) }), FORM_HEADERS, "198.51.100.201");
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Please keep the message under 5,000 characters.");
    expect(html).not.toContain("z".repeat(5001));
  });
});

describe("wrong or malformed bodies", () => {
  it("answers 415 to a JSON or text body sent to a form", async () => {
    for (const [type, body] of [
      ["application/json", JSON.stringify(valid)],
      ["text/plain", "hello"],
    ]) {
      const res = await postContact(body!, { "Content-Type": type! });
      expect(res.status).toBe(415);
      expect(await res.text()).toContain("This form accepts form posts only");
    }
    // No body at all is an empty form: the form's own checks answer.
    const none = await fetch(`${s.url}/contact`, { method: "POST", headers: { "X-Forwarded-For": "198.51.100.203" } });
    expect(none.status).toBe(400);
    expect(await none.text()).toContain("Please enter your name.");
  });

  it("answers 400 to a broken multipart form, not 500", async () => {
    const res = await postContact("--x\r\nbroken", { "Content-Type": "multipart/form-data; boundary=zzz" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("The form could not be read");
  });

  it("JSON endpoints require application/json (415) and valid JSON (400)", async () => {
    const asForm = await fetch(`${s.url}/api/admin/gallery`, { method: "POST", headers: { ...FORM_HEADERS, Cookie: cookie }, body: "a=1" });
    expect(asForm.status).toBe(415);
    expect((await asForm.json()).error).toContain("accepts JSON only");
    const broken = await fetch(`${s.url}/api/generate-content`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: "{not json",
    });
    expect(broken.status).toBe(400);
    expect((await broken.json()).error).toBe("The request body is not valid JSON.");
    const signIn = await fetch(`${s.url}/api/auth/sign-in/email`, { method: "POST", headers: { "Content-Type": "text/plain" }, body: "x" });
    expect(signIn.status).toBe(415);
  });

  it("still accepts a normal contact form", async () => {
    const res = await postContact(form(valid), FORM_HEADERS, "198.51.100.202");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Thank you for your message!");
  });
});

describe("decoded-pixel limit for uploads", () => {
  async function upload(bytes: Buffer, name: string, type: string) {
    const body = new FormData();
    body.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
    const res = await fetch(`${s.url}/api/admin/images`, { method: "POST", headers: { Cookie: cookie }, body });
    return { status: res.status, json: (await res.json()) as { error?: string; images?: Array<{ width: number; height: number }> } };
  }
  /** A picture of one colour, `width` × `height`, to be encoded. */
  const flat = (width: number, height: number, background: string) => sharp({ create: { width, height, channels: 3, background } });

  it("refuses a 51-megapixel image as too large, before decoding it", async () => {
    const png = await flat(10_000, 5_100, "#336699").png({ compressionLevel: 9 }).toBuffer();
    const { status, json } = await upload(png, "huge.png", "image/png");
    expect(status).toBe(413);
    expect(json.error).toMatch(/This image is too large: 10000 × 5100 pixels \(51 megapixels; the limit is 50\)/);
  });

  it("accepts a 48-megapixel phone photo (8000 × 6000)", async () => {
    const jpeg = await flat(8000, 6000, "#557799").jpeg({ quality: 80 }).toBuffer();
    const { status, json } = await upload(jpeg, "phone.jpg", "image/jpeg");
    expect(status).toBe(201);
    expect([json.images![0]!.width, json.images![0]!.height]).toEqual([8000, 6000]);
  }, 120_000);
});
