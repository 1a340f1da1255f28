import { z } from "zod";

const phone = z
  .string()
  .trim()
  .min(7, "Enter the phone number with its area code.")
  .max(40)
  .regex(/^[0-9+().\-\s]+$/, "The phone number may use digits, spaces, dashes and brackets.");
const text = (label: string, max = 120) => z.string().trim().min(1, `${label} is required.`).max(max, `${label} is too long (${max} characters at most).`);

/** Admin → Settings: the business profile (the video links are checked one by one). */
export const profileSchema = z.object({
  companyName: text("The company name", 80),
  tagline: text("The tagline", 120),
  phone,
  email: z.string().trim().email("Enter a valid e-mail address."),
  officeLine: text("The office line", 120),
  city: text("The city", 60),
  region: text("The state", 30),
  postalCode: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, "Enter a 5-digit ZIP code."),
  areaServed: text("The area served", 300),
  ownerFirstName: text("The owner's first name", 40),
  registration: text("The contractor registration number", 60),
});
