/**
 * The gallery on pages without the React runtime: the carousel turns, the filter links filter
 * in place (same rule as the server), and a picture opens in a lightbox that closes by its
 * button, a click on the backdrop, or Escape. Without JavaScript the links still work.
 */
import { bindFilterLinks } from "~/components/filter-links";
import { filterGallery, galleryHref } from "~/media/gallery";

// The filter.
const cells = [...document.querySelectorAll<HTMLElement>("li[data-category]")].map((el) => ({ el, category: el.dataset.category ?? "" }));
bindFilterLinks(document.querySelector("nav[data-filter-links]"), (key) => {
  const shown = new Set(filterGallery(cells, key));
  for (const c of cells) c.el.hidden = !shown.has(c);
  history.replaceState(history.state, "", galleryHref(key));
});

// The lightbox.
const dialog = document.querySelector<HTMLDialogElement>("dialog[data-lightbox]");
function open(link: HTMLAnchorElement) {
  if (!dialog) return;
  const figure = dialog.querySelector("figure")!;
  figure.querySelector("img")?.remove();
  const img = document.createElement("img");
  img.src = link.href;
  img.srcset = link.dataset.srcset ?? "";
  img.sizes = "94vw";
  img.width = Number(link.dataset.width);
  img.height = Number(link.dataset.height);
  img.alt = link.dataset.alt ?? "";
  img.className = "order-1 max-h-[82vh] w-auto rounded-md object-contain";
  figure.prepend(img);
  figure.querySelector("figcaption")!.textContent = link.dataset.caption ?? "";
  dialog.setAttribute("aria-label", link.dataset.caption || "Project image");
  dialog.showModal();
  dialog.querySelector<HTMLButtonElement>("[data-close]")?.focus();
}
document.addEventListener("click", (event) => {
  const target = event.target as Element;
  const link = target.closest<HTMLAnchorElement>("a[data-srcset]");
  const cell = target.closest<HTMLButtonElement>("button[data-open]");
  const byCell = cell ? document.querySelector<HTMLAnchorElement>(`a[data-id="${CSS.escape(cell.dataset.open!)}"]`) : null;
  if (link || byCell) {
    event.preventDefault();
    open((link ?? byCell)!);
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
      caption.textContent = items[current]!.dataset.caption ?? "";
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
