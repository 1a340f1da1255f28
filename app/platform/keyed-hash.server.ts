import { createHmac } from "node:crypto";

/**
 * Keys that would otherwise hold a person's e-mail address or internet address in clear (rate-limit
 * rows, the Spam folder's per-source bounds) are stored as HMAC-SHA-256 of the value, keyed from the
 * site's secret (decision 0054): the same value gives the same key on every instance that shares the
 * secret, and a row read from the database or a backup names no one.
 *
 * One key per process, set when the services are made; the server and the built routes each bundle
 * a copy of this module, so the key lives on globalThis.
 */
const KEY = Symbol.for("lakeside.keyed-hash");
const store = globalThis as Record<symbol, Buffer | undefined>;

export function setKeyedHashSecret(authSecret: string) {
  store[KEY] = createHmac("sha256", authSecret).update("lakeside-ridge keyed hashes v1").digest();
}

/** The stored form of one value: "h1." and 43 base64url characters. */
export function keyedHash(value: string) {
  // Before the services are made (a script, a unit test) a fixed key still keeps the value out of the row.
  const key = store[KEY] ?? Buffer.from("lakeside-ridge keyed hashes, no secret set");
  return `h1.${createHmac("sha256", key).update(value, "utf8").digest("base64url")}`;
}

/** A rate-limit key's stored form: each space-separated part hashed ("{ip} {e-mail}" stays two parts). */
export const hashedKey = (key: string) => key.split(" ").map(keyedHash).join(" ");
