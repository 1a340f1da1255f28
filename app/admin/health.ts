/** One line of the dashboard's "Ready to launch?" / "Site health" list (site-health.server.ts). */
export interface HealthCheck {
  id: string;
  ok: boolean;
  /** What is wrong (or, when ok, what is in order). */
  label: string;
  why: string;
  /** Where it is fixed: a page of the admin, or what to ask of whoever runs the server. */
  fix: { to: string; text: string } | { note: string };
  /** Shown first, marked "Must fix before launch": the law asks for it (decision 0033). */
  blocker?: boolean;
  /** The pages or items concerned: by name, each with where it is fixed when there is such a place. */
  items?: Array<string | { text: string; to: string; action: string }>;
}
