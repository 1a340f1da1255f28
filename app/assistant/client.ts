export type ContentType = "page" | "blog" | "component" | "image" | "greeting" | "workflow";
export type Personality = "roast" | "professional";

/** SPEC: the public bar's reply preview is cut to 120 characters (on a word boundary, then "…"). */
export const PREVIEW_LIMIT = 120;

/** An answer: the Markdown text, the same as sanitized HTML (made on the server), and the bar's short version. */
export interface Answer {
  text: string;
  html: string;
  preview: string;
}

/** Calls the generate-content function; resolves with the answer, rejects with the server's message. */
export async function askAssistant(body: { prompt: string; contentType: ContentType; personalityMode: Personality }): Promise<Answer> {
  const res = await fetch("/api/generate-content", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const json = (await res.json().catch(() => null)) as { generatedText?: string; html?: string; preview?: string; error?: string } | null;
  if (!res.ok) throw new Error(json?.error ?? `The assistant answered ${res.status}.`);
  return { text: json?.generatedText ?? "", html: json?.html ?? "", preview: json?.preview ?? "" };
}

/** generatedText only (drafts and alt text, which go into a field as Markdown or plain text). */
export async function generateContent(body: { prompt: string; contentType: ContentType; personalityMode: Personality }) {
  return (await askAssistant(body)).text;
}

/**
 * The same, streamed (newline-delimited JSON): onText gets the whole text so far as it grows;
 * resolves with the text and its sanitized HTML once the answer is complete.
 */
export async function streamContent(body: { prompt: string; contentType: ContentType; personalityMode: Personality }, onText: (text: string) => void) {
  const res = await fetch("/api/generate-content", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...body, stream: true }),
  });
  if (!res.ok || !res.body) {
    const json = (await res.json().catch(() => null)) as { error?: string } | null;
    throw new Error(json?.error ?? `The assistant answered ${res.status}.`);
  }
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let text = "";
  let html = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let nl: number;
    while ((nl = buffer.indexOf("\n")) >= 0) {
      const event = JSON.parse(buffer.slice(0, nl)) as { text?: string; html?: string; error?: string };
      buffer = buffer.slice(nl + 1);
      if (event.error) throw new Error(event.error);
      if (event.text) {
        text += event.text;
        onText(text);
      }
      if (event.html !== undefined) html = event.html;
    }
  }
  return { text, html };
}
