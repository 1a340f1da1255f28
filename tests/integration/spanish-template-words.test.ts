import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeHtml, startServer, type TestServer } from "../helpers/server";
import { visitor, type Client } from "../helpers/http";

/**
 * The words the templates add to a page (headings, captions, the side box, the map's labels) are in
 * Spanish on every Spanish page of the sitemap, not only the copy from content/es/: a heading such
 * as "Services for Manson" or "Read next" came from an English default and showed on /es/areas/manson.
 */
let s: TestServer;
let web: Client;
const pages = new Map<string, string>();
beforeAll(async () => {
  s = await startServer();
  web = visitor(s);
  const site = s.services.config.siteUrl;
  const xml = await (await fetch(`${s.url}/sitemap.xml`)).text();
  const spanish = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(site, "")).filter((p) => p === "/es" || p.startsWith("/es/"));
  for (const p of spanish) pages.set(p, await web.text(p));
}, 60_000);
afterAll(() => s.stop());

/** The page as a reader sees it: one line per run of text, plus what a screen reader hears (aria-label, a picture's alt text). */
const lines = (html: string) => [
  ...html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, "")
    .replace(/<[^>]+>/g, "\n")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean),
  ...[...html.matchAll(/aria-label="([^"]+)"/g)].map((m) => decodeHtml(m[1]!)),
  ...[...html.matchAll(/<img\b[^>]*?\balt="([^"]+)"/g)].map((m) => decodeHtml(m[1]!)),
];

/** English a template put on Spanish pages: a line containing one of these is left in English. */
const ENGLISH = [
  "Services for ",
  "The areas we serve",
  "Read next",
  "The design-build advantage",
  "Take the tour",
  "See how we build",
  "Or keep reading",
  "Keep reading",
  "Where Permits is",
  "What we handle",
  "Why choose ",
  "New foundation types",
  "Foundation services",
  "All Services",
  "or send us a message",
  "Illustration:",
  "Diagram:",
  "Schematic map",
  "Call (",
  "swipe or scroll",
  "Verify a contractor (Washington",
];
/** Whole lines that are English template words (too short to look for inside a line). */
const ENGLISH_LINES = ["Services", "Breadcrumb", "Main", "Mobile", "Footer", "Lake Chelan", "Columbia River", "South Shore"];

describe("the template's words on the Spanish pages", () => {
  it("every Spanish page of the sitemap shows none of the template's English headings and captions", () => {
    // The home page, the services, each service, the areas hub, each area, /permits, contact and the legal pages.
    expect(pages.size).toBeGreaterThanOrEqual(22);
    expect([...pages.keys()]).toEqual(expect.arrayContaining(["/es", "/es/areas/manson", "/es/service-design-build", "/es/permits"]));
    const found: string[] = [];
    for (const [path, html] of pages) {
      for (const line of lines(html)) {
        if (ENGLISH.some((e) => line.includes(e)) || ENGLISH_LINES.includes(line)) found.push(`${path}: ${line}`);
      }
    }
    expect(found).toEqual([]);
  });

  it("shows the Spanish headings in their place", () => {
    const manson = lines(pages.get("/es/areas/manson")!);
    expect(manson).toContain("Servicios en Manson");
    expect(manson).toContain("Lea también");
    expect(manson.join(" ")).toContain("Dónde está Manson en un mapa esquemático, no a escala.");
    expect(lines(pages.get("/es/areas")!)).toContain("Las zonas donde trabajamos");
    expect(lines(pages.get("/es/service-design-build")!)).toContain("Ventajas de diseño y obra");
    expect(lines(pages.get("/es")!)).toContain("O siga leyendo");
    // What to read next that has no Spanish twin (an article) is marked as English, for a screen reader to say it so.
    expect(pages.get("/es/areas/manson")).toMatch(/<li lang="en-US"[^>]*><h3[^>]*><a href="\/blog\//);
  });

  it("describes the drawings in Spanish to a screen reader on a Spanish page, and in English on the English one", async () => {
    const alts = (html: string) => [...html.matchAll(/<img\b[^>]*?\balt="([^"]*)"/g)].map((m) => decodeHtml(m[1]!));
    expect(alts(pages.get("/es/areas/manson")!)).toContain(
      "Ilustración: hileras de huerto en flor que bajan hasta la orilla norte del lago Chelan, un muelle y una casa blanca sobre el agua",
    );
    expect(alts(pages.get("/es/service-foundations")!)).toContain(
      "Diagrama: cimentación con espacio bajo el piso (crawl space), en corte, con la zapata debajo de la profundidad de congelación",
    );
    expect(alts(await web.text("/areas/manson"))).toContain(
      "Illustration: orchard rows in blossom running down to Lake Chelan's north shore, a dock and a white house above the water",
    );
    expect(alts(await web.text("/service-foundations"))).toContain("Diagram: a crawl-space foundation in section, its footing set below the frost line");
  });

  it("the map of every town is captioned as such on /permits and /areas, in both languages, and a town's own map names the town", async () => {
    for (const p of ["/permits", "/areas"]) expect(await web.text(p), p).toContain(">Where the towns are: a schematic map, not to scale.</figcaption>");
    for (const p of ["/es/permits", "/es/areas"])
      expect(pages.get(p), p).toContain(">Dónde están los pueblos en un mapa esquemático, no a escala.</figcaption>");
    expect(await web.text("/areas/manson")).toMatch(/<figcaption[^>]*>Where Manson is: a schematic map, not to scale\.<\/figcaption>/);
  });
});
