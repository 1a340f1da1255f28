import type { Request, Response } from "express";
import type { AppServices } from "../app/platform/services.server";
import { BUCKET, UnsafeKeyError, assertSafeKey } from "../app/platform/storage.server";
import { isPrivateStorageKey } from "../app/platform/policy";

/**
 * Stored files (uploads): the bucket's files with their type and a year's cache, never a listing,
 * never a path outside the bucket (400), never a visitor's quote photo (staff see those in Messages).
 */
export function storedFiles(services: AppServices) {
  return async (req: Request, res: Response) => {
    const raw = req.originalUrl.split("?")[0]!.slice(`/files/${BUCKET}/`.length);
    let key: string;
    try {
      key = assertSafeKey(raw);
    } catch (error) {
      if (error instanceof UnsafeKeyError) {
        res.status(400).type("text/plain").send("Bad file path");
        return;
      }
      throw error;
    }
    const file = isPrivateStorageKey(key) ? null : await services.storage.get(key);
    if (!file) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    res.setHeader("Content-Type", file.contentType);
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("Content-Length", String(file.size));
    res.end(req.method === "HEAD" ? undefined : file.body);
  };
}
