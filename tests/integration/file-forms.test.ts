import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { isDemoDrawing } from "../../app/media/demo-drawings.server";
import { GALLERY_PATH } from "../../app/models/images.server";
import { BODY_LIMITS } from "../../app/platform/policy";
import { decodeHtml } from "../helpers/server";
import { serverWithOwner, visitor } from "../helpers/http";
import { oversizedFile, phonePhoto } from "../helpers/photos";

// Every form that can carry a file takes a phone photo (issue 43): a 4 MB, 12-megapixel JPEG is
// accepted wherever a picture can be chosen, and a file over the limit is refused with the limit
// named and every typed field given back.
const t = serverWithOwner();
let photo: Buffer;
beforeAll(async () => {
  photo = await phonePhoto();
});

function postMultipart(pathname: string, fields: Record<string, string>, file: { name: string; bytes: Buffer } | null, cookie = t.owner.cookie) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  // The file field sits where the form has it: before the text that follows it on the page.
  if (file) body.append("file", new Blob([new Uint8Array(file.bytes)], { type: "image/jpeg" }), file.name);
  body.append("after", "typed after the file");
  return fetch(`${t.s.url}${pathname}`, { method: "POST", headers: { cookie, Origin: t.s.url }, body, redirect: "manual" });
}

const appDir = path.resolve(__dirname, "../../app");
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const full = path.join(dir, n);
    return statSync(full).isDirectory() ? sourceFiles(full) : /\.tsx$/.test(n) ? [full] : [];
  });
}

/** The quote form posts to the contact page it is on, English or Spanish (routes/contact.tsx). */
const COMPONENT_ACTIONS: Record<string, string[]> = { "components/QuoteForm.tsx": ["/contact", "/es/contact"] };

describe("forms that carry a file", () => {
  it("every multipart form in the app posts to an address whose route reads files up to the upload limit", () => {
    const routes = readFileSync(path.join(appDir, "routes.ts"), "utf8");
    const found: string[] = [];
    for (const file of sourceFiles(appDir)) {
      const src = readFileSync(file, "utf8");
      for (const m of src.matchAll(/<(?:form|Form)\b[^>]*?encType="multipart\/form-data"[^>]*>/gs)) {
        const a = /action=(?:"([^"?#]+)|\{`([^`?#$]+))/.exec(m[0]);
        const action = a ? (a[1] ?? a[2]) : undefined;
        // A form without an action posts to its own route's address.
        const own = new RegExp(`route\\("([^"]+)", "${path.relative(appDir, file).replace(/\./g, "\\.")}"`).exec(routes)?.[1];
        // (Routes declared inside the admin layout are relative to /admin.)
        const prefix = own && path.basename(file).startsWith("admin.") && !own.startsWith("admin") ? "/admin/" : "/";
        // A form component that posts where its page says: every page it is on.
        const given = COMPONENT_ACTIONS[path.relative(appDir, file)];
        for (const to of given ?? [action ?? (own ? `${prefix}${own}` : `(no route for ${path.relative(appDir, file)})`)]) {
          found.push(to);
          expect([...BODY_LIMITS.uploadPaths, ...BODY_LIMITS.photoFormPaths], `${path.relative(appDir, file)} posts to ${to}`).toContain(to);
        }
      }
    }
    // The forms the owner uses: a new post's cover, a drawing's replacement, the logo, project photos, a quote's photos.
    for (const p of ["/admin/content/new", "/admin/gallery/replace", "/admin/settings/logo", "/admin/projects/photos", "/contact", "/es/contact"])
      expect(found).toContain(p);
  });

  it("a new blog post takes a 4 MB phone photo as its cover, and visitors see it", async () => {
    expect(photo.length).toBeGreaterThan(4_000_000);
    const r = await postMultipart(
      "/admin/content/new?kind=post",
      {
        title: "Dock season on Lake Chelan",
        summary: "What we check before the water rises.",
        alt: "New cedar dock at dusk",
        body: "<p>Decks first, then the pilings.</p>",
        mode: "publish",
      },
      { name: "IMG_2041.jpg", bytes: photo },
    );
    expect(r.status).toBe(302);
    const image = await t.s.services.db.selectFrom("images").selectAll().where("original_filename", "=", "IMG_2041.jpg").executeTakeFirstOrThrow();
    expect(image.width).toBe(4032);
    const page = await visitor(t.s).text("/blog/dock-season-on-lake-chelan");
    expect(page).toContain("Dock season on Lake Chelan");
    expect(page).toContain(image.filename.replace(/\.[a-z]+$/, ""));
  });

  it("a file over the limit is refused with the limit named, and the form comes back with everything typed", async () => {
    const typed = {
      title: "Winter framing in Manson",
      words: "winter framing manson",
      summary: "How we keep lumber dry when it snows.",
      alt: "Framed walls under a tarp",
      body: "<p>We tarp every night and check the moisture each morning.</p>",
      seoDescription: "Framing through a Manson winter, step by step.",
      mode: "publish",
    };
    const before = await t.s.services.db
      .selectFrom("content_items")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const r = await postMultipart("/admin/content/new?kind=post", typed, { name: "huge.jpg", bytes: oversizedFile(30 * 1024 * 1024) });
    expect(r.status).toBe(413);
    const html = decodeHtml(await r.text());
    expect(html).toContain("The image huge.jpg is larger than 20 MB. Please upload a smaller file.");
    for (const v of Object.values(typed).filter((v) => v !== "publish")) expect(html).toContain(v.replace(/<\/?p>/g, ""));
    const after = await t.s.services.db
      .selectFrom("content_items")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("a new post's form is refused to anonymous callers before its body is read", async () => {
    const r = await postMultipart("/admin/content/new?kind=post", { title: "Anonymous", mode: "publish" }, { name: "a.jpg", bytes: photo }, "");
    expect(r.status).toBe(401);
  });

  it("“Replace this drawing” takes a 4 MB phone photo and keeps the drawing's place in the gallery", async () => {
    const gallery = await t.s.services.db.selectFrom("images").selectAll().where("page_path", "=", GALLERY_PATH).orderBy("sort_order").execute();
    const drawing = gallery.find((i) => isDemoDrawing(i.file_path))!;
    const r = await postMultipart("/admin/gallery/replace", { id: drawing.id }, { name: "boathouse.jpg", bytes: photo });
    expect(r.status).toBe(302);
    const replaced = await t.s.services.db.selectFrom("images").selectAll().where("original_filename", "=", "boathouse.jpg").executeTakeFirstOrThrow();
    expect(replaced).toMatchObject({ page_path: GALLERY_PATH, sort_order: drawing.sort_order });
    const old = await t.s.services.db.selectFrom("images").selectAll().where("id", "=", drawing.id).executeTakeFirstOrThrow();
    expect(old.page_path).toBeNull();
  });
});
