import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP } from "node:net";

/**
 * Fetching an address staff typed (decision 0050: the owner's calendar feed). The host is
 * resolved and every address it resolves to is checked before the connection is made (the check
 * is the socket's own lookup, so a name that changes its answer between check and connect cannot
 * slip through): private, loopback, link-local, unique-local, CGNAT and unspecified addresses are
 * refused; loopback only with OUTBOUND_ALLOW_LOOPBACK=1 (tests). The body is capped in bytes and
 * the whole exchange in time; redirects are followed at most 3 times, each checked again.
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

export interface OutboundOptions {
  maxBytes: number;
  timeoutMs: number;
  allowLoopback: boolean;
  accept?: string;
}

function once(url: URL, opts: OutboundOptions, signal: AbortSignal): Promise<{ status: number; location: string | null; body: string }> {
  return new Promise((resolve, reject) => {
    const lookup = (host: string, options: object, cb: (err: Error | null, address: string | LookupAddress[], family?: number) => void) => {
      dnsLookup(host, { ...options, all: true }, (err, addresses) => {
        if (err) return cb(err, []);
        for (const a of addresses) {
          const why = refusedAddress(a.address, opts.allowLoopback);
          if (why) return cb(new OutboundError(`The address was refused: ${why}.`), []);
        }
        const all = (options as { all?: boolean }).all;
        if (all) return cb(null, addresses);
        cb(null, addresses[0]!.address, addresses[0]!.family);
      });
    };
    const literal = url.hostname.replace(/^\[|\]$/g, "");
    if (isIP(literal)) {
      const why = refusedAddress(literal, opts.allowLoopback);
      if (why) return reject(new OutboundError(`The address was refused: ${why}.`));
    }
    const get = url.protocol === "https:" ? https.get : http.get;
    const req = get(url, { lookup: lookup as never, signal, headers: { Accept: opts.accept ?? "*/*", "User-Agent": "LakesideRidge-Calendar/1" } }, (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400) {
        res.resume();
        return resolve({ status, location: res.headers.location ?? null, body: "" });
      }
      const declared = Number(res.headers["content-length"] ?? 0);
      if (declared > opts.maxBytes) {
        res.destroy();
        return reject(new OutboundError(`The calendar is larger than ${Math.round(opts.maxBytes / 1024)} KB.`));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on("data", (c: Buffer) => {
        size += c.length;
        if (size > opts.maxBytes) {
          res.destroy();
          reject(new OutboundError(`The calendar is larger than ${Math.round(opts.maxBytes / 1024)} KB.`));
          return;
        }
        chunks.push(c);
      });
      res.on("end", () => resolve({ status, location: null, body: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

/** The text at `raw` (http or https), or an OutboundError / a network error saying why not. */
export async function fetchOutboundText(raw: string, opts: OutboundOptions): Promise<string> {
  const signal = AbortSignal.timeout(opts.timeoutMs);
  let url = new URL(raw);
  for (let hop = 0; hop <= 3; hop++) {
    if (url.protocol !== "https:" && url.protocol !== "http:") throw new OutboundError("Only http and https addresses are read.");
    let r;
    try {
      r = await once(url, opts, signal);
    } catch (error) {
      if (signal.aborted) throw new OutboundError(`The calendar did not answer within ${Math.round(opts.timeoutMs / 1000)} seconds.`);
      throw error;
    }
    if (r.location) {
      url = new URL(r.location, url);
      continue;
    }
    if (r.status < 200 || r.status >= 300) throw new OutboundError(`The calendar's server answered ${r.status}.`);
    return r.body;
  }
  throw new OutboundError("The calendar's address redirected too many times.");
}
