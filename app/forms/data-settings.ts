import { z } from "zod";

/**
 * Settings → Data (decision 0033): how long each kind of data is kept, and how soon a report of
 * an accessibility barrier is answered. The privacy notice and the accessibility statement read
 * these, so what they say follows what the site does.
 */
export interface DataSettings {
  /** Leads and their photos: months after the lead last changed. */
  leadMonths: number;
  /** The activity log: months. */
  activityMonths: number;
  /** Analytics daily figures: months. */
  analyticsMonths: number;
  /** Business days within which a report of an accessibility barrier is answered. */
  accessibilityDays: number;
}

export const DATA_DEFAULTS: DataSettings = { leadMonths: 24, activityMonths: 12, analyticsMonths: 24, accessibilityDays: 5 };

const months = (what: string, min: number, max: number) =>
  z.coerce
    .number({ message: `Enter the number of months to keep ${what}.` })
    .int(`Enter a whole number of months for ${what}.`)
    .min(min, `Keep ${what} at least ${min} month${min === 1 ? "" : "s"}.`)
    .max(max, `Keep ${what} at most ${max} months.`);

export const dataSettingsSchema = z.object({
  leadMonths: months("leads and their photos", 1, 120),
  activityMonths: months("the activity log", 1, 60),
  // The analytics roll-up never keeps more than two years (decision 0026).
  analyticsMonths: months("the visit figures", 1, 24),
  accessibilityDays: z.coerce
    .number({ message: "Enter the number of business days." })
    .int("Enter a whole number of business days.")
    .min(1, "Answer within at least 1 business day.")
    .max(30, "Answer within 30 business days at most."),
});

/** "24 months" / "1 month"; whole years read as years. */
export function monthsText(n: number) {
  if (n % 12 === 0) return n === 12 ? "one year" : `${n / 12} years`;
  return `${n} month${n === 1 ? "" : "s"}`;
}
