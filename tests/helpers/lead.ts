/** A contact-form post that passes every check: the fields a visitor fills in. */
export const VALID_LEAD = {
  fullName: "Jordan Avery",
  email: "jordan@example.com",
  phone: "(509) 555-0100",
  projectType: "ADU (Accessory Dwelling Unit)",
  preferredContact: "Phone",
  message: "We'd like a 600 sq ft ADU above a new garage on our Manson lot.",
};

/** The shortest contact-form post that passes every check: no phone, an e-mail answer wanted. */
export const SHORT_LEAD = {
  fullName: "Jordan Avery",
  email: "jordan@example.com",
  phone: "",
  projectType: "Other",
  preferredContact: "Email",
  message: "A short note.",
};

/** A quote request for a garage in Manson, with the optional quote fields filled in. */
export const GARAGE_QUOTE = {
  fullName: "Jordan Avery",
  email: "jordan@example.com",
  phone: "(509) 555-0100",
  projectType: "Garage",
  preferredContact: "Phone",
  message: "A two-car garage with a shop on our Manson lot.",
  town: "Manson",
  streetAddress: "120 Lakeshore Rd",
  budget: "$50,000 to $150,000",
};

/** A visitor's contact-form post from `ip` (X-Forwarded-For; the test server trusts loopback), redirects followed. */
export function postContact(s: { url: string }, fields: Record<string, string>, ip: string) {
  return fetch(`${s.url}/contact`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": ip },
    body: new URLSearchParams(fields),
  });
}

/** The same, answering the status and the page (HTML) the visitor is shown. */
export async function sendContact(s: { url: string }, fields: Record<string, string>, ip: string) {
  const res = await postContact(s, fields, ip);
  return { status: res.status, html: await res.text() };
}
