import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, scrypt } from "node:crypto";
import { open } from "node:fs/promises";
import { Transform, type TransformCallback } from "node:stream";

/**
 * A sealed archive (decision 0053): the gzip stream of a backup, encrypted and authenticated with
 * AES-256-GCM in chunks, so nothing in the file is readable without the key and any change (one
 * byte flipped, a chunk cut, moved or dropped, the header edited) is refused before a single row
 * is read. The file is
 *
 *   LRBKSEAL1\n {"kdf":"hkdf"|"scrypt","salt":…}\n  then chunks: [final 1 byte][length 4 bytes][ciphertext][tag 16 bytes]
 *
 * The key is derived per file (a random salt): with HKDF-SHA256 from the site's AUTH_SECRET, or
 * with scrypt from a passphrase the owner types for a download. Each chunk's nonce is its number;
 * its additional data binds the header, its number and whether it is the last, so a file that
 * ends without its last chunk is refused as cut short.
 */
export const SEALED_MAGIC = Buffer.from("LRBKSEAL1\n");
const CHUNK = 1024 * 1024;
const SCRYPT = { N: 1 << 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

export type SealKey = { secret: string } | { passphrase: string };
/** What a reader may try: the site's secret, and a passphrase when one was given. */
export interface OpenKeys {
  secret?: string;
  passphrase?: string;
}

/** A sealed archive that cannot be opened: changed, cut, or sealed with another key. The reader turns it into a BackupError. */
export class SealError extends Error {}

interface SealHeader {
  kdf: "hkdf" | "scrypt";
  salt: string;
}

function deriveKey(header: SealHeader, keys: OpenKeys): Promise<Buffer> {
  const salt = Buffer.from(header.salt, "base64");
  if (header.kdf === "hkdf") {
    if (!keys.secret) throw new SealError("it is sealed with a site's AUTH_SECRET, and none was given");
    return Promise.resolve(Buffer.from(hkdfSync("sha256", keys.secret, salt, "lakeside-ridge backup seal v1", 32)));
  }
  if (!keys.passphrase) throw new SealError("it is sealed with a passphrase: give the passphrase it was downloaded with");
  return new Promise((resolve, reject) => scrypt(keys.passphrase!, salt, 32, SCRYPT, (err, key) => (err ? reject(err) : resolve(key))));
}

function nonce(index: number) {
  const n = Buffer.alloc(12);
  n.writeUInt32BE(Math.floor(index / 2 ** 32), 4);
  n.writeUInt32BE(index >>> 0, 8);
  return n;
}

function aad(headerHash: Buffer, index: number, final: boolean) {
  return Buffer.concat([headerHash, nonce(index), Buffer.from([final ? 1 : 0])]);
}

/** A Transform that seals what passes through (the gzip bytes of an archive). */
export function sealStream(key: SealKey): Transform {
  const header: SealHeader = { kdf: "secret" in key ? "hkdf" : "scrypt", salt: randomBytes(16).toString("base64") };
  const head = Buffer.concat([SEALED_MAGIC, Buffer.from(`${JSON.stringify(header)}\n`)]);
  const headerHash = createHash("sha256").update(head).digest();
  const keyReady = deriveKey(header, "secret" in key ? { secret: key.secret } : { passphrase: key.passphrase });
  let index = 0;
  let pending: Buffer[] = [];
  let pendingLength = 0;
  let started = false;
  const chunk = async (t: Transform, data: Buffer, final: boolean) => {
    const cipher = createCipheriv("aes-256-gcm", await keyReady, nonce(index));
    cipher.setAAD(aad(headerHash, index, final));
    const body = Buffer.concat([cipher.update(data), cipher.final()]);
    const lead = Buffer.alloc(5);
    lead[0] = final ? 1 : 0;
    lead.writeUInt32BE(body.length, 1);
    t.push(Buffer.concat([lead, body, cipher.getAuthTag()]));
    index++;
  };
  return new Transform({
    transform(data: Buffer, _enc, done: TransformCallback) {
      if (!started) {
        started = true;
        this.push(head);
      }
      pending.push(data);
      pendingLength += data.length;
      void (async () => {
        while (pendingLength > CHUNK) {
          const all = Buffer.concat(pending);
          await chunk(this, all.subarray(0, CHUNK), false);
          pending = [all.subarray(CHUNK)];
          pendingLength = pending[0]!.length;
        }
      })().then(() => done(), done);
    },
    flush(done: TransformCallback) {
      if (!started) this.push(head);
      chunk(this, Buffer.concat(pending), true).then(() => done(), done);
    },
  });
}

/** A Transform that takes a sealed file (magic included) and gives back the archive's gzip bytes, each chunk checked before it goes on. */
export function openStream(keys: OpenKeys): Transform {
  let buffered = Buffer.alloc(0);
  let key: Buffer | null = null;
  let headerHash: Buffer | null = null;
  let index = 0;
  let ended = false;
  const changed = () => new SealError("it was changed after it was made, or it was sealed with another key or passphrase");
  async function drain(t: Transform) {
    if (!key) {
      const nl = buffered.indexOf(10, SEALED_MAGIC.length);
      if (nl === -1) {
        if (buffered.length > 4096) throw changed();
        return;
      }
      if (!buffered.subarray(0, SEALED_MAGIC.length).equals(SEALED_MAGIC)) throw changed();
      let header: SealHeader;
      try {
        header = JSON.parse(buffered.subarray(SEALED_MAGIC.length, nl).toString("utf8")) as SealHeader;
      } catch {
        throw changed();
      }
      if ((header.kdf !== "hkdf" && header.kdf !== "scrypt") || typeof header.salt !== "string") throw changed();
      headerHash = createHash("sha256")
        .update(buffered.subarray(0, nl + 1))
        .digest();
      key = await deriveKey(header, keys);
      buffered = buffered.subarray(nl + 1);
    }
    while (buffered.length >= 5) {
      if (ended) throw changed();
      const final = buffered[0] === 1;
      const length = buffered.readUInt32BE(1);
      if (buffered[0]! > 1 || length > CHUNK + 1024) throw changed();
      if (buffered.length < 5 + length + 16) return;
      const decipher = createDecipheriv("aes-256-gcm", key, nonce(index));
      decipher.setAAD(aad(headerHash!, index, final));
      decipher.setAuthTag(buffered.subarray(5 + length, 5 + length + 16));
      let plain: Buffer;
      try {
        plain = Buffer.concat([decipher.update(buffered.subarray(5, 5 + length)), decipher.final()]);
      } catch {
        throw changed();
      }
      buffered = buffered.subarray(5 + length + 16);
      index++;
      ended = final;
      t.push(plain);
    }
  }
  return new Transform({
    transform(data: Buffer, _enc, done: TransformCallback) {
      buffered = Buffer.concat([buffered, data]);
      drain(this).then(() => done(), done);
    },
    flush(done: TransformCallback) {
      if (!ended || buffered.length) return done(key ? new SealError("it is cut short") : changed());
      done();
    },
  });
}

/** Whether the file starts as a sealed archive does. */
export async function isSealed(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const head = Buffer.alloc(SEALED_MAGIC.length);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    return bytesRead === head.length && head.equals(SEALED_MAGIC);
  } finally {
    await handle.close();
  }
}
