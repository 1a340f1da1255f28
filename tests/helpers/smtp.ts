import { startServer, type TestServer, withServer } from "./server";
import { staffSession } from "./session";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on loopback that keeps what it receives. `refuse` lists recipients it answers
 * 550 at RCPT TO (a mailbox that does not exist), each refusal kept in `refused`; the first
 * `failFirst` messages are answered 451 (a mailbox busy for now) and not kept; `connections`
 * holds the remote port of every connection a client opened.
 */
export async function startSmtp(port = 0, opts: { refuse?: string[]; failFirst?: number } = {}) {
  const mails: Array<{ to: string[]; body: string }> = [];
  const refused: string[] = [];
  let failures = opts.failFirst ?? 0;
  const connections: number[] = [];
  const refuse = new Set((opts.refuse ?? []).map((a) => a.toLowerCase()));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onConnect(session, callback) {
      connections.push(session.remotePort);
      callback();
    },
    onRcptTo(address, _session, callback) {
      if (!refuse.has(address.address.toLowerCase())) return callback();
      refused.push(address.address);
      callback(Object.assign(new Error("5.1.1 No such mailbox here"), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      let body = "";
      stream.on("data", (c: Buffer) => (body += c.toString()));
      stream.on("end", () => {
        if (failures > 0) {
          failures--;
          return callback(Object.assign(new Error("mailbox unavailable"), { responseCode: 451 }));
        }
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), body });
        callback();
      });
    },
  });
  // A client that stops (a site process ended by a benchmark) resets its pooled connection: not the server's failure.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "ECONNRESET") throw error;
  });
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", () => r()));
  const bound = (server.server.address() as AddressInfo).port;
  return { url: `smtp://127.0.0.1:${bound}`, mails, refused, connections, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** The text of a quoted-printable mail body, soft line breaks joined. */
export const mailText = (body: string) => body.replace(/=\r?\n/g, "").replace(/=3D/g, "=");

/** A mail's text with every quoted-printable byte decoded as UTF-8 (the Spanish mails have accents). */
export const readableMail = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
    "latin1",
  ).toString("utf8");

/**
 * Two instances of the site on one database, both mailing a loopback SMTP server, and an owner
 * signed in on the first: the shape of every "once across instances" mail test.
 */
export async function twoInstancesWithMail(smtpOptions?: Parameters<typeof startSmtp>[1]) {
  const smtp = await startSmtp(0, smtpOptions);
  const a = await startServer({ env: { SMTP_URL: smtp.url } });
  const b = await startServer({ env: { SMTP_URL: smtp.url }, databaseUrl: a.env.DATABASE_URL, dataDir: a.env.DATA_DIR });
  const owner = await staffSession(a, "owner");
  return {
    a,
    b,
    smtp,
    owner,
    async stop() {
      await a.stop();
      await b.stop();
      await smtp.close();
    },
  };
}

/** Runs `test` with a loopback SMTP server (startSmtp's options) and a test server mailing it, both stopped afterwards. */
export async function withMailServer<T>(
  test: (s: TestServer, smtp: Awaited<ReturnType<typeof startSmtp>>) => Promise<T>,
  smtpOptions?: Parameters<typeof startSmtp>[1],
) {
  const smtp = await startSmtp(0, smtpOptions);
  try {
    return await withServer({ env: { SMTP_URL: smtp.url } }, (s) => test(s, smtp));
  } finally {
    await smtp.close();
  }
}
