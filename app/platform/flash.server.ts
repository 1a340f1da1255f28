import { createHmac } from "node:crypto";
import { createCookie } from "react-router";
import { FLASH_COOKIE } from "./policy";

export type { Flash } from "./flash";
import type { Flash } from "./flash";

/** What the flash cookie needs from the services: whether it is Secure, and its signing secret. */
export interface FlashKeys {
  config: { secureCookies: boolean };
  cookieSecret: string;
}

/** The signing secret for our own cookies, derived from the auth secret (never the auth secret itself). */
export function deriveCookieSecret(authSecret: string) {
  return createHmac("sha256", authSecret).update("lakeside-ridge cookie signing").digest("base64url");
}

/** Signed: a notice someone else wrote into the cookie is ignored. */
const cookieFor = (secret: string) => createCookie(FLASH_COOKIE, { httpOnly: true, sameSite: "lax", path: "/", maxAge: 60, secrets: [secret] });

export async function flashHeader(flash: Flash, keys: FlashKeys) {
  return cookieFor(keys.cookieSecret).serialize(flash, { secure: keys.config.secureCookies });
}

export async function readFlash(request: Request, keys: FlashKeys): Promise<{ flash: Flash | null; clear: string | null }> {
  const cookie = cookieFor(keys.cookieSecret);
  const value = (await cookie.parse(request.headers.get("Cookie")).catch(() => null)) as Flash | null;
  if (!value || typeof value.title !== "string") return { flash: null, clear: null };
  return { flash: value, clear: await cookie.serialize("", { maxAge: 0 }) };
}
