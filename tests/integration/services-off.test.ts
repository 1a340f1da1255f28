import { describe, expect, it } from "vitest";
import { serverWithOwner, visitor } from "../helpers/http";

/** A service turned off in Settings leaves every list that offers services (decision 0038). */
const t = serverWithOwner();

const turn = async (path: string, on: boolean) =>
  expect((await t.owner.post("/admin/settings/services", { intent: "brand-services-save", listed: path, [`offer:${path}`]: on ? "on" : "" })).status).toBe(302);
const projectTypes = (html: string) => {
  const select = /<select[^>]*id="projectType"[\s\S]*?<\/select>/.exec(html)?.[0] ?? "";
  return [...select.matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((m) => m[1]);
};
const intro = (html: string) => /<main[\s\S]*?<\/main>/.exec(html)?.[0].replace(/<[^>]+>/g, " ") ?? "";
const description = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";

describe("a service turned off", () => {
  it("leaves the Services page's list, its introduction and its description, the menu, the contact form's Project type, the home cards and the sitemap", async () => {
    const v = visitor(t.s);
    // Before: ADUs are offered everywhere.
    const services = await v.text("/services");
    expect(services).toContain('href="/service-adu"');
    expect(intro(services)).toMatch(/an ADU often comes with a garage/);
    expect(description(services)).toContain("ADUs");
    expect(projectTypes(await v.text("/contact"))).toContain("ADU (Accessory Dwelling Unit)");
    expect(await v.text("/")).toContain('href="/service-adu"');

    await turn("/service-adu", false);
    const after = await v.text("/services");
    expect(after).not.toContain('href="/service-adu"');
    expect(intro(after)).not.toMatch(/\bADUs?\b/);
    // The rest of the introduction still reads: only the sentence naming ADUs is gone.
    expect(intro(after)).toContain("Most projects draw on several of the services below.");
    expect(intro(after)).toContain("We plan all of it on one schedule and under one contract");
    expect(description(after)).not.toMatch(/\bADUs?\b/);
    expect(description(after)).toContain("Garage");
    const contact = await v.text("/contact");
    expect(projectTypes(contact)).not.toContain("ADU (Accessory Dwelling Unit)");
    expect(projectTypes(contact)).toContain("Garage");
    expect(projectTypes(contact)[0]).toBe("Not sure yet");
    const home = await v.text("/");
    // Neither the menu nor the home page's cards.
    expect(home).not.toContain('href="/service-adu"');
    expect(home).toContain('href="/service-garages"');
    expect(await v.text("/sitemap.xml")).not.toContain("/service-adu<");
    // Remodels off: its three project types go too.
    await turn("/service-remodels", false);
    const types = projectTypes(await v.text("/contact"));
    for (const kind of ["Kitchen Remodel", "Bathroom Remodel", "Whole House Remodel"]) expect(types).not.toContain(kind);
    expect(types).toContain("Other");

    // Back on, it is back in every list.
    await turn("/service-adu", true);
    await turn("/service-remodels", true);
    expect(await v.text("/services")).toContain('href="/service-adu"');
    expect(intro(await v.text("/services"))).toMatch(/an ADU often comes with a garage/);
    expect(projectTypes(await v.text("/contact"))).toContain("ADU (Accessory Dwelling Unit)");
    expect(projectTypes(await v.text("/contact"))).toContain("Kitchen Remodel");
  });
});
