import { Form } from "react-router";
import { HOME_SECTIONS, type Brand, type HomeSectionId } from "~/content/brand";
import { Badge } from "./common";
import { SavedNote } from "./SettingsNav";

/**
 * Settings → Home page sections (issue #43): the sections below the banner in the order visitors
 * see them, each with "Move up", "Move down" and "Hide"/"Show". Every button is a plain form post
 * (it works without JavaScript) and its name says what it does to which section ("Move Videos up").
 */
export function HomeSections({ brand }: { brand: Brand }) {
  const { order, hidden } = brand.home;
  return (
    <section aria-labelledby="home-sections-heading" className="space-y-3">
      <h2 id="home-sections-heading" className="font-semibold text-lake-900">
        Home page sections
      </h2>
      <p className="text-sm text-slate-700">
        The banner with the page&apos;s title always comes first; these follow it, top to bottom. Client reviews show only when there are published reviews.
      </p>
      <SavedNote intent="brand-home-arrange" />
      <ol className="space-y-2" aria-labelledby="home-sections-heading">
        {order.map((id, i) => {
          const label = HOME_SECTIONS.find((h) => h.id === id)!.label;
          const off = hidden.includes(id);
          return (
            <li key={id} id={`home-section-${id}`} className="flex flex-wrap items-center gap-2 rounded-md border border-slate-300 px-3 py-2">
              <span className="flex min-h-11 min-w-0 flex-1 items-center gap-2">
                <span className={off ? "text-slate-600 line-through" : "font-semibold text-lake-900"}>{label}</span>
                {off && <Badge>Hidden</Badge>}
              </span>
              <span className="flex flex-wrap gap-2">
                <ArrangeButton id={id} change="up" label={label} disabled={i === 0} />
                <ArrangeButton id={id} change="down" label={label} disabled={i === order.length - 1} />
                <ArrangeButton id={id} change={off ? "show" : "hide"} label={label} />
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** One change as its own form; the section's name is read out within the button's words ("Move Videos up", "Hide Videos"). */
function ArrangeButton({
  id,
  change,
  label,
  disabled = false,
}: {
  id: HomeSectionId;
  change: "up" | "down" | "show" | "hide";
  label: string;
  disabled?: boolean;
}) {
  const name =
    change === "up" || change === "down" ? (
      <>
        Move <span className="sr-only">{label} </span>
        {change}
      </>
    ) : (
      <>
        {change === "show" ? "Show" : "Hide"}
        <span className="sr-only"> {label}</span>
      </>
    );
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="brand-home-arrange" />
      <input type="hidden" name="section" value={id} />
      <input type="hidden" name="change" value={change} />
      <button type="submit" className="btn-secondary min-h-11 px-3 text-sm disabled:opacity-50" disabled={disabled}>
        {name}
      </button>
    </Form>
  );
}
