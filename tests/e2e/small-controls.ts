import type { Page } from "./fixtures";

/**
 * Every admin control on a phone (390 px) is at least 44 × 44 CSS px (docs/decisions/0038-settings-in-screens.md):
 * each visible button, link, input, select, textarea and summary, links inside running text
 * excepted (WCAG 2.5.8's inline exception: a link in a sentence keeps the sentence's line height).
 * A checkbox or radio button counts with the label it sits in, which toggles it too.
 */
const MIN = 44;

/** Every visible control smaller than 44 × 44, named by what it says. */
export function smallControls(page: Page) {
  return page.evaluate((min) => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="link"]';
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (el.closest("iframe, [aria-hidden='true'], [inert]")) continue;
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      let r = el.getBoundingClientRect();
      // Visually hidden (the sr-only pattern) until focused: not a target on screen.
      if (r.width <= 1 || r.height <= 1) continue;
      const style = getComputedStyle(el);
      if (el.tagName === "A" && style.display === "inline") {
        // A link inside a sentence: its block holds more words than the link.
        let block = el.parentElement;
        while (block && getComputedStyle(block).display === "inline") block = block.parentElement;
        const own = (el.textContent ?? "").trim().length;
        if (block && (block.textContent ?? "").trim().length > own + 3) continue;
      }
      if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")) {
        const label = el.closest("label") ?? (el.id ? document.querySelector<HTMLElement>(`label[for="${CSS.escape(el.id)}"]`) : null);
        if (label) r = label.getBoundingClientRect();
      }
      if (r.width + 0.5 >= min && r.height + 0.5 >= min) continue;
      const name = (
        el.getAttribute("aria-label") ||
        (el.id && document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent) ||
        el.textContent ||
        el.getAttribute("title") ||
        el.getAttribute("name") ||
        el.tagName
      )
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, 60);
      out.push(`${el.tagName.toLowerCase()} “${name}” ${Math.round(r.width)}×${Math.round(r.height)}`);
    }
    return out;
  }, MIN);
}
