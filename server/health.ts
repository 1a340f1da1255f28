import type { Request, Response } from "express";
import type { AppServices } from "../app/platform/services.server";
import { siteHealth } from "../app/platform/health.server";

/** /healthz, answered by the server itself: never in the render lane behind visitors' pages (decision 0055). */
export function healthz(services: AppServices) {
  return (_req: Request, res: Response) => {
    void siteHealth(services).then(
      ({ status, body }) => res.status(status).setHeader("Cache-Control", "no-store").json(body),
      (error: unknown) => {
        services.logger.error({ err: error }, "/healthz failed");
        res.status(503).setHeader("Cache-Control", "no-store").json({ ok: false });
      },
    );
  };
}
