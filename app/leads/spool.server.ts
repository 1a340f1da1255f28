/**
 * Never lose a lead (decision 0020): while the database cannot be reached, a quote request is
 * written to a local spool (one file per lead, fsynced, renamed into place) and the visitor is
 * thanked; when the database answers again the spool is moved in, each lead exactly once (it
 * keeps its id, so a move cut short is finished, never doubled), then its file is removed.
 */
import { randomUUID } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, unlink } from "node:fs/promises";
import path from "node:path";
import type { AppServices } from "~/platform/services.server";
import { createContactMessage, hasContactMessage, type NewContactMessage } from "~/models/contact-messages.server";
import { storeLeadPhotos, type cleanPhotos } from "~/leads/photos.server";
import { enqueueLeadAlerts, kickLeadAlerts } from "~/mail/lead-alerts.server";
import { kickNotifications } from "~/mail/mailer.server";
import { nowIso } from "~/db/client.server";

/** At most this many leads wait in the spool; past it the visitor is asked to call (503). */
export const SPOOL_MAX_FILES = 500;

type CleanPhoto = Awaited<ReturnType<typeof cleanPhotos>>[number];
type StoredPhoto = { name: string; clean: Omit<CleanPhoto["clean"], "body"> & { body: string } };

interface SpooledLead {
  id: string;
  created_at: string;
  emailStatus: "pending" | "skipped";
  message: NewContactMessage;
  photos: StoredPhoto[];
}

const spoolDir = (dataDir: string) => path.join(dataDir, "lead-spool");

async function fsyncPath(p: string, flags: string) {
  const fh = await open(p, flags);
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}

/** Writes one lead durably; false when the spool is full. */
export async function spoolLead(services: Pick<AppServices, "config">, message: NewContactMessage, photos: CleanPhoto[], emailStatus: "pending" | "skipped") {
  const dir = spoolDir(services.config.dataDir);
  await mkdir(dir, { recursive: true });
  if ((await readdir(dir)).filter((f) => f.endsWith(".json")).length >= SPOOL_MAX_FILES) return false;
  const lead: SpooledLead = {
    id: randomUUID(),
    created_at: nowIso(),
    emailStatus,
    message,
    photos: photos.map((p) => ({ name: p.name, clean: { ...p.clean, body: p.clean.body.toString("base64") } })),
  };
  const name = `${lead.created_at.replace(/[:.]/g, "-")}-${lead.id}`;
  const tmp = path.join(dir, `${name}.tmp`);
  const fh = await open(tmp, "w");
  try {
    await fh.writeFile(JSON.stringify(lead));
    await fh.sync();
  } finally {
    await fh.close();
  }
  await rename(tmp, path.join(dir, `${name}.json`));
  await fsyncPath(dir, "r");
  return true;
}

let draining: Promise<number> | null = null;

/** Moves every spooled lead into the database; returns how many were moved. One pass at a time per process. */
export function drainSpool(services: AppServices): Promise<number> {
  draining ??= (async () => {
    const dir = spoolDir(services.config.dataDir);
    let files: string[];
    try {
      files = (await readdir(dir)).filter((f) => f.endsWith(".json")).sort();
    } catch {
      return 0;
    }
    let moved = 0;
    for (const file of files) {
      const full = path.join(dir, file);
      let lead: SpooledLead;
      try {
        lead = JSON.parse(await readFile(full, "utf8")) as SpooledLead;
      } catch (error) {
        services.logger.error({ err: error, file }, "a spooled lead could not be read; it is kept for a person to look at");
        continue;
      }
      try {
        if (!(await hasContactMessage(services.db, lead.id))) {
          await createContactMessage(services.db, lead.message, lead.emailStatus, { id: lead.id, created_at: lead.created_at });
          await storeLeadPhotos(
            services,
            lead.id,
            lead.photos.map((p) => ({ name: p.name, clean: { ...p.clean, body: Buffer.from(p.clean.body, "base64") } })),
          ).catch((error: unknown) => services.logger.error({ err: error, messageId: lead.id }, "could not store a spooled lead's photos"));
          await enqueueLeadAlerts(services, lead.id).catch((error: unknown) =>
            services.logger.error({ err: error, messageId: lead.id }, "could not queue a spooled lead's alerts"),
          );
        }
        await unlink(full);
        moved++;
      } catch (error) {
        // Still away: the rest wait for the next pass.
        services.logger.warn({ err: error }, "the spooled leads wait: the database is still unavailable");
        break;
      }
    }
    if (moved) {
      services.logger.info({ moved }, "spooled leads moved into the database");
      void kickNotifications(services);
      void kickLeadAlerts(services);
    }
    return moved;
  })().finally(() => {
    draining = null;
  });
  return draining;
}
