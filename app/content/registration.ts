/**
 * The state's "Verify a contractor" lookup, shown beside the registration number wherever the
 * site or its e-mails give it (decision 0033). One place to change it if Washington L&I moves it.
 */
export const VERIFY_CONTRACTOR_URL = "https://secure.lni.wa.gov/verify/";
export const VERIFY_CONTRACTOR_LABEL = "Verify a contractor (Washington L&I)";

/** An L&I registration number as the state issues them: letters and digits, like LAKESRB812KM. */
const LICENSE_NUMBER = /^[A-Z0-9]{6,15}$/;

/**
 * Where a visitor checks this registration: the state's own record of it (bond, insurance,
 * infractions) when the owner has typed a number of the state's shape, else the lookup's front
 * page, where the visitor types it. The record's address is the one L&I's lookup links to itself.
 */
export function verifyContractorUrl(registration: string) {
  const number = registration.trim().toUpperCase();
  return LICENSE_NUMBER.test(number) ? `${VERIFY_CONTRACTOR_URL}Detail.aspx?UBI=&LIC=${number}&SAW=` : VERIFY_CONTRACTOR_URL;
}

/** The line every e-mail the business sends ends with: the number, and where anyone can check it. */
export function registrationLine(registration: string) {
  return `Washington contractor registration ${registration.trim()}. Check it on the state's "Verify a contractor" page: ${verifyContractorUrl(registration)}`;
}
