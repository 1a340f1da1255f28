/**
 * A streaming multipart/form-data reader for uploads: each part is checked against its own cap
 * while it arrives, so a file over the limit is refused as soon as its bytes pass the limit,
 * without reading (or holding) the rest of a multi-file body. Fields are small text parts.
 * With `fileDir`, files are written to disk as they arrive instead of held (decision 0040).
 */
import { randomUUID } from "node:crypto";
import { mkdir, open, unlink, type FileHandle } from "node:fs/promises";
import path from "node:path";

export interface MultipartLimits {
  /** Bytes one file may have. */
  fileBytes: number;
  /** Files one request may carry. */
  files: number;
  /** Bytes one text field may have. */
  fieldBytes: number;
  /** Parts of any kind. */
  parts: number;
  /** Bytes of one part's headers. */
  headerBytes: number;
}

export interface MultipartOptions {
  /**
   * Where files go as they arrive (one file per part, written chunk by chunk while the next bytes
   * wait in the socket): each file then has a `path` and empty `bytes`, so a request's photos are
   * never held whole in memory. The caller removes the files; after a refusal none are left.
   */
  fileDir?: string;
  /** Files are read past and dropped (only their names and sizes are kept): for a post that is turned away but whose text is given back. */
  discardFiles?: boolean;
  /**
   * A file over `fileBytes` is read past and dropped instead of ending the read, and named in
   * `oversized`, so the text fields after it still arrive (a form refused for its photo keeps what
   * was typed). The whole body is then held to `bodyBytes`. Not with `fileDir`.
   */
  readPastOversized?: { bodyBytes: number };
}

export interface MultipartFile {
  field: string;
  name: string;
  /** The file's bytes; empty when it was written to `path` (MultipartOptions.fileDir). */
  bytes: Buffer;
  /** Where the file was written, with `fileDir`. */
  path?: string;
  size: number;
}

export interface MultipartForm {
  fields: Map<string, string[]>;
  files: MultipartFile[];
  /** Names of files over the limit that were read past (MultipartOptions.readPastOversized). */
  oversized?: string[];
}

/** Why a body was refused: which limit, or that it is not well-formed multipart. */
export class MultipartError extends Error {
  constructor(
    readonly reason: "file-too-large" | "field-too-large" | "too-many-files" | "too-many-parts" | "malformed" | "not-stored" | "body-too-large",
    readonly fileName?: string,
  ) {
    super(reason);
  }
  /** What was read before the limit was crossed (the contact form gives typed text back from it). */
  partial?: MultipartForm;
}

export function boundaryOf(contentType: string): string | null {
  const m = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return m ? (m[1] ?? m[2]!) : null;
}

function parseHeaders(block: string) {
  const headers = new Map<string, string>();
  for (const line of block.split("\r\n")) {
    const i = line.indexOf(":");
    if (i > 0) headers.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
  }
  const disposition = headers.get("content-disposition") ?? "";
  if (!/^form-data\b/i.test(disposition)) throw new MultipartError("malformed");
  const param = (key: string) => {
    const m = new RegExp(`;\\s*${key}="((?:[^"\\\\]|\\\\.)*)"`, "i").exec(disposition) ?? new RegExp(`;\\s*${key}=([^;\\s"]+)`, "i").exec(disposition);
    return m ? m[1]!.replace(/\\(.)/g, "$1") : undefined;
  };
  const name = param("name");
  if (name === undefined) throw new MultipartError("malformed");
  return { name, filename: param("filename") };
}

/**
 * Reads `body` part by part. Throws MultipartError at the first limit crossed, leaving the rest
 * of the body unread (the caller answers and the connection is closed).
 */
export async function readMultipart(
  body: ReadableStream<Uint8Array> | null,
  contentType: string,
  limits: MultipartLimits,
  options: MultipartOptions = {},
): Promise<MultipartForm> {
  const boundary = boundaryOf(contentType);
  if (!boundary || !body) throw new MultipartError("malformed");
  // Every delimiter but the first is preceded by CRLF; a CRLF in front of the body makes them all alike.
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const form: MultipartForm = { fields: new Map(), files: [] };
  const reader = body.getReader();

  let buf: Buffer = Buffer.from("\r\n");
  // (Typed by assertion: step() changes it, which narrowing would not see.)
  let state = "preamble" as "preamble" | "after-delimiter" | "headers" | "body" | "done";
  let part: { name: string; filename?: string; chunks: Buffer[]; size: number; sink?: Sink; oversized?: boolean } | null = null;
  let parts = 0;
  const readPast = options.fileDir ? undefined : options.readPastOversized;
  let bodyBytes = 0;
  // A file on its way to disk: writes are chained in order; the reader waits for them (backpressure).
  type Sink = { path: string; fh: Promise<FileHandle>; queue: Promise<void> };
  const sinks: Sink[] = [];
  const openSink = (dir: string): Sink => {
    const file = path.join(dir, randomUUID());
    const fh = mkdir(dir, { recursive: true }).then(() => open(file, "wx"));
    const sink: Sink = { path: file, fh, queue: fh.then(() => undefined) };
    sinks.push(sink);
    return sink;
  };

  const take = (bytes: Buffer) => {
    if (!part || bytes.length === 0) return;
    part.size += bytes.length;
    if (part.filename !== undefined && part.size > limits.fileBytes) {
      if (!readPast) throw new MultipartError("file-too-large", part.filename);
      part.oversized = true;
      part.chunks = [];
      return;
    }
    if (part.filename === undefined && part.size > limits.fieldBytes) throw new MultipartError("field-too-large");
    const sink = part.sink;
    if (sink) sink.queue = sink.queue.then(async () => void (await (await sink.fh).write(bytes)));
    else if (part.filename === undefined || !options.discardFiles) part.chunks.push(bytes);
  };
  const finish = () => {
    if (!part) return;
    const sink = part.sink;
    if (part.oversized) {
      (form.oversized ??= []).push(part.filename ?? "");
    } else if (sink) {
      sink.queue = sink.queue.then(async () => (await sink.fh).close());
      form.files.push({ field: part.name, name: part.filename!, bytes: Buffer.alloc(0), path: sink.path, size: part.size });
    } else {
      const bytes = Buffer.concat(part.chunks);
      if (part.filename !== undefined) form.files.push({ field: part.name, name: part.filename, bytes, size: bytes.length });
      else form.fields.set(part.name, [...(form.fields.get(part.name) ?? []), bytes.toString("utf8")]);
    }
    part = null;
  };
  /** Waits for every write so far; a failed write (a full disk) refuses the post. */
  const flushed = async () => {
    try {
      await Promise.all(sinks.map((s) => s.queue));
    } catch {
      throw new MultipartError("not-stored");
    }
  };

  /** Consumes what it can of `buf`; false when it needs more bytes. */
  const step = (): boolean => {
    switch (state) {
      case "preamble": {
        const i = buf.indexOf(delimiter);
        if (i === -1) {
          buf = buf.subarray(Math.max(0, buf.length - delimiter.length));
          return false;
        }
        buf = buf.subarray(i + delimiter.length);
        state = "after-delimiter";
        return true;
      }
      case "after-delimiter": {
        if (buf.length < 2) return false;
        if (buf[0] === 0x2d && buf[1] === 0x2d) {
          state = "done";
          return false;
        }
        // Transport padding (spaces, tabs) may sit before the CRLF.
        const eol = buf.indexOf("\r\n");
        if (eol === -1) {
          if (buf.length > 256) throw new MultipartError("malformed");
          return false;
        }
        buf = buf.subarray(eol + 2);
        if (++parts > limits.parts) throw new MultipartError("too-many-parts");
        state = "headers";
        return true;
      }
      case "headers": {
        const end = buf.indexOf("\r\n\r\n");
        if (end === -1) {
          if (buf.length > limits.headerBytes) throw new MultipartError("malformed");
          return false;
        }
        const { name, filename } = parseHeaders(buf.subarray(0, end).toString("utf8"));
        if (filename !== undefined && form.files.length >= limits.files) throw new MultipartError("too-many-files");
        part = { name, filename, chunks: [], size: 0, sink: filename !== undefined && options.fileDir ? openSink(options.fileDir) : undefined };
        buf = buf.subarray(end + 4);
        state = "body";
        return true;
      }
      case "body": {
        const i = buf.indexOf(delimiter);
        if (i === -1) {
          // Keep a tail that could be the start of the delimiter; the rest belongs to the part.
          const keep = Math.min(buf.length, delimiter.length - 1);
          take(Buffer.from(buf.subarray(0, buf.length - keep)));
          buf = buf.subarray(buf.length - keep);
          return false;
        }
        take(Buffer.from(buf.subarray(0, i)));
        finish();
        buf = buf.subarray(i + delimiter.length);
        state = "after-delimiter";
        return true;
      }
      default:
        return false;
    }
  };

  try {
    for (;;) {
      while (step()) {
        /* consume */
      }
      if (state === "done") break;
      await flushed();
      const { done, value } = await reader.read();
      if (done) throw new MultipartError("malformed");
      bodyBytes += value.length;
      if (readPast && bodyBytes > readPast.bodyBytes) throw new MultipartError("body-too-large");
      buf = buf.length ? Buffer.concat([buf, value]) : Buffer.from(value);
    }
    await flushed();
  } catch (error) {
    // Nothing written is left behind after a refusal.
    await Promise.all(
      sinks.map(async (s) => {
        await s.queue.catch(() => undefined);
        await s.fh.then((fh) => fh.close()).catch(() => undefined);
        await unlink(s.path).catch(() => undefined);
      }),
    );
    if (error instanceof MultipartError) error.partial = { fields: form.fields, files: [] };
    throw error;
  } finally {
    // Not cancel(): that would destroy the socket before the answer is sent.
    reader.releaseLock();
  }
  return form;
}
