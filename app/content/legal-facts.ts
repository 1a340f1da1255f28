import type { FactSentence, ThirdPartyFacts } from "./legal-fact-types";
import type { Locale } from "./locale";
import { accessibilityLimitsEs, alertsLeadEs, eraseKeepsEs, thirdPartySentencesEs } from "./legal-facts-es";

/**
 * The third parties the public pages can load, and the legal pages' sentences per fact (decision
 * 0054). The privacy notice and the accessibility statement say nothing about a provider or a
 * feature by hand: each sentence here is chosen by a fact the site holds (a provider actually in
 * use, a channel actually on), so a provider that is not configured is never named.
 */

/** The interactive map behind the Contact page's poster (components/Facades.tsx MapFacade). */
export const MAP_PROVIDER = {
  name: "OpenStreetMap",
  embedUrl: "https://www.openstreetmap.org/export/embed.html?bbox=-120.35%2C47.78%2C-119.90%2C47.95&layer=mapnik&marker=47.8407%2C-120.0160",
  linkUrl: "https://www.openstreetmap.org/?mlat=47.8407&mlon=-120.0160#map=12/47.8407/-120.0160",
} as const;

/** The video player behind a video poster, used only for a video set in Settings → Business (components/Facades.tsx VideoFacade). */
export const VIDEO_PROVIDER = {
  name: "YouTube",
  embedUrl: (id: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`,
  watchUrl: (id: string) => `https://www.youtube.com/watch?v=${id}`,
} as const;

export type { FactSentence, ThirdPartyFacts } from "./legal-fact-types";

/** The accessibility statement's "What we know is not yet right", one sentence per fact that holds. */
export function accessibilityLimits(f: ThirdPartyFacts, locale: Locale = "en"): FactSentence[] {
  if (locale === "es") return accessibilityLimitsEs(f);
  const out: FactSentence[] = [
    {
      id: "drawings",
      text: "Most pictures on the site are drawings that stand in for photos of our own work; each has a text description, but a drawing shows less than a photo would.",
    },
  ];
  if (f.video) out.push({ id: "video", text: `The videos are on ${f.video} and open in ${f.video}'s player, whose captions and controls we do not control.` });
  if (f.map)
    out.push({
      id: "map",
      text: `The map on the Contact page is a picture with the address written beside it; the interactive map it opens is ${f.map}'s, whose controls we do not control.`,
    });
  return out;
}

/** The privacy notice's sentences on what a page loads from elsewhere, only when you ask for it. */
export function thirdPartySentences(f: ThirdPartyFacts, locale: Locale = "en"): FactSentence[] {
  if (locale === "es") return thirdPartySentencesEs(f);
  const out: FactSentence[] = [];
  if (f.map)
    out.push({
      id: "map",
      text: `The map on the Contact page is a picture until you choose “Show the interactive map”; only then does your browser load the map from ${f.map}, which sees your internet address as any site you visit does.`,
    });
  if (f.video)
    out.push({
      id: "video",
      text: `A video is a picture until you play it; only then does your browser load ${f.video}'s player (its privacy-enhanced mode), which sees your internet address and may set its own cookies.`,
    });
  return out;
}

/** The first line of "Who is told of your request": true whether or not any alert is on. */
export function alertsLead(channelsOn: number, locale: Locale = "en"): string {
  if (locale === "es") return alertsLeadEs(channelsOn);
  return channelsOn > 0
    ? "Every request is stored in the site’s staff area, where our signed-in staff read and answer it. They are also told of it at once, in these ways:"
    : "Every request is stored in the site’s staff area, where our signed-in staff read and answer it. No alert (e-mail, text message, notification or webhook) is sent: your request waits there until our staff next sign in.";
}

/** The privacy notice's "A copy, a correction or deletion": what an erase keeps, and why. */
export function eraseKeeps(signedProposalYears: number, locale: Locale = "en"): string {
  if (locale === "es") return eraseKeepsEs(signedProposalYears);
  return `A proposal you signed, with the record of your signature, is kept ${signedProposalYears} years after you sign (Washington, RCW 18.27.114, asks contractors to keep the signed disclosure statement); where your address or phone number appears only inside someone else’s message, it is removed from that message, which stays theirs.`;
}
