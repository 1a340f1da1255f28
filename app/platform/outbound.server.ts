import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP } from "node:net";

/**
 * Every request to an address staff typed (decisions 0050, 0053): the owner's calendar feed, the
 * lead webhook, the text gateway and Web Push. The host is resolved and every address it resolves
 * to is checked before the connection is made (the check is the socket's own lookup, so a name
 * that changes its answer between check and connect cannot slip through): private, loopback,
 * link-local, unique-local, CGNAT and unspecified addresses are refused; loopback only with
 * OUTBOUND_ALLOW_LOOPBACK=1 (tests). The body is capped in bytes and the whole exchange in time;
 * a GET follows at most 3 redirects, each checked again; a POST follows none.
 */
export class OutboundError extends Error {}

const blocked = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  blocked.addSubnet(net, bits, "ipv4");
for (const [net, bits] of [
  ["::", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  blocked.addSubnet(net, bits, "ipv6");
const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

/** Why an address may not be reached, or null when it may. */
export function refusedAddress(address: string, allowLoopback: boolean): string | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  const type = isIP(ip) === 6 ? "ipv6" : "ipv4";
  if (loopback.check(ip, type)) return allowLoopback ? null : "it is this server itself (loopback)";
  if (blocked.check(ip, type)) return "it is a private or local network address";
  return null;
}

/** Resolves a host name to all its addresses (node:dns lookup by default; tests give their own resolver). */
export type OutboundLookup = (host: string, cb: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;
const systemLookup: OutboundLookup = (host, cb) => dnsLookup(host, { all: true }, cb);

export interface OutboundOptions {
  maxBytes: number;
  timeoutMs: number;
  allowLoopback: boolean;
  accept?: string;
  lookup?: OutboundLookup;
  /** Who answers, for messages: "The calendar" by default. */
  what?: string;
}

export interface OutboundRequest {
  method: "POST";
  headers: Record<string, string>;
  body: string | Buffer;
}

type Answer = { status: number; location: string | null; body: string };

const refusal = (why: string) => new OutboundError(`The address was refused: ${why}.`);

function once(url: URL, opts: OutboundOptions, signal: AbortSignal, send?: OutboundRequest): Promise<Answer> {
  const what = opts.what ?? "The calendar";
  return new Promise((resolve, reject) => {
    const resolveHost = opts.lookup ?? systemLookup;
    const lookup = (host: string, options: object, cb: (err: Error | null, address: string | LookupAddress[], family?: number) => void) => {
      resolveHost(host, (err, addresses) => {
        if (err) return cb(err, []);
        if (!addresses.length) return cb(Object.assign(new Error(`${host} has no address`), { code: "ENOTFOUND" }), []);
        for (const a of addresses) {
          const why = refusedAddress(a.address, opts.allowLoopback);
          if (why) return cb(refusal(why), []);
        }
        if ((options as { all?: boolean }).all) return cb(null, addresses);
        cb(null, addresses[0]!.address, addresses[0]!.family);
      });
    };
    const literal = url.hostname.replace(/^\[|\]$/g, "");
    if (isIP(literal)) {
      const why = refusedAddress(literal, opts.allowLoopback);
      if (why) return reject(refusal(why));
    }
    const client = url.protocol === "https:" ? https : http;
    const headers = { Accept: opts.accept ?? "*/*", "User-Agent": "LakesideRidge/1", ...send?.headers };
    const req = client.request(url, { method: send?.method ?? "GET", lookup: lookup as never, signal, headers }, (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400) {
        res.resume();
        return resolve({ status, location: res.headers.location ?? null, body: "" });
      }
      const tooBig = () => new OutboundError(`${what} is larger than ${Math.round(opts.maxBytes / 1024)} KB.`);
      // A POST's answer is only glanced at: past the cap it is cut, not refused (its status decides).
      if (!send && Number(res.headers["content-length"] ?? 0) > opts.maxBytes) {
        res.destroy();
        return reject(tooBig());
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on("data", (c: Buffer) => {
        size += c.length;
        if (size > opts.maxBytes) {
          res.destroy();
          if (send) return resolve({ status, location: null, body: Buffer.concat(chunks).toString("utf8") });
          return reject(tooBig());
        }
        chunks.push(c);
      });
      res.on("end", () => resolve({ status, location: null, body: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(send?.body);
  });
}

function checkScheme(url: URL) {
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new OutboundError("Only http and https addresses are used.");
}

async function timed<T>(opts: OutboundOptions, signal: AbortSignal, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (signal.aborted) throw new OutboundError(`${opts.what ?? "The calendar"} did not answer within ${Math.round(opts.timeoutMs / 1000)} seconds.`);
    throw error;
  }
}

/** The text at `raw` (http or https), or an OutboundError / a network error saying why not. */
export async function fetchOutboundText(raw: string, opts: OutboundOptions): Promise<string> {
  const what = opts.what ?? "The calendar";
  const signal = AbortSignal.timeout(opts.timeoutMs);
  let url = new URL(raw);
  for (let hop = 0; hop <= 3; hop++) {
    checkScheme(url);
    const r = await timed(opts, signal, () => once(url, opts, signal));
    if (r.location) {
      url = new URL(r.location, url);
      continue;
    }
    if (r.status < 200 || r.status >= 300) throw new OutboundError(`${what}'s server answered ${r.status}.`);
    return r.body;
  }
  throw new OutboundError(`${what}'s address redirected too many times.`);
}

/** One POST to `raw`, its address checked; a redirect is not followed (its status is returned). */
export async function postOutbound(raw: string, send: OutboundRequest, opts: OutboundOptions): Promise<{ status: number; body: string }> {
  const signal = AbortSignal.timeout(opts.timeoutMs);
  const url = new URL(raw);
  checkScheme(url);
  const r = await timed(opts, signal, () => once(url, opts, signal, send));
  return { status: r.status, body: r.body };
}

/**
 * Why an address typed in Settings may not be used, or null: resolved now, as a save would, so the
 * owner hears at once. The request itself is checked again when it is made, after DNS.
 */
export async function refusedUrl(raw: string, opts: Pick<OutboundOptions, "allowLoopback" | "lookup">): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "it is not a web address";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "only http and https addresses are used";
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host)) return refusedAddress(host, opts.allowLoopback);
  const addresses = await new Promise<LookupAddress[] | null>((resolve) => (opts.lookup ?? systemLookup)(host, (err, a) => resolve(err ? null : a)));
  // A name not found now (no network, a typo) is not refused here: the request checks it again.
  if (!addresses?.length) return null;
  for (const a of addresses) {
    const why = refusedAddress(a.address, opts.allowLoopback);
    if (why) return why;
  }
  return null;
}
