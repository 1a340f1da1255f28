import type { AppServices } from "~/platform/services.server";
import { getReviewLinks } from "~/reviews/settings.server";
import { getTextUs } from "./settings.server";
import { getSmsSettings, openToken } from "./sms.server";

/** What Settings shows of decision 0032's settings: everything but the auth token, of which only whether it is saved and readable. */
export async function textAndReviewSettings(services: Pick<AppServices, "db" | "cookieSecret">) {
  const [sms, textUs, reviewLinks] = await Promise.all([getSmsSettings(services.db), getTextUs(services.db), getReviewLinks(services.db)]);
  const { tokenSealed, ...rest } = sms;
  return {
    sms: { ...rest, tokenSaved: Boolean(tokenSealed), tokenReadable: Boolean(tokenSealed && openToken(services.cookieSecret, tokenSealed)) },
    mobile: textUs.mobile,
    reviewLinks,
  };
}
