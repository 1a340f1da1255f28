import { allServices } from "../content/files.server";
import { knowledge, type Passage } from "./passages.server";
import { CONTACT, COST, DOMAIN, normal, questionOf, serviceSubjects, STOP, topicsOf, WEAK, type Topic } from "./topics.server";

export const pageOf = (url: string) => url.split("#")[0]!;

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
