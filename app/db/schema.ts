import type { Kysely } from "kysely";
import type {
  ContentItemsTable,
  ImagesTable,
  SeoSettingsTable,
  SiteSettingsTable,
  VersionsTable,
  RedirectsTable,
  ChangeCountersTable,
  PageChangesTable,
  CdnPurgesTable,
} from "./tables/content";
import type {
  RateLimitEventsTable,
  ContactMessagesTable,
  PushSubscriptionsTable,
  MailBouncesTable,
  LeadPhotosTable,
  LeadAlertsTable,
  LeadAlertOptinsTable,
  PhoneTapsTable,
} from "./tables/leads";
import type { StaffTokensTable, ActivityLogTable, ScheduledJobsTable, BackupsTable, BackgroundFailuresTable } from "./tables/staff";
import type { ProjectsTable, ProjectPhotosTable, ReviewsTable, ReviewRequestsTable } from "./tables/projects";
import type {
  ProposalsTable,
  ProposalSignaturesTable,
  StripeEventsTable,
  JobPagesTable,
  JobPostsTable,
  JobPhotosTable,
  VisitsTable,
  VisitLinksTable,
  VisitFeedTable,
} from "./tables/jobs";
import type { AnalyticsSaltsTable, AnalyticsRawTable, AnalyticsDaysTable, AnalyticsPagesTable, AnalyticsEntriesTable } from "./tables/analytics";

/**
 * Every table's row type, by concern under tables/, in the one Database interface Kysely needs.
 * Timestamps are ISO-8601 UTC strings on both databases; booleans are 0/1; lists are JSON text.
 */
export type * from "./tables/content";
export type * from "./tables/leads";
export type * from "./tables/staff";
export type * from "./tables/projects";
export type * from "./tables/jobs";
export type * from "./tables/analytics";

export interface Database {
  phone_taps: PhoneTapsTable;
  job_pages: JobPagesTable;
  job_posts: JobPostsTable;
  job_photos: JobPhotosTable;
  cdn_purges: CdnPurgesTable;
  background_failures: BackgroundFailuresTable;
  content_items: ContentItemsTable;
  projects: ProjectsTable;
  project_photos: ProjectPhotosTable;
  reviews: ReviewsTable;
  review_requests: ReviewRequestsTable;
  proposals: ProposalsTable;
  proposal_signatures: ProposalSignaturesTable;
  stripe_events: StripeEventsTable;
  images: ImagesTable;
  seo_settings: SeoSettingsTable;
  site_settings: SiteSettingsTable;
  rate_limit_events: RateLimitEventsTable;
  contact_messages: ContactMessagesTable;
  staff_tokens: StaffTokensTable;
  activity_log: ActivityLogTable;
  change_counters: ChangeCountersTable;
  page_changes: PageChangesTable;
  versions: VersionsTable;
  redirects: RedirectsTable;
  lead_photos: LeadPhotosTable;
  lead_alerts: LeadAlertsTable;
  lead_alert_optins: LeadAlertOptinsTable;
  mail_bounces: MailBouncesTable;
  push_subscriptions: PushSubscriptionsTable;
  analytics_salts: AnalyticsSaltsTable;
  analytics_raw: AnalyticsRawTable;
  analytics_days: AnalyticsDaysTable;
  analytics_pages: AnalyticsPagesTable;
  analytics_entries: AnalyticsEntriesTable;
  scheduled_jobs: ScheduledJobsTable;
  backups: BackupsTable;
  visits: VisitsTable;
  visit_links: VisitLinksTable;
  visit_feed: VisitFeedTable;
}

export type Db = Kysely<Database>;
export type Dialect = "sqlite" | "postgres";
