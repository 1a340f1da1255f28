import { z } from "zod";
import { CONTACT_METHODS, OTHER_TOWN, PROJECT_TYPES } from "../leads/contact-form";

/** The contact form, checked on the server. Every field is bounded. */
export const contactSchema = z.object({
  fullName: z.string().trim().min(1, "Please enter your name.").max(100, "Please keep your name under 100 characters."),
  email: z
    .string()
    .trim()
    .min(1, "Please enter your e-mail address.")
    .max(254, "That e-mail address is too long.")
    .email("Please enter a valid e-mail address, like name@example.com."),
  phone: z
    .string()
    .trim()
    .max(40, "Please keep the phone number under 40 characters.")
    .refine((v) => v === "" || /^[0-9+().\-\s]{7,}$/.test(v), "Please enter a phone number with digits only (spaces, dashes and brackets are fine)."),
  projectType: z.enum(PROJECT_TYPES, { message: "Please choose a project type." }),
  preferredContact: z.enum(CONTACT_METHODS, { message: "Please choose e-mail or phone." }),
  message: z.string().trim().min(1, "Please tell us a little about your project.").max(5000, "Please keep the message under 5,000 characters."),
});

const choice = (options: readonly string[], message: string) =>
  z
    .string()
    .trim()
    .max(120, message)
    .refine((v) => v === "" || options.includes(v), message);

/** The quote request: the contact form plus its optional details, each one of the offered choices or free text within bounds. */
export function quoteSchema(choices: { towns: readonly string[]; budgets: readonly string[]; timelines: readonly string[]; heardFrom: readonly string[] }) {
  return contactSchema.extend({
    town: choice([...choices.towns, OTHER_TOWN], "Please choose the town from the list, or Other."),
    streetAddress: z.string().trim().max(200, "Please keep the street address under 200 characters."),
    budget: choice(choices.budgets, "Please choose a budget range from the list."),
    timeline: choice(choices.timelines, "Please choose a timeline from the list."),
    heardFrom: choice(choices.heardFrom, "Please choose how you heard of us from the list."),
  });
}
