import { z } from "zod";
import { webAddress } from "~/forms/web-address";
import { toE164 } from "./phone";

export { smsHref, toE164 } from "./phone";

/**
 * Settings of decision 0032 about texts: the business's mobile number for "Text us" links, and
 * the text message to the owner for each new lead through an SMS gateway speaking Twilio's REST
 * API. Plain module (the Settings form reads the defaults and limits too).
 */

const mobileField = (label: string, optional: boolean) =>
  z
    .string()
    .trim()
    .max(40, `${label}: too long (40 characters at most).`)
    .refine((v) => (optional && v === "") || toE164(v) !== null, `${label}: enter a mobile number with its area code, like (509) 555-0100 or +1 509 555 0100.`);

export const textUsSchema = z.object({ mobile: mobileField("Mobile number for texts", true) });

export const SMS_DEFAULTS = { baseUrl: "https://api.twilio.com", perHour: 10 } as const;

export const smsSchema = z.object({
  baseUrl: z
    .string()
    .trim()
    .max(200, "The gateway address is too long (200 characters at most).")
    .refine((v) => {
      const u = webAddress(v);
      return u !== null && !u.search && !u.hash;
    }, "Enter the gateway's address, like https://api.twilio.com."),
  accountSid: z
    .string()
    .trim()
    .max(64, "The account SID is too long.")
    .refine((v) => v === "" || /^[A-Za-z0-9-]{8,64}$/.test(v), "The account SID is letters and digits, like AC followed by 32 characters."),
  authToken: z
    .string()
    .trim()
    .max(128, "The auth token is too long (128 characters at most).")
    .refine((v) => v === "" || /^[\x21-\x7e]{16,128}$/.test(v), "The auth token is at least 16 letters and digits, without spaces."),
  fromNumber: mobileField("Send from number", true),
  ownerMobile: mobileField("Your mobile", true),
  perHour: z.coerce
    .number({ message: "Enter how many texts an hour, like 10." })
    .int("Enter a whole number of texts.")
    .min(1, "Allow at least 1 text an hour.")
    .max(60, "At most 60 texts an hour."),
});
