import { expect, test } from "./fixtures";
import { readFileSync } from "node:fs";
import { signInAt, watchConsole } from "./helpers";

test("a lead goes from the contact form through every status and into the CSV export", async ({ page, browser, baseURL }) => {
  const stamp = Date.now().toString(36);
  const name = `=cmd|' /C calc'!A0 ${stamp}`;
  const email = `lead-${stamp}@example.com`;

  // A visitor writes in.
  const visitorContext = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": "10.40.0.1" } });
  const visitor = await visitorContext.newPage();
  await visitor.goto("/contact");
  await visitor.getByRole("textbox", { name: /^Full name/ }).fill(name);
  await visitor.getByRole("textbox", { name: "Email" }).fill(email);
  await visitor.getByRole("textbox", { name: /^Message/ }).fill("A garage with a studio above.\nCan you start in spring?");
  await visitor.getByRole("button", { name: "Send Message" }).click();
  await expect(visitor.getByText("Thank you for your message! We will get back to you soon.")).toBeVisible();
  await visitorContext.close();

  // Staff see it counted as new on the dashboard and follow the link.
  const con = watchConsole(page);
  await signInAt(page, "10.40.0.2", "/admin/dashboard");
  await expect(page.getByText(/^\d+ new messages?$/)).toBeVisible();
  await page.getByRole("link", { name: "Read the new messages" }).click();
  await expect(page).toHaveURL(/\/admin\/messages\?status=new$/);
  await expect(page.getByTestId("message").filter({ hasText: email })).toBeVisible();

  // Search finds it by e-mail; the reply link quotes the message.
  await page.getByLabel("Search").fill(email);
  await page.getByLabel("Show").selectOption("");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(email).replace(/\./g, "\\.")}`));
  const card = page.getByTestId("message").filter({ hasText: email });
  await expect(page.getByTestId("message")).toHaveCount(1);
  // Reply by e-mail posts first (the answer is recorded, decision 0031), then sends the browser to the mail client.
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/admin/messages/reply") && r.request().method() === "POST"),
    card.getByRole("button", { name: `Reply by e-mail to ${name}` }).click(),
  ]);
  expect(answer.status()).toBe(303);
  expect(decodeURIComponent(answer.headers()["location"]!)).toContain("> A garage with a studio above.\r\n> Can you start in spring?");
  await page.reload();
  await expect(card.getByTestId("lead-answered")).toHaveText(/^answered in .+ \(by e-mail\)$/);

  for (const [label, note] of [
    ["Contacted", "Left a voicemail"],
    ["Won", "Signed, starts in April"],
    ["Lost", "Went with another builder"],
    ["Won", "Came back: signed after all"],
  ] as const) {
    await card.getByLabel(`Status of ${name}`).selectOption({ label });
    await card.getByLabel(`Private note on ${name}`).fill(note);
    await card.getByRole("button", { name: `Save ${name}` }).click();
    await expect(page.getByText("Lead saved").first()).toBeVisible();
    await expect(card.getByText(label, { exact: true }).first()).toBeVisible();
    await expect(card.getByLabel(`Private note on ${name}`)).toHaveValue(note);
  }

  // Only the won leads, then the export of exactly that filter.
  await page.getByLabel("Show").selectOption("won");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/status=won/);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^messages-won-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await file.path())!, "utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  // The browser sends the message's line break as CRLF; inside quotes it stays part of the cell.
  expect(csv.slice(1)).toMatch(
    new RegExp(
      `^Received \\(Pacific time\\),Name,E-mail,Phone,Project type,Preferred contact,Message,Status,Note,Town,Street address,Budget,Timeline,Heard of us,Photos,Landing page,Source,Landing page found by,First answered \\(Pacific time\\),First answered by,Answered in \\(business minutes\\),How it came\\r\\n\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},'=cmd\\|' /C calc'!A0 ${stamp},${email.replace(/\./g, "\\.")},,Not sure yet,Email,"A garage with a studio above\\.\\r\\nCan you start in spring\\?",Won,Came back: signed after all,,,,,,0,/contact,,The visitor's own visit,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},Reply by e-mail,\\d+,Website form\\r\\n$`,
    ),
  );
  con.expectClean();
});
