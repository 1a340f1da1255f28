import sharp from "sharp";
import type { AppServices } from "~/platform/services.server";
import type { ImagesTable } from "~/db/schema";
import { complete, type ChatMessage } from "~/assistant/provider.server";
import { altContext, contextWords } from "./alt-context.server";
import { ALT_MAX, fit, ownWords, siteAlt, type AltContext } from "~/media/alt-suggest";
import { imageLane } from "~/media/image-lane.server";

/** What a model is sent of a picture: a JPEG whose long edge is at most this many pixels… */
export const VISION_EDGE = 768;
/** …and at most this many bytes (a smaller, plainer copy is made when the first is larger). */
export const VISION_MAX_BYTES = 200_000;

/** A picture as a small JPEG for a model, or null when it is too big to send even at its smallest. */
export async function visionJpeg(bytes: Buffer): Promise<Buffer | null> {
  for (const [edge, quality] of [
    [VISION_EDGE, 72],
    [512, 55],
  ] as const) {
    const jpeg = await sharp(bytes, { failOn: "none", limitInputPixels: 100_000_000 })
      .rotate()
      .resize({ width: edge, height: edge, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality, mozjpeg: true })
      .toBuffer();
    if (jpeg.length <= VISION_MAX_BYTES) return jpeg;
  }
  return null;
}

const SYSTEM =
  "You write alt text for photos on a building contractor's website. Describe what the photo shows in one plain sentence " +
  `under ${ALT_MAX} characters, for someone who cannot see it. Use the context only where the photo agrees with it; never invent ` +
  "details you cannot see. No quotes, no 'image of' or 'photo of', no file names. Reply with the alt text only.";

/** The model's answer as alt text: one line, no quotes or label, within the limit; "" when nothing usable. */
export function modelAlt(answer: string, fileName: string) {
  const line = (answer.split(/\r?\n/).find((l) => l.trim()) ?? "")
    .replace(/^\s*(alt(\s+text)?|description)\s*:\s*/i, "")
    .replace(/^["'“”‘’]+|["'“”‘’]+$/g, "")
    .trim();
  return ownWords(fit(line), fileName);
}

export interface AltSuggestion {
  text: string;
  /** "picture": a model looked at it; "site": written from what the site knows. */
  from: "picture" | "site";
}

/**
 * The alt-text suggestion for a library picture: with an AI provider, a vision-capable model is
 * shown the picture (downscaled) with the site's context; without one, or when that fails, the
 * words come from the site's facts (never the file name).
 */
export async function suggestAltFor(
  services: Pick<AppServices, "db" | "storage" | "config" | "logger">,
  image: ImagesTable,
  extra: Partial<Pick<AltContext, "index" | "count">> = {},
): Promise<AltSuggestion> {
  const context = { ...(await altContext(services.db, image)), index: extra.index, count: extra.count };
  const fallback: AltSuggestion = { text: siteAlt(context), from: "site" };
  const ai = services.config.ai;
  if (!ai) return fallback;
  try {
    const source = (await services.storage.get(image.file_path))?.body;
    if (!source) return fallback;
    // Encoding shares the picture lane with visitors' variants, so pages keep their core.
    const jpeg = await imageLane(services.storage).visitor(() => visionJpeg(source));
    if (!jpeg) return fallback;
    const messages: ChatMessage[] = [
      { role: "system", content: SYSTEM },
      {
        role: "user",
        content: [
          { type: "text", text: `Context from the website:\n${contextWords(context)}\n\nWrite the alt text for this photo.` },
          { type: "image_url", image_url: { url: `data:image/jpeg;base64,${jpeg.toString("base64")}`, detail: "low" } },
        ],
      },
    ];
    const text = modelAlt(await complete(ai, messages, { temperature: 0.2, maxTokens: 120 }), image.original_filename);
    return text ? { text, from: "picture" } : fallback;
  } catch (error) {
    services.logger.warn({ err: error, image: image.id }, "alt text from the picture failed; suggested from the site instead");
    return fallback;
  }
}
