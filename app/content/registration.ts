/**
 * The state's "Verify a contractor" lookup, shown beside the registration number wherever the
 * site or its e-mails give it (decision 0033). One place to change it if Washington L&I moves it.
 */
export const VERIFY_CONTRACTOR_URL = "https://secure.lni.wa.gov/verify/";
export const VERIFY_CONTRACTOR_LABEL = "Verify a contractor (Washington L&I)";

/** The line every e-mail the business sends ends with: the number, and where anyone can check it. */
export function registrationLine(registration: string) {
  return `Washington contractor registration ${registration.trim()}. Check it on the state's "Verify a contractor" page: ${VERIFY_CONTRACTOR_URL}`;
}
