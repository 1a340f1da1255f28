import { telHref } from "~/content/text";
import { titleWithCompany } from "~/content/seo-meta";
import { SiteLink as Link } from "~/platform/runtime";

/** A service page the owner turned off in Settings (410 Gone): where to go instead. */
export function ServiceGoneView({ name, phone }: { name: string; phone: string }) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center" data-testid="service-gone">
      <h1 className="text-4xl font-bold text-lake-900">{name}: no longer offered</h1>
      <p className="mt-4 text-lg text-slate-700">
        We don't offer this service any more. See what we do build, or call us at{" "}
        <a href={telHref(phone)} className="font-semibold text-lake-700 underline">
          {phone}
        </a>{" "}
        with any question.
      </p>
      <p className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/services" className="btn-primary">
          See our services
        </Link>
        <Link to="/contact" className="btn-secondary">
          Contact us
        </Link>
      </p>
    </div>
  );
}

/** The page title and robots rule of that page. */
export const serviceGoneMeta = (name: string, companyName: string) => [
  { title: titleWithCompany(`${name}: no longer offered`, companyName) },
  { name: "robots", content: "noindex" },
];
