/**
 * The header's menus on pages without the React runtime (issue 21). Without this script they
 * still work: the Services list opens on hover and focus (CSS), the mobile menu is a <details>.
 * With it, Escape closes either one and gives focus back to its button, the mobile menu closes
 * when focus leaves it, and "Services" says whether its list is open (aria-expanded).
 */
import { visitOrigin } from "~/analytics/visit-origin";

// Where this visit began, kept for the tab so a quote request is credited to it (decision 0041).
visitOrigin();

const services = document.querySelector<HTMLElement>("[data-services-menu]");
const trigger = services?.querySelector<HTMLAnchorElement>("a[aria-haspopup]");
const list = services?.querySelector<HTMLElement>("ul");
if (services && trigger && list) {
  let hovered = false;
  let dismissed = false;
  const sync = () => {
    const open = !dismissed && (hovered || services.contains(document.activeElement));
    // An inline style outranks the CSS that opens the list on focus and hover.
    list.style.visibility = dismissed ? "hidden" : "";
    list.style.opacity = dismissed ? "0" : "";
    trigger.setAttribute("aria-expanded", String(open));
  };
  services.addEventListener("mouseenter", () => {
    hovered = true;
    dismissed = false;
    sync();
  });
  services.addEventListener("mouseleave", () => {
    hovered = false;
    sync();
  });
  services.addEventListener("focusin", () => sync());
  services.addEventListener("focusout", (event) => {
    if (!services.contains(event.relatedTarget as Node | null)) dismissed = false;
    // The new focus is known once the event is over.
    setTimeout(sync);
  });
  services.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !dismissed) {
      dismissed = true;
      trigger.focus();
      sync();
    } else if (event.key === "ArrowDown" && event.target === trigger) {
      // Down from "Services" opens the list again and goes to its first link.
      event.preventDefault();
      dismissed = false;
      sync();
      list.querySelector("a")?.focus();
    }
  });
  sync();
}

const mobile = document.querySelector<HTMLDetailsElement>("details[data-testid='mobile-menu']");
if (mobile) {
  const summary = mobile.querySelector("summary")!;
  mobile.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && mobile.open) {
      mobile.open = false;
      summary.focus();
    }
  });
  mobile.addEventListener("focusout", (event) => {
    if (mobile.open && !mobile.contains(event.relatedTarget as Node | null)) mobile.open = false;
  });
}
