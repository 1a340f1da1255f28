import type { NextFunction, Request, Response } from "express";
import { BODY_LIMITS, isPhotoFormPath, normalizePath } from "../app/platform/policy";
import { getSessionUser } from "../app/auth/auth.server";
import type { AppServices } from "../app/platform/services.server";

/**
 * Bounded request bodies (docs/decisions/0014-hardening-and-instances.md). Every state-changing
 * request except an upload is read here, up to a cap that depends on its type: 64 KB for forms
 * (4 MB for a signed-in staff member's form to an admin screen), 1 MB for JSON. A larger body gets 413 before more is read; a body of the wrong type 415; a
 * malformed one 400. What passes is kept in `res.locals.body` and handed to the router, so no
 * route ever reads an unbounded stream. Uploads (`/api/admin/images`) read their own capped,
 * multipart body.
 */
export function bodyLimit(services: AppServices) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const path = normalizePath(req.originalUrl);
    if (BODY_LIMITS.uploadPaths.includes(path)) {
      // An upload's route reads its own body, so an anonymous one is refused here, before any of it
      // is read, and the connection is closed: a client must not send its next request on a socket
      // still carrying megabytes of this one.
      if (!(await isStaff(services, req))) return refuse(req, res, 401, "You must be signed in to do that.");
      return next();
    }
    const declared = req.get("content-length");
    const hasBody = req.get("transfer-encoding") !== undefined || (declared !== undefined && declared !== "0");
    const type = (req.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    // The quote request's photos: its route reads the multipart body file by file, each capped.
    if (type === "multipart/form-data" && isPhotoFormPath(path)) return next();
    const api = path === "/api" || path.startsWith("/api/");
    const isJson = type === "application/json";
    const isForm = type === "application/x-www-form-urlencoded" || type === "multipart/form-data";
    if (!hasBody) {
      // No body is an empty form to a page's action (a bare POST to sign out, say).
      if (!api && !isForm) req.headers["content-type"] = "application/x-www-form-urlencoded";
      res.locals.body = Buffer.alloc(0);
      return next();
    }
    // Pages' actions read forms: anything else is refused before the route sees it.
    if (!api && !isForm) return refuse(req, res, 415, "This form accepts form posts only (application/x-www-form-urlencoded or multipart/form-data).");
    if (api && !isJson) {
      // Staff APIs answer anonymous callers 401 first, whatever they sent (as their guard does).
      if (!path.startsWith("/api/auth/") && !(await isStaff(services, req))) {
        return refuse(req, res, 401, "You must be signed in to do that.");
      }
      return refuse(req, res, 415, "This endpoint accepts JSON only: send Content-Type: application/json.");
    }
    // Staff forms carry whole pages (a rich-text block holds up to 100,000 characters, and a page
    // several blocks): a signed-in staff member's form to an admin screen has the larger cap.
    const staffForm = !isJson && path.startsWith("/admin/") && declaredOrUnknownOver(declared, BODY_LIMITS.formBytes) && (await isStaff(services, req));
    const max = isJson ? BODY_LIMITS.jsonBytes : staffForm ? BODY_LIMITS.staffFormBytes : BODY_LIMITS.formBytes;
    const tooLarge = () =>
      refuse(req, res, 413, `The ${isJson ? "request" : "form"} is too large (the limit is ${sizeWords(max)}). Please shorten it and try again.`);
    if (declared !== undefined && Number(declared) > max) return tooLarge();

    const chunks: Buffer[] = [];
    let total = 0;
    let done = false;
    const onData = (chunk: Buffer) => {
      if (done) return;
      total += chunk.length;
      if (total > max) {
        done = true;
        cleanup();
        chunks.length = 0;
        tooLarge();
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = async () => {
      if (done) return;
      done = true;
      cleanup();
      const body = Buffer.concat(chunks);
      if (isJson) {
        try {
          JSON.parse(body.toString("utf8"));
        } catch {
          return refuse(req, res, 400, "The request body is not valid JSON.");
        }
      } else if (type === "multipart/form-data") {
        try {
          await new globalThis.Response(new Uint8Array(body), { headers: { "content-type": req.get("content-type")! } }).formData();
        } catch {
          return refuse(req, res, 400, "The form could not be read. Please try again.");
        }
      }
      res.locals.body = body;
      next();
    };
    const onError = () => {
      done = true;
      cleanup();
    };
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    req.on("data", onData);
    req.on("end", () => void onEnd());
    req.on("error", onError);
  };
}

const sizeWords = (bytes: number) => (bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes / 1024} KB`);

/** A body whose length is not declared (chunked) may be large too; a declared one over `limit` is. */
const declaredOrUnknownOver = (declared: string | undefined, limit: number) => declared === undefined || Number(declared) > limit;

async function isStaff(services: AppServices, req: Request) {
  return Boolean(await getSessionUser(services.auth, new Headers({ cookie: req.get("cookie") ?? "" })));
}

/** Answers with a short message and closes the connection, so the rest of a large body is never read. */
function refuse(req: Request, res: Response, status: number, message: string) {
  if (res.headersSent) return;
  const wantsJson = (req.get("accept") ?? "").includes("application/json") || normalizePath(req.originalUrl).startsWith("/api/");
  res.setHeader("Connection", "close");
  res.setHeader("Cache-Control", "no-store");
  if (wantsJson) res.status(status).json({ error: message });
  else res.status(status).type("text/plain").send(message);
  // Stop reading: the socket closes once the answer is out.
  req.pause();
  res.on("finish", () => req.socket.destroySoon?.());
}
