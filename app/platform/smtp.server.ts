import nodemailer, { type Transporter } from "nodemailer";

/**
 * The site's mail transports: one pooled SMTP transport per SMTP_URL, kept for the life of the
 * services and reused by every message (nodemailer: create one transporter and reuse it), so a
 * pass of the scheduler that sends several messages does not connect and greet for each of them.
 */
export interface SmtpTransports {
  /** The transport for this SMTP_URL. One for another URL is closed first: the setting changed. */
  get(smtpUrl: string): Transporter;
  /** Closes every transport: idle connections at once, a message being handed over finishes first. */
  close(): void;
}

export function smtpTransports(): SmtpTransports {
  // One at a time: a transport for another URL means the setting changed, so the old one goes.
  let open: { url: string; transport: Transporter } | null = null;
  let closed = false;
  const closeOpen = () => {
    open?.transport.close();
    open = null;
  };
  return {
    get(smtpUrl) {
      if (closed) throw new Error("The mail transports are closed");
      if (open?.url !== smtpUrl) {
        closeOpen();
        open = { url: smtpUrl, transport: createTransport(smtpUrl) };
      }
      return open.transport;
    },
    close() {
      closed = true;
      closeOpen();
    },
  };
}

/**
 * A transport to SMTP_URL with the site's time limits: a slow or silent mail server gives up
 * within seconds rather than holding a request or a pass of the scheduler. Pooled, so the mails
 * that go together (a lead's notice and its auto-reply, a visit's two invites, a pass of the
 * scheduler) share a connection: at most two at once (a small business's mail provider may limit
 * them), each replaced after 100 messages, and one left idle for a second says QUIT (this site
 * sends a few mails an hour; nodemailer's 4 minutes would only hold a connection the server and
 * our 20-second socket limit would end anyway).
 */
function createTransport(smtpUrl: string) {
  const url = new URL(smtpUrl);
  url.searchParams.set("connectionTimeout", "10000");
  url.searchParams.set("greetingTimeout", "10000");
  url.searchParams.set("socketTimeout", "20000");
  return nodemailer.createTransport({ url: url.toString(), pool: true, maxConnections: 2, maxMessages: 100, idleTimeout: 1000 });
}

/** The transport for the SMTP_URL the services are set to now (a changed setting takes effect at the next message). */
export function smtpTransport(services: { config: { smtpUrl?: string }; smtp: SmtpTransports }) {
  if (!services.config.smtpUrl) throw new Error("SMTP_URL is not set");
  return services.smtp.get(services.config.smtpUrl);
}
