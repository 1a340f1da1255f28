import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A loopback server speaking Twilio's Messages API: POST /2010-04-01/Accounts/{sid}/Messages.json
 * with Basic auth (the account SID and auth token) and a form body To/From/Body. It answers 201
 * with a message resource when the credentials and fields are right, 401 or 400 (as Twilio does)
 * when not, and 500 for the next `failNext` calls.
 */
export async function startSmsGateway(sid: string, token: string) {
  const messages: Array<{ to: string; from: string; body: string; at: number }> = [];
  const refused: Array<{ status: number; reason: string }> = [];
  /** Every Authorization header received, whatever the answer: what credentials reached this address. */
  const authorizations: string[] = [];
  const state = { failNext: 0 };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const answer = (status: number, json: object, reason = "") => {
        if (status >= 400) refused.push({ status, reason });
        res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(json));
      };
      if (req.method !== "POST" || req.url !== `/2010-04-01/Accounts/${sid}/Messages.json`) return answer(404, { code: 20404, message: "Not found" }, "path");
      const auth = String(req.headers.authorization ?? "");
      authorizations.push(auth);
      const expected = `Basic ${Buffer.from(`${sid}:${token}`).toString("base64")}`;
      if (auth !== expected) return answer(401, { code: 20003, message: "Authenticate" }, "auth");
      if (!String(req.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded"))
        return answer(400, { code: 21000, message: "Form body expected" }, "type");
      const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
      const to = form.get("To") ?? "";
      const from = form.get("From") ?? "";
      const body = form.get("Body") ?? "";
      if (!/^\+[1-9]\d{7,14}$/.test(to) || !/^\+[1-9]\d{7,14}$/.test(from) || !body)
        return answer(400, { code: 21604, message: "A 'To' phone number is required." }, "fields");
      if (state.failNext > 0) {
        state.failNext--;
        return answer(500, { code: 20500, message: "Internal Server Error" }, "failNext");
      }
      messages.push({ to, from, body, at: Date.now() });
      answer(201, { sid: `SM${messages.length.toString().padStart(32, "0")}`, status: "queued", to, from, body });
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, messages, refused, authorizations, state, close: () => new Promise<void>((r) => server.close(() => r())) };
}
