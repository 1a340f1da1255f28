import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listContactMessages } from "../../app/models/contact-messages.server";
import { takeSlot } from "../../app/models/rate-limit.server";
import { FORM_HEADERS, form, type TestServer } from "../helpers/server";
import { postSignIn, serverWithStaff, staffCookie } from "../helpers/session";
import { SPAM_KEEP } from "../../app/leads/spam-rules";

// Limits that hold under bursts: parallel requests from one address admit at most the limit,
// on SQLite and on PostgreSQL (run this file with DATABASE_URL set for the latter).

const EMAIL = "owner@lakesideridge.example";
const PASSWORD = "correct horse battery";

let s: TestServer;
beforeAll(async () => (s = await serverWithStaff(EMAIL, PASSWORD)));
afterAll(() => s.stop());

const signIn = (email: string, password: string, ip: string) => postSignIn(s, email, password, ip);
const hasSession = (res: Response) => res.headers.getSetCookie().some((c) => c.startsWith("better-auth.session_token="));

describe("atomic limits", () => {
  it("admits exactly the limit among 60 parallel slots for one key", async () => {
    const limit = { bucket: "burst-test", max: 7, windowMs: 60_000 };
    const results = await Promise.all(Array.from({ length: 60 }, () => takeSlot(s.services.db, limit, "k")));
    expect(results.filter((r) => r.ok)).toHaveLength(7);
    expect(results.find((r) => !r.ok)).toMatchObject({ ok: false, waitMinutes: 1 });
  });

  it("checks at most 5 passwords among 50 parallel wrong guesses for one account, then refuses the right one", async () => {
    const ip = "203.0.113.40";
    const burst = await Promise.all(Array.from({ length: 50 }, () => signIn(EMAIL, "wrong password!!", ip)));
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((x) => x === 401)).toHaveLength(5);
    expect(statuses.filter((x) => x === 429)).toHaveLength(45);
    const right = await signIn(EMAIL, PASSWORD, ip);
    expect(right.status).toBe(429);
    expect(hasSession(right)).toBe(false);
  });

  it("gives no session to the right password sent once the limit is reached mid-burst", async () => {
    const ip = "203.0.113.41";
    const wrong = Array.from({ length: 50 }, () => signIn(EMAIL, "wrong password!!", ip));
    // Sent after the first wrong guesses have been counted.
    await Promise.race(wrong);
    const right = signIn(EMAIL, PASSWORD, ip);
    const all = await Promise.all([...wrong, right]);
    expect(all.filter((r) => r.status !== 429).length).toBeLessThanOrEqual(5);
    expect((await right).status).toBe(429);
    expect(all.some(hasSession)).toBe(false);
  });

  it("stores at most 5 of 40 parallel contact posts from one address", async () => {
    const ip = "203.0.113.60";
    const before = (await listContactMessages(s.services.db)).filter((m) => m.lead_status !== "spam").length;
    const fields = {
      fullName: "Burst Tester",
      email: "burst@example.com",
      phone: "",
      projectType: "Other",
      preferredContact: "Email",
      message: "Parallel message to test the limit.",
    };
    const res = await Promise.all(
      Array.from({ length: 40 }, () => fetch(`${s.url}/contact`, { method: "POST", headers: { ...FORM_HEADERS, "X-Forwarded-For": ip }, body: form(fields) })),
    );
    const statuses = res.map((r) => r.status);
    expect(statuses.filter((x) => x === 200)).toHaveLength(5);
    expect(statuses.filter((x) => x === 429)).toHaveLength(35);
    const all = await listContactMessages(s.services.db);
    expect(all.filter((m) => m.lead_status !== "spam").length - before).toBe(5);
    // The refused wait in Spam (decision 0031), up to one source's share of an hour (decision 0054).
    expect(all.filter((m) => m.lead_status === "spam")).toHaveLength(SPAM_KEEP.perSourceHour);
  });

  it("answers every one of 60 parallel sign-ins from 60 addresses with 401 or a busy 503, never a 500", async () => {
    const statuses = (await Promise.all(Array.from({ length: 60 }, (_, i) => signIn(`nobody${i}@example.com`, "wrong password!!", `198.18.0.${i + 1}`)))).map(
      (r) => r.status,
    );
    expect(statuses.every((x) => x === 401 || x === 503)).toBe(true);
    expect(statuses.filter((x) => x === 401).length).toBeGreaterThanOrEqual(2 + 32);
  });

  it("answers at most 40 of 80 parallel assistant requests from one staff member; the rest get 429", async () => {
    const cookie = await staffCookie(s);
    const res = await Promise.all(
      Array.from({ length: 80 }, () =>
        fetch(`${s.url}/api/generate-content`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Cookie: cookie },
          body: JSON.stringify({ prompt: "Tell me about decks", contentType: "workflow", personalityMode: "professional" }),
        }),
      ),
    );
    const statuses = res.map((r) => r.status);
    expect(statuses.filter((x) => x === 200)).toHaveLength(40);
    expect(statuses.filter((x) => x === 429)).toHaveLength(40);
  });
});
