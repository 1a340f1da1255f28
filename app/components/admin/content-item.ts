import type { ContentStatus } from "~/content/schedule";

/** What the All items forms share: a picture a post or a new service page may use, the status colours, the draft generator. */
export interface PictureChoice {
  id: string;
  label: string;
}

export const STATUS_TONE: Record<ContentStatus, "green" | "amber" | "blue" | "slate"> = {
  Published: "green",
  Draft: "amber",
  Scheduled: "blue",
  Ended: "slate",
};

/** The AI draft generator (the AI issue fills it in). */
export type DraftGenerator = React.ComponentType<{ contentType: string; onGenerated: (text: string, prompt: string) => void }>;
