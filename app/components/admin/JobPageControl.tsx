/**
 * On a Won lead in Messages (decision 0051): "Start a job page" (a plain form post, so it works
 * without JavaScript), or the way to the job page already made.
 */
export function JobPageControl({ leadId, name, jobId }: { leadId: string; name: string; jobId: string | null }) {
  if (jobId) {
    return (
      <p className="mt-3">
        <a className="btn-secondary min-h-11" href={`/admin/jobs?id=${encodeURIComponent(jobId)}`}>
          {`Open ${name}'s job page`}
        </a>
      </p>
    );
  }
  return (
    <form method="post" action="/admin/jobs" className="mt-3">
      <input type="hidden" name="intent" value="job-start" />
      <input type="hidden" name="lead" value={leadId} />
      <button type="submit" className="btn-secondary min-h-11">{`Start a job page for ${name}`}</button>
      <span className="ml-2 text-sm text-slate-700">A private page with progress photos; its link is e-mailed to them and shown to copy.</span>
    </form>
  );
}
