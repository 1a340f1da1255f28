/** A contact-form post that passes every check: the fields a visitor fills in. */
export const VALID_LEAD = {
  fullName: "Jordan Avery",
  email: "jordan@example.com",
  phone: "(509) 555-0100",
  projectType: "ADU (Accessory Dwelling Unit)",
  preferredContact: "Phone",
  message: "We'd like a 600 sq ft ADU above a new garage on our Manson lot.",
};
