import { describe, expect, it } from "vitest";
import { getProfile } from "../../app/models/settings.server";
import { clockDate } from "../../app/platform/clock";
import { VERIFY_CONTRACTOR_URL, registrationLine } from "../../app/content/registration";
import { decodeHtml } from "../helpers/server";
import { serverWithOwner } from "../helpers/http";

// The trust strip under the home and contact pages' heroes (issue 48): the registration linked to
// the state's lookup, years in business, insurance and bond from Settings, the newest published
// review's first line with its town, each shown only when set. Over real HTTP on a real database.
const t = serverWithOwner();
const PAGES = ["/", "/contact"];
// Where the strip itself quotes the newest review (the home page leaves it to its reviews section, tested below).
const QUOTED_ON = ["/contact"];
const strip = async (path: string) => {
  const html = await (await fetch(`${t.s.url}${path}`)).text();
  return decodeHtml(/<section[^>]*data-trust-strip[\s\S]*?<\/section>/.exec(html)?.[0] ?? "");
};
const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/\s+/g, " ");
async function saveSettings(fields: Record<string, string>) {
  const { videos: _v, ...profile } = await getProfile(t.s.services.db);
  const res = await t.owner.post("/admin/settings", { intent: "settings-save", ...(profile as Record<string, string>), ...fields });
  return res;
}
async function saveReview(fields: Record<string, string>) {
  const res = await t.owner.post("/admin/projects", { intent: "review-save", source: "Google", is_published: "on", ...fields });
  expect(res.status).toBe(302);
}

describe("the trust strip", () => {
  it("shows the registration linked to the L&I lookup, and no years, insurance, bond or review before they are set", async () => {
    for (const path of PAGES) {
      const html = await strip(path);
      expect(html, path).toMatch(
        new RegExp(`<a href="${VERIFY_CONTRACTOR_URL.replace(/[./]/g, "\\$&")}"[^>]*aria-label="[^"]+: Verify a contractor \\(Washington L&I\\)"`),
      );
      expect(text(html), path).not.toMatch(/in business|Insured|Bonded|client review|a client in/);
      expect(html, path).not.toContain("<q");
    }
  });

  it("a registration number of the state's shape links to its own record at L&I, in the strip, the footer, the contact page and the staff e-mail's line", async () => {
    expect((await saveSettings({ registration: "lakesrb812km" })).status).toBe(302);
    const record = "https://secure.lni.wa.gov/verify/Detail.aspx?UBI=&amp;LIC=LAKESRB812KM&amp;SAW=";
    for (const path of PAGES) {
      expect(await strip(path), path).toContain(`href="${record.replaceAll("&amp;", "&")}"`);
      const page = await (await fetch(`${t.s.url}${path}`)).text();
      const footer = /<footer[\s\S]*<\/footer>/.exec(page)![0];
      expect(footer, path).toContain(`href="${record}"`);
    }
    expect(await (await fetch(`${t.s.url}/contact`)).text()).toMatch(/data-registration[^]*?Detail\.aspx\?UBI=&amp;LIC=LAKESRB812KM/);
    expect(registrationLine("LAKESRB812KM")).toContain("https://secure.lni.wa.gov/verify/Detail.aspx?UBI=&LIC=LAKESRB812KM&SAW=");
    // Anything else (the demo's "(demo value)", a number with spaces) opens the lookup's front page, where the visitor types it.
    expect((await saveSettings({ registration: "LAKESRB000XX (demo value)" })).status).toBe(302);
    for (const path of PAGES) expect(await strip(path), path).toContain(`href="${VERIFY_CONTRACTOR_URL}"`);
    expect(registrationLine("LAKES RB 812")).toMatch(/page: https:\/\/secure\.lni\.wa\.gov\/verify\/$/);
  });

  it("years in business only once the year is set, counted from the app's clock", async () => {
    const year = clockDate().getUTCFullYear();
    expect((await saveSettings({ yearFounded: String(year - 17) })).status).toBe(302);
    for (const path of PAGES) expect(text(await strip(path)), path).toContain(`17 years in business (since ${year - 17})`);
    // The Spanish pages say it in Spanish (issue 49).
    for (const path of ["/es", "/es/contact"]) expect(text(await strip(path)), path).toContain(`17 años en el negocio (desde ${year - 17})`);
    expect((await saveSettings({ yearFounded: String(year) })).status).toBe(302);
    expect(text(await strip("/"))).toContain(`In business since ${year}`);
    // A year in the future or not a year is refused with a clear message, and the saved one kept.
    for (const bad of [String(year + 1), "09", "two thousand"]) {
      const res = await saveSettings({ yearFounded: bad });
      expect(res.status, bad).toBe(400);
      expect(decodeHtml(await res.text()), bad).toContain("Year the business began: enter a year like 2009");
    }
    expect((await getProfile(t.s.services.db)).yearFounded).toBe(String(year));
    expect((await saveSettings({ yearFounded: "" })).status).toBe(302);
    for (const path of PAGES) expect(text(await strip(path)), path).not.toContain("in business");
  });

  it("insurance and bond only when the owner says insured and bonded, with their words when filled", async () => {
    // Words filled but "No": nothing is claimed.
    expect((await saveSettings({ insuredBonded: "no", insuranceDetail: "$2M general liability", bondDetail: "$30,000 contractor bond" })).status).toBe(302);
    for (const path of PAGES) expect(text(await strip(path)), path).not.toMatch(/Insured|Bonded/);
    expect((await saveSettings({ insuredBonded: "yes" })).status).toBe(302);
    for (const path of PAGES) {
      const words = text(await strip(path));
      expect(words, path).toContain("Insured: $2M general liability");
      expect(words, path).toContain("Bonded: $30,000 contractor bond");
      expect(words, path).not.toContain("Insured and bonded");
    }
    // Yes with neither filled: the plain claim.
    expect((await saveSettings({ insuranceDetail: "", bondDetail: "" })).status).toBe(302);
    expect(text(await strip("/"))).toContain("Insured and bonded");
    const long = await saveSettings({ bondDetail: "x".repeat(101) });
    expect(long.status).toBe(400);
    expect(decodeHtml(await long.text())).toContain("Bond: 100 characters at most.");
    expect((await saveSettings({ insuredBonded: "no" })).status).toBe(302);
  });

  it("the newest published review's first line, with its town only when the review has one", async () => {
    await saveReview({ client_name: "Pat", town: "Manson", review_date: "2025-06-01", words: "Straight answers every week.\nAnd a tidy site." });
    await saveReview({
      client_name: "Robin",
      town: "",
      review_date: "2025-09-14",
      words: "They finished the ADU before the first snow and the inspector passed it on the first visit. We would hire them again.",
    });
    // A newer review that is not published is not quoted.
    await saveReview({ client_name: "Sam", town: "Orondo", review_date: "2025-11-01", words: "Not yet approved.", is_published: "" });
    for (const path of QUOTED_ON) {
      const html = await strip(path);
      expect(text(html), path).toContain("“They finished the ADU before the first snow and the inspector passed it on the first visit.”");
      expect(html, path).not.toContain("We would hire them again");
      expect(html, path).not.toContain("a client in");
      expect(text(html), path).toContain("2 client reviews");
      expect(html, path).not.toContain("Not yet approved");
    }
    await saveReview({ client_name: "Lee", town: "Chelan", review_date: "2025-10-20", words: "Every question answered the same day." });
    for (const path of QUOTED_ON) expect(text(await strip(path)), path).toContain("“Every question answered the same day.” — a client in Chelan");
    expect(text(await strip("/es/contact"))).toContain("— un cliente en Chelan");
    expect(text(await strip("/es/contact"))).toContain("3 reseñas de clientes");
  });

  it("quotes the newest review once on the home page: in the reviews section when it is shown, else in the strip", async () => {
    const line = "Every question answered the same day.";
    const times = (html: string) => decodeHtml(html).split(line).length - 1;
    const home = async () => (await fetch(`${t.s.url}/`)).text();
    expect(times(await home())).toBe(1);
    expect(await strip("/")).not.toContain(line);
    expect(text(await strip("/"))).toContain("3 client reviews");
    expect(await strip("/contact")).toContain(line);
    // The owner hides the reviews section: the strip quotes the newest review instead.
    const arrange = await t.owner.post("/admin/settings/home-sections", { intent: "brand-home-arrange", section: "reviews", change: "hide" });
    expect(arrange.status).toBe(302);
    expect(times(await home())).toBe(1);
    expect(await strip("/")).toContain(line);
  });
});
