import { z } from "zod";
import { webAddress } from "~/forms/web-address";
import { REVIEW_FORM_MAX, REVIEW_WORDS_MIN } from "./policy";

/** A name for the request e-mail: the client's own name, never a link or an address (decision 0032). */
export const requestSchema = z.object({
  client_name: z
    .string()
    .trim()
    .min(1, "Enter the client's name as they should be greeted.")
    .max(60, "The name is too long (60 characters at most).")
    .refine((v) => !/(:\/\/|@|[<>]|\b[a-z0-9-]{2,}\.[a-z]{2,}\b)/i.test(v), "Enter only the client's name (no links or addresses)."),
  email: z
    .string()
    .trim()
    .max(254, "The e-mail address is too long.")
    .refine((v) => v === "" || z.string().email().safeParse(v).success, "Enter a valid e-mail address, or leave it empty to copy the link yourself."),
});

/** The public review form: every field capped where it is read; the rating is optional; consent is not. */
export const reviewFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Enter your name as you would like it shown.")
    .max(REVIEW_FORM_MAX.name, `Your name is too long (${REVIEW_FORM_MAX.name} characters at most).`),
  town: z.string().trim().max(REVIEW_FORM_MAX.town, `The town is too long (${REVIEW_FORM_MAX.town} characters at most).`),
  words: z
    .string()
    .trim()
    .min(REVIEW_WORDS_MIN, `Please write at least a sentence (${REVIEW_WORDS_MIN} characters).`)
    .max(REVIEW_FORM_MAX.words, `Your review is too long (${REVIEW_FORM_MAX.words} characters at most).`),
  rating: z.enum(["", "1", "2", "3", "4", "5"], { message: "Choose a rating from 1 to 5, or no rating." }),
  consent: z.literal("yes", { message: "Tick the box to let us publish your review, or close this page to send nothing." }),
});

/** Settings → Reviews: the business's pages on review sites, offered to every reviewer alike. */
const reviewSite = (label: string, host: RegExp) =>
  z
    .string()
    .trim()
    .max(300, `${label}: the address is too long (300 characters at most).`)
    .refine((v) => {
      if (v === "") return true;
      const u = webAddress(v);
      return u?.protocol === "https:" && host.test(u.hostname);
    }, `${label}: paste the full https:// address of your review page.`);

export const reviewLinksSchema = z.object({
  google: reviewSite("Google", /(^|\.)(google\.[a-z.]+|g\.page|goo\.gl)$/i),
  houzz: reviewSite("Houzz", /(^|\.)houzz\.[a-z.]+$/i),
});
