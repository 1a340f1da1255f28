/**
 * Who hears of a new lead, as data (decision 0033): the privacy notice lists exactly the channels
 * that are on, from here. A new channel (push, SMS) is one more entry: when it is on, and one
 * sentence saying who receives what.
 */
export interface ChannelState {
  /** A mail server is set (SMTP_URL). */
  mail: boolean;
  /** The webhook address in Settings → New leads. */
  webhookUrl: string;
  /** The auto-reply text in Settings → New leads. */
  autoReply: string;
  /** The SMS gateway's address, when lead texts are on and complete (app/sms/sms.server.ts smsReady). */
  smsGateway?: string | null;
  /** The push services staff devices turned notifications on with (their hosts), none when no device has. */
  pushHosts?: string[];
}

export interface AlertChannel {
  id: string;
  on(s: ChannelState): boolean;
  /** What the privacy notice says about it; `host` is the webhook's host name. */
  describe(s: ChannelState, business: { email: string; companyName: string }): string;
}

const host = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return "a service the business chose";
  }
};

export const ALERT_CHANNELS: AlertChannel[] = [
  {
    id: "email",
    on: (s) => s.mail,
    describe: (_s, b) =>
      `E-mail: a summary of your request with small copies of your photos goes to ${b.email} and to the owners' (and, if they asked for it, the office staff's) own e-mail addresses at ${b.companyName}.`,
  },
  {
    id: "auto-reply",
    on: (s) => s.mail && s.autoReply.trim() !== "",
    describe: () => "An automatic reply goes to the e-mail address you gave, saying your request arrived. It does not repeat your message.",
  },
  {
    id: "webhook",
    on: (s) => s.webhookUrl.trim() !== "",
    describe: (s) =>
      `Webhook: your name, e-mail address, phone number, the kind of project, the town, budget and timeline, the number of photos and the first 500 characters of your message are sent to ${host(s.webhookUrl)}, a service the business uses to be told of new requests on a phone.`,
  },
  {
    id: "sms",
    on: (s) => Boolean(s.smsGateway),
    describe: (s) =>
      `Text message: the kind of project and the town you chose (never your name, your contact details or your message) go to the owner's mobile through ${host(s.smsGateway ?? "")}, the text-message service the business uses.`,
  },
  {
    id: "push",
    on: (s) => (s.pushHosts ?? []).length > 0,
    describe: (s) =>
      `Notification: the phones and computers of staff who turned notifications on show the kind of project, the town, the budget and the first words of your message, sent encrypted through their browser's push service (${(s.pushHosts ?? []).join(", ")}), which cannot read it.`,
  },
];

export function channelsOn(s: ChannelState) {
  return ALERT_CHANNELS.filter((c) => c.on(s));
}
