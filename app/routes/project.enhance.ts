/** The project page's before/after sliders, on the page visitors get (no framework runtime). */
import { enhanceCompare } from "~/components/compare";

for (const el of document.querySelectorAll<HTMLElement>("[data-compare]")) enhanceCompare(el);
