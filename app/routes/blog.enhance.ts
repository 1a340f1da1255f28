/**
 * The blog's live filter on pages without the React runtime: search and category apply
 * together as you type or click, with the same rule the server uses for the GET form.
 */
import { blogHref, filterArticles } from "~/content/blog";
import { bindFilterLinks, countLabel, markCurrent } from "~/components/filter-links";

const form = document.querySelector<HTMLFormElement>("form[data-blog-search]");
const input = form?.querySelector<HTMLInputElement>("input[name=q]");
const hiddenCategory = form?.querySelector<HTMLInputElement>("input[name=category]");
const nav = document.querySelector("nav[data-filter-links]");
const empty = document.querySelector<HTMLElement>("[data-empty]");
const count = document.querySelector<HTMLElement>("[data-count]");
const items = [...document.querySelectorAll<HTMLElement>("[data-article]")].map((el) => ({
  el,
  title: el.dataset.title ?? "",
  excerpt: el.dataset.excerpt ?? "",
  categories: (el.dataset.categories ?? "").split(" "),
}));
let category = form?.dataset.category ?? "all";

function apply() {
  const q = input?.value ?? "";
  const shown = new Set(filterArticles(items, q, category));
  for (const item of items) item.el.hidden = !shown.has(item);
  if (empty) empty.hidden = shown.size > 0;
  if (count) count.textContent = countLabel(shown.size, "article");
  if (hiddenCategory) {
    hiddenCategory.value = category;
    hiddenCategory.disabled = category === "all";
  }
  nav?.querySelectorAll<HTMLAnchorElement>("a[data-filter-key]").forEach((a) => (a.href = blogHref(q, a.dataset.filterKey!)));
  markCurrent(nav, category);
  history.replaceState(history.state, "", blogHref(q, category));
}

form?.addEventListener("submit", (event) => {
  event.preventDefault();
  apply();
});
input?.addEventListener("input", apply);
bindFilterLinks(nav, (key) => {
  category = key;
  apply();
});
