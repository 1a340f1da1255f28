/**
 * Never lose a lead (decision 0020): while the database cannot be reached, a quote request is
 * written to a local spool (one file per lead, fsynced, renamed into place) and the visitor is
 * thanked; when the database answers again the spool is moved in, each lead exactly once (it
 * keeps its id, so a move cut short is finished, never doubled), then its file is removed.
 * With S3 set, the spool is in the object store (server/spool/, decision 0061), so any instance
 * moves it in, even when the one that wrote it is gone; the disk is kept for when S3 cannot be
 * reached either, and drained the same way.
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
import { SERVER_STORAGE } from "~/platform/policy";

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
type SpoolServices = Pick<AppServices, "config" | "storage">;
const shared = (services: Pick<AppServices, "storage">) => services.storage.kind === "s3";

/** One spooled lead wherever it is kept: its name (for the order), how to read it and remove it. */
interface SpoolEntry {
  name: string;
  /** Null when another instance moved it in meanwhile. */
  read(): Promise<string | null>;
  remove(): Promise<void>;
}

async function diskEntries(dataDir: string): Promise<SpoolEntry[]> {
  const dir = spoolDir(dataDir);
  const files = await readdir(dir).catch(() => [] as string[]);
  return files
    .filter((f) => f.endsWith(".json"))
    .map((f) => ({ name: f, read: () => readFile(path.join(dir, f), "utf8"), remove: () => unlink(path.join(dir, f)) }));
}

async function storeEntries(services: Pick<AppServices, "storage">): Promise<SpoolEntry[]> {
  if (!shared(services)) return [];
  const keys = await services.storage.listUnder(SERVER_STORAGE.spool);
  return keys
    .filter((k) => k.endsWith(".json"))
    .map((key) => ({
      name: key.slice(SERVER_STORAGE.spool.length),
      read: async () => {
        const file = await services.storage.get(key);
        return file ? file.body.toString("utf8") : null;
      },
      remove: () => services.storage.delete(key),
    }));
}

/** Every spooled lead this instance can reach: its own disk's, and with S3 the shared ones. */
async function spoolEntries(services: SpoolServices) {
  const store = await storeEntries(services).catch(() => [] as SpoolEntry[]);
  return [...(await diskEntries(services.config.dataDir)), ...store].sort((x, y) => x.name.localeCompare(y.name));
}

async function fsyncPath(p: string, flags: string) {
  const fh = await open(p, flags);
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}

/** Writes one lead durably; false when the spool is full. */
export async function spoolLead(services: SpoolServices, message: NewContactMessage, photos: CleanPhoto[], emailStatus: "pending" | "skipped") {
  if ((await spoolEntries(services)).length >= SPOOL_MAX_FILES) return false;
  const lead: SpooledLead = {
    id: randomUUID(),
    created_at: nowIso(),
    emailStatus,
    message,
    photos: photos.map((p) => ({ name: p.name, clean: { ...p.clean, body: p.clean.body.toString("base64") } })),
  };
  const name = `${lead.created_at.replace(/[:.]/g, "-")}-${lead.id}`;
  if (shared(services)) {
    try {
      await services.storage.put(`${SERVER_STORAGE.spool}${name}.json`, Buffer.from(JSON.stringify(lead)), "application/json");
      return true;
    } catch {
      // The object store is away too: this instance's disk keeps it until one of them is back.
    }
  }
  const dir = spoolDir(services.config.dataDir);
  await mkdir(dir, { recursive: true });
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
    let moved = 0;
    for (const entry of await spoolEntries(services)) {
      let lead: SpooledLead;
      try {
        const text = await entry.read();
        if (text === null) continue;
        lead = JSON.parse(text) as SpooledLead;
      } catch (error) {
        services.logger.error({ err: error, file: entry.name }, "a spooled lead could not be read; it is kept for a person to look at");
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
        await entry.remove();
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
