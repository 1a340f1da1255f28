import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small OpenAI-compatible chat-completions server on loopback, for tests. It speaks the real
 * protocol (JSON answers and server-sent-event streams). What it does depends on the last user
 * message: "SLOW" waits 3 s, "FAIL" answers 500, "GARBLE" sends broken JSON, "EMPTY" answers "",
 * anything else is echoed back as "Echo: <message>". Greetings (a system prompt asking for one)
 * always fail, so the dashboard's fallback greeting can be seen.
 */
export async function startOpenAiServer(port = 0) {
  const requests: Array<{ headers: http.IncomingHttpHeaders; body: any }> = [];
  const server = http.createServer(async (req, res) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(raw);
    requests.push({ headers: req.headers, body });
    const last: string = body.messages.at(-1).content;
    if (last.includes("SLOW")) await new Promise((r) => setTimeout(r, 3000));
    if (last.includes("FAIL") || String(body.messages[0]?.content).includes("one-paragraph greeting")) {
      res.writeHead(500, { "Content-Type": "application/json" }).end(JSON.stringify({ error: { message: "model crashed" } }));
      return;
    }
    if (last.includes("GARBLE")) {
      res.writeHead(200, { "Content-Type": body.stream ? "text/event-stream" : "application/json" }).end(body.stream ? "data: {not json\n\n" : "{not json");
      return;
    }
    const text = last.includes("EMPTY") ? "" : `Echo: ${last}`;
    if (body.stream) {
      res.writeHead(200, { "Content-Type": "text/event-stream" });
      for (const piece of text.match(/.{1,8}/g) ?? []) {
        res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`);
        await new Promise((r) => setTimeout(r, 5));
      }
      res.end("data: [DONE]\n\n");
      return;
    }
    res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ choices: [{ message: { role: "assistant", content: text } }] }));
  });
  await new Promise<void>((r) => server.listen(port, "127.0.0.1", r));
  const bound = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${bound}/v1`,
    requests,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
