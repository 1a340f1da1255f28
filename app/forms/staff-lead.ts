import { z } from "zod";
import { CAME_BY } from "../leads/came-by";
import { PROJECT_TYPES } from "../leads/contact-form";

/** Admin → Messages → "Add a lead" (decision 0051): a lead that came by phone, text, walk-in or referral. Every field is bounded. */
export const STAFF_LEAD_FIELDS = ["fullName", "phone", "email", "town", "projectType", "cameBy", "message", "answered"] as const;
export type StaffLeadField = (typeof STAFF_LEAD_FIELDS)[number];

export const STAFF_LEAD_MAX: Record<StaffLeadField, number> = {
  fullName: 100,
  phone: 40,
  email: 254,
  town: 120,
  projectType: 60,
  cameBy: 20,
  message: 5000,
  answered: 10,
};

export const staffLeadSchema = z
  .object({
    fullName: z.string().trim().min(1, "Enter the person's name.").max(100, "Keep the name under 100 characters."),
    phone: z
      .string()
      .trim()
      .max(40, "Keep the phone number under 40 characters.")
      .refine((v) => v === "" || /^[0-9+().\-\s]{7,}$/.test(v), "Enter the phone number with digits (spaces, dashes and brackets are fine)."),
    email: z
      .string()
      .trim()
      .max(254, "That e-mail address is too long.")
      .refine((v) => v === "" || z.string().email().safeParse(v).success, "Enter a valid e-mail address, like name@example.com, or leave it empty."),
    town: z.string().trim().max(120, "Keep the town under 120 characters."),
    projectType: z.enum(PROJECT_TYPES, { message: "Choose the kind of work." }),
    cameBy: z.enum(CAME_BY, { message: "Choose how the lead came." }),
    message: z.string().trim().max(5000, "Keep what they asked for under 5,000 characters."),
    answered: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.phone && !v.email) ctx.addIssue({ code: "custom", path: ["phone"], message: "Enter a phone number or an e-mail address (at least one)." });
  });

export type StaffLead = z.infer<typeof staffLeadSchema>;
