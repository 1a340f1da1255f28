import sharp from "sharp";
import favicon from "../../public/favicon.svg?raw";
import type { Route } from "./+types/admin.app-icon";

const SIZES = new Set([192, 512]);
const made = new Map<number, Buffer>();

/** The admin app's icon (decision 0031), drawn from the site's favicon at 192 or 512 px, made once per process. */
export async function loader({ params }: Route.LoaderArgs) {
  const size = Number(/^(\d{3})\.png$/.exec(params.file)?.[1]);
  if (!SIZES.has(size)) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  let png = made.get(size);
  if (!png) {
    png = await sharp(Buffer.from(favicon), { density: Math.ceil((72 * size) / 64) })
      .resize(size, size)
      .png()
      .toBuffer();
    made.set(size, png);
  }
  return new Response(new Uint8Array(png), { headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=86400" } });
}
