import { TrustStrip } from "~/components/TrustStrip";
import { trustFacts } from "~/services/trust-facts.server";
import { tapHref } from "~/content/text";
import { useEffect, useState } from "react";
import { useNavigation, useRouteLoaderData } from "react-router";
import { useT } from "~/components/use-locale";
import { inLocale } from "~/content/request-locale.server";
import type { RootData } from "~/root";
import { countReviews, newestPublishedReview } from "~/models/reviews.server";
import { toast } from "sonner";
import { PageHero, textOf } from "~/components/blocks";
import { MapFacade } from "~/components/Facades";
import { PROJECT_TYPES, type ContactErrors, type ContactActionResult, FIELD_LABELS, listOf } from "~/leads/contact-form";
import { pageCopy, siteFile } from "~/content/files.server";
import { bundled } from "~/content/images";
import { publicPage } from "~/services/page-data.server";
import { getBrand } from "~/models/brand.server";
import { offeredProjectTypes } from "~/content/services-named";
import { seoMeta } from "~/content/seo-meta";
import { VERIFY_CONTRACTOR_LABEL, verifyContractorUrl } from "~/content/registration";
import { EnhanceScript, usePathInLanguage } from "~/platform/runtime";
import contactScript from "./contact.enhance.ts?enhance";
import type { Route } from "./+types/contact";
import { ThankYouVisitOffer } from "~/components/VisitOffer";
import { QuoteForm } from "~/components/QuoteForm";
import { contactAction } from "./contact.action.server";

export const SUCCESS_MESSAGE = "Thank you for your message! We will get back to you soon.";

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data);
export const handle = { publicAction: true };

export async function loader({ context }: Route.LoaderArgs) {
  const copy = pageCopy("contact");
  const page = await publicPage(context, {
    path: "/contact",
    seo: { title: copy.seoTitle, description: copy.seoDescription },
    sections: { "hero-title": copy.hero.title, "hero-subtitle": copy.hero.subtitle, tagline: copy.tagline },
    images: {
      "hero-image": bundled("heroes/contact", "Illustration: a dock on the lakeshore among trees, below the hills"),
      "map-image": bundled(
        "map",
        "Schematic map, north up, not to scale: Lake Chelan runs northwest from the town of Chelan at its southeast end, with Manson uplake on the north shore; the Chelan River runs from Chelan to Chelan Falls on the Columbia River, which runs south past Entiat (west bank) and Orondo (east bank) to Wenatchee and East Wenatchee",
      ),
    },
    trail: [{ name: "Contact", path: "/contact" }],
  });
  // The choices post their English words (a lead reads alike whichever page sent it); a Spanish page shows its own words for them.
  const { towns, budgets, timelines, heardFrom } = inLocale("en", () => siteFile().quoteForm);
  const shown = siteFile().quoteForm;
  const words = (english: readonly string[], own: readonly string[]) => Object.fromEntries(english.map((e, i) => [e, own[i] ?? e]));
  return {
    ...page,
    copy,
    trust: trustFacts(page.profile, await countReviews(context.services.db, { published: true }), await newestPublishedReview(context.services.db)),
    // Project types of services turned off in Settings are not offered (decision 0038).
    choices: { towns, budgets, timelines, heardFrom, projectTypes: offeredProjectTypes(PROJECT_TYPES, (await getBrand(context.services.db)).hiddenServices) },
    choiceWords: { ...words(budgets, shown.budgets), ...words(timelines, shown.timelines), ...words(heardFrom, shown.heardFrom) } as Record<string, string>,
    maxPhotoMb: Math.round(context.services.config.uploadMaxBytes / 1024 / 1024),
  };
}

export const action = (args: Route.ActionArgs) => contactAction(args);

type ActionResult = ContactActionResult;

export default function Contact({ loaderData: d, actionData }: Route.ComponentProps) {
  // The mobile number for texts is the root loader's (every page's header shows it too).
  const textMobile = (useRouteLoaderData("root") as RootData | undefined)?.textMobile;
  const { copy, sections, seo, profile } = d;
  const navigation = useNavigation();
  const t = useT();
  // A Spanish page posts to itself, so its answer (the thank-you, or the form again) is in Spanish too.
  const contactPath = usePathInLanguage("/contact");
  const busy = navigation.state === "submitting" && navigation.formAction === contactPath;
  const result = actionData as ActionResult | undefined;
  const failed = result && !result.ok ? result : null;
  const [bannerAt, setBannerAt] = useState<number | null>(result?.ok ? result.at : null);
  // The toast says what the alert below says, in the page's language.
  const formError = result && !result.ok && result.formError ? t(result.formError) : null;
  useEffect(() => {
    if (result?.ok) {
      setBannerAt(result.at);
      const t = setTimeout(() => setBannerAt(null), 5000);
      return () => clearTimeout(t);
    }
    if (formError) toast.error(formError);
  }, [result, formError]);
  const err = failed?.errors ?? {};
  const tel = tapHref("call", "/contact");

  return (
    <>
      <PageHero title={seo.h1 ?? textOf(sections["hero-title"])} subtitle={sections["hero-subtitle"]} image={d.images["hero-image"]} />
      <TrustStrip facts={d.trust} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-section sm:py-section-lg lg:grid-cols-5">
        <div className="space-y-5 lg:col-span-2">
          <h2 className="sr-only">{seo.h2s[0] ?? t("How to reach us")}</h2>
          <div className="rounded-xl border border-slate-200 p-6">
            <h3 className="text-lg font-semibold text-lake-900">{textOf(sections["phone-title"] ?? { text: copy.phoneCard.title })}</h3>
            <p className="mt-1 text-slate-700">{textOf(sections["phone-text"] ?? { text: copy.phoneCard.text })}</p>
            <a href={tel} className="mt-3 inline-block text-xl font-bold text-cedar-700 hover:underline">
              {profile.phone}
            </a>
            {textMobile && (
              <p className="mt-2">
                <a
                  href={tapHref("text", "/contact")}
                  className="inline-block py-1 text-lg font-semibold text-cedar-700 underline"
                  aria-label={`${t("Text us at")} ${textMobile}`}
                >
                  {`${t("Text us at")} `}
                  {textMobile}
                </a>
              </p>
            )}
          </div>
          <div className="rounded-xl border border-slate-200 p-6">
            <h3 className="text-lg font-semibold text-lake-900">{textOf(sections["email-title"] ?? { text: copy.emailCard.title })}</h3>
            <p className="mt-1 text-slate-700">{textOf(sections["email-text"] ?? { text: copy.emailCard.text })}</p>
            <a href={`mailto:${profile.email}`} className="mt-3 inline-block break-all text-lg font-bold text-cedar-700 hover:underline">
              {profile.email}
            </a>
          </div>
          <div className="rounded-xl border border-slate-200 p-6">
            <h3 className="text-lg font-semibold text-lake-900">{textOf(sections["office-title"] ?? { text: copy.office.title })}</h3>
            <p className="mt-1 text-slate-700">{textOf(sections["office-text"] ?? { text: copy.office.text })}</p>
            <p className="mt-3 font-semibold text-slate-800">
              {profile.officeLine}
              <br />
              {profile.city}, {profile.region} {profile.postalCode}
            </p>
            <p className="mt-3 text-sm text-slate-700" data-registration>
              {t("Washington contractor registration")} {profile.registration}.{" "}
              <a href={verifyContractorUrl(profile.registration)} rel="noopener" className="font-semibold text-cedar-700 underline">
                {t(VERIFY_CONTRACTOR_LABEL)}
              </a>
            </p>
          </div>
          <MapFacade
            poster={d.images["map-image"]}
            title={textOf(sections["map-title"] ?? { text: copy.map.title })}
            caption={textOf(sections["map-caption"] ?? { text: copy.map.caption })}
          />
        </div>
        <section className="lg:col-span-3" aria-labelledby="form-heading">
          <h2 id="form-heading" className="text-3xl font-bold text-lake-900">
            {seo.h2s[1] ?? textOf(sections["form-heading"] ?? { text: copy.form.heading })}
          </h2>
          <p className="mt-2 text-lg text-slate-700">{textOf(sections["form-intro"] ?? { text: copy.form.intro })}</p>
          {/* The form posts to /contact#form-status, so after sending (JS on or off) the browser scrolls here: a phone sees the answer. */}
          <div id="form-status" tabIndex={-1} className="scroll-mt-24 outline-none">
            {bannerAt && (
              <div
                role="status"
                className="mt-6 flex items-start justify-between gap-4 rounded-md border border-green-300 bg-green-50 px-4 py-3 font-semibold text-green-900"
                data-sent-banner
              >
                <span>{t(SUCCESS_MESSAGE)}</span>
                <button
                  type="button"
                  className="shrink-0 rounded px-2 text-sm underline"
                  hidden
                  data-dismiss-banner
                  aria-label={t("Dismiss the thank-you message")}
                >
                  {t("Dismiss")}
                </button>
              </div>
            )}
            {result?.ok && result.visit ? <ThankYouVisitOffer offer={result.visit} /> : null}
            {failed && (
              <div role="alert" className="mt-6 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900">
                {t(
                  failed.formError ??
                    `Your message was not sent yet: please check ${listOf(
                      Object.keys(err).map((k) => t(FIELD_LABELS[k as keyof ContactErrors] ?? k)),
                      t,
                    )} below. Everything you typed is still there.`,
                )}
              </div>
            )}
          </div>
          <QuoteForm
            action={`${contactPath}#form-status`}
            formKey={result?.ok ? result.at : "form"}
            failed={failed}
            busy={busy}
            choices={d.choices}
            choiceWords={d.choiceWords}
            maxPhotoMb={d.maxPhotoMb}
          />
          <EnhanceScript src={contactScript} />
        </section>
      </div>
      <p className="mx-auto max-w-4xl px-4 pb-4 text-center text-2xl font-semibold text-lake-900">{textOf(sections.tagline)}</p>
    </>
  );
}
