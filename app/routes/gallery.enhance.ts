/**
 * The gallery on pages without the React runtime: the carousel turns, the filter links and
 * "Show more" swap in the grid without a page load, and a picture opens in a lightbox that closes by its
 * button, a click on the backdrop, or Escape. Without JavaScript the links still work.
 */
import { bindFilterLinks } from "~/components/filter-links";
import { galleryHref } from "~/media/gallery";
import { srcSet } from "~/content/images";

// The grid shows one page of pictures; a filter or "Show more" fetches the page the link names
// and swaps in its results (the server's own markup), so both work the same with JavaScript off.
let loading: AbortController | null = null;
async function showResults(href: string, focusPosition: number | null) {
  const results = document.querySelector<HTMLElement>("[data-gallery-results]");
  if (!results) return void (location.href = href);
  loading?.abort();
  loading = new AbortController();
  results.setAttribute("aria-busy", "true");
  try {
    const res = await fetch(href, { signal: loading.signal, headers: { Accept: "text/html" } });
    if (!res.ok) throw new Error(String(res.status));
    const next = new DOMParser().parseFromString(await res.text(), "text/html").querySelector("[data-gallery-results]");
    if (!next) throw new Error("no results");
    results.replaceWith(document.importNode(next, true));
    history.replaceState(history.state, "", href.split("#")[0]);
    if (focusPosition) document.querySelector<HTMLElement>(`#gallery-item-${focusPosition} a`)?.focus();
  } catch (error) {
    if ((error as Error).name !== "AbortError") location.href = href;
  } finally {
    results.removeAttribute("aria-busy");
  }
}
bindFilterLinks(document.querySelector("nav[data-filter-links]"), (key) => void showResults(galleryHref(key), null));
document.addEventListener("click", (event) => {
  const more = (event.target as Element).closest<HTMLAnchorElement>("a[data-gallery-more]");
  if (!more || (event as MouseEvent).metaKey || (event as MouseEvent).ctrlKey) return;
  event.preventDefault();
  void showResults(more.href, Number(more.dataset.galleryMore));
});

// The lightbox.
const dialog = document.querySelector<HTMLDialogElement>("dialog[data-lightbox]");
function open(link: HTMLElement) {
  if (!dialog) return;
  const figure = dialog.querySelector("figure")!;
  figure.querySelector("img")?.remove();
  const img = document.createElement("img");
  img.src = link.dataset.full!;
  img.srcset = link.dataset.image ? srcSet(link.dataset.image, Number(link.dataset.width), "webp") : "";
  img.sizes = "94vw";
  img.width = Number(link.dataset.width);
  img.height = Number(link.dataset.height);
  img.alt = link.dataset.alt ?? link.dataset.caption ?? "";
  img.className = "order-1 max-h-[82vh] w-auto rounded-md object-contain";
  figure.prepend(img);
  figure.querySelector("figcaption")!.textContent = link.dataset.caption ?? "";
  dialog.setAttribute("aria-label", link.dataset.caption || "Project image");
  dialog.showModal();
  dialog.querySelector<HTMLButtonElement>("[data-close]")?.focus();
}
document.addEventListener("click", (event) => {
  const target = event.target as Element;
  const picture = target.closest<HTMLElement>("[data-full]");
  if (picture) {
    event.preventDefault();
    open(picture);
  }
});
dialog?.querySelector("[data-close]")?.addEventListener("click", () => dialog.close());
dialog?.addEventListener("click", (event) => {
  if (event.target === dialog) dialog.close();
});

// The carousel: Previous and Next move by one; the far cells load 500 ms after the near ones.
const carousel = document.querySelector<HTMLElement>("[data-carousel]");
if (carousel) {
  const ring = carousel.querySelector<HTMLElement>("[data-carousel-ring]")!;
  const items = [...ring.querySelectorAll<HTMLElement>("li")];
  const caption = carousel.querySelector<HTMLElement>("[data-carousel-caption]")!;
  const angle = Number(carousel.dataset.angle);
  const radius = Number(carousel.dataset.radius);
  let index = 0;
  carousel.querySelectorAll<HTMLButtonElement>("[data-carousel-step]").forEach((button) =>
    button.addEventListener("click", () => {
      index += Number(button.dataset.carouselStep);
      const current = ((index % items.length) + items.length) % items.length;
      ring.style.transform = `translateZ(-${radius}px) rotateY(${-index * angle}deg)`;
      items.forEach((li, i) => {
        li.setAttribute("aria-hidden", String(i !== current));
        li.querySelector("button")!.tabIndex = i === current ? 0 : -1;
      });
      caption.textContent = items[current]!.querySelector("button")?.dataset.caption ?? "";
    }),
  );
  setTimeout(() => {
    for (const button of ring.querySelectorAll<HTMLButtonElement>("button[data-src]")) {
      if (button.querySelector("img")) continue;
      const img = document.createElement("img");
      img.src = button.dataset.src!;
      img.width = 240;
      img.height = 360;
      img.alt = "";
      img.loading = "lazy";
      img.className = "h-[360px] w-[240px] object-cover";
      button.append(img);
    }
  }, 500);
}
