/** The shapes the legal pages' fact sentences share in both languages (content/legal-facts.ts, content/legal-facts-es.ts). */

/** What the legal pages are built from; read at render by services/privacy-facts.server.ts. */
export interface ThirdPartyFacts {
  /** The map provider, when the Contact page shows its map (always, today). */
  map: string | null;
  /** The video provider, only when at least one video is set. */
  video: string | null;
}

export interface FactSentence {
  id: string;
  text: string;
}
