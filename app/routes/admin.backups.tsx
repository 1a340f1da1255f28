import type { ReactNode } from "react";
import { Form, data } from "react-router";
import { runAdminAction, type IntentHandler } from "~/admin/action.server";
import { requireUser } from "~/auth/guard.server";
import { SettingsNav } from "~/components/admin/SettingsNav";
import { NoticeBanner, useNoticeToast, useSubmitting } from "~/components/admin/common";
import { CheckboxField, TextField } from "~/components/admin/Field";
import { formatZoned } from "~/content/schedule";
import { fail, ok, type ActionResult } from "~/forms/notice";
import { privateMeta } from "~/platform/meta";
import { getBackupSchedule, listBackups, pruneBackups, saveBackupSchedule, takeBackup } from "~/trust/backups.server";
import { getJob } from "~/models/scheduled-jobs.server";
import { BACKUP_JOB } from "~/trust/backups.server";
import type { Route } from "./+types/admin.backups";

export const meta: Route.MetaFunction = () => privateMeta("Backups | Lakeside Ridge CMS");

/** Settings → Backups (owners only; decision 0033): take one now, download it, a daily schedule, how to restore. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const { db } = context.services;
  const [backups, schedule, job] = await Promise.all([listBackups(db), getBackupSchedule(db), getJob(db, BACKUP_JOB)]);
  return data(
    {
      backups: backups.map((b) => ({ ...b, when: formatZoned(b.created_at) })),
      schedule,
      next: schedule.enabled && job ? formatZoned(job.next_run_at) : null,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const intents: Record<string, IntentHandler> = {
  "backup-now": {
    errorTitle: "The backup failed",
    async run({ context, user }) {
      const row = await takeBackup(context.services, "now", user.email);
      // The same "keep the last N" as the daily backup: the server never fills up with archives.
      await pruneBackups(context.services, (await getBackupSchedule(context.services.db)).keep);
      return {
        notice: row.verified
          ? ok("backup-now", "Backup made and checked", { description: `${row.check_note} Download it below and keep it somewhere other than this server.` })
          : fail("backup-now", "The backup could not be checked", row.check_note),
        activity: `Backup ${row.file_name}`,
      };
    },
  },
  "backup-schedule-save": {
    errorTitle: "Failed to save the backup schedule",
    async run({ values, context }) {
      const title = "Failed to save the backup schedule";
      const time = (values.time ?? "").trim().slice(0, 5);
      const keep = Number(values.keep);
      if (!TIME.test(time))
        return {
          notice: fail("backup-schedule-save", title, "Enter the time as hours and minutes, like 02:00.", {
            fieldErrors: { time: "Enter a time like 02:00." },
          }),
        };
      if (!Number.isInteger(keep) || keep < 1 || keep > 60)
        return {
          notice: fail("backup-schedule-save", title, "Keep between 1 and 60 backups.", { fieldErrors: { keep: "Enter a whole number from 1 to 60." } }),
        };
      const enabled = values.enabled === "on";
      await saveBackupSchedule(context.services.db, { enabled, time, keep });
      return {
        notice: ok("backup-schedule-save", "Backup schedule saved", {
          description: enabled ? `A backup is made every day at ${time} (Pacific time); the last ${keep} are kept.` : "No daily backup is made.",
        }),
      };
    },
  },
};

export const action = ({ request, context }: Route.ActionArgs) => runAdminAction(request, context, "/admin/settings/backups", intents);

const size = (n: number) => (n >= 1_048_576 ? `${(n / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(n / 1024))} KB`);

export default function Backups({ loaderData: d, actionData }: Route.ComponentProps) {
  const result = actionData as ActionResult | undefined;
  useNoticeToast(result?.notice);
  const busy = useSubmitting("backup-now");
  const errors = result?.notice.intent === "backup-schedule-save" ? (result.notice.fieldErrors ?? null) : null;
  const values = result?.notice.intent === "backup-schedule-save" ? result.values : null;
  return (
    <div className="max-w-3xl space-y-10">
      <NoticeBanner notice={result?.notice} />
      <SettingsNav />
      <Part id="backup-now" heading="Back up now">
        <p className="mt-1 text-slate-700">
          One file with every page, lead, photo, setting and staff account. It is read back as soon as it is written, to check it opens and holds everything. It
          is sealed (only this site, or whoever has the passphrase you give a download, can open it), kept on the server where visitors cannot reach it;
          download a copy and keep it somewhere else too.
        </p>
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="backup-now" />
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? "Backing up..." : "Back up now"}
          </button>
        </Form>
      </Part>
      <Part id="backups" heading="Backups on the server">
        {d.backups.length === 0 ? (
          <p className="mt-1 text-slate-700">None yet.</p>
        ) : (
          <ul className="mt-2 space-y-3" aria-label="Backups">
            {d.backups.map((b) => (
              <li key={b.id} className="rounded-lg border border-slate-200 bg-white p-3" data-testid="backup">
                <p className="font-semibold text-lake-900">
                  {`${b.when} · ${b.trigger === "now" ? `taken by ${b.actor ?? "staff"}` : "daily backup"} · ${size(b.bytes)}`}
                </p>
                <p className={`mt-1 text-sm ${b.verified ? "text-green-900" : "text-red-800"}`} data-testid="backup-check">
                  <span aria-hidden="true">{b.verified ? "✓ " : "✗ "}</span>
                  {b.check_note}
                </p>
                <a className="btn-secondary mt-2 px-3 py-1.5 text-sm" href={`/admin/settings/backups/download?id=${encodeURIComponent(b.id)}`} download>
                  {`Download the backup of ${b.when}`}
                </a>
                {/* Sealed again with a passphrase: restorable on a server with another secret (decision 0053). */}
                <form method="post" action="/admin/settings/backups/download" className="mt-2 flex flex-wrap items-end gap-2">
                  <input type="hidden" name="id" value={b.id} />
                  <label className="text-sm text-slate-700" htmlFor={`pass-${b.id}`}>
                    {`Passphrase for the backup of ${b.when}`}
                    <input
                      id={`pass-${b.id}`}
                      name="passphrase"
                      type="password"
                      minLength={12}
                      maxLength={200}
                      required
                      autoComplete="new-password"
                      className="mt-1 block w-full rounded border border-slate-300 px-2 py-1"
                    />
                  </label>
                  <button type="submit" className="btn-secondary px-3 py-1.5 text-sm">
                    {`Download the backup of ${b.when} sealed with this passphrase`}
                  </button>
                </form>
              </li>
            ))}
          </ul>
        )}
      </Part>
      <Form method="post" className="space-y-4" aria-labelledby="schedule-heading">
        <input type="hidden" name="intent" value="backup-schedule-save" />
        <h2 id="schedule-heading" className="text-lg font-semibold text-lake-900">
          Daily backup
        </h2>
        <CheckboxField id="b-enabled" name="enabled" label="Make a backup every day" defaultChecked={values ? values.enabled === "on" : d.schedule.enabled} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="b-time"
            name="time"
            type="time"
            required
            label="At (Pacific time)"
            defaultValue={values?.time ?? d.schedule.time}
            error={errors?.time}
          />
          <TextField
            id="b-keep"
            name="keep"
            type="number"
            min={1}
            max={60}
            required
            label="How many backups to keep on the server"
            hint="Daily ones and those taken with “Back up now”; older ones are deleted."
            defaultValue={values?.keep ?? String(d.schedule.keep)}
            error={errors?.keep}
          />
        </div>
        {d.next && <p className="text-sm text-slate-700">{`The next daily backup: ${d.next}.`}</p>}
        <button type="submit" className="btn-primary">
          Save the backup schedule
        </button>
      </Form>
      <Part id="restore" heading="Putting a backup back">
        <p className="mt-1 text-slate-700">
          Restoring replaces the whole site with the backup, so it is not a button here: whoever runs the server does it, with the site stopped. Send them the
          backup file and this:
        </p>
        <ol className="mt-2 list-decimal space-y-1 pl-6 text-slate-800">
          <li>Stop the site.</li>
          <li>
            Run <code className="rounded bg-slate-100 px-1">npm run restore -- the-backup-file.jsonl.gz</code> on an empty database (add{" "}
            <code className="rounded bg-slate-100 px-1">--force</code> to replace what the database holds).
          </li>
          <li>Start the site, sign in and check a few pages and the latest leads.</li>
        </ol>
        <p className="mt-2 text-sm text-slate-700">The README’s “Backups” part has the details.</p>
      </Part>
    </div>
  );
}

/** One part of the screen: its heading (`<id>-heading`, which names it), then what it holds. */
function Part({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-lake-900">
        {heading}
      </h2>
      {children}
    </section>
  );
}
