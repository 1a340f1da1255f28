import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A Web Push service on loopback, as the browser's push service would be: it checks each
 * request's VAPID token (RFC 8292: an ES256 JWT signed with the key in `k`, for this origin, not
 * expired) and decrypts the RFC 8291 aes128gcm payload with the subscription's private key.
 * `answer` sets its reply (201, or 404/410 for a subscription that is gone).
 */
export async function startPushService() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const received: Array<{ at: number; payload: Record<string, unknown>; vapidKey: string; claims: Record<string, unknown> }> = [];
  const refused: string[] = [];
  const state = { answer: 201 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      try {
        const { key, claims } = checkVapid(String(req.headers.authorization ?? ""), origin);
        if (req.headers["content-encoding"] !== "aes128gcm") throw new Error(`content-encoding ${req.headers["content-encoding"]}`);
        const payload = JSON.parse(decrypt(Buffer.concat(chunks), ecdh, auth).toString("utf8")) as Record<string, unknown>;
        if (state.answer === 201) received.push({ at: Date.now(), payload, vapidKey: key, claims });
        res.writeHead(state.answer).end();
      } catch (error) {
        refused.push(String(error));
        res.writeHead(400).end(String(error));
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    refused,
    state,
    /** The subscription JSON a browser would post: this server's address and the keys to encrypt for. */
    subscription: (name: string) => ({
      endpoint: `${origin}/push/${name}`,
      keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
    }),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** `vapid t=<JWT>, k=<public key>`: the ES256 signature checks against k; aud is this origin; exp is within 24 h. */
function checkVapid(header: string, origin: string) {
  const m = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  if (!m) throw new Error(`no VAPID authorization: ${header.slice(0, 40)}`);
  const [h, p, s] = m[1]!.split(".");
  const raw = Buffer.from(m[2]!, "base64url");
  if (raw.length !== 65 || raw[0] !== 4) throw new Error("k is not an uncompressed P-256 point");
  const key = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: raw.subarray(1, 33).toString("base64url"), y: raw.subarray(33).toString("base64url") },
    format: "jwk",
  });
  const ok = verify("sha256", Buffer.from(`${h}.${p}`), { key, dsaEncoding: "ieee-p1363" }, Buffer.from(s!, "base64url"));
  if (!ok) throw new Error("the VAPID signature does not verify");
  const head = JSON.parse(Buffer.from(h!, "base64url").toString()) as { alg?: string };
  if (head.alg !== "ES256") throw new Error(`alg ${head.alg}`);
  const claims = JSON.parse(Buffer.from(p!, "base64url").toString()) as { aud?: string; exp?: number; sub?: string };
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud}`);
  const now = Date.now() / 1000;
  if (!claims.exp || claims.exp < now || claims.exp > now + 24 * 3600) throw new Error(`exp ${claims.exp}`);
  if (!/^(mailto:|https:)/.test(claims.sub ?? "")) throw new Error(`sub ${claims.sub}`);
  return { key: m[2]!, claims };
}

const hmac = (key: Buffer, data: Buffer) => createHmac("sha256", key).update(data).digest();

/** RFC 8291 / RFC 8188: one aes128gcm record, decrypted with the user agent's ECDH key and auth secret. */
function decrypt(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer) {
  const salt = body.subarray(0, 16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  const shared = ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), ecdh.getPublicKey(), asPublic, Buffer.from([1])]);
  const ikm = hmac(hmac(auth, shared), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01", "latin1")).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01", "latin1")).subarray(0, 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  if (plain[end] !== 2) throw new Error("the last record's padding delimiter is not 2");
  return plain.subarray(0, end);
}
