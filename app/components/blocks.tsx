import { Fragment } from "react";
import { LinkItems } from "./LinkItems";
import { useT } from "~/components/use-locale";
import { SiteLink as Link } from "~/platform/runtime";
import type { BlockLink, SectionValue } from "~/content/sections";
import { htmlToText } from "~/content/text";
import type { ImageRef } from "~/content/images";
import { sceneFor } from "~/media/diagrams";
import { Picture } from "./Picture";

/** A section's text, or its sanitized HTML when staff published rich content for it. */
export function Rich({ value, as: Tag = "p", className }: { value: SectionValue; as?: "p" | "div" | "span"; className?: string }) {
  if ("html" in value) return <div className={`prose-site ${className ?? ""}`} dangerouslySetInnerHTML={{ __html: value.html }} />;
  return <Tag className={className}>{value.text}</Tag>;
}

export const textOf = (v: SectionValue) => ("text" in v ? v.text : htmlToText(v.html));

/**
 * A page's opening: the heading and subtitle on a solid panel beside the picture (below it on a
 * phone), so the words never sit on the picture and the picture shows whole enough to read as a
 * scene. A labelled diagram is never a hero: its scene stands in (media/diagrams.ts). Staff can put
 * any photo here; the panel keeps white text above 7:1 whatever it is, and
 * tests/e2e/public-pages.spec.ts measures the rendered pixels
 * (docs/decisions/0037-heroes-trust-and-one-navigation.md).
 */
export function HeroFrame({ image, children, big = false }: { image: ImageRef; children: React.ReactNode; big?: boolean }) {
  const picture = sceneFor(image);
  return (
    <section className="bg-lake-950" data-block="hero-image" data-hero>
      <div className="mx-auto grid max-w-7xl lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <div className={`px-4 py-8 sm:py-12 lg:self-center lg:pr-10 ${big ? "lg:py-20" : "lg:py-14"}`}>{children}</div>
        {/* The picture keeps the shape the page editor shows the owner (content/crops.ts) whatever the words' length. */}
        <div className="order-first lg:order-none lg:self-center">
          <Picture
            image={picture}
            sizes="(min-width: 1280px) 700px, (min-width: 1024px) 55vw, 100vw"
            priority
            className={`aspect-[16/9] h-auto w-full object-cover ${big ? "lg:aspect-[4/3]" : "lg:aspect-[3/2]"}`}
          />
        </div>
      </div>
    </section>
  );
}

export function PageHero({ title, subtitle, image, children }: { title: string; subtitle?: SectionValue; image: ImageRef; children?: React.ReactNode }) {
  return (
    <HeroFrame image={image}>
      <h1 data-block="hero-title" className="max-w-2xl text-4xl font-bold text-white sm:text-5xl">
        {title}
      </h1>
      {subtitle && (
        <div data-block="hero-subtitle" className="max-w-2xl">
          <Rich value={subtitle} className="mt-4 text-lg text-lake-50 sm:text-xl" />
        </div>
      )}
      {children}
    </HeroFrame>
  );
}

/**
 * A labelled diagram where it can be read: whole (contain, never cropped), full width on a phone,
 * with its caption under it (media/diagrams.ts).
 */
export function DiagramFigure({ image, caption, className = "" }: { image: ImageRef; caption: string; className?: string }) {
  const t = useT();
  return (
    <figure data-figure className={`overflow-hidden rounded-xl border border-slate-200 bg-white ${className}`}>
      <Picture image={image} sizes="(min-width: 1024px) 45vw, 100vw" className="h-auto w-full object-contain" maxWidth={1200} />
      <figcaption className="border-t border-slate-200 px-4 py-3 text-sm text-slate-700">{t(caption)}</figcaption>
    </figure>
  );
}

/** "Home / … / this page" under a page's hero: each step a link, the last one the current page. */
export function Breadcrumb({ trail, current }: { trail: Array<{ label: string; to: string }>; current: string }) {
  const t = useT();
  return (
    <nav aria-label={t("Breadcrumb")} className="mx-auto max-w-7xl px-4 pt-6 text-sm text-slate-700">
      <ol className="flex gap-2">
        {[{ label: t("Home"), to: "/" }, ...trail].map((step) => (
          <li key={step.to}>
            <Link to={step.to} className="hover:underline">
              {step.label}
            </Link>{" "}
            /
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}

/** The short "Home / … / this page" line above a page's own heading (a project, the reviews): plain links, the last step the current page. */
export function TrailLine({ trail, current }: { trail: Array<{ label: string; href: string }>; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-700">
      {trail.map((step) => (
        <Fragment key={step.href}>
          <a href={step.href} className="hover:underline">
            {step.label}
          </a>{" "}
          /{" "}
        </Fragment>
      ))}
      <span aria-current="page">{current}</span>
    </nav>
  );
}

/** A heading band without a picture, for the listing pages (blog, gallery). */
/** A page's opening without a picture: the heading and its introduction on the lake-blue band (`introBlock` names the block the page editor opens). */
export function BandHero({ title, intro, introBlock = "intro" }: { title: string; intro?: SectionValue; introBlock?: string }) {
  return (
    <section className="bg-lake-900 py-12 text-white sm:py-16" data-hero>
      <div className="mx-auto max-w-7xl px-4">
        <h1 data-block="hero-title" className="text-4xl font-bold sm:text-5xl">
          {title}
        </h1>
        {intro && (
          <div data-block={introBlock}>
            <Rich value={intro} className="mt-4 max-w-3xl text-lg text-lake-50" />
          </div>
        )}
      </div>
    </section>
  );
}

/** A service page's side box: the phone to call, or a message, with the page's button to the contact form. */
export function CallUsBox({ phone, button }: { phone: string; button: string }) {
  const t = useT();
  return (
    <div className="rounded-xl bg-lake-900 p-6 text-lake-50">
      <p className="text-lg font-semibold text-white">{t(`Call ${phone}`)}</p>
      <p className="mt-1">{t("or send us a message and we'll set up a time to walk your site.")}</p>
      <Link to="/contact" className="btn-primary mt-4 w-full">
        {button}
      </Link>
    </div>
  );
}

export function CtaBand({ heading, text, button, next }: { heading: SectionValue; text: SectionValue; button: string | BlockLink; next?: BlockLink[] }) {
  const t = useT();
  const link = typeof button === "string" ? { label: button, href: "/contact" } : button;
  return (
    <section className="mx-auto mt-section sm:mt-section-lg max-w-7xl px-4" aria-labelledby="cta-heading">
      <div className="rounded-2xl bg-ochre-100 px-6 py-10 text-center sm:px-12" data-block="cta-text">
        <h2 id="cta-heading" className="text-2xl font-bold text-lake-900 sm:text-3xl">
          {textOf(heading)}
        </h2>
        <Rich value={text} className="mx-auto mt-3 max-w-2xl text-lg text-slate-800" />
        <Link to={link.href} className="btn-primary mt-6">
          {link.label}
        </Link>
        {next && next.length > 0 && (
          <nav aria-label={t("Keep reading")} className="mt-8 border-t border-ochre-300 pt-6">
            <p className="font-semibold text-lake-900">{t("Or keep reading")}</p>
            <ul className="mt-2 flex flex-wrap justify-center gap-x-6 gap-y-2">
              <LinkItems
                links={next.map((n) => ({ to: n.href, label: n.label }))}
                className="inline-flex min-h-11 items-center font-medium text-lake-700 underline underline-offset-2 hover:text-cedar-700"
              />
            </ul>
          </nav>
        )}
      </div>
    </section>
  );
}

export interface ServiceCardData {
  key: string;
  path: string;
  title: string;
  summary: string;
  image: ImageRef;
}

export function ServiceCard({ s, headingLevel = 3 }: { s: ServiceCardData; headingLevel?: 2 | 3 }) {
  const t = useT();
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    // On a phone a row (a square picture of 40% beside the words, issue 48), from 640 px a column: phone pages stay short (decision 0037).
    <article className="card-row card-row-square overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" data-service-card>
      <Picture
        image={sceneFor(s.image)}
        sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 40vw"
        className="card-row-picture object-cover"
        maxWidth={800}
      />
      <div className="flex flex-1 flex-col p-3 sm:p-5">
        <H className="text-lg font-semibold text-lake-900 sm:text-xl">{s.title}</H>
        <p className="mt-1 flex-1 text-slate-700 sm:mt-2">{s.summary}</p>
        <Link to={s.path} className="mt-2 font-semibold text-cedar-700 hover:underline sm:mt-4">
          {t("Learn More")}
          <span className="sr-only">
            {" "}
            {t("about")} {s.title}
          </span>{" "}
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
}

/**
 * A row of filter links: real links (they work without JavaScript), and with JavaScript a click
 * filters in place and only rewrites the address.
 */
export function FilterLinks({
  label,
  options,
  current,
  hrefFor,
  onSelect,
}: {
  label: string;
  options: ReadonlyArray<{ key: string; label: string }>;
  current: string;
  hrefFor: (key: string) => string;
  onSelect: (key: string) => void;
}) {
  return (
    <nav aria-label={label} className="mt-5" data-filter-links>
      <ul className="flex flex-wrap gap-2">
        {options.map((o) => (
          <li key={o.key}>
            <Link
              to={hrefFor(o.key)}
              preventScrollReset
              replace
              data-filter-key={o.key}
              aria-current={current === o.key ? "true" : undefined}
              onClick={(e) => {
                e.preventDefault();
                onSelect(o.key);
                window.history.replaceState(window.history.state, "", hrefFor(o.key));
              }}
              className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm font-semibold text-slate-800 hover:border-lake-700 aria-[current=true]:border-lake-800 aria-[current=true]:bg-lake-800 aria-[current=true]:text-white"
            >
              {o.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
