import { formIntent, type IntentHandler } from "~/admin/action.server";
import { fail, ok } from "~/forms/notice";
import { parseForm } from "~/forms/validate";
import { getProfile } from "~/models/settings.server";
import { smsSchema, textUsSchema, toE164 } from "./settings";
import { SmsCapped, SmsError, getSmsSettings, openToken, saveSmsSettings, sealToken, sendSms, smsReady, takeSmsSlot } from "./sms.server";
import { saveTextUs } from "./settings.server";
import { refusedUrl } from "~/platform/outbound.server";
import type { AppServices } from "~/platform/services.server";

/** Why this gateway address (with this token field) may not be saved, and on which field; null when it may. */
async function gatewayRefusal(services: Pick<AppServices, "config">, baseUrl: string, savedUrl: string, savedToken: string, typedToken: string) {
  const why = await refusedUrl(baseUrl, { allowLoopback: services.config.outboundLoopback, lookup: services.config.outboundLookup });
  if (why) return { field: "baseUrl", message: `This gateway address cannot be used: ${why}.` };
  if (savedToken && !typedToken && baseUrl !== savedUrl.replace(/\/+$/, ""))
    return { field: "authToken", message: "The gateway address changed: type the auth token again, so it is only sent where you mean it to go." };
  return null;
}

/** Settings (owners only, by the guard): "Text us", and the text message to the owner for each new lead (decision 0032). */
export const smsIntents: Record<string, IntentHandler> = {
  "text-us-save": formIntent("text-us-save", "The mobile number was not saved", textUsSchema, async ({ mobile }, { context }) => {
    await saveTextUs(context.services.db, { mobile });
    return {
      notice: ok("text-us-save", "Mobile number saved", {
        description: mobile ? `Visitors see "Text us" beside "Call", sending to ${mobile}.` : `No "Text us" link is shown.`,
      }),
    };
  }),
  "sms-save": {
    errorTitle: "The text message settings were not saved",
    async run({ values, context }) {
      const title = "The text message settings were not saved";
      const { db, cookieSecret } = context.services;
      const p = parseForm(smsSchema, values);
      if (!p.ok) return { notice: fail("sms-save", title, p.formError, { fieldErrors: p.fieldErrors }) };
      const current = await getSmsSettings(db);
      if (values.forget === "on") {
        await saveSmsSettings(db, { ...current, enabled: false, tokenSealed: "" });
        return { notice: ok("sms-save", "Text messages turned off", { description: "The auth token was deleted; new leads are not texted." }) };
      }
      const baseUrl = p.data.baseUrl.replace(/\/+$/, "");
      // Decision 0053: the gateway's address must be public, and a new address needs the token typed
      // again; an empty token field keeps the saved token (never sent back to the form) only when
      // the address is unchanged, so the saved credentials never go to an address nobody retyped them for.
      const refused = await gatewayRefusal(context.services, baseUrl, current.baseUrl, current.tokenSealed, p.data.authToken);
      if (refused) return { notice: fail("sms-save", title, refused.message, { fieldErrors: { [refused.field]: refused.message } }) };
      const tokenSealed = p.data.authToken ? sealToken(cookieSecret, p.data.authToken) : current.tokenSealed;
      const next = {
        enabled: values.enabled === "on",
        baseUrl,
        accountSid: p.data.accountSid,
        tokenSealed,
        fromNumber: p.data.fromNumber ? toE164(p.data.fromNumber)! : "",
        ownerMobile: p.data.ownerMobile ? toE164(p.data.ownerMobile)! : "",
        perHour: p.data.perHour,
      };
      if (next.enabled && !smsReady(next)) {
        const missing = [
          !next.accountSid && ["accountSid", "the account SID"],
          !next.tokenSealed && ["authToken", "the auth token"],
          !next.fromNumber && ["fromNumber", "the number texts are sent from"],
          !next.ownerMobile && ["ownerMobile", "your mobile"],
        ].filter(Boolean) as Array<[string, string]>;
        const message = `To text you, fill in ${missing.map(([, l]) => l).join(", ")}.`;
        return { notice: fail("sms-save", title, message, { fieldErrors: Object.fromEntries(missing.map(([k]) => [k, "Needed to send texts."])) }) };
      }
      await saveSmsSettings(db, next);
      return {
        notice: ok("sms-save", "Text message settings saved", {
          description: next.enabled ? `Each new lead is texted to ${next.ownerMobile}, at most ${next.perHour} texts an hour.` : "New leads are not texted.",
        }),
      };
    },
  },
  "sms-test": {
    errorTitle: "The test text was not sent",
    stay: true,
    async run({ context }) {
      const title = "The test text was not sent";
      const { db, cookieSecret } = context.services;
      const s = await getSmsSettings(db);
      if (!s.accountSid || !s.tokenSealed || !s.fromNumber || !s.ownerMobile)
        return { notice: fail("sms-test", title, "Save the account SID, auth token and both numbers first.") };
      if (!openToken(cookieSecret, s.tokenSealed))
        return { notice: fail("sms-test", title, "The saved auth token cannot be read on this server. Enter it again and save.") };
      const profile = await getProfile(db);
      try {
        await takeSmsSlot(db, s);
        await sendSms(context.services, s, `${profile.companyName}: a test from your website. New leads will be texted to this number.`);
      } catch (error) {
        if (error instanceof SmsError || error instanceof SmsCapped) return { notice: fail("sms-test", title, error.message) };
        throw error;
      }
      return { notice: ok("sms-test", "Test text sent", { description: `The gateway accepted a text to ${s.ownerMobile}. Check your phone.` }) };
    },
  },
};
