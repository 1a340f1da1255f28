import type { IntentHandler } from "~/admin/action.server";
import { HOME_SECTIONS, type HomeSectionId } from "~/content/brand";
import { fail, ok } from "~/forms/notice";
import { getBrand } from "~/models/brand.server";
import { saveBrandWithHistory } from "./admin.settings.brand.server";

/** One change to the home page's sections, as its button says it. */
export const HOME_ARRANGE = ["up", "down", "show", "hide"] as const;
export type HomeArrange = (typeof HOME_ARRANGE)[number];

const labelOf = (id: HomeSectionId) => HOME_SECTIONS.find((s) => s.id === id)!.label;
const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? "st" : n % 10 === 2 && n !== 12 ? "nd" : n % 10 === 3 && n !== 13 ? "rd" : "th"}`;

/**
 * Settings → Home page sections (issue #43): one button per change, "Move Welcome up", "Hide
 * Videos", each a plain form post, saved through the brand's one writer with its History row.
 */
export const homeSectionIntents: Record<string, IntentHandler> = {
  "brand-home-arrange": {
    errorTitle: "Failed to change the home page's sections",
    async run({ values, context, user }) {
      const { db } = context.services;
      const id = HOME_SECTIONS.find((s) => s.id === values.section)?.id;
      const change = HOME_ARRANGE.find((a) => a === values.change);
      if (!id || !change)
        return {
          notice: fail(
            "brand-home-arrange",
            "The home page's sections were not changed",
            "That section or change is not known. Reload the page and try again.",
          ),
        };
      const brand = await getBrand(db);
      const order = [...brand.home.order];
      const hidden = brand.home.hidden.filter((h) => h !== id);
      const at = order.indexOf(id);
      const to = change === "up" ? at - 1 : change === "down" ? at + 1 : at;
      if (to < 0 || to >= order.length) {
        const edge = change === "up" ? "first" : "last";
        return { notice: ok("brand-home-arrange", "Nothing had changed", { description: `${labelOf(id)} is already ${edge}.` }) };
      }
      [order[at], order[to]] = [order[to]!, order[at]!];
      if (change === "hide") hidden.push(id);
      else if (change !== "show" && brand.home.hidden.includes(id)) hidden.push(id);
      const home = { order, hidden: HOME_SECTIONS.filter((s) => hidden.includes(s.id)).map((s) => s.id) };
      await saveBrandWithHistory(db, { ...brand, home }, user.email, "Home page sections");
      const label = labelOf(id);
      const description =
        change === "hide"
          ? `${label} no longer shows on the home page.`
          : change === "show"
            ? `${label} shows on the home page again.`
            : `${label} is now ${ordinal(to + 1)} of ${order.length} after the banner.`;
      const title = change === "hide" ? `${label} hidden` : change === "show" ? `${label} shown` : `${label} moved ${change}`;
      return { notice: ok("brand-home-arrange", title, { description }) };
    },
  },
};
