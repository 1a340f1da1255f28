export type ContentType = "page" | "blog" | "component" | "image" | "greeting" | "workflow";
export type Personality = "roast" | "professional";

/** Calls the generate-content function; resolves with generatedText, rejects with the server's message. */
export async function generateContent(body: { prompt: string; contentType: ContentType; personalityMode: Personality }) {
  const res = await fetch("/api/generate-content", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const json = (await res.json().catch(() => null)) as { generatedText?: string; error?: string } | null;
  if (!res.ok) throw new Error(json?.error ?? `The assistant answered ${res.status}.`);
  return json?.generatedText ?? "";
}

/** The same, streamed: onText gets the whole text so far as it grows. */
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
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    onText(text);
  }
  return text;
}
