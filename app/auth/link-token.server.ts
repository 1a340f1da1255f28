import { createHash, randomBytes } from "node:crypto";

/**
 * Single-use links sent to people (staff invitations and resets, decision 0009; review requests,
 * decision 0032): 256 random bits in the link, only their SHA-256 kept in the database.
 */
export function newLinkToken() {
  const raw = randomBytes(32).toString("base64url");
  return { raw, hash: hashLinkToken(raw) };
}

export const hashLinkToken = (raw: string) => createHash("sha256").update(raw).digest("hex");
