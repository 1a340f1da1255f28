import { data } from "react-router";
import { firstNameOf } from "~/content/text";
import { AiError } from "~/assistant/provider.server";
import { generateSchema, generateStream, generateText } from "~/assistant/generate.server";
import { previewOf, renderAnswer } from "~/assistant/render.server";
import { PREVIEW_LIMIT } from "~/assistant/client";
import { requireApiUser } from "~/auth/guard.server";
import { takeSendSlot } from "~/services/visitor-limits.server";
import { BUSINESS_TIME_ZONE } from "~/content/schedule";
import type { Route } from "./+types/api.generate-content";
import { clockDate } from "~/platform/clock";

const noStore = { "Cache-Control": "no-store" };

/**
 * Each staff member's greeting, kept for the day (per process; another instance makes its own):
 * opening the admin again, in a new tab or after signing in again, shows the same greeting and
 * does not spend the assistant allowance (LIMITS.aiPerUser) on it.
 */
const greetings = new Map<string, { generatedText: string; html: string; preview: string }>();
const greetingKey = (userId: string, personality: string) =>
  `${userId}:${personality}:${clockDate().toLocaleDateString("en-CA", { timeZone: BUSINESS_TIME_ZONE })}`;

/**
 * POST {prompt, contentType, personalityMode[, stream]} → {generatedText, html, preview}: the
 * Markdown text, the same as sanitized HTML, and the plain-text preview the public bar shows.
 * With stream: true, newline-delimited JSON as it is written: {"text": piece} lines, then
 * {"done": true, "html": …} (or {"error": …} when the provider breaks off).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireApiUser(request, context);
  const { db, logger } = context.services;
  if (request.method !== "POST") return data({ error: "Use POST." }, { status: 405, headers: noStore });
  const body = await request.json().catch(() => undefined);
  if (body === undefined) return data({ error: "Send a JSON body: {prompt, contentType, personalityMode}." }, { status: 400, headers: noStore });
  const parsed = generateSchema.safeParse(body);
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message }, { status: 400, headers: noStore });
  const r = parsed.data;
  if (!r.prompt.trim() && r.contentType !== "greeting")
    return data({ error: "Please enter a prompt for content generation" }, { status: 400, headers: noStore });

  const keyOfGreeting = r.contentType === "greeting" && !r.stream ? greetingKey(user.id, r.personalityMode) : null;
  const kept = keyOfGreeting ? greetings.get(keyOfGreeting) : undefined;
  if (kept) return data(kept, { headers: noStore });

  const slot = await takeSendSlot(db, "assistant", user.id);
  if (!slot.ok) {
    const wait = slot.waitMinutes;
    return data(
      { error: `You are asking faster than the assistant can keep up. Try again in ${wait} minute${wait === 1 ? "" : "s"}.` },
      { status: 429, headers: noStore },
    );
  }

  const siteUrl = context.services.config.siteUrl;
  const line = (value: object) => new TextEncoder().encode(`${JSON.stringify(value)}\n`);

  if (r.stream) {
    const pieces = generateStream(context.services, r, request.signal);
    // Read the first piece before answering, so a provider failure is a clean 502.
    let first: IteratorResult<string>;
    try {
      first = await pieces.next();
    } catch (error) {
      logger.warn({ err: error }, "AI generation failed");
      return data({ error: error instanceof AiError ? error.message : "The assistant failed." }, { status: 502, headers: noStore });
    }
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        let text = first.done ? "" : first.value;
        try {
          if (text) controller.enqueue(line({ text }));
          for await (const piece of pieces) {
            text += piece;
            controller.enqueue(line({ text: piece }));
          }
          controller.enqueue(line({ done: true, html: renderAnswer(text, siteUrl) }));
        } catch (error) {
          logger.warn({ err: error }, "AI stream broke off");
          controller.enqueue(line({ error: error instanceof AiError ? error.message : "The assistant failed." }));
        }
        controller.close();
      },
    });
    return new Response(body, { headers: { "Content-Type": "application/x-ndjson; charset=utf-8", ...noStore } });
  }

  try {
    const generatedText = await generateText(context.services, { ...r, staffFirstName: firstNameOf(user) });
    const answer = { generatedText, html: renderAnswer(generatedText, siteUrl), preview: previewOf(generatedText, PREVIEW_LIMIT) };
    if (keyOfGreeting && generatedText.trim()) {
      if (greetings.size >= 1000) greetings.delete(greetings.keys().next().value!);
      greetings.set(keyOfGreeting, answer);
    }
    return data(answer, { headers: noStore });
  } catch (error) {
    logger.warn({ err: error }, "AI generation failed");
    return data({ error: error instanceof AiError ? error.message : "The assistant failed." }, { status: 502, headers: noStore });
  }
}
