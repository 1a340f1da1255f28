/**
 * What the dashboard says about a background job that keeps failing (decision 0055): a plain
 * sentence and what to do. `after`: how many failures in a row before it is shown (one failed try
 * of a job that is retried on its own is not worth a person's attention).
 */
export interface BackgroundJobText {
  sentence: string;
  /** Its words in the dashboard's one-line summary. */
  short: string;
  todo: string;
  after: number;
}

export const BACKGROUND_JOBS: Record<string, BackgroundJobText> = {
  "cdn-purge": {
    short: "the CDN is not clearing old pages",
    sentence: "The CDN keeps refusing to clear its copies of changed pages, so visitors may see old versions of them",
    todo: "Check the CDN token and zone with whoever runs the server (CDN_TOKEN, CDN_ZONE); the site keeps trying on its own.",
    after: 3,
  },
  retention: {
    short: "old records not deleted",
    sentence: "Old records are not being deleted on schedule, as the privacy notice says they are",
    todo: "Ask whoever runs the server to look at its log for “retention tick failed”.",
    after: 2,
  },
  backup: {
    short: "scheduled backups failing",
    sentence: "The scheduled backup keeps failing, so there may be no recent copy of the site",
    todo: "Make a backup now under Backups, and ask whoever runs the server to look at its log.",
    after: 2,
  },
  "spam-purge": {
    short: "Spam not cleared",
    sentence: "Old messages in Spam are not being cleared",
    todo: "Ask whoever runs the server to look at its log for “spam purge tick failed”.",
    after: 2,
  },
  "visit-reminders": {
    short: "visit reminders not sent",
    sentence: "Site-visit reminders are not going out",
    todo: "Check the mail settings with whoever runs the server; tell clients with a visit tomorrow yourself.",
    after: 2,
  },
  "overdue-push": {
    short: "overdue-lead reminders not pushed",
    sentence: "Reminders about overdue leads are not being pushed to phones",
    todo: "Check the Messages list yourself until this clears.",
    after: 3,
  },
};

export type BackgroundJob = keyof typeof BACKGROUND_JOBS;
