import { telHref } from "~/content/text";

/**
 * A client's link that no longer opens its page (expired, used, withdrawn): what happened and why,
 * and the business's phone to call instead. The proposal and review-request pages show it.
 */
export function LinkGoneView({ title, text, company, phone }: { title: string; text: string; company: string; phone: string }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-3xl font-bold text-lake-900">{title}</h1>
      <p className="mt-4 text-lg text-slate-800">{text}</p>
      <p className="mt-4 text-lg">
        <a href={telHref(phone)} className="font-semibold text-cedar-700 underline">
          Call {company} at {phone}
        </a>
      </p>
    </div>
  );
}
