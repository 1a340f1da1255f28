import MiniSearch from "minisearch";
import { htmlToText } from "~/content/text";
import { allAreas, allArticleDocs, allServices, getArea, pageCopy } from "../content/files.server";

/**
 * The offline assistant's knowledge: the site's own copy (services, articles, the regional guide)
 * cut into passages and indexed for full-text search, built once per process.
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
  const chelan = pageCopy("about-chelan");
  for (const sec of chelan.sections) {
    passages.push({
      id: `chelan:${sec.id}`,
      title: chelan.title,
      heading: sec.heading,
      text: [...sec.paragraphs, ...(sec.highlights ?? [])].join("\n"),
      url: `/about-chelan#${sec.id}`,
    });
  }
  const about = pageCopy("about");
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
