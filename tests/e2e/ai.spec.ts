import sharp from "sharp";
import { expect, test } from "./fixtures";
import type { Locator } from "@playwright/test";
import { E2E_AI_PORT } from "../../playwright.config";
import { signIn, signInAt } from "./helpers";

let ip = 0;
const nextIp = () => `10.40.0.${++ip}`;
/** Types a question into the public assistant bar and presses Ask. */
const askTheBar = async (bar: Locator, question: string) => {
  await bar.getByLabel("Ask the assistant").fill(question);
  await bar.getByRole("button", { name: "Ask" }).click();
};

test.describe("the offline assistant (no AI configured)", () => {
  test("greets the owner when the card opens, and chats; Send is disabled while blank", async ({ page }) => {
    await signIn(page, undefined, undefined, nextIp());
    const card = page.getByTestId("assistant-card");
    // The assistant is a panel opened by its button (decision 0037).
    await card.getByText("Assistant", { exact: true }).click();
    await expect(card.getByTestId("assistant-greeting")).toContainText("Dave");
    await expect(card.getByTestId("assistant-greeting")).toContainText("offline assistant");
    const send = card.getByRole("button", { name: "Send" });
    await expect(send).toBeDisabled();
    await card.getByLabel("Message the assistant").fill("   ");
    await expect(send).toBeDisabled();
    await card.getByLabel("Message the assistant").fill("What should I know about building a garage?");
    await expect(send).toBeEnabled();
    await send.click();
    // The answer arrives as Markdown and shows as HTML: a link to the garage page, no raw Markdown.
    const conversation = card.getByRole("list", { name: "Conversation" });
    await expect(conversation.getByRole("link").first()).toHaveAttribute("href", /^\/service-garages/);
    await expect(conversation).not.toContainText("**");
  });

  test("the greeting is asked for once per tab: other admin pages show the same one", async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/generate-content") && (r.postData() ?? "").includes('"greeting"')) asked.push(r.url());
    });
    await signIn(page, undefined, undefined, nextIp());
    const greeting = page.getByTestId("assistant-card").getByTestId("assistant-greeting");
    await page.getByTestId("assistant-card").getByText("Assistant", { exact: true }).click();
    await expect(greeting).toContainText("Dave");
    const first = await greeting.innerText();
    await page.goto("/admin/content");
    await expect(greeting).toHaveText(first);
    await page.goto("/admin/seo");
    await expect(greeting).toHaveText(first);
    expect(asked).toHaveLength(1);
  });

  test("Generate refuses a blank prompt, then fills the content and an empty title (50 characters plus an ellipsis)", async ({ page }) => {
    await signInAt(page, nextIp(), "/admin/content?new=1");
    await page.getByRole("button", { name: "Generate" }).click();
    await expect(page.getByText("Please enter a prompt for content generation")).toBeVisible();
    const prompt = "An introduction to building an ADU on a steep lot above the lake";
    expect(prompt.length).toBeGreaterThan(50);
    await page.getByLabel("AI prompt").fill(prompt);
    await page.getByLabel("Content type").selectOption("blog");
    await page.getByRole("button", { name: "Generate" }).click();
    await expect(page.getByText("AI content generated successfully!")).toBeVisible();
    await expect(page.getByLabel("AI prompt")).toHaveValue("");
    await expect(page.getByLabel("Title")).toHaveValue(`${prompt.slice(0, 50)}...`);
    await expect(page.getByRole("textbox", { name: "Content", exact: true })).toHaveValue(/## /);

    // A title already typed is kept.
    await page.getByLabel("Title").fill("My own title");
    await page.getByLabel("AI prompt").fill("decks");
    await page.getByRole("button", { name: "Generate" }).click();
    await expect(page.getByText("AI content generated successfully!").first()).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveValue("My own title");
  });

  test("the public assistant bar: for staff only, idle → thinking → reply, cut at 120 characters", async ({ page }) => {
    await signIn(page, undefined, undefined, nextIp());
    await expect(page.getByTestId("assistant-bar")).toHaveCount(0);
    await page.goto("/about");
    const bar = page.getByTestId("assistant-bar");
    await expect(bar).toBeVisible();
    expect((await bar.boundingBox())!.height).toBeGreaterThanOrEqual(80);
    const ask = bar.getByRole("button", { name: "Ask" });
    await expect(ask).toBeDisabled();
    await bar.getByLabel("Ask the assistant").fill("How do foundations handle frost here?");
    await ask.click();
    const reply = bar.getByTestId("assistant-reply");
    await expect(reply).toBeVisible();
    const preview = (await reply.innerText()).replace(/\s*Read the whole answer$/, "");
    expect(preview.length).toBeLessThanOrEqual(122);
    // Cut on a word, after the plain text: no Markdown token or half a link shows.
    expect(preview).toMatch(/\w…$/);
    expect(preview).not.toMatch(/\*\*|\]\(|\[/);
    await bar.getByRole("button", { name: "Read the whole answer" }).click();
    expect((await reply.innerText()).length).toBeGreaterThan(130);
    await page.goto("/auth");
    await expect(page.getByTestId("assistant-bar")).toHaveCount(0);
  });

  test("a Markdown answer shows a bold heading and a link that works, and no raw **", async ({ page }) => {
    await signInAt(page, nextIp(), "/about");
    const bar = page.getByTestId("assistant-bar");
    await askTheBar(bar, "How deep do foundation footings need to be here?");
    const reply = bar.getByTestId("assistant-reply");
    await bar.getByRole("button", { name: "Read the whole answer" }).click();
    await expect(reply.locator("strong").first()).toBeVisible();
    await expect(reply.locator("strong").first()).not.toHaveText("");
    await expect(reply).not.toContainText("**");
    await expect(reply).not.toContainText("](");
    await reply.getByRole("link", { name: "read more" }).click();
    await expect(page).toHaveURL(/\/service-foundations/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Foundations for Chelan-area lots/);
  });

  test("visitors get no assistant bar", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByTestId("assistant-bar")).toHaveCount(0);
  });
});

test.describe("with a provider that fails (AI_BASE_URL set)", () => {
  test.use({ baseURL: `http://127.0.0.1:${E2E_AI_PORT}` });

  test("the greeting falls back to the casual one; chat and Generate failures say so", async ({ page }) => {
    await signIn(page, undefined, undefined, nextIp());
    const card = page.getByTestId("assistant-card");
    await card.getByText("Assistant", { exact: true }).click();
    await expect(card.getByTestId("assistant-greeting")).toHaveText("Hey Dave! Good to see you. Let's get some work done today.");
    await card.getByLabel("Message the assistant").fill("FAIL on purpose");
    await card.getByRole("button", { name: "Send" }).click();
    await expect(page.getByText("Failed to get AI response. Try again.")).toBeVisible();

    await card.getByLabel("Message the assistant").fill("hello provider");
    await card.getByRole("button", { name: "Send" }).click();
    await expect(card.getByRole("list", { name: "Conversation" })).toContainText("Echo: hello provider");

    await page.goto("/admin/content?new=1");
    await page.getByLabel("AI prompt").fill("FAIL this draft");
    await page.getByRole("button", { name: "Generate" }).click();
    await expect(page.getByText("Error generating content")).toBeVisible();
    await expect(page.getByText(/answered 500/)).toBeVisible();
  });

  test("the bar says the assistant is unavailable, or that it answered nothing", async ({ page }) => {
    await signInAt(page, nextIp(), "/services");
    const bar = page.getByTestId("assistant-bar");
    await askTheBar(bar, "FAIL please");
    await expect(bar.getByTestId("assistant-reply")).toHaveText("AI chat is temporarily unavailable.");
    await askTheBar(bar, "EMPTY please");
    await expect(bar.getByTestId("assistant-reply")).toHaveText("AI features are temporarily unavailable.");
  });
});

test.describe("alt text from the picture (a vision-capable provider)", () => {
  test.use({ baseURL: `http://127.0.0.1:${E2E_AI_PORT}` });

  test("Suggest alt text shows the model's description of the picture; the owner accepts it and it is saved", async ({ page }) => {
    await signInAt(page, nextIp(), "/admin/images");
    const name = `IMG_${Date.now()}.jpg`;
    const buffer = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#6a8" } })
      .jpeg()
      .toBuffer();
    await page.getByTestId("image-upload").setInputFiles({ name, mimeType: "image/jpeg", buffer });
    const card = page.getByTestId("image-card").filter({ hasText: name });
    await expect(card).toHaveCount(1);
    // The model (the loopback fake) says what it was really sent: a 768 by 576 JPEG.
    const asked = page.waitForEvent("dialog");
    await card.getByRole("button", { name: "Suggest alt text" }).click();
    const dialog = await asked;
    expect(dialog.message()).toContain("Vision saw a 768 by 576 jpeg: new cedar deck above the lake");
    expect(dialog.message()).not.toContain("IMG_");
    const saved = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/admin/images"));
    await dialog.accept();
    await expect(card.getByLabel("Alt text")).toHaveValue("Vision saw a 768 by 576 jpeg: new cedar deck above the lake");
    expect((await saved).status()).toBeLessThan(400);
    await page.reload();
    await expect(page.getByTestId("image-card").filter({ hasText: name }).getByLabel("Alt text")).toHaveValue(
      "Vision saw a 768 by 576 jpeg: new cedar deck above the lake",
    );
  });
});
