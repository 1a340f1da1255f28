import { mkdir, readFile, readdir, rm, stat, statfs, writeFile, rename } from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { isServerStorageKey } from "./policy";

/** Files live in one bucket, as the spec says: cms-images, under uploads/. */
export const BUCKET = "cms-images";

export interface StoredFile {
  body: Buffer;
  contentType: string;
  size: number;
}

export interface Storage {
  readonly kind: "local" | "s3";
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  /** Every stored key of the site's files, sorted (backups walk it; the site never lists files). The server's own (server/…) are left out. */
  list(): Promise<string[]>;
  /** The server's own keys under `prefix` (policy.ts SERVER_STORAGE), sorted. */
  listUnder(prefix: string): Promise<string[]>;
  publicUrl(key: string): string;
}

export class UnsafeKeyError extends Error {}

/** The store has no room (or is read-only): nothing was kept (decision 0020). */
export class StorageFullError extends Error {
  override readonly name = "StorageFullError";
  constructor(readonly reason: "full" | "read-only") {
    super(reason === "full" ? "The picture store is full" : "The picture store is read-only");
  }
}

/**
 * By name, not instanceof: the storage is made by the server's own modules and the routes run from
 * the build, each with its own copy of the class.
 */
export function isStorageFull(error: unknown): error is StorageFullError {
  return (error as { name?: unknown } | null)?.name === "StorageFullError";
}

function storageError(error: unknown) {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ENOSPC" || code === "EDQUOT") return new StorageFullError("full");
  if (code === "EROFS") return new StorageFullError("read-only");
  return error;
}

/**
 * A key is a relative path of plain segments: letters, digits, dot, dash, underscore.
 * Anything that could leave the bucket (.., encoded or back slashes, absolute paths) is refused.
 */
export function assertSafeKey(key: string): string {
  if (
    !key ||
    key.length > 512 ||
    key.startsWith("/") ||
    /[\\%\0]/.test(key) ||
    key.split("/").some((s) => s === "" || s === "." || s === ".." || !/^[A-Za-z0-9._-]+$/.test(s))
  ) {
    throw new UnsafeKeyError(`Unsafe storage key: ${JSON.stringify(key.slice(0, 80))}`);
  }
  return key;
}

export function isSafeKey(key: string) {
  try {
    assertSafeKey(key);
    return true;
  } catch {
    return false;
  }
}

const TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
};

export function contentTypeFor(key: string) {
  return TYPES[path.extname(key).toLowerCase()] ?? "application/octet-stream";
}

export function localStorage(root: string, urlPrefix = `/files/${BUCKET}`): Storage {
  const base = path.resolve(root, BUCKET);
  const fileFor = (key: string) => {
    const file = path.resolve(base, assertSafeKey(key));
    if (!file.startsWith(base + path.sep)) throw new UnsafeKeyError("Unsafe storage key");
    return file;
  };
  return {
    kind: "local",
    async put(key, body) {
      const file = fileFor(key);
      // Write then rename, so a reader never sees half a file; a failed write leaves no .tmp behind.
      const tmp = `${file}.${randomUUID()}.tmp`;
      try {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(tmp, body);
        await rename(tmp, file);
      } catch (error) {
        await rm(tmp, { force: true }).catch(() => undefined);
        throw storageError(error);
      }
    },
    async get(key) {
      const file = fileFor(key);
      try {
        const s = await stat(file);
        if (!s.isFile()) return null;
        return { body: await readFile(file), contentType: contentTypeFor(key), size: s.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileFor(key), { force: true });
    },
    async list() {
      return (await this.listUnder("")).filter((k) => !isServerStorageKey(k));
    },
    async listUnder(prefix: string) {
      let entries: string[];
      try {
        entries = await readdir(base, { recursive: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
      const keys: string[] = [];
      for (const entry of entries) {
        const key = entry.split(path.sep).join("/");
        // Half-written files (write then rename) and anything not a safe key are not ours.
        if (key.endsWith(".tmp") || !key.startsWith(prefix) || !isSafeKey(key)) continue;
        if ((await stat(path.join(base, entry))).isFile()) keys.push(key);
      }
      return keys.sort();
    },
    publicUrl: (key) => `${urlPrefix}/${assertSafeKey(key)}`,
  };
}

export interface S3Options {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  publicUrl?: string;
}

/** Any S3-compatible store. Keys are prefixed with the spec's bucket name inside the configured bucket. */
export function s3Storage(o: S3Options, urlPrefix = `/files/${BUCKET}`): Storage {
  // The AWS SDK is loaded on first use, so a site on local disk never holds it in memory (~20 MB).
  let sdk: Promise<{ s3: typeof import("@aws-sdk/client-s3"); client: import("@aws-sdk/client-s3").S3Client }> | null = null;
  const load = () =>
    (sdk ??= import("@aws-sdk/client-s3").then((s3) => ({
      s3,
      client: new s3.S3Client({
        region: o.region,
        endpoint: o.endpoint,
        forcePathStyle: Boolean(o.endpoint),
        credentials: o.accessKeyId && o.secretAccessKey ? { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey } : undefined,
      }),
    })));
  const objectKey = (key: string) => `${BUCKET}/${assertSafeKey(key)}`;
  return {
    kind: "s3",
    async put(key, body, contentType) {
      const { s3, client } = await load();
      await client.send(new s3.PutObjectCommand({ Bucket: o.bucket, Key: objectKey(key), Body: body, ContentType: contentType }));
    },
    async get(key) {
      const { s3, client } = await load();
      try {
        const out = await client.send(new s3.GetObjectCommand({ Bucket: o.bucket, Key: objectKey(key) }));
        const body = Buffer.from(await out.Body!.transformToByteArray());
        return { body, contentType: out.ContentType ?? contentTypeFor(key), size: body.length };
      } catch (error) {
        if (error instanceof s3.NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return null;
        throw error;
      }
    },
    async delete(key) {
      const { s3, client } = await load();
      await client.send(new s3.DeleteObjectCommand({ Bucket: o.bucket, Key: objectKey(key) }));
    },
    async list() {
      return (await this.listUnder("")).filter((k) => !isServerStorageKey(k));
    },
    async listUnder(prefix: string) {
      const { s3, client } = await load();
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const out = await client.send(new s3.ListObjectsV2Command({ Bucket: o.bucket, Prefix: `${BUCKET}/${prefix}`, ContinuationToken: token }));
        for (const item of out.Contents ?? []) {
          const key = item.Key?.slice(BUCKET.length + 1);
          if (key && isSafeKey(key)) keys.push(key);
        }
        token = out.IsTruncated ? out.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    publicUrl: (key) => (o.publicUrl ? `${o.publicUrl.replace(/\/+$/, "")}/${objectKey(key)}` : `${urlPrefix}/${assertSafeKey(key)}`),
  };
}

/** Free room where local files are kept, for /healthz: bytes free and the share of the disk. Null for S3. */
export async function localFreeSpace(root: string): Promise<{ freeBytes: number; freeShare: number } | null> {
  try {
    await mkdir(root, { recursive: true });
    const s = await statfs(root);
    return { freeBytes: s.bavail * s.bsize, freeShare: s.blocks ? s.bavail / s.blocks : 1 };
  } catch {
    return null;
  }
}
