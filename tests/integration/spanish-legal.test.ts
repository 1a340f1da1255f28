import { describe, expect, it } from "vitest";
import { postForm, serverWithOwner, visitor } from "../helpers/http";
import { decodeHtml } from "../helpers/server";
import { accessibilityText } from "../../app/content/accessibility-text";
import { privacyText } from "../../app/content/privacy-text";

/**
 * The Spanish privacy notice and accessibility statement (issue 49, decision 0065), over real HTTP:
 * every sentence the templates write is in Spanish (none of the English ones is left), the numbers
 * from Settings are in them, and the barrier report form posts from /es/accessibility and answers
 * in Spanish, keeping what was typed. SQLite and PostgreSQL.
 */
const t = serverWithOwner();

/** The page's text nodes, one per line. */
const lines = (html: string) =>
  decodeHtml(
    html
      .replace(/<script[\s\S]*?<\/script>/g, "")
      .replace(/<style[\s\S]*?<\/style>/g, "")
      .replace(/<!-- -->/g, "")
      .replace(/<[^>]+>/g, "\n"),
  )
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

/** Every string the text objects hold, functions called with sample values. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return value.trim() ? [value.trim()] : [];
  if (typeof value === "function") {
    const fn = value as (...a: unknown[]) => unknown;
    const arg = fn.length === 1 && /fields/.test(fn.toString().slice(0, 20)) ? [[{ label: "X", why: "y" }]] : [7, 7];
    return strings(fn(...arg))
      .map((s) => s.split(/7|“|”|«|»/)[0]!.trim())
      .filter((s) => s.length > 12);
  }
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("the Spanish privacy notice and accessibility statement", () => {
  it("say nothing in English: every sentence of the templates is the Spanish one, with visit counting on and off", async () => {
    const config = t.s.services.config as { analytics: boolean };
    const was = config.analytics;
    for (const analytics of [true, false]) {
      config.analytics = analytics;
      // As the owner: never from the page cache, so the setting shows at once.
      const privacy = lines(await (await t.owner.get("/es/privacy")).text()).join("\n");
      const accessibility = lines(await (await t.owner.get("/es/accessibility")).text()).join("\n");
      for (const [html, en] of [
        [privacy, privacyText("en")],
        [accessibility, accessibilityText("en")],
      ] as const) {
        const left = strings(en).filter((s) => html.includes(s));
        expect(left, `analytics ${analytics}`).toEqual([]);
      }
      const es = privacyText("es").visits;
      for (const line of [es.salt, es.counts, es.dnt, es.taps]) expect(privacy.includes(line), line).toBe(analytics);
      expect(privacy.includes(es.notCounted)).toBe(!analytics);
      expect(privacy).toContain(privacyText("es").photos.cleaned);
      expect(privacy).toMatch(/Las solicitudes, sus fotos y nuestras notas sobre ellas: (\d+ meses|un año|\d+ años) después/);
      expect(privacy).toContain("El formulario de la declaración de accesibilidad pide su nombre y su correo electrónico (para contestarle)");
      expect(accessibility).toContain(accessibilityText("es").testing[0]);
      expect(accessibility).toMatch(/Contestamos en un plazo de \d+ días? hábil(es)?\./);
    }
    config.analytics = was;
    // The links inside the words open the Spanish pages.
    const raw = await (await visitor(t.s).get("/es/accessibility")).text();
    expect(raw).toMatch(/<a [^>]*href="\/es\/contact"[^>]*>página de contacto<\/a>/);
    expect(raw).toMatch(/<a [^>]*href="\/es\/privacy"[^>]*>Cómo usamos sus datos<\/a>/);
    expect(raw).toMatch(/<form[^>]*action="\/es\/accessibility#report-status"/);
    // The English pages keep their English.
    expect(lines(await (await visitor(t.s).get("/privacy")).text()).join("\n")).toContain(privacyText("en").photos.cleaned);
  });

  it("a barrier report from /es/accessibility (no JavaScript): a mistake answered in Spanish with what was typed kept, then the Spanish thank-you, and the lead marked Spanish", async () => {
    const s = t.s;
    const report = (fields: Record<string, string>) => postForm(s, "/es/accessibility", { fullName: "Rosa Méndez", ...fields }, { ip: "198.51.100.70" });
    const bad = await report({ email: "rosa-arroba", problem: "", setup: "iPhone con VoiceOver" });
    expect(bad.status).toBe(400);
    const badHtml = decodeHtml(await bad.text());
    expect(badHtml).toMatch(/<html lang="es-US"/);
    expect(badHtml).toContain("Su aviso todavía no se envió: revise los campos marcados abajo. Todo lo que escribió sigue ahí.");
    expect(badHtml).toContain("Escriba un correo electrónico válido, como nombre@ejemplo.com.");
    expect(badHtml).toContain("Cuéntenos qué fue difícil de usar, y dónde.");
    expect(badHtml).not.toContain("Please enter a valid e-mail address");
    expect(badHtml).toContain('value="Rosa Méndez"');
    expect(badHtml).toContain('value="rosa-arroba"');
    expect(badHtml).toContain('value="iPhone con VoiceOver"');

    const long = await report({ email: "rosa@example.org", problem: "x".repeat(3001), setup: "" });
    expect(long.status).toBe(400);
    expect(decodeHtml(await long.text())).toContain("Escriba menos de 3,000 caracteres.");

    const good = await report({ email: "rosa@example.org", problem: "El menú no se abre con el teclado en la página de servicios.", setup: "" });
    expect(good.status).toBe(200);
    const goodHtml = decodeHtml(await good.text());
    expect(goodHtml).toMatch(/Gracias\. Su aviso nos llegó, y le contestaremos en un plazo de \d+ días? hábil(es)?\./);
    const row = await s.services.db.selectFrom("contact_messages").selectAll().where("email", "=", "rosa@example.org").executeTakeFirstOrThrow();
    expect(row.kind).toBe("accessibility");
    expect(row.language).toBe("es");
    expect(row.message).toContain("El menú no se abre con el teclado");
  });

  it("the owner edits the Spanish notice's words in the page editor; the English notice keeps its own", async () => {
    const editorUrl = `/admin/content/page?path=${encodeURIComponent("/es/privacy")}`;
    const editor = await t.owner.text(editorUrl);
    expect(editor).toContain("Cuánto tiempo lo guardamos");
    expect(editor).not.toContain("How long we keep it");
    const heading = "Cuánto tiempo guardamos sus datos";
    const r = await t.owner.post(editorUrl, {
      intent: "page-save",
      path: "/es/privacy",
      mode: "publish",
      "present:keep-heading": "1",
      "block:keep-heading": heading,
    });
    expect(r.status).toBe(302);
    const es = lines(await (await visitor(t.s).get("/es/privacy")).text());
    expect(es).toContain(heading);
    // The photo line names the heading it points to, in the page's words.
    expect(es).toContain(`Se guardan con su solicitud y se borran con ella (vea “${heading}”).`);
    const en = lines(await (await visitor(t.s).get("/privacy")).text());
    expect(en).not.toContain(heading);
    expect(en).toContain("How long we keep it");
  });

  it("the sixth report in an hour from one address is refused in Spanish, with the report kept in the form", async () => {
    const report = (n: number) =>
      postForm(
        t.s,
        "/es/accessibility",
        { fullName: "Ana Ruiz", email: `ana-${n}@example.org`, problem: `Aviso número ${n}: el contraste es bajo.`, setup: "" },
        { ip: "198.51.100.71" },
      );
    for (let n = 1; n <= 5; n++) expect((await report(n)).status).toBe(200);
    const refused = await report(6);
    expect(refused.status).toBe(429);
    const html = decodeHtml(await refused.text());
    expect(html).toMatch(/Ha mandado varios mensajes en poco tiempo\. Intente otra vez en \d+ minutos, o llámenos al \(509\) 555-0142\./);
    expect(html).not.toContain("You have sent several messages");
    expect(html).toContain("Aviso número 6: el contraste es bajo.");
  });
});
