/** Lists the public pages share: a band of title-and-text cards, and a list of short lines each behind a mark. */

/** A pale band: its heading, then a grid of cards (`wide`: four to a row on a large screen, else three); `block` names it for the page editor. */
export function CardGridSection({
  id,
  title,
  items,
  wide = false,
  block,
}: {
  id: string;
  title: string;
  items: Array<{ title: string; text: string }>;
  wide?: boolean;
  block?: string;
}) {
  return (
    <section className="bg-lake-50 py-section sm:py-section-lg" aria-labelledby={id}>
      <div className="mx-auto max-w-7xl px-4">
        <h2 id={id} className="text-3xl font-bold text-lake-900">
          {title}
        </h2>
        <ul className={`mt-8 grid gap-6 sm:grid-cols-2 ${wide ? "lg:grid-cols-4" : "lg:grid-cols-3"}`} data-block={block}>
          {items.map((a, i) => (
            <li key={i} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <CardText card={a} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** A card's words: its title (a level-3 heading) and its text. */
export function CardText({ card }: { card: { title: string; text: string } }) {
  return (
    <>
      <h3 className="text-lg font-semibold text-lake-900">{card.title}</h3>
      <p className="mt-2 text-slate-700">{card.text}</p>
    </>
  );
}

/** Short lines, each behind a decorative `mark` (✓, ◆) that screen readers skip. */
export function MarkList({ items, mark, className }: { items: string[]; mark: string; className: string }) {
  return (
    <ul className={className}>
      {items.map((line) => (
        <li key={line} className="flex gap-2 text-slate-800">
          <span aria-hidden="true" className="text-cedar-600">
            {mark}
          </span>
          {line}
        </li>
      ))}
    </ul>
  );
}
