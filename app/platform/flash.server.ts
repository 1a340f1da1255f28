import { createCookie } from "react-router";

/** A one-time notice carried across a redirect (shown as a toast, or as a banner without JavaScript). */
export interface Flash {
  title: string;
  description?: string;
  kind: "success" | "error";
}

const cookie = createCookie("flash", { httpOnly: true, sameSite: "lax", path: "/", maxAge: 60 });

export async function flashHeader(flash: Flash, secure = false) {
  return cookie.serialize(flash, { secure });
}

export async function readFlash(request: Request): Promise<{ flash: Flash | null; clear: string | null }> {
  const value = (await cookie.parse(request.headers.get("Cookie"))) as Flash | null;
  if (!value || typeof value.title !== "string") return { flash: null, clear: null };
  return { flash: value, clear: await cookie.serialize("", { maxAge: 0 }) };
}
