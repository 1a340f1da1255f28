import { randomUUID } from "node:crypto";
import { hashLinkToken, newLinkToken } from "~/auth/link-token.server";
import type { Db, StaffTokensTable } from "~/db/schema";
import { nowIso } from "~/db/client.server";
import { clockNow } from "~/platform/clock";

/**
 * Single-use links for staff: invitations (72 hours) and password resets (1 hour). The link
 * carries 256 random bits; only their SHA-256 is stored, so a copy of the database cannot be
 * turned into working links.
 */
export type TokenKind = "invite" | "reset";
export type StaffToken = StaffTokensTable;

export const TOKEN_TTL_MS: Record<TokenKind, number> = { invite: 72 * 60 * 60 * 1000, reset: 60 * 60 * 1000 };

export async function createStaffToken(db: Db, input: { kind: TokenKind; email: string; role?: string | null; createdBy?: string | null }) {
  const { raw, hash: tokenHash } = newLinkToken();
  const now = clockNow();
  // A new link replaces any unused one of the same kind for the same address.
  await db.deleteFrom("staff_tokens").where("kind", "=", input.kind).where("email", "=", input.email).where("used_at", "is", null).execute();
  await db
    .insertInto("staff_tokens")
    .values({
      id: randomUUID(),
      kind: input.kind,
      token_hash: tokenHash,
      email: input.email,
      role: input.role ?? null,
      created_by: input.createdBy ?? null,
      expires_at: new Date(now + TOKEN_TTL_MS[input.kind]).toISOString(),
      used_at: null,
      created_at: new Date(now).toISOString(),
    })
    .execute();
  return raw;
}

/** The token's row while it can still be used (not used, not expired), or null. */
export async function findUsableToken(db: Db, kind: TokenKind, raw: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(raw)) return null;
  const row = await db.selectFrom("staff_tokens").selectAll().where("kind", "=", kind).where("token_hash", "=", hashLinkToken(raw)).executeTakeFirst();
  if (!row || row.used_at || Date.parse(row.expires_at) <= clockNow()) return null;
  return row;
}

/** Marks the token used; true only for the one caller that got there first. */
export async function consumeToken(db: Db, id: string) {
  const r = await db.updateTable("staff_tokens").set({ used_at: nowIso() }).where("id", "=", id).where("used_at", "is", null).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Open invitations, newest first. */
export async function listOpenInvites(db: Db) {
  return db
    .selectFrom("staff_tokens")
    .select(["id", "email", "role", "expires_at", "created_at"])
    .where("kind", "=", "invite")
    .where("used_at", "is", null)
    .where("expires_at", ">", nowIso())
    .orderBy("created_at", "desc")
    .execute();
}

export async function deleteTokensFor(db: Db, email: string) {
  await db.deleteFrom("staff_tokens").where("email", "=", email).execute();
}
