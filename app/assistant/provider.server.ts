/**
 * A client for any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, LM Studio,
 * vLLM, llama.cpp's server): POST {baseUrl}/chat/completions.
 */
export interface ProviderConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

/** A part of a message: words, or a picture (a vision-capable model reads it; a `data:` URL is sent inline). */
export type ContentPart = { type: "text"; text: string } | { type: "image_url"; image_url: { url: string; detail?: "low" | "high" | "auto" } };

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string | ContentPart[];
}

/** A provider failure, in words a person can act on. */
export class AiError extends Error {}

async function post(cfg: ProviderConfig, body: object, signal?: AbortSignal) {
  const timeout = AbortSignal.timeout(cfg.timeoutMs);
  try {
    return await fetch(`${cfg.baseUrl}/chat/completions`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(cfg.apiKey ? { Authorization: `Bearer ${cfg.apiKey}` } : {}) },
      body: JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if ((error as Error).name === "TimeoutError" || timeout.aborted) throw new AiError("The AI provider did not answer in time.");
    throw new AiError(`Could not reach the AI provider (${(error as Error).message}).`);
  }
}

async function failure(res: Response): Promise<never> {
  const text = await res.text().catch(() => "");
  let detail = "";
  try {
    detail = (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? "";
  } catch {
    detail = "";
  }
  throw new AiError(`The AI provider answered ${res.status}${detail ? `: ${detail}` : ""}.`);
}

export async function complete(cfg: ProviderConfig, messages: ChatMessage[], opts: { temperature?: number; maxTokens?: number } = {}) {
  const res = await post(cfg, { model: cfg.model, messages, temperature: opts.temperature ?? 0.7, max_tokens: opts.maxTokens ?? 1200, stream: false });
  if (!res.ok) await failure(res);
  let json: { choices?: Array<{ message?: { content?: unknown } }> };
  try {
    json = (await res.json()) as typeof json;
  } catch {
    throw new AiError("The AI provider sent an answer we could not read.");
  }
  const content = json.choices?.[0]?.message?.content;
  if (typeof content !== "string") throw new AiError("The AI provider sent an answer we could not read.");
  return content.trim();
}

/** Streams the answer as it is written (server-sent events); yields text pieces. */
export async function* stream(cfg: ProviderConfig, messages: ChatMessage[], opts: { temperature?: number; maxTokens?: number; signal?: AbortSignal } = {}) {
  const res = await post(
    cfg,
    { model: cfg.model, messages, temperature: opts.temperature ?? 0.7, max_tokens: opts.maxTokens ?? 1200, stream: true },
    opts.signal,
  );
  if (!res.ok) await failure(res);
  if (!res.body) throw new AiError("The AI provider sent an empty answer.");
  const decoder = new TextDecoder();
  let buffer = "";
  const reader = res.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read().catch((error: Error) => {
        if (error.name === "TimeoutError") throw new AiError("The AI provider did not answer in time.");
        throw new AiError(`The connection to the AI provider failed (${error.message}).`);
      });
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let nl: number;
      while ((nl = buffer.indexOf("\n")) >= 0) {
        const line = buffer.slice(0, nl).trim();
        buffer = buffer.slice(nl + 1);
        if (!line.startsWith("data:")) continue;
        const payload = line.slice(5).trim();
        if (payload === "[DONE]") return;
        let chunk: { choices?: Array<{ delta?: { content?: string } }> };
        try {
          chunk = JSON.parse(payload) as typeof chunk;
        } catch {
          throw new AiError("The AI provider sent an answer we could not read.");
        }
        const piece = chunk.choices?.[0]?.delta?.content;
        if (piece) yield piece;
      }
    }
  } finally {
    reader.releaseLock();
  }
}
