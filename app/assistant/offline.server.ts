import { businessMoment, offSeason } from "./local-time";
import type { BusinessProfile } from "../content/types";
import { allServices, pageCopy } from "../content/files.server";
import { clockDate } from "~/platform/clock";
import { findPassages, pageOf, relevant } from "./findings.server";
import type { Passage } from "./passages.server";
import { LETTER, normal, STOP, type Topic } from "./topics.server";

/**
 * The offline assistant: no model, no network. A full-text index over the site's own copy
 * (services, articles, the regional guide) finds the passages that fit a request, and the
 * answer is put together from them, with links to the pages they came from. It says what it is.
 */
function sentenceList(text: string) {
  const flat = text.replace(/\n- /g, "\n").split("\n").join(" ");
  return (flat.match(/[^.!?]+[.!?]+["”)]?/g) ?? [flat]).map((s) => s.trim()).filter(Boolean);
}

function sentences(text: string, max: number) {
  return sentenceList(text).slice(0, max).join(" ");
}

/** Up to `max` sentences of a passage, preferring those that use the question's words (in their order in the passage). */
function answering(text: string, question: string, max: number) {
  const words = normal(question)
    .replace(/[^a-z0-9\s-]/g, " ")
    .split(/\s+/)
    .filter((w) => w.length > 3 && !STOP.has(w))
    .map((w) => w.replace(/(es|s)$/, ""));
  const all = sentenceList(text);
  const scored = all.map((s, i) => ({ s, i, n: words.filter((w) => s.toLowerCase().includes(w)).length }));
  const chosen = scored
    .filter((x) => x.n > 0)
    .sort((a, b) => b.n - a.n || a.i - b.i)
    .slice(0, max)
    .sort((a, b) => a.i - b.i);
  return (chosen.length ? chosen.map((x) => x.s) : all.slice(0, max)).join(" ");
}

function bullets(text: string, max: number) {
  return text
    .split("\n")
    .filter((l) => l.startsWith("- "))
    .slice(0, max);
}

function pick<T>(items: T[], seed: string): T {
  let h = 0;
  for (const c of seed) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return items[h % items.length]!;
}

function uniquePages(ps: Passage[]) {
  const seen = new Map<string, Passage>();
  for (const p of ps) if (!seen.has(pageOf(p.url))) seen.set(pageOf(p.url), p);
  return [...seen.values()];
}

export interface OfflineRequest {
  prompt: string;
  contentType: "page" | "blog" | "component" | "image" | "greeting" | "workflow";
  personalityMode: "roast" | "professional";
  profile: BusinessProfile;
  /** The moment of the greeting (the clock; a test sets it). */
  now?: Date;
}

const NOTE = "_(Offline assistant: written from this website's own pages, not by an AI model.)_";

/** The one sentence the offline assistant says when nothing on the site fits a question. */
export const NOTHING_FITS = "Nothing on this website answers that question.";

/** Prices: the site publishes none (decision 0016), and the answer says so first. */
const NO_PRICES =
  "We don't publish prices: the cost depends on the lot, the size and the finishes, and we put it in a written, itemized estimate after walking the site.";

const withStop = (heading: string) => (/[.!?:]$/.test(heading) ? heading : `${heading}.`);

const servicesSentence = () => {
  const names = allServices().map((s) => s.data.navLabel.toLowerCase().replace(/^adus$/, "ADUs"));
  return `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
};

/** What a draft is about, from its prompt ("Write a blog post about X" → "X"). */
function draftSubject(prompt: string, topics: Topic[]) {
  const cleaned = prompt
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[.!?]+$/, "")
    .replace(/^(please\s+)?(write|draft|create|make|give me|generate)\s+/i, "")
    .replace(/^(a|an|the|our|some)\s+/i, "")
    .replace(
      /^(short\s+|brief\s+|new\s+)*(blog post|blog|article|post|page section|section|intro(duction)?|paragraph|snippet|component|page|text|copy)\s*/i,
      "",
    )
    .replace(/^(about|on|for|introducing|that introduces|describing)\s+/i, "")
    .replace(/^(the|our|a|an)\s+/i, "")
    .slice(0, 90);
  if (cleaned) return cleaned[0]!.toUpperCase() + cleaned.slice(1);
  return topics[0] ? topics[0].label[0]!.toUpperCase() + topics[0].label.slice(1) : "Our work";
}

function contactAnswer(r: OfflineRequest) {
  const p = r.profile;
  const copy = pageCopy("contact");
  return [
    `**How to reach us.** Call ${p.phone} or e-mail ${p.email}. ${withStop(p.officeLine)} ${sentenceList(copy.office.text).at(-1) ?? ""}`,
    `${sentences(copy.form.intro, 2)} ${copy.map.caption}`,
    `Write to us from the [contact page](/contact).`,
    NOTE,
  ].join("\n\n");
}

function nothingFits(r: OfflineRequest) {
  const name = r.profile.ownerFirstName;
  const opener = r.personalityMode === "roast" ? `Nice try, ${name}. ` : "";
  const services = allServices()
    .map((s) => `- [${s.data.title}](${s.data.path})`)
    .join("\n");
  return `${opener}${NOTHING_FITS} I'm the offline assistant: I answer only from this website's own pages. What I can help with:\n\n${services}\n\nFor anything else, call ${r.profile.phone} or write to ${r.profile.email}. Connect an AI provider in the server settings (AI_BASE_URL) for open-ended questions.`;
}

/** A letter to a customer, from the site's facts: never a passage from an article. */
function letter(r: OfflineRequest, question: string) {
  const p = r.profile;
  const q = normal(question);
  const thanks = /\bthank/.test(q) && !/\b(angry|upset|unhappy|complain\w*|late|delay\w*|frustrat\w*)\b/.test(q);
  const sorry = /\b(angry|upset|unhappy|complain\w*|late|delay\w*|frustrat\w*|mistake|problem|issue)\b/.test(q);
  const body = thanks
    ? [
        `Thank you for choosing ${p.companyName}. It was a pleasure to build for you, and we hope the finished work serves you well through every season at the lake.`,
        `Your contract spells out what our warranty covers and for how long. If anything needs a look, call us at ${p.phone} or write to ${p.email} and we will come out.`,
        `If you are happy with the work, we would be grateful if you told a neighbor about us.`,
      ]
    : sorry
      ? [
          `Thank you for telling us plainly what went wrong. You are right to expect clear answers from us, and I'm sorry we let you down.`,
          `Here is what happens next: [say what went wrong, what we are doing about it and by which date]. I will call you by [day] to go through it with you, and you will have it in writing after we talk.`,
          `If you would like to talk sooner, call me directly at ${p.phone} or write to ${p.email}.`,
        ]
      : [
          `Thank you for your message. [Answer the question in two or three sentences.]`,
          `If it is easier to talk it through, call us at ${p.phone} or write to ${p.email}.`,
        ];
  return [`Dear [name],`, ...body, `Best regards,\n${p.ownerFirstName}\n${p.companyName}`].join("\n\n");
}

/** A draft on a subject the site's pages don't cover: a short frame built from the site's facts, with a gap to fill. */
function template(r: OfflineRequest, subject: string) {
  const p = r.profile;
  const lines = [
    `${p.companyName} is a general contractor in ${p.city}, ${p.region}, serving ${p.areaServed}.`,
    `[Add two or three sentences about ${subject.toLowerCase()}: what we do, one local example and what the client should plan for.]`,
    `We also build ${servicesSentence()}.`,
    `To talk about your project, [contact us](/contact) or call ${p.phone}.`,
  ];
  if (r.contentType === "component") return [`### ${subject}`, lines.join(" ")].join("\n\n");
  if (r.contentType === "blog")
    return [
      `# ${subject}`,
      lines[0]!,
      `## What to know first`,
      lines[1]!,
      `## How we can help`,
      `We build ${servicesSentence()}.`,
      `## Next steps`,
      lines[3]!,
    ].join("\n\n");
  return [`## ${subject}`, ...lines].join("\n\n");
}

export function offlineWrite(r: OfflineRequest): string {
  const name = r.profile.ownerFirstName;
  const roast = r.personalityMode === "roast";
  const f = findPassages(r.prompt);
  const found = f.passages;
  const topic = f.question.replace(/\s+/g, " ").slice(0, 120);

  if (r.contentType === "greeting") {
    // The time of day and the season by the business's clock (decision 0035); a tip of another season is left out.
    const now = r.now ?? clockDate();
    const { dayPart, season } = businessMoment(now);
    const tips = relevant(`${season} schedule permits weather season planning`, 12);
    const inSeason = tips.filter((p) => !offSeason(`${p.title} ${p.heading} ${sentences(p.text, 1)}`, season));
    const tip = pick(inSeason.length ? inSeason : tips, now.toISOString().slice(0, 10));
    const openers = [
      `Well, look who finally logged in — good ${dayPart}, ${name}!`,
      `${name}! The website missed you. The gallery didn't reorder itself, you know.`,
      `Hey ${name}, ready to boss some pixels around instead of a framing crew?`,
    ];
    const opener = roast ? pick(openers, now.toDateString()) : `Good ${dayPart}, ${name}.`;
    return `${opener} I'm the offline assistant, so no model here: I answer from the site's own pages. Today's nudge from "${tip?.title ?? "our articles"}": ${sentences(tip?.text ?? "Keep the gallery fresh with your latest projects.", 1)} Ask me for a draft, a section or a quick answer.`;
  }

  if (r.contentType === "image") {
    const words = topic
      .replace(/\.(jpe?g|png|webp|avif|gif)\b/gi, "")
      .replace(/^(please\s+)?((suggest|write)\s+)?(an?\s+)?(alt text|caption)?\s*(for\s+)?(the\s+)?(image|photo|picture)?\s*/i, "")
      .replace(/\(currently:.*\)$/i, "")
      .replace(/[-_]+/g, " ")
      .replace(/\b\d{6,}\b/g, "")
      .replace(/\s+/g, " ")
      .trim();
    const subject = found[0] ? found[0].title.replace(/\s*\(.*?\)\s*/g, "").toLowerCase() : "construction project";
    const base = words && !/^image$/i.test(words) ? words[0]!.toUpperCase() + words.slice(1) : `A ${subject}`;
    return `${base} — a ${r.profile.companyName} ${subject} in the Lake Chelan valley`.slice(0, 180);
  }

  if (r.contentType === "workflow") {
    if (f.contact) return contactAnswer(r);
    if (found.length === 0) return nothingFits(r);
    const lead = found[0]!;
    const opener = roast ? pick([`Alright ${name}, here's the short version.`, `${name}, you wrote half of this already.`, `Easy one, ${name}.`], topic) : "";
    const more = uniquePages(found).slice(0, 3);
    return [
      opener,
      f.cost ? NO_PRICES : "",
      `**${withStop(lead.heading)}** ${answering(lead.text, f.question, 3)} ([read more](${lead.url}))`,
      more.length > 1 ? `Read more: ${more.map((p) => `[${p.title}](${pageOf(p.url)})`).join(" · ")}` : "",
      NOTE,
    ]
      .filter(Boolean)
      .join("\n\n");
  }

  // Drafts: the requested subject, from its own pages; a letter when it is one; a frame from the
  // site's facts when the pages don't cover it. No sources footer, no notes about the writer.
  if (LETTER.test(normal(f.question))) return letter(r, f.question);
  const subject = draftSubject(f.question, f.topics);
  if (found.length === 0) return template(r, subject);
  const lead = found[0]!;

  if (r.contentType === "component") {
    const points = found.flatMap((p) => bullets(p.text, 3)).slice(0, 4);
    const list = points.length ? points : found.slice(0, 3).map((p) => `- ${p.heading}`);
    return `### ${lead.heading}\n\n${answering(lead.text, f.question, 2)}\n\n${list.join("\n")}\n\n[Learn more](${pageOf(lead.url)})`;
  }

  if (r.contentType === "page") {
    return `## ${lead.heading}\n\n${answering(lead.text, f.question, 4)}\n\n${found[1] ? `${sentences(found[1].text, 3)}\n\n` : ""}Ready to talk it through? [Contact us](/contact) or call ${r.profile.phone}.`;
  }

  // blog: a structured draft with headings, several hundred words.
  const sections = found.slice(0, 6).map((p) => {
    const list = bullets(p.text, 4);
    return `## ${p.heading}\n\n${sentences(p.text, 5)}${list.length ? `\n\n${list.join("\n")}` : ""}`;
  });
  const pages = uniquePages(found)
    .slice(0, 3)
    .map((p) => `[${p.title}](${pageOf(p.url)})`);
  return [
    `# ${subject}`,
    `Homeowners around Lake Chelan ask us about ${f.topics[0]?.label ?? "this"} often, so here is what we have learned building in the valley — steep lots, snow loads, dry summers and all.`,
    ...sections,
    `## Next steps`,
    `Every lot and every family is different. For more detail, read ${pages.join(", ")}. If you are weighing a project like this, [get in touch](/contact) or call ${r.profile.phone}: we'll walk the site with you and talk through permits, access and timing before you commit to anything.`,
  ].join("\n\n");
}
