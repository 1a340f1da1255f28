import { Form } from "react-router";
import { FieldError } from "~/components/FieldError";
import { VisitorField } from "~/components/VisitorField";
import { ChoiceField } from "~/components/ChoiceField";
import { useT } from "~/components/use-locale";
import { SiteLink as Link } from "~/platform/runtime";
import { PRIVACY_PATH } from "~/content/paths";
import { CONTACT_DEFAULTS, CONTACT_METHODS, MAX_QUOTE_PHOTOS, OTHER_TOWN, QUOTE_PHOTO_ACCEPT, type ContactActionResult } from "~/leads/contact-form";

type Failed = Extract<ContactActionResult, { ok: false }>;

/**
 * The quote request's form (the spec's six fields, the job's optional details and photos), in the
 * page's language: the choices post their English words whatever words the page shows for them.
 * Posts without JavaScript; a refused post draws it again with every field as typed.
 */
export function QuoteForm({
  action,
  formKey,
  failed,
  busy,
  choices,
  choiceWords,
  maxPhotoMb,
}: {
  action: string;
  formKey: string | number;
  failed: Failed | null;
  busy: boolean;
  choices: {
    towns: readonly string[];
    budgets: readonly string[];
    timelines: readonly string[];
    heardFrom: readonly string[];
    projectTypes: readonly string[];
  };
  choiceWords: Record<string, string>;
  maxPhotoMb: number;
}) {
  const t = useT();
  const tt = (message: string | undefined) => (message ? t(message) : message);
  const v = failed?.values;
  const err = failed?.errors ?? {};
  return (
    <Form
      method="post"
      action={action}
      encType="multipart/form-data"
      className="mt-6 grid gap-5 sm:grid-cols-2"
      key={formKey}
      noValidate={Boolean(failed)}
      data-contact-form
      data-max-photos={MAX_QUOTE_PHOTOS}
      data-max-photo-mb={maxPhotoMb}
    >
      <VisitorField
        name="fullName"
        label={t("Full name")}
        required
        autoComplete="name"
        maxLength={100}
        value={v?.fullName}
        error={tt(err.fullName)}
        className="sm:col-span-2"
      />
      <VisitorField name="email" label={t("Email")} required type="email" autoComplete="email" maxLength={254} value={v?.email} error={tt(err.email)} />
      <VisitorField name="phone" label={t("Phone")} type="tel" autoComplete="tel" maxLength={40} value={v?.phone} error={tt(err.phone)} />
      <div>
        <label htmlFor="projectType" className="label">
          {t("Project type")}
        </label>
        <select id="projectType" name="projectType" defaultValue={v?.projectType ?? CONTACT_DEFAULTS.projectType} className="field">
          {choices.projectTypes.map((p) => (
            <option key={p} value={p}>
              {t(p)}
            </option>
          ))}
        </select>
        <FieldError id="projectType-error" message={tt(err.projectType)} />
      </div>
      <fieldset>
        <legend className="label">{t("Preferred contact")}</legend>
        <div className="flex gap-6 pt-2">
          {CONTACT_METHODS.map((m) => (
            <label key={m} className="flex items-center gap-2">
              <input
                type="radio"
                name="preferredContact"
                value={m}
                defaultChecked={(v?.preferredContact ?? CONTACT_DEFAULTS.preferredContact) === m}
                className="h-4 w-4 accent-lake-700"
              />
              {t(m)}
            </label>
          ))}
        </div>
      </fieldset>
      <VisitorField
        name="message"
        label={t("Message")}
        required
        rows={6}
        maxLength={5000}
        value={v?.message}
        error={tt(err.message)}
        className="sm:col-span-2"
      />
      <fieldset className="grid gap-5 sm:col-span-2 sm:grid-cols-2">
        <legend className="mb-1 text-lg font-semibold text-lake-900">{t("About the job (optional)")}</legend>
        <ChoiceField name="town" label={t("Town of the site")} options={[...choices.towns, OTHER_TOWN]} value={v?.town} error={tt(err.town)} />
        <VisitorField
          name="streetAddress"
          label={t("Street address")}
          autoComplete="street-address"
          maxLength={200}
          value={v?.streetAddress}
          error={tt(err.streetAddress)}
        />
        {(
          [
            ["budget", "Budget range", choices.budgets],
            ["timeline", "When would you like to start?", choices.timelines],
            ["heardFrom", "How did you hear of us?", choices.heardFrom],
          ] as const
        ).map(([name, label, options]) => (
          <ChoiceField key={name} name={name} label={t(label)} options={options} words={choiceWords} value={v?.[name]} error={tt(err[name])} />
        ))}
      </fieldset>
      <div className="hidden" aria-hidden="true">
        <label htmlFor="website">{t("Leave this field empty")}</label>
        <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <input type="hidden" name="landing" defaultValue="" data-landing />
      <input type="hidden" name="source" defaultValue="" data-source />
      {/* Last in the form: the text fields arrive before the photos, so a refused photo never loses what was typed. */}
      <div className="sm:col-span-2">
        <label htmlFor="photos" className="label">
          {t("Photos of the site or the room")} <span className="font-normal text-slate-600">{t(`(optional, up to ${MAX_QUOTE_PHOTOS})`)}</span>
        </label>
        <input
          id="photos"
          name="photos"
          type="file"
          multiple
          accept={QUOTE_PHOTO_ACCEPT}
          aria-invalid={Boolean(err.photos)}
          aria-describedby={err.photos ? "photos-hint photos-error" : "photos-hint"}
          className="field"
        />
        <p id="photos-hint" className="mt-1 text-sm text-slate-600">
          {t(`JPEG, PNG, WebP, AVIF or GIF, up to ${maxPhotoMb} MB each. Only our staff see them; location data is removed.`)}
        </p>
        <FieldError id="photos-error" message={tt(err.photos)} />
      </div>
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? t("Sending...") : t("Send Message")}
        </button>
        <p className="mt-2 text-sm text-slate-600">
          {t("* Required. We use your details only to answer you.")}{" "}
          <Link to={PRIVACY_PATH} className="underline">
            {t("How we use your details")}
          </Link>
        </p>
      </div>
    </Form>
  );
}
