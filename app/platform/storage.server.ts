import { mkdir, readFile, rm, stat, writeFile, rename } from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";

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
  publicUrl(key: string): string;
}

export class UnsafeKeyError extends Error {}

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
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const tmp = `${file}.${randomUUID()}.tmp`;
      await writeFile(tmp, body);
      await rename(tmp, file);
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
  const client = new S3Client({
    region: o.region,
    endpoint: o.endpoint,
    forcePathStyle: Boolean(o.endpoint),
    credentials: o.accessKeyId && o.secretAccessKey ? { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey } : undefined,
  });
  const objectKey = (key: string) => `${BUCKET}/${assertSafeKey(key)}`;
  return {
    kind: "s3",
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket: o.bucket, Key: objectKey(key), Body: body, ContentType: contentType }));
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: o.bucket, Key: objectKey(key) }));
        const body = Buffer.from(await out.Body!.transformToByteArray());
        return { body, contentType: out.ContentType ?? contentTypeFor(key), size: body.length };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: o.bucket, Key: objectKey(key) }));
    },
    publicUrl: (key) => (o.publicUrl ? `${o.publicUrl.replace(/\/+$/, "")}/${objectKey(key)}` : `${urlPrefix}/${assertSafeKey(key)}`),
  };
}
