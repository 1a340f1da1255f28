import { businessMoment } from "./local-time";
import type { AppServices } from "../platform/services.server";
import { getProfile } from "~/models/settings.server";
import { relevant } from "./findings.server";
import { offlineWrite } from "./offline.server";
import { complete, stream, type ChatMessage } from "./provider.server";
import { stripBoilerplate } from "./render.server";
import { z } from "zod";

export const CONTENT_TYPES = ["page", "blog", "component", "image", "greeting", "workflow"] as const;
export const PERSONALITIES = ["roast", "professional"] as const;
export const MAX_PROMPT = 4000;

export const generateSchema = z.object({
  prompt: z.string({ message: "prompt must be text." }).max(MAX_PROMPT, `prompt must be at most ${MAX_PROMPT} characters.`),
  contentType: z.enum(CONTENT_TYPES, { message: `contentType must be one of ${CONTENT_TYPES.join(", ")}.` }),
  personalityMode: z.enum(PERSONALITIES, { message: "personalityMode must be roast or professional." }),
  stream: z.boolean().optional(),
});
export type GenerateRequest = z.infer<typeof generateSchema>;

/** Drafts (what Generate puts into a content item or an alt text) carry no sources footer or chatter. */
export const isDraft = (t: GenerateRequest["contentType"]) => t === "page" || t === "blog" || t === "component" || t === "image";

const SHAPES: Record<GenerateRequest["contentType"], string> = {
  page: "Write one section of a web page: a short heading line starting with '## ' and two or three paragraphs. Markdown.",
  blog: "Write a blog post draft of 500-800 words in Markdown: a title line starting with '# ', several '## ' section headings, at least one bulleted list, and a closing paragraph inviting the reader to get in touch.",
  component: "Write a short web page snippet in Markdown: a '### ' heading, one paragraph and a bulleted list of three or four points.",
  image: "Write alt text for an image: one plain sentence under 125 characters describing what it shows. No quotes, no 'image of'.",
  greeting: "Write a one-paragraph greeting (2-4 sentences) for the start of today's session in the admin dashboard.",
  workflow: "Answer the question helpfully and concisely (under 180 words). Use Markdown links to the site's pages when they help.",
};

/** Said to the model for every draft: the text goes straight into the page. */
const DRAFT_RULE =
  "Reply with the draft text only: no introduction such as 'Here is a draft', no closing remarks, no 'Sources:' list, and never mention being an AI.";

function systemPrompt(r: GenerateRequest, ctx: { company: string; owner: string; phone: string; email: string; area: string }, sources: string) {
  const persona =
    r.personalityMode === "roast"
      ? `You are the witty in-house assistant of ${ctx.company}. You playfully tease the owner, ${ctx.owner}, by first name, like a friendly crew member would — but every answer is still genuinely useful.`
      : `You are the helpful, professional assistant of ${ctx.company}, a general contractor. You are courteous and clear.`;
  return [
    persona,
    `${ctx.company} is a general contractor in Chelan, Washington, serving ${ctx.area}. Phone ${ctx.phone}, e-mail ${ctx.email}. Never invent prices, licence numbers, awards or client names.`,
    SHAPES[r.contentType],
    isDraft(r.contentType) ? DRAFT_RULE : "",
    sources ? `Relevant passages from the company's own website (prefer these facts; link with their paths):\n${sources}` : "",
  ]
    .filter(Boolean)
    .join("\n\n");
}

async function prepare(services: Pick<AppServices, "db">, r: GenerateRequest & { staffFirstName?: string }) {
  const owned = await getProfile(services.db);
  // A greeting is for the person signed in, by their own first name.
  const profile = r.contentType === "greeting" && r.staffFirstName ? { ...owned, ownerFirstName: r.staffFirstName } : owned;
  // The model is told the time of day and the season in Chelan, so it does not guess them (decision 0035).
  const moment = businessMoment();
  const prompt =
    r.contentType === "greeting" && !r.prompt.trim()
      ? `Greet ${profile.ownerFirstName} for today's session. It is ${moment.dayPart} in ${moment.season} in Chelan (Pacific time); do not mention another time of day or season.`
      : r.prompt;
  const sources = relevant(prompt, 5)
    .map((p) => `- ${p.title} › ${p.heading} (${p.url}): ${p.text.slice(0, 500)}`)
    .join("\n");
  const messages: ChatMessage[] = [
    {
      role: "system",
      content: systemPrompt(
        r,
        { company: profile.companyName, owner: profile.ownerFirstName, phone: profile.phone, email: profile.email, area: profile.areaServed },
        sources,
      ),
    },
    { role: "user", content: prompt },
  ];
  return { profile, prompt, messages };
}

/** The generate-content function: a real provider when AI_BASE_URL is set, else the offline writer. */
export async function generateText(services: Pick<AppServices, "db" | "config">, r: GenerateRequest & { staffFirstName?: string }) {
  const { profile, prompt, messages } = await prepare(services, r);
  const text = !services.config.ai
    ? offlineWrite({ prompt, contentType: r.contentType, personalityMode: r.personalityMode, profile })
    : await complete(services.config.ai, messages, { temperature: r.contentType === "image" ? 0.3 : 0.7, maxTokens: r.contentType === "blog" ? 1600 : 700 });
  return isDraft(r.contentType) ? stripBoilerplate(text) : text;
}

/** The same, as text pieces while they are written. */
export async function* generateStream(services: Pick<AppServices, "db" | "config">, r: GenerateRequest, signal?: AbortSignal) {
  const { profile, prompt, messages } = await prepare(services, r);
  if (!services.config.ai) {
    yield offlineWrite({ prompt, contentType: r.contentType, personalityMode: r.personalityMode, profile });
    return;
  }
  yield* stream(services.config.ai, messages, { signal, maxTokens: r.contentType === "blog" ? 1600 : 700 });
}
