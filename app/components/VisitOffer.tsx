import { byDay, timeRange, type Slot } from "~/visits/slots";
import { useLocale, useT } from "./use-locale";

/**
 * The free site-visit times as one plain form (decision 0050): a radio per time, grouped by day,
 * and one button. It posts to the client's link (/visit/<token>), with or without JavaScript. On a
 * Spanish page its words and times are Spanish (es-US, decision 0069); callers pass English words.
 */
export function VisitOffer({
  action,
  slots,
  heading,
  intro,
  button,
  error,
}: {
  action: string;
  slots: Slot[];
  heading: string;
  intro: string;
  button: string;
  error?: string | null;
}) {
  const locale = useLocale();
  const t = useT();
  return (
    <section className="mt-6 rounded-xl border border-lake-100 bg-lake-50 p-4 sm:p-6" aria-labelledby="visit-offer-heading" data-visit-offer>
      <h2 id="visit-offer-heading" className="text-xl font-bold text-lake-900">
        {t(heading)}
      </h2>
      <p className="mt-1 text-slate-800">{t(intro)}</p>
      {error ? (
        <p role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 px-3 py-2 font-semibold text-red-900">
          {t(error)}
        </p>
      ) : null}
      {slots.length === 0 ? (
        <p className="mt-3 font-semibold text-slate-800">{t("No times are free in the next weeks. We will call you to find one.")}</p>
      ) : (
        <form method="post" action={action} className="mt-4 space-y-4">
          {byDay(slots, locale).map((d) => (
            <fieldset key={d.day}>
              <legend className="font-semibold text-lake-900">{d.day}</legend>
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {d.slots.map((s) => (
                  <label
                    key={s.start}
                    className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-300 bg-white px-3 py-2 has-[:checked]:border-lake-800 has-[:checked]:ring-2 has-[:checked]:ring-lake-600"
                  >
                    <input type="radio" name="slot" value={s.start} required className="h-5 w-5" />
                    <span>{timeRange(s.start, s.end, locale)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <p className="text-sm text-slate-700">{t("Times are Pacific time (Chelan, WA).")}</p>
          <button type="submit" className="btn-primary w-full sm:w-auto">
            {t(button)}
          </button>
        </form>
      )}
    </section>
  );
}

/** The thank-you page's offer after a quote request: the next free times, one tap to book. */
export function ThankYouVisitOffer({ offer }: { offer: { action: string; slots: Slot[] } }) {
  return (
    <VisitOffer
      action={offer.action}
      slots={offer.slots}
      heading="Book your site visit now"
      intro="Choose a time for us to come and see your site. The visit takes about an hour and costs nothing; you can move or cancel it from the e-mail we send."
      button="Book this time"
    />
  );
}
