import { formatBusinessMinutes } from "~/leads/overdue";

interface Stats {
  answered: number;
  unanswered: number;
  median: number | null;
  slowestTenth: number | null;
}

const show = (m: number | null) => (m === null ? "none answered" : formatBusinessMinutes(m));

/** Time to first response for a period against the one before (decision 0031), in business hours. */
export function ResponseTimes({ report, headingLevel = 2 }: { report: { days: number; current: Stats; before: Stats }; headingLevel?: 2 | 3 }) {
  const { days, current, before } = report;
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="mb-6 rounded-xl border border-slate-200 bg-white p-4" aria-labelledby="response-heading" data-testid="response-times">
      <H id="response-heading" className="font-semibold text-lake-900">
        {`How fast leads were answered (last ${days} days)`}
      </H>
      <p className="text-sm text-slate-700">
        Business hours only (Monday to Friday, 8 am to 5 pm Pacific), from the request to the first status change, “Reply by e-mail” or “Called”.
      </p>
      <dl className="mt-2 grid gap-2 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-700">Half were answered within</dt>
          <dd className="font-semibold text-lake-900" data-testid="response-median">
            {show(current.median)}
          </dd>
          <dd className="text-xs text-slate-700">{`the ${days} days before: ${show(before.median)}`}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">The slowest tenth waited</dt>
          <dd className="font-semibold text-lake-900" data-testid="response-slowest">
            {current.slowestTenth === null ? "none answered" : `${formatBusinessMinutes(current.slowestTenth)} or more`}
          </dd>
          <dd className="text-xs text-slate-700">{`the ${days} days before: ${before.slowestTenth === null ? "none answered" : `${formatBusinessMinutes(before.slowestTenth)} or more`}`}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">Leads answered</dt>
          <dd className="font-semibold text-lake-900">{`${current.answered} of ${current.answered + current.unanswered}`}</dd>
          <dd className="text-xs text-slate-700">{`the ${days} days before: ${before.answered} of ${before.answered + before.unanswered}`}</dd>
        </div>
      </dl>
    </section>
  );
}
