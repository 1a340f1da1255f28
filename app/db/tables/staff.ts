/** Rows of the staff side: one-time links, the activity log, scheduled jobs and backups. */

export interface StaffTokensTable {
  id: string;
  /** invite | reset */
  kind: string;
  token_hash: string;
  email: string;
  role: string | null;
  created_by: string | null;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface ActivityLogTable {
  id: string;
  at: string;
  actor_email: string | null;
  action: string;
  detail: string | null;
  ip: string | null;
}

/** A background job that is failing, until it succeeds again (decision 0055). */
export interface BackgroundFailuresTable {
  /** cdn-purge | retention | backup | spam-purge | visit-reminders | overdue-push */
  job: string;
  failures: number;
  first_failed_at: string;
  last_failed_at: string;
  last_error: string;
}

/** A daily job's schedule and lease, shared by every instance (decision 0033). */
export interface ScheduledJobsTable {
  name: string;
  next_run_at: string;
  /** While set and in the future, the instance in lease_holder is running it. */
  lease_until: string | null;
  lease_holder: string | null;
  last_run_at: string | null;
  last_result: string | null;
}

/** A backup taken from the browser or on schedule, and what reading it back found (decision 0033). */
export interface BackupsTable {
  id: string;
  file_name: string;
  created_at: string;
  /** now | schedule */
  trigger: string;
  actor: string | null;
  bytes: number;
  rows: number;
  files: number;
  /** 1 when the archive opened and its counts matched what was written. */
  verified: number;
  check_note: string;
}
