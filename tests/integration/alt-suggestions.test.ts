import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm, serverAndOwner, serverWithOwner } from "../helpers/http";
import { startOpenAiServer } from "../helpers/openai-server";
import type { TestServer } from "../helpers/server";
import { VISION_EDGE, VISION_MAX_BYTES } from "../../app/services/alt-vision.server";
import { getProfile } from "../../app/models/settings.server";

// Alt-text suggestions (issue #43) over real HTTP: a vision model is shown the picture when one is
// set up; otherwise, or when it fails, the words come from the site's facts, never the file name.

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 90, b: 60 } } })
    .jpeg({ quality: 95 })
    .toBuffer();

async function addProject(s: TestServer, cookie: string, title: string, town: string) {
  const r = await postForm(
    s,
    "/admin/projects",
    { intent: "project-save", title, town, service_key: "remodels", year: "2025", summary: "A kitchen opened to the lake view, with new cabinets." },
    { cookie },
  );
  expect(r.status).toBe(302);
  return new URL(r.headers.get("location")!, s.url).searchParams.get("edit")!;
}

async function addPhotos(s: TestServer, cookie: string, projectId: string, fields: Record<string, string>, files: Array<[string, Buffer]>) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  for (const [name, bytes] of files) body.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), name);
  const r = await fetch(`${s.url}/admin/projects/photos?id=${projectId}`, { method: "POST", headers: { cookie, Origin: s.url }, body, redirect: "manual" });
  expect(r.status).toBe(302);
  return s.services.db
    .selectFrom("project_photos")
    .innerJoin("images", "images.id", "project_photos.image_id")
    .select(["images.id", "images.alt_text", "images.original_filename"])
    .where("project_photos.project_id", "=", projectId)
    .orderBy("project_photos.sort_order", "asc")
    .execute();
}

const suggest = (s: TestServer, cookie: string | null, body: unknown) =>
  fetch(`${s.url}/api/admin/images/alt-suggestion`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: s.url, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

describe("with a vision-capable provider (AI_BASE_URL)", () => {
  let ai: Awaited<ReturnType<typeof startOpenAiServer>>;
  let s: TestServer;
  let cookie: string;
  let aiOpen = true;
  beforeAll(async () => {
    ai = await startOpenAiServer();
    ({ s, cookie } = await serverAndOwner({ env: { AI_BASE_URL: ai.baseUrl, AI_MODEL: "vision-model", AI_TIMEOUT_MS: "5000" } }));
  });
  afterAll(async () => {
    await s?.stop();
    if (aiOpen) await ai?.close();
  });

  let imageId = "";
  it("a new project photo is described by the model, which was sent a small real JPEG and the project's title and town", async () => {
    const id = await addProject(s, cookie, "Kitchen remodel", "Manson");
    const rows = await addPhotos(s, cookie, id, { role: "after", pair: "" }, [["IMG_2041.jpg", await photo(3000, 2000)]]);
    expect(rows).toHaveLength(1);
    imageId = rows[0]!.id;
    expect(rows[0]!.alt_text).toBe(`Vision saw a ${VISION_EDGE} by 512 jpeg: new cedar deck above the lake`);

    const asked = ai.requests.at(-1)!;
    expect(asked.body.model).toBe("vision-model");
    expect(asked.images).toHaveLength(1);
    const [image] = asked.images;
    expect(image).toMatchObject({ mime: "image/jpeg", format: "jpeg", width: VISION_EDGE, height: 512 });
    expect(image!.bytes).toBeLessThanOrEqual(VISION_MAX_BYTES);
    const words = JSON.stringify(asked.body.messages);
    expect(words).toContain("Kitchen remodel");
    expect(words).toContain("Manson");
    expect(words).toContain("after the work");
    expect(words).not.toContain("IMG_2041");
  });

  it("Suggest alt text on a library picture asks the model again and answers its words, saving nothing", async () => {
    const before = ai.requests.length;
    await s.services.db.updateTable("images").set({ alt_text: "Owner's own words" }).where("id", "=", imageId).execute();
    const r = await suggest(s, cookie, { id: imageId });
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ text: `Vision saw a ${VISION_EDGE} by 512 jpeg: new cedar deck above the lake`, from: "picture" });
    expect(ai.requests.length).toBe(before + 1);
    expect(ai.requests.at(-1)!.images[0]!.format).toBe("jpeg");
    const row = await s.services.db.selectFrom("images").select("alt_text").where("id", "=", imageId).executeTakeFirstOrThrow();
    expect(row.alt_text).toBe("Owner's own words");
  });

  it("refuses anonymous callers and bad requests with a clear 4xx", async () => {
    const anon = await suggest(s, null, { id: imageId });
    expect(anon.status).toBe(401);
    const bad = await suggest(s, cookie, { picture: 1 });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: string }).error).toMatch(/picture to describe/);
    const gone = await suggest(s, cookie, { id: "no-such-picture" });
    expect(gone.status).toBe(404);
    expect(((await gone.json()) as { error: string }).error).toMatch(/no longer in the Images library/);
  });

  it("when the provider cannot be reached, the suggestion comes from the project instead", async () => {
    await ai.close();
    aiOpen = false;
    const r = await suggest(s, cookie, { id: imageId });
    expect(r.status).toBe(200);
    expect(await r.json()).toEqual({ text: "Kitchen remodel in Manson, after the work", from: "site" });
  });
});

describe("without a provider", () => {
  const t = serverWithOwner();

  it("project photos are described from the project, its town and the caption, never the file name", async () => {
    const id = await addProject(t.s, t.owner.cookie, "Kitchen remodel", "Manson");
    const rows = await addPhotos(t.s, t.owner.cookie, id, { role: "photo", caption: "finished cabinets" }, [
      ["IMG_2041.jpg", await photo(800, 600)],
      ["Before: Project.jpg", await photo(800, 600)],
    ]);
    expect(rows.map((r) => r.alt_text)).toEqual(["Kitchen remodel in Manson: finished cabinets", "Kitchen remodel in Manson: finished cabinets"]);
    const plain = await addPhotos(t.s, t.owner.cookie, id, { role: "before", pair: "1" }, [["PXL_20250612.jpg", await photo(800, 600)]]);
    expect(plain.at(-1)!.alt_text).toBe("Kitchen remodel in Manson, before the work");
  });

  it("a gallery picture's suggestion names its category and the company, not the file name", async () => {
    const body = new FormData();
    body.append("file", new Blob([new Uint8Array(await photo(800, 600))], { type: "image/jpeg" }), "IMG_2041.jpg");
    body.append("gallery", "1");
    body.append("category", "remodel");
    const up = await fetch(`${t.s.url}/api/admin/images`, { method: "POST", headers: { cookie: t.owner.cookie, Origin: t.s.url }, body });
    expect(up.status).toBe(201);
    const { images } = (await up.json()) as { images: Array<{ id: string }> };
    const r = await suggest(t.s, t.owner.cookie, { id: images[0]!.id });
    expect(r.status).toBe(200);
    const { companyName } = await getProfile(t.s.services.db);
    const answer = (await r.json()) as { text: string; from: string };
    expect(answer).toEqual({ text: `Remodel project by ${companyName}`, from: "site" });
    expect(answer.text).not.toMatch(/IMG|2041|\.jpg/);
  });
});
