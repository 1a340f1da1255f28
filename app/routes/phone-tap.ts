import { telHref } from "~/content/text";
import { smsHref } from "~/sms/phone";
import { getProfile } from "~/models/settings.server";
import { getTextUs } from "~/sms/settings.server";
import { countTap } from "~/services/phone-taps.server";
import type { Route } from "./+types/phone-tap";

/**
 * /call and /text (decision 0051): the site's "Call" and "Text us" links come here with the page
 * they were on (?from=/service-adu). The tap is counted for that page and day, and the phone is
 * sent on (302) to tel: or sms: with the business's number. No cookie is set and nothing about the
 * caller is kept. A count that cannot be written never stops the call.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const kind = url.pathname === "/text" ? "text" : "call";
  const { db, logger } = context.services;
  const [profile, textUs] = await Promise.all([getProfile(db), kind === "text" ? getTextUs(db) : null]);
  const target = kind === "text" ? (textUs?.mobile ? smsHref(textUs.mobile) : null) : telHref(profile.phone);
  const headers = { "Cache-Control": "no-store" };
  if (!target)
    return new Response(`Texts are not set up; call us at ${profile.phone}.`, { status: 404, headers: { ...headers, "Content-Type": "text/plain" } });
  // Counted only while visits are counted (the privacy notice says so).
  if (context.services.config.analytics)
    await countTap(db, kind, url.searchParams.get("from"), request.headers.get("user-agent") ?? "").catch((error: unknown) =>
      logger.warn({ err: error }, "could not count a phone tap"),
    );
  return new Response(null, { status: 302, headers: { ...headers, Location: target } });
}
