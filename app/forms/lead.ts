import { z } from "zod";
import { LEAD_STATUSES } from "~/content/lead-status";

export const NOTE_MAX = 2000;

/** Admin → Messages: a lead's status and private note. */
export const leadSchema = z.object({
  id: z.string().trim().min(1, "Choose a message."),
  status: z.enum(LEAD_STATUSES, { message: "Choose New, Contacted, Visit booked, Won or Lost." }),
  note: z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim())
    .refine((v) => v.length <= NOTE_MAX, { message: `The note is too long (${NOTE_MAX.toLocaleString("en-US")} characters at most).` })
    .transform((v) => v || null),
});
