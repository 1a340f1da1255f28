import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, decodeHtml, type TestServer } from "../helpers/server";
import { readableMail as readable, startSmtp } from "../helpers/smtp";
import { signedIn, type Client } from "../helpers/http";
import { GARAGE_QUOTE } from "../helpers/lead";
import { listContactMessages } from "../../app/models/contact-messages.server";
import { webhookPayload } from "../../app/mail/lead-alerts.server";
import { getLeadSettings } from "../../app/models/settings.server";
import { alertsFor } from "../../app/models/lead-alerts.server";
import { listLeadPhotos } from "../../app/models/lead-photos.server";
import { phonePhoto } from "../helpers/photos";

/**
 * The contact page and quote form in Spanish (issue 49, decision 0068), over real HTTP with a real
 * SMTP server on loopback: the form in Spanish, posting without JavaScript to /es/contact; its
 * answers in Spanish; a lead from it marked Spanish in Messages, in the staff e-mail and in the
 * webhook's JSON, and the visitor's auto-reply in Spanish. An English request is unchanged.
 */
let s: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let owner: Client;
beforeAll(async () => {
  smtp = await startSmtp();
  s = await startServer({ env: { SMTP_URL: smtp.url } });
  owner = await signedIn(s, "owner");
});
afterAll(async () => {
  await s?.stop();
  await smtp?.close();
});

/** A post as the browser sends the form (multipart, as its photo field makes it), with photos when given. */
async function post(path: string, fields: Record<string, string>, ip: string, photos: Buffer[] = []) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  photos.forEach((p, i) => body.append("photos", new Blob([new Uint8Array(p)], { type: "image/jpeg" }), `IMG_20${i}.jpg`));
  const res = await fetch(`${s.url}${path}`, { method: "POST", headers: { "X-Forwarded-For": ip }, body });
  return { status: res.status, html: decodeHtml(await res.text()) };
}

describe("the Spanish contact page", () => {
  it("shows the form in Spanish, posting the English choices to itself", async () => {
    const html = decodeHtml(await (await fetch(`${s.url}/es/contact`)).text());
    expect(html).toMatch(/<html lang="es-US"/);
    expect(/<form[^>]*data-contact-form[^>]*>/.exec(html)![0]).toContain('action="/es/contact#form-status"');
    for (const words of ["Nombre completo", "Tipo de proyecto", "Presupuesto aproximado", "Enviar mensaje", "Cómo usamos sus datos"])
      expect(html).toContain(words);
    expect(html).toContain('<option value="Kitchen Remodel">Remodelación de cocina</option>');
    expect(html).toContain('<option value="$50,000 to $150,000">De $50,000 a $150,000</option>');
    expect(html).not.toContain(">Send Message<");
  });

  it("answers a mistake in Spanish, with everything typed kept", async () => {
    const r = await post("/es/contact", { ...GARAGE_QUOTE, email: "jordan@example", message: "Un garaje para dos carros." }, "198.51.100.61");
    expect(r.status).toBe(400);
    expect(r.html).toContain("Escriba un correo electrónico válido, como nombre@ejemplo.com.");
    expect(r.html).toContain("Su mensaje todavía no se envió: revise Correo electrónico abajo. Todo lo que escribió sigue ahí.");
    expect(r.html).toContain("Un garaje para dos carros.");
    expect(r.html).not.toContain("Please enter a valid e-mail address");
  });

  it("a request from it arrives marked Spanish, and the visitor gets the Spanish auto-reply", async () => {
    const before = smtp.mails.length;
    // With a 4 MB phone photo of the site: the Spanish page reads photos as the English one does.
    const photo = await phonePhoto();
    expect(photo.length).toBeGreaterThan(4_000_000);
    const r = await post(
      "/es/contact",
      { ...GARAGE_QUOTE, email: "lucia@example.com", fullName: "Lucía Ramírez", timeline: "As soon as possible" },
      "198.51.100.62",
      [photo],
    );
    expect(r.status).toBe(200);
    expect(r.html).toContain("¡Gracias por su mensaje! Le contestaremos pronto.");
    const lead = (await listContactMessages(s.services.db)).find((m) => m.email === "lucia@example.com")!;
    expect(lead).toMatchObject({ language: "es", project_type: "Garage", budget: "$50,000 to $150,000", timeline: "As soon as possible" });
    expect(webhookPayload(lead, 0, "https://x.example")).toMatchObject({ language: "es" });
    expect(await listLeadPhotos(s.services.db, [lead.id])).toHaveLength(1);

    await expect.poll(() => smtp.mails.length - before, { timeout: 5000, interval: 100 }).toBe(2);
    const mails = smtp.mails.slice(before);
    const staff = readable(mails.find((m) => !m.to.includes("lucia@example.com"))!.body);
    expect(staff).toContain("Language: Spanish: sent from the Spanish page, so answer in Spanish");
    const reply = readable(mails.find((m) => m.to.includes("lucia@example.com"))!.body);
    expect(reply).toContain("Hola:");
    expect(reply).toContain("su proyecto de garaje");
    expect(reply).toContain("por teléfono, como usted lo pidió");
    expect(reply).toContain("Registro de contratista en Washington");
    // Still none of the visitor's words (decision 0031).
    expect(reply).not.toContain("Lucía");

    // Messages tells the owner to answer in Spanish.
    const messages = await owner.text("/admin/messages");
    const card = messages.slice(messages.indexOf("Lucía Ramírez"));
    expect(card.slice(0, 3000)).toContain("Spanish: answer in Spanish");
  });

  it("an English request is unchanged: English, with the owner's auto-reply", async () => {
    const before = smtp.mails.length;
    const r = await post("/contact", { ...GARAGE_QUOTE, email: "sam@example.com", fullName: "Sam Rivera" }, "198.51.100.63");
    expect(r.html).toContain("Thank you for your message! We will get back to you soon.");
    const lead = (await listContactMessages(s.services.db)).find((m) => m.email === "sam@example.com")!;
    expect(lead.language).toBe("en");
    await expect.poll(() => smtp.mails.length - before, { timeout: 5000, interval: 100 }).toBe(2);
    const mails = smtp.mails.slice(before);
    expect(readable(mails.find((m) => m.to.includes("sam@example.com"))!.body)).toContain("Hello,");
    expect(readable(mails.find((m) => !m.to.includes("sam@example.com"))!.body)).not.toContain("answer in Spanish");
  });

  it("the owner writes the Spanish auto-reply in Settings; emptied, Spanish requests get none and English ones still get theirs", async () => {
    const page = decodeHtml(await (await owner.get("/admin/settings/leads")).text());
    expect(page).toContain("Auto-reply to a request sent from the Spanish pages");
    const current = await getLeadSettings(s.services.db);
    const save = (autoReplyEs: string) =>
      owner.post("/admin/settings/leads", {
        intent: "lead-settings-save",
        autoReply: current.autoReply,
        autoReplyEs,
        autoReplyPerHour: String(current.autoReplyPerHour),
        overdueHours: String(current.overdueHours),
        webhookUrl: "",
        webhookSecret: "",
      });
    expect((await save("x".repeat(3001))).status).toBe(400);
    expect((await save("Gracias por escribirnos sobre su proyecto de {projectType}. Dave le contesta hoy.")).status).toBeLessThan(400);

    let before = smtp.mails.length;
    await post("/es/contact", { ...GARAGE_QUOTE, email: "marta@example.com", fullName: "Marta Gil" }, "198.51.100.64");
    await expect.poll(() => smtp.mails.length - before, { timeout: 5000, interval: 100 }).toBe(2);
    const reply = readable(smtp.mails.slice(before).find((m) => m.to.includes("marta@example.com"))!.body);
    expect(reply).toContain("Gracias por escribirnos sobre su proyecto de garaje. Dave le contesta hoy.");

    expect((await save("")).status).toBeLessThan(400);
    before = smtp.mails.length;
    await post("/es/contact", { ...GARAGE_QUOTE, email: "pablo@example.com", fullName: "Pablo Gil" }, "198.51.100.65");
    await post("/contact", { ...GARAGE_QUOTE, email: "kim@example.com", fullName: "Kim Lee" }, "198.51.100.66");
    // Two staff e-mails and the English visitor's reply; none to the Spanish visitor.
    await expect.poll(() => smtp.mails.length - before, { timeout: 5000, interval: 100 }).toBe(3);
    const to = smtp.mails.slice(before).map((m) => m.to.join(" "));
    expect(to.some((t) => t.includes("kim@example.com"))).toBe(true);
    expect(to.some((t) => t.includes("pablo@example.com"))).toBe(false);
    // The answer to the post comes after the lead's alerts are queued: none is an auto-reply.
    const pablo = (await listContactMessages(s.services.db)).find((m) => m.email === "pablo@example.com")!;
    expect((await alertsFor(s.services.db, [pablo.id])).map((a) => a.channel)).not.toContain("auto-reply");
  });
});
