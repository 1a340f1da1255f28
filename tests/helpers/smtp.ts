import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A real SMTP server on loopback that keeps what it receives. */
export async function startSmtp(port = 0) {
  const mails: Array<{ to: string[]; body: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let body = "";
      stream.on("data", (c: Buffer) => (body += c.toString()));
      stream.on("end", () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), body });
        callback();
      });
    },
  });
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", () => r()));
  const bound = (server.server.address() as AddressInfo).port;
  return { url: `smtp://127.0.0.1:${bound}`, mails, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** The text of a quoted-printable mail body, soft line breaks joined. */
export const mailText = (body: string) => body.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
