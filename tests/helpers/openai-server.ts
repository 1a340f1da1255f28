import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

/** A picture that arrived as an `image_url` part: its data URL's type, and what its bytes really are. */
export interface ArrivedImage {
  mime: string;
  bytes: number;
  /** sharp's reading of the bytes ("jpeg" for a real JPEG), or null when they are not a picture. */
  format: string | null;
  width: number;
  height: number;
}

async function readImage(url: string): Promise<ArrivedImage> {
  const m = /^data:([^;,]+);base64,(.*)$/s.exec(url);
  const buf = Buffer.from(m?.[2] ?? "", "base64");
  const meta = await sharp(buf)
    .metadata()
    .catch(() => null);
  return { mime: m?.[1] ?? "", bytes: buf.length, format: meta?.format ?? null, width: meta?.width ?? 0, height: meta?.height ?? 0 };
}

/**
 * A small OpenAI-compatible chat-completions server on loopback, for tests. It speaks the real
 * protocol (JSON answers and server-sent-event streams). What it does depends on the last user
 * message: "SLOW" waits 3 s, "FAIL" answers 500, "GARBLE" sends broken JSON, "EMPTY" answers "",
 * anything else is echoed back as "Echo: <message>". Greetings (a system prompt asking for one)
 * always fail, so the dashboard's fallback greeting can be seen. A message with pictures
 * (`image_url` parts, as a vision model takes them) is answered with what the pictures really were
 * ("Vision saw a 768 by 512 jpeg: …"), and each is kept in `requests[].images`.
 */
export async function startOpenAiServer(port = 0) {
  const requests: Array<{ headers: http.IncomingHttpHeaders; body: any; images: ArrivedImage[] }> = [];
  const server = http.createServer(async (req, res) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(raw);
    const content: unknown = body.messages.at(-1).content;
    const parts: any[] = Array.isArray(content) ? content : [{ type: "text", text: content }];
    const last = parts
      .filter((p) => p.type === "text")
      .map((p) => String(p.text))
      .join("\n");
    const images = await Promise.all(parts.filter((p) => p.type === "image_url").map((p) => readImage(String(p.image_url?.url ?? ""))));
    requests.push({ headers: req.headers, body, images });
    if (last.includes("SLOW")) await new Promise((r) => setTimeout(r, 3000));
    if (last.includes("FAIL") || String(body.messages[0]?.content).includes("one-paragraph greeting")) {
      res.writeHead(500, { "Content-Type": "application/json" }).end(JSON.stringify({ error: { message: "model crashed" } }));
      return;
    }
    if (last.includes("GARBLE")) {
      res.writeHead(200, { "Content-Type": body.stream ? "text/event-stream" : "application/json" }).end(body.stream ? "data: {not json\n\n" : "{not json");
      return;
    }
    const seen = images.map((i) => `a ${i.width} by ${i.height} ${i.format ?? "unreadable file"}`).join(" and ");
    const text = last.includes("EMPTY") ? "" : images.length ? `Vision saw ${seen}: new cedar deck above the lake` : `Echo: ${last}`;
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
