// Longer than 300 lines: the offline writer's passage index, matching and answer building are one algorithm (decision 0016).
import MiniSearch from "minisearch";
import { businessMoment, offSeason } from "./local-time";
import { htmlToText } from "~/content/text";
import type { BusinessProfile } from "../content/types";
import { allAreas, allArticleDocs, allServices, getArea, pageCopy } from "../content/files.server";
import { clockDate } from "~/platform/clock";

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
  // The service-area pages and /permits (content/areas/).
  for (const { data: a, html } of [...allAreas(), getArea("permits")]) passages.push(...passagesOf(`area:${a.slug}`, a.title, a.path, a.summary, html));
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
  const about = pageCopy<{
    title: string;
    story: { heading: string; paragraphs: string[] };
    mission: { heading: string; text: string };
    values: { heading: string; items: Array<{ title: string; text: string }> };
    whyChooseUs: { heading: string; items: Array<{ title: string; text: string }> };
  }>("about");
  passages.push(
    { id: "about:story", title: about.title, heading: about.story.heading, text: about.story.paragraphs.join("\n"), url: "/about" },
    { id: "about:mission", title: about.title, heading: about.mission.heading, text: about.mission.text, url: "/about" },
    {
      id: "about:values",
      title: about.title,
      heading: about.values.heading,
      text: about.values.items.map((v) => `- ${v.title}: ${v.text}`).join("\n"),
      url: "/about",
    },
    {
      id: "about:why",
      title: about.title,
      heading: about.whyChooseUs.heading,
      text: about.whyChooseUs.items.map((v) => `- ${v.title}: ${v.text}`).join("\n"),
      url: "/about",
    },
  );
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

/**
 * Subjects a question can be about, by the words that name them, and the pages that answer
 * them. The first ones are the more specific ("waterproof deck" before "deck", "kitchen" before
 * "remodel"). A question that names a subject is answered only from that subject's pages.
 */
interface Topic {
  key: string;
  label: string;
  words: RegExp;
  pages: string[];
}
const TOPICS: Topic[] = [
  {
    key: "waterproof-decks",
    label: "waterproof decks",
    words: /\b(waterproof\w*|membranes?|roof decks?|decks? (\w+ ){0,3}leak\w*|leak\w* (\w+ ){0,3}decks?)\b/,
    pages: ["/service-waterproof-decks"],
  },
  {
    key: "adu",
    label: "ADUs",
    words: /\b(adus?|accessory dwellings?|granny flats?|mother[- ]in[- ]law|in-law (unit|suite|apartment)s?|backyard cottages?|guest (house|cottage)s?)\b/,
    pages: ["/service-adu", "/blog/adu-right-for-property", "/blog/creative-adu-design"],
  },
  {
    key: "garages",
    label: "garages",
    words: /\b(garages?|carports?|(boat|rv) (storage|barn|garage)s?|workshops?)\b/,
    pages: ["/service-garages", "/blog/functional-garage-design"],
  },
  {
    key: "decks",
    label: "decks and patios",
    words: /\b(decks?|decking|patios?|railings?|pergolas?)\b/,
    pages: ["/service-decks-patios", "/service-waterproof-decks"],
  },
  {
    key: "waterfront",
    label: "waterfront building",
    words: /\b(waterfront|shorelines?|docks?|lakefront|lakeside|bulkheads?|boat lifts?|lake levels?|buoys?|piers?|on the (lake|water)|near the (lake|water))\b/,
    pages: ["/blog/lakeside-construction-tips", "/about-chelan#building"],
  },
  {
    key: "foundations",
    label: "foundations",
    words: /\b(foundations?|footings?|basements?|slabs?|crawl ?spaces?|concrete|frost)\b/,
    pages: ["/service-foundations", "/blog/solid-foundation-essential"],
  },
  {
    key: "excavation",
    label: "excavation and site preparation",
    words: /\b(excavat\w*|slopes?|sloped|steep|hillsides?|grading|retaining walls?|site prep\w*|dig\w*|driveways?|erosion|dirt)\b/,
    pages: ["/service-excavation", "/blog/excavation-site-prep"],
  },
  { key: "kitchen", label: "kitchen remodels", words: /\bkitchens?\b/, pages: ["/blog/kitchen-remodeling-trends", "/service-remodels"] },
  {
    key: "bathroom",
    label: "bathroom remodels",
    words: /\b(bath(room)?s?|showers?|vanit(y|ies))\b/,
    pages: ["/blog/bathroom-luxury-renovations", "/service-remodels"],
  },
  {
    key: "remodels",
    label: "remodels",
    words: /\b(remodel\w*|renovat\w*|older (house|home)s?|old (house|home)s?|update (my|our|the) house)\b/,
    pages: ["/service-remodels", "/blog/successful-home-remodel"],
  },
  {
    key: "additions",
    label: "home additions",
    words: /\b(additions?|add (a|an|another) (room|bedroom|story|storey|floor)|second (story|storey)|bump[- ]outs?)\b/,
    pages: ["/service-additions"],
  },
  { key: "design-build", label: "design-build", words: /\b(design[- ]build|architects?)\b/, pages: ["/service-design-build"] },
  {
    key: "new-construction",
    label: "new custom homes",
    words: /\b(new (custom )?(home|house)s?|custom (home|house)s?|build (a|my|our) (new )?(home|house)|new construction|raw land|dream home)\b/,
    pages: ["/service-new-construction", "/blog/building-dream-custom-home"],
  },
  {
    key: "windows",
    label: "windows and doors",
    words: /\b(windows?|glass|glazing|sliding doors?|panoramic doors?)\b/,
    pages: ["/blog/maximizing-views-windows-doors"],
  },
  {
    key: "smart-home",
    label: "smart home technology",
    words: /\b(smart (home|house|thermostats?)|home automation|thermostats?|wi-?fi)\b/,
    pages: ["/blog/smart-home-technology"],
  },
  {
    key: "maintenance",
    label: "home maintenance",
    words:
      /\b(maintenance|maintain|upkeep|gutters?|winteriz\w*|checklist|(get|getting) (my|the|our|a) (house|home|cabin) ready|prepar\w* (my|the|our|a) (house|home|cabin))\b/,
    pages: ["/blog/seasonal-maintenance-checklist"],
  },
  {
    key: "choosing",
    label: "choosing a builder",
    words: /\b((choos|pick|find|select|hir)\w* (a |an |the |my )?(good |right )?(home )?(builder|contractor)|compare (bids|proposals|quotes))\b/,
    pages: ["/blog/choosing-home-builder"],
  },
  {
    key: "chelan",
    label: "living in the Chelan valley",
    words:
      /\b(liv\w* in (lake )?chelan|move to (lake )?chelan|(about|is) (lake )?chelan\b|chelan (area|valley|life)|wine\w*|winer\w*|manson|entiat|orondo|towns?|recreation|things to do|history of|glaciers?|fire season|wildfires?)\b/,
    pages: ["/about-chelan", "/blog/insiders-guide-chelan"],
  },
  {
    key: "company",
    label: "our company",
    words:
      /\b(who are you|your (company|business|team|crew)|the company|about (you|us|lakeside)|lakeside ridge|owner|dave|values|mission|warranty|warranties|licen[sc]e\w*|registered|registration|insured|insurance|bonded)\b/,
    pages: ["/about"],
  },
];

/** Words that turn a question into a contact question when it names no subject. */
const CONTACT =
  /\b(contact|phone|call you|your number|e-?mail|hours|are you open|open (on|at|today)|office|reach you|appointment|address|where are you|located|get (a|an) (quote|estimate|bid)|free (quote|estimate)|do you (work|build) (in|near|around)|service area|areas? (do )?you (serve|cover|work)|wenatchee)\b/;
/** Words that ask about price; the site publishes none, and says so. */
const COST = /\b(costs?|costing|price[sd]?|pricing|budget\w*|how much|per square (foot|feet)|afford\w*|expensive|cheap\w*)\b/;
/** A letter to a customer: written as a letter from the site's facts, never from an article. */
const LETTER =
  /\b(repl(y|ies)|respond|response|letter|e-?mail|note|message)\b.*\b(customer|client|homeowner|neighbou?r)s?\b|\b(angry|upset|unhappy|frustrated) (customer|client|homeowner)s?\b|\bthank[- ]you (note|letter|message|card)\b/;

/**
 * Words of building, property and the valley. A question with none of them, and no subject, is
 * not about anything this site covers ("best pizza in Seattle"), however a word happens to match.
 */
const DOMAIN =
  /\b(build\w*|built|construct\w*|contractor\w*|house\w*|homes?|lots?|land|property|properties|permit\w*|roof\w*|walls?|wood|siding|insulat\w*|snow\w*|winter\w*|seasons?|lake|chelan|septic|wells?|drain\w*|framing|lumber|floors?|tile|energy|heating|cooling|plumb\w*|electric\w*|solar|projects?|schedul\w*|timeline|inspect\w*|codes?|zoning|setbacks?|views?|estimates?|quotes?|shore|water|rooms?|renovat\w*|design\w*|stairs?|fence\w*|paint\w*|yard|cabin\w*|doors?)\b/;

/** Words too common on this site to make a passage relevant on their own. */
const WEAK = new Set([...GENERIC, "built", "houses", "lake", "chelan", "project", "projects", "property", "work", "company", "valley", "washington"]);

/** The question itself: the public bar sends "User: … Current page: … Question: …". */
export function questionOf(prompt: string) {
  const m = /\bQuestion:\s*([\s\S]*)$/.exec(prompt);
  return (m ? m[1]! : prompt).trim();
}

const normal = (q: string) => q.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, " ");

export function topicsOf(question: string) {
  const q = normal(question);
  return TOPICS.filter((t) => t.words.test(q));
}

const pageOf = (url: string) => url.split("#")[0]!;

export interface Findings {
  question: string;
  topics: Topic[];
  passages: Passage[];
  /** true when the question is about the company's contact details (and no other subject). */
  contact: boolean;
  cost: boolean;
}

/** The passages that answer a question, best first: only from its subject's pages when it names one, and only above a floor. */
export function findPassages(prompt: string, limit = 6): Findings {
  const { search, byId } = knowledge();
  const question = questionOf(prompt);
  const q = normal(question);
  const topics = topicsOf(q);
  const cost = COST.test(q);
  const contact = topics.length === 0 && CONTACT.test(q);
  const terms = q
    .replace(/[^a-z0-9\s-]/g, " ")
    .split(/\s+/)
    .filter((w) => w.length > 2 && !STOP.has(w));
  const none: Findings = { question, topics, passages: [], contact, cost };
  // Relevance floor, part one: a question that names no subject must at least be about building,
  // a property or the valley.
  if (terms.length === 0 || (topics.length === 0 && !DOMAIN.test(q))) return none;
  const pages = topics.flatMap((t) => t.pages);
  const inTopic = (url: string) => pages.some((p) => (p.includes("#") ? url === p : pageOf(url) === p));
  // The subject asked about: a service whose name the question uses ("ADU", "garage", "deck")
  // answers first, ahead of articles that mention the word more often.
  // With a topic, that is its own main page ("deck" → Decks & Patios, not Waterproof Decking).
  const subjects: string[] = topics.length
    ? topics.flatMap((t) =>
        allServices()
          .filter((x) => x.data.path === t.pages[0])
          .map((x) => x.data.key),
      )
    : serviceSubjects(terms);
  const base = (id: string) => (id.startsWith("service:") ? 1.6 : 1);
  const hits = search
    .search(terms.join(" "), {
      boostDocument: (id) => base(String(id)) * (subjects.some((k) => String(id).startsWith(`service:${k}#`)) ? 4 : 1),
      filter: (r) => pages.length === 0 || inTopic(byId.get(r.id as string)!.url),
    })
    // A passage counts only if it contains one of the words asked about (or a word that starts
    // with it): a near-miss spelling alone ("bread" ~ "read") is not relevance.
    .filter((h) => {
      const matched = (w: string) => h.terms.some((t) => t === w || (w.length >= 3 && t.startsWith(w)));
      if (pages.length) return terms.some(matched);
      // Without a subject, the passage must use more than half of the question's words that
      // this site does not use everywhere ("home", "lake"): "a swimming pool" is not answered by
      // a passage that says "swimming" once.
      const strong = terms.filter((w) => !WEAK.has(w));
      return strong.filter(matched).length * 2 > strong.length;
    });
  const best = hits[0]?.score ?? 0;
  // Relevance floor, part two: passages close to the best match, and a best match that is more
  // than a stray word. With a subject, its own page's opening passage stands in.
  const floor = pages.length ? 0 : 6;
  let found = best < floor ? [] : hits.filter((h) => h.score >= Math.max(best * 0.25, 2)).map((h) => byId.get(h.id as string)!);
  if (found.length === 0 && pages.length) {
    const first = [...byId.values()].find((p) => inTopic(p.url));
    found = first ? [first] : [];
  }
  return { ...none, passages: found.slice(0, limit) };
}

/** The passages that fit a request (for the provider's system prompt and the greeting's tip). */
export function relevant(prompt: string, limit = 6) {
  return findPassages(prompt, limit).passages;
}

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
  const copy = pageCopy<{ office: { text: string }; form: { intro: string }; map: { caption: string } }>("contact");
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
