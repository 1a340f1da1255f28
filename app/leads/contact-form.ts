export const PROJECT_TYPES = [
  "New Custom Home",
  "ADU (Accessory Dwelling Unit)",
  "Garage",
  "Kitchen Remodel",
  "Bathroom Remodel",
  "Whole House Remodel",
  "Excavation",
  "Foundation",
  "Deck/Patio",
  "Home Addition",
  "Other",
] as const;
export const CONTACT_METHODS = ["Email", "Phone"] as const;
export const CONTACT_DEFAULTS = { projectType: PROJECT_TYPES[0], preferredContact: CONTACT_METHODS[0] };

export type ContactField = "fullName" | "email" | "phone" | "projectType" | "preferredContact" | "message";
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;
