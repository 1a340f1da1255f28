import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A Stripe-speaking server on loopback (decision 0052): the subset the site uses. It answers
 * POST /v1/checkout/sessions (form-encoded, Bearer key) with a Checkout session (id, url,
 * amount_total) and records each request; `event` builds a webhook delivery signed as Stripe
 * signs it (stripe.webhooks.generateTestHeaderString).
 */
export const STRIPE_KEY = "sk_test_loopback0123456789abcdef";
export const WEBHOOK_SECRET = "whsec_loopbackSecret0123456789";

export interface CreatedSession {
  id: string;
  amount: number;
  body: URLSearchParams;
  auth: string;
}

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let b = "";
    req.on("data", (c: Buffer) => (b += c.toString("utf8")));
    req.on("end", () => resolve(b));
  });

export async function startStripe() {
  const sessions: CreatedSession[] = [];
  let n = 0;
  const server: Server = createServer(async (req, res) => {
    const body = new URLSearchParams(await read(req));
    const auth = req.headers.authorization ?? "";
    res.setHeader("Content-Type", "application/json");
    if (auth !== `Bearer ${STRIPE_KEY}`) {
      res.writeHead(401).end(JSON.stringify({ error: { type: "invalid_request_error", message: "Invalid API Key provided" } }));
      return;
    }
    if (req.method === "POST" && req.url === "/v1/checkout/sessions") {
      const id = `cs_test_${++n}`;
      const amount = Number(body.get("line_items[0][price_data][unit_amount]")) * Number(body.get("line_items[0][quantity]") ?? "1");
      sessions.push({ id, amount, body, auth });
      res.end(
        JSON.stringify({
          id,
          object: "checkout.session",
          url: `https://checkout.stripe.example/c/pay/${id}`,
          amount_total: amount,
          currency: "usd",
          mode: "payment",
          payment_status: "unpaid",
          metadata: { proposal_id: body.get("metadata[proposal_id]") },
          client_reference_id: body.get("client_reference_id"),
        }),
      );
      return;
    }
    res.writeHead(404).end(JSON.stringify({ error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${req.url})` } }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    sessions,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let eventNo = 0;

/** A webhook delivery for a Checkout session: the body and its Stripe-Signature header (with `secret`). */
export function sessionEvent(
  type: string,
  session: { id: string; amount: number; proposalId: string; paymentStatus: string },
  secret = WEBHOOK_SECRET,
  id = `evt_test_${++eventNo}`,
) {
  const payload = JSON.stringify({
    id,
    object: "event",
    type,
    created: 1_795_000_000,
    data: {
      object: {
        id: session.id,
        object: "checkout.session",
        amount_total: session.amount,
        payment_status: session.paymentStatus,
        metadata: { proposal_id: session.proposalId },
        client_reference_id: session.proposalId,
      },
    },
  });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { id, payload, header };
}
