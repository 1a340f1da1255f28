import nodemailer from "nodemailer";

/**
 * A mail transport to SMTP_URL with the site's time limits: a slow or silent mail server gives up
 * within seconds rather than holding a request or a pass of the scheduler.
 */
export function smtpTransport(smtpUrl: string) {
  const url = new URL(smtpUrl);
  url.searchParams.set("connectionTimeout", "10000");
  url.searchParams.set("greetingTimeout", "10000");
  url.searchParams.set("socketTimeout", "20000");
  return nodemailer.createTransport(url.toString());
}
