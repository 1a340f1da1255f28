import { data } from "react-router";
import { telHref } from "~/content/text";
import { getProfile } from "~/models/settings.server";
import { privateMeta } from "~/platform/meta";
import { VisitOffer } from "~/components/VisitOffer";
import { availability, bookVisit, cancelVisit, moveVisit, openVisitLink, visitorActionRefused, type VisitResult } from "~/services/visits.server";
import { sendVisitMail } from "~/services/visit-mail.server";
import { slotLabel, type Slot } from "~/visits/slots";
import { visitPath } from "~/visits/paths";
import { localeOf, type Locale } from "~/content/locale";
import { requestLocale } from "~/content/request-locale.server";
import { visitSentences } from "~/content/ui-es-visit";
import { useLocale, useT } from "~/components/use-locale";
import type { Route } from "./+types/visit";

/**
 * A client's visit link (decision 0050): book a site visit (from the thank-you page or the
 * auto-reply), move it or cancel it (from the confirmation e-mail). Each link works once. Public,
 * plain HTML forms, never cached (policy's uncached prefixes), never indexed. At /es/visit/:token
 * (a Spanish lead's links) the page, its answers and its times are in Spanish (decision 0069); the
 * language comes from the address, the server's messages stay English and are shown through uiText.
 */
export const meta: Route.MetaFunction = ({ data: d, location }) => privateMeta(visitSentences[localeOf(location.pathname)].title(d?.company ?? ""));

// The link is the credential: a client posts here without an account.
export const handle = { publicAction: true };

const HEADERS = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };
type View =
  | { state: "unknown" | "used" | "expired" | "gone" }
  | { state: "booked"; when: string }
  | { state: "book" | "move"; when: string | null; slots: Slot[] }
  | { state: "cancel"; when: string };

async function view(context: Route.LoaderArgs["context"], token: string, locale: Locale): Promise<View> {
  const found = await openVisitLink(context.services.db, token);
  if (found.state === "unknown") return { state: "unknown" };
  const standing = found.visit?.status === "booked" ? found.visit : null;
  const when = standing ? slotLabel({ start: standing.start_at, end: standing.end_at }, locale) : null;
  if (found.link.purpose === "book" && standing) return { state: "booked", when: when! };
  if (found.state !== "open") return { state: found.state };
  if (found.link.purpose === "cancel") return standing ? { state: "cancel", when: when! } : { state: "gone" };
  if (found.link.purpose === "move" && !standing) return { state: "gone" };
  const offer = await availability(context.services);
  return { state: found.link.purpose === "move" ? "move" : "book", when, slots: offer.slots.filter((s) => s.start !== standing?.start_at) };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = requestLocale();
  const [v, profile] = await Promise.all([view(context, params.token ?? "", locale), getProfile(context.services.db)]);
  // A used link answers 200 with its page: the same request's successful post renders through this loader too.
  const status = v.state === "unknown" ? 404 : 200;
  const self = visitPath(params.token ?? "", locale);
  return data({ view: v, self, company: profile.companyName, phone: profile.phone }, { status, headers: HEADERS });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const slot = String(form?.get("slot") ?? "").slice(0, 40);
  const token = params.token ?? "";
  const locale = requestLocale();
  const { db } = context.services;
  const found = await openVisitLink(db, token);
  const again = async (message: string, status: number) =>
    data({ error: message, done: null, view: await view(context, token, locale) }, { status, headers: HEADERS });
  if (found.state === "unknown") return again("This link is not valid.", 404);
  if (found.state !== "open") return again("This link was already used. Use the newest e-mail we sent you, or call us.", 410);
  const purpose = found.link.purpose;
  if (purpose !== "cancel" && !slot) return again("Please choose a time.", 400);
  const refused = await visitorActionRefused(db, found.lead.id);
  if (refused) return again(refused, 429);
  let result: VisitResult;
  if (purpose === "book") result = await bookVisit(context.services, { leadId: found.lead.id, start: slot, by: "client (booking link)", link: found.link });
  else if (purpose === "move")
    result = await moveVisit(context.services, { visitId: found.link.visit_id ?? "", start: slot, by: "client (e-mailed link)", link: found.link });
  else result = await cancelVisit(context.services, { visitId: found.link.visit_id ?? "", by: "client (e-mailed link)", link: found.link });
  if (!result.ok) return again(result.message, result.reason === "taken" ? 409 : result.reason === "link-used" ? 410 : 400);
  const kind = purpose === "book" ? "booked" : purpose === "move" ? "moved" : "cancelled";
  void sendVisitMail(context.services, result.visit.id, kind, result.links).catch((error: unknown) =>
    context.services.logger.warn({ err: error }, "visit e-mail failed"),
  );
  const when = slotLabel({ start: result.visit.start_at, end: result.visit.end_at }, locale);
  return data({ error: null, done: { kind, when, email: found.lead.email }, view: null }, { headers: HEADERS });
}

const TITLES = { booked: "Your site visit is booked", moved: "Your site visit was moved", cancelled: "Your site visit is cancelled" } as const;

export default function VisitPage({ loaderData: d, actionData: a }: Route.ComponentProps) {
  const t = useT();
  const say = visitSentences[useLocale()];
  const call = (
    <p className="mt-4 text-lg">
      <a href={telHref(d.phone)} className="font-semibold text-cedar-700 underline">
        {say.call(d.company, d.phone)}
      </a>
    </p>
  );
  if (a?.done) {
    const k = a.done.kind as keyof typeof TITLES;
    return (
      <div className="mx-auto max-w-2xl px-4 py-12">
        <h1 className="text-3xl font-bold text-lake-900">{t(TITLES[k])}</h1>
        <p role="status" className="mt-4 text-lg text-slate-800" data-testid="visit-done">
          {k === "cancelled" ? say.cancelled(a.done.when, a.done.email) : say.done(a.done.when, a.done.email)}
        </p>
        {call}
      </div>
    );
  }
  const v = (a?.view ?? d.view) as View;
  const error = a?.error ?? null;
  if (v.state === "book" || v.state === "move") {
    return (
      <div className="mx-auto max-w-2xl px-4 py-10">
        <h1 className="text-3xl font-bold text-lake-900">{t(v.state === "move" ? "Move your site visit" : "Book your site visit")}</h1>
        {v.when ? <p className="mt-3 text-lg text-slate-800">{say.now(v.when)}</p> : null}
        <VisitOffer
          action={d.self}
          slots={v.slots}
          error={error}
          heading={v.state === "move" ? "Choose another time" : "Choose a time for us to see your site"}
          intro="We come to the lot, look at the site and talk through your project. It takes about an hour and costs nothing."
          button={v.state === "move" ? "Move my visit to this time" : "Book this time"}
        />
        {call}
      </div>
    );
  }
  if (v.state === "cancel") {
    return (
      <div className="mx-auto max-w-2xl px-4 py-10">
        <h1 className="text-3xl font-bold text-lake-900">{t("Cancel your site visit")}</h1>
        {error ? (
          <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-3 py-2 font-semibold text-red-900">
            {t(error)}
          </p>
        ) : null}
        <p className="mt-3 text-lg text-slate-800">{say.on(v.when)}</p>
        <form method="post" className="mt-6">
          <button type="submit" className="btn-primary">
            {t("Cancel my site visit")}
          </button>
        </form>
        {call}
      </div>
    );
  }
  const text =
    v.state === "booked"
      ? { title: t("Your site visit is booked"), body: say.booked(v.when) }
      : v.state === "used"
        ? { title: t("This link was already used"), body: t("Each link works once. Use the links in the newest e-mail we sent you, or call us.") }
        : v.state === "expired"
          ? { title: t("This link has expired"), body: t("Call or text us and we will find a time with you.") }
          : v.state === "gone"
            ? { title: t("This visit is no longer booked"), body: t("It was cancelled or moved. Call us to book another time.") }
            : { title: t("This link does not work"), body: t("Check that the whole link was copied, or call us.") };
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-3xl font-bold text-lake-900">{text.title}</h1>
      {error ? (
        <p role="alert" className="mt-4 font-semibold text-red-900">
          {t(error)}
        </p>
      ) : null}
      <p className="mt-4 text-lg text-slate-800">{text.body}</p>
      {call}
    </div>
  );
}
