import MiniSearch from "minisearch";
import { htmlToText } from "~/content/text";
import type { BusinessProfile } from "../content/types";
import { allArticleDocs, allServices, pageCopy } from "../content/files.server";

/**
 * The offline assistant: no model, no network. A full-text index over the site's own copy
 * (services, articles, the regional guide) finds the passages that fit a request, and the
 * answer is put together from them, with links to the pages they came from. It says what it is.
 */
export interface Passage {
  id: string;
  title: string;
  heading: string;
  text: string;
  url: string;
}

const toText = (html: string) => htmlToText(html, { lines: true });

/** Splits a rendered document at its H2s into passages. */
function passagesOf(idBase: string, title: string, url: string, intro: string, html: string): Passage[] {
  const parts = html.split(/<h2[^>]*>/);
  const out: Passage[] = [];
  const first = toText(parts[0] ?? "");
  if (intro || first) out.push({ id: `${idBase}#0`, title, heading: title, text: `${intro}\n${first}`.trim(), url });
  parts.slice(1).forEach((part, i) => {
    const [headingHtml, ...rest] = part.split(/<\/h2>/);
    const heading = toText(headingHtml ?? "");
    const anchor = /id="([^"]+)"/.exec(`<h2 ${part}`)?.[1];
    out.push({ id: `${idBase}#${i + 1}`, title, heading, text: toText(rest.join("")), url: anchor ? `${url}#${anchor}` : url });
  });
  return out;
}

let index: { search: MiniSearch<Passage>; byId: Map<string, Passage> } | null = null;

export function knowledge() {
  if (index) return index;
  const passages: Passage[] = [];
  for (const { data: s, html } of allServices()) {
    const extras = [
      ...(s.capabilities ?? []),
      ...(s.whyChoose ?? []),
      ...(s.services ?? []),
      ...(s.foundationTypes ?? []).map((t) => `${t.title}: ${t.text}`),
      ...(s.advantages ?? []).map((t) => `${t.title}: ${t.text}`),
    ];
    passages.push(...passagesOf(`service:${s.key}`, s.title, s.path, `${s.summary} ${s.intro}${extras.length ? `\n- ${extras.join("\n- ")}` : ""}`, html));
  }
  for (const { data: a, html } of allArticleDocs()) passages.push(...passagesOf(`article:${a.slug}`, a.title, `/blog/${a.slug}`, a.excerpt, html));
  const chelan = pageCopy<{ title: string; intro: string; sections: Array<{ id: string; heading: string; paragraphs: string[]; highlights?: string[] }> }>(
    "about-chelan",
  );
  for (const sec of chelan.sections) {
    passages.push({
      id: `chelan:${sec.id}`,
      title: chelan.title,
      heading: sec.heading,
      text: [...sec.paragraphs, ...(sec.highlights ?? [])].join("\n"),
      url: `/about-chelan#${sec.id}`,
    });
  }
  const search = new MiniSearch<Passage>({
    fields: ["title", "heading", "text"],
    storeFields: ["id"],
    searchOptions: {
      boost: { title: 3, heading: 2 },
      // Service pages are the site's main answers: they win ties with articles.
      boostDocument: (id) => (String(id).startsWith("service:") ? 1.6 : 1),
      fuzzy: (term) => (term.length >= 6 ? 0.15 : false),
      prefix: (term) => term.length >= 3,
      combineWith: "OR",
    },
  });
  search.addAll(passages);
  index = { search, byId: new Map(passages.map((p) => [p.id, p])) };
  return index;
}

const STOP = new Set(
  "a an and are as at be but by can could do does for from has have how i if in into is it its me my need of on or our please should so tell that the their them there these they this to us want was we what when where which who why will with would you your about write draft blog post page section give some make best good great new get like know more most much any all just really thing things way help idea ideas short long".split(
    " ",
  ),
);

/** Words too general to name a service on their own ("build" is in design-build, "home" in several). */
const GENERIC = new Set(["build", "building", "builder", "new", "custom", "home", "homes", "house", "construction", "services", "service"]);

/** The services a question names, by the words of their key and menu label (singular or plural). */
function serviceSubjects(terms: string[]) {
  return allServices()
    .filter(({ data: s }) => {
      const names = `${s.key} ${s.navLabel}`
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .filter((w) => w.length >= 3 && !GENERIC.has(w));
      return terms.some((q) => !GENERIC.has(q) && names.some((n) => n === q || n === `${q}s` || q === `${n}s` || (q.length >= 4 && n.startsWith(q))));
    })
    .map(({ data: s }) => s.key);
}

export function relevant(prompt: string, limit = 6) {
  const { search, byId } = knowledge();
  const terms = prompt
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, " ")
    .split(/\s+/)
    .filter((w) => w.length > 2 && !STOP.has(w));
  if (terms.length === 0) return [];
  // A passage counts only if it contains one of the words asked about (or a word that starts
  // with it): a near-miss spelling alone ("bread" ~ "read") is not relevance.
  // The subject asked about: a service whose name the question uses ("ADU", "garage", "deck")
  // answers first, ahead of articles that mention the word more often.
  const subjects = serviceSubjects(terms);
  const base = (id: string) => (id.startsWith("service:") ? 1.6 : 1);
  const hits = search
    .search(terms.join(" "), { boostDocument: (id) => base(String(id)) * (subjects.some((k) => String(id).startsWith(`service:${k}#`)) ? 4 : 1) })
    .filter((h) => h.terms.some((t) => terms.some((q) => t === q || (q.length >= 3 && t.startsWith(q)))));
  const best = hits[0]?.score ?? 0;
  // Keep passages reasonably close to the best match: a stray fuzzy hit is not "relevant".
  return hits
    .filter((h) => h.score >= Math.max(best * 0.25, 2))
    .slice(0, limit)
    .map((h) => byId.get(h.id as string)!);
}

function sentences(text: string, max: number) {
  const flat = text.replace(/\n- /g, "\n").split("\n").join(" ");
  const parts = flat.match(/[^.!?]+[.!?]+/g) ?? [flat];
  return parts
    .slice(0, max)
    .map((s) => s.trim())
    .join(" ");
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

function uniqueSources(ps: Passage[]) {
  const seen = new Map<string, Passage>();
  for (const p of ps) if (!seen.has(p.url.split("#")[0]!)) seen.set(p.url.split("#")[0]!, p);
  return [...seen.values()];
}

const sourcesLine = (ps: Passage[]) =>
  uniqueSources(ps)
    .slice(0, 4)
    .map((p) => `[${p.title}](${p.url.split("#")[0]})`)
    .join(" · ");

export interface OfflineRequest {
  prompt: string;
  contentType: "page" | "blog" | "component" | "image" | "greeting" | "workflow";
  personalityMode: "roast" | "professional";
  profile: BusinessProfile;
}

const NOTE = "_(Offline assistant: written from this website's own pages, not by an AI model.)_";

export function offlineWrite(r: OfflineRequest): string {
  const name = r.profile.ownerFirstName;
  const roast = r.personalityMode === "roast";
  const found = relevant(r.prompt);
  const topic = r.prompt.trim().replace(/\s+/g, " ").slice(0, 120);

  if (r.contentType === "greeting") {
    const tip = pick(relevant("schedule permits weather season planning", 12), new Date().toISOString().slice(0, 10));
    const openers = [
      `Well, look who finally logged in — morning, ${name}!`,
      `${name}! The website missed you. The gallery didn't reorder itself, you know.`,
      `Hey ${name}, ready to boss some pixels around instead of a framing crew?`,
    ];
    const opener = roast ? pick(openers, new Date().toDateString()) : `Welcome back, ${name}.`;
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

  if (found.length === 0) {
    const services = allServices()
      .map((s) => `- [${s.data.title}](${s.data.path})`)
      .join("\n");
    const opener = roast ? `Nice try, ${name} — but` : "I'm sorry, but";
    return `${opener} I'm the offline assistant: I can only answer from this website's own pages, and none of them covers “${topic}”. What I can help with:\n\n${services}\n\nFor anything else, call ${r.profile.phone} or write to ${r.profile.email}. Connect an AI provider in the server settings (AI_BASE_URL) for open-ended questions.`;
  }

  const lead = found[0]!;
  if (r.contentType === "workflow") {
    const opener = roast
      ? pick([`Alright ${name}, here's the short version —`, `${name}, you wrote half of this already:`, `Easy one, ${name}.`], topic)
      : "Here is what our pages say:";
    const body = found
      .slice(0, 3)
      .map((p) => `**${p.heading}**: ${sentences(p.text, 2)} ([read more](${p.url}))`)
      .join("\n\n");
    const service = found.find((p) => p.url.startsWith("/service-"));
    const seeAlso = service && !found.slice(0, 3).includes(service) ? `\n\nOur service page on this: [${service.title}](${service.url.split("#")[0]})` : "";
    return `${opener}\n\n${body}${seeAlso}\n\nSources: ${sourcesLine(found)}\n\n${NOTE}`;
  }

  if (r.contentType === "component") {
    const points = found.flatMap((p) => bullets(p.text, 3)).slice(0, 4);
    const list = points.length ? points : found.slice(0, 3).map((p) => `- ${p.heading}`);
    return `### ${lead.heading}\n\n${sentences(lead.text, 2)}\n\n${list.join("\n")}\n\n[Learn more](${lead.url.split("#")[0]})`;
  }

  if (r.contentType === "page") {
    return `## ${lead.heading}\n\n${sentences(lead.text, 4)}\n\n${found[1] ? `${sentences(found[1].text, 3)}\n\n` : ""}Ready to talk it through? [Contact us](/contact) or call ${r.profile.phone}.\n\nSources: ${sourcesLine(found)}`;
  }

  // blog: a structured draft with headings, several hundred words.
  const title = topic.replace(/^(write|draft)\s+(a|an)?\s*(blog post|article|post)?\s*(about|on)?\s*/i, "");
  const sections = found.slice(0, 6).map((p) => {
    const list = bullets(p.text, 4);
    return `## ${p.heading}\n\n${sentences(p.text, 5)}${list.length ? `\n\n${list.join("\n")}` : ""}\n\n_Source: [${p.title}](${p.url})_`;
  });
  return [
    `# ${title ? title[0]!.toUpperCase() + title.slice(1) : lead.title}`,
    `Homeowners around Lake Chelan ask us about this often, so here is what we have learned building in the valley — steep lots, snow loads, dry summers and all.`,
    ...sections,
    `## Next steps`,
    `Every lot and every family is different. If you are weighing a project like this, [get in touch](/contact) or call ${r.profile.phone}: we'll walk the site with you and talk through permits, access and timing before you commit to anything.`,
    NOTE,
  ].join("\n\n");
}
