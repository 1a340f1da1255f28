import { z } from "zod";
import { JOB_TEXT_MAX } from "../content/job-pages";

/** Admin → Jobs: a job page's name, town, status line and next step (decision 0051). */
export const jobFieldsSchema = z.object({
  name: z.string().trim().min(1, "Give the job a name, like “ADU in Manson”.").max(JOB_TEXT_MAX.name, `Keep the name under ${JOB_TEXT_MAX.name} characters.`),
  town: z
    .string()
    .trim()
    .max(JOB_TEXT_MAX.town, `Keep the town under ${JOB_TEXT_MAX.town} characters.`)
    .transform((v) => v || null),
  status_line: z
    .string()
    .trim()
    .min(1, "Say where the job stands, like “Framing the walls”.")
    .max(JOB_TEXT_MAX.status, `Keep the status under ${JOB_TEXT_MAX.status} characters.`),
  next_step: z
    .string()
    .trim()
    .max(JOB_TEXT_MAX.nextStep, `Keep the next step under ${JOB_TEXT_MAX.nextStep} characters.`)
    .transform((v) => v || null),
  next_step_date: z
    .string()
    .trim()
    .refine(
      (v) => v === "" || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T12:00:00Z`))),
      "Choose the date from the calendar, or leave it empty.",
    )
    .transform((v) => v || null),
});

/** "Make it a project": the public project's words and the chosen photos. */
export const JOB_FIELDS = ["name", "town", "status_line", "next_step", "next_step_date"] as const;
