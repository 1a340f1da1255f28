import { Form, Link } from "react-router";
import { FIND_MAX, type ItemPage } from "~/admin/item-pages";

/** All items' search box (a plain GET form, so it works without JavaScript). */
export function ItemsFinder({ paging }: { paging: ItemPage }) {
  return (
    <Form method="get" className="mt-4 flex flex-wrap items-end gap-2" role="search" aria-label="Find content items">
      <input type="hidden" name="view" value="items" />
      <div className="grow">
        <label htmlFor="items-find" className="label">
          Search items
        </label>
        <p id="items-find-hint" className="text-sm text-slate-700">
          A few words of its name, its page (like /about) or what it says.
        </p>
        <input
          id="items-find"
          type="search"
          name="find"
          defaultValue={paging.find}
          maxLength={FIND_MAX}
          className="field mt-1"
          aria-describedby="items-find-hint"
        />
      </div>
      <button type="submit" className="btn-secondary">
        Search
      </button>
      {paging.find && (
        <Link to="/admin/content?view=items" className="btn-secondary">
          Show all items
        </Link>
      )}
    </Form>
  );
}

/** "Items 26–50 of 412" with links to the newer and older pages, keeping the search. */
export function ItemsPager({ paging }: { paging: ItemPage }) {
  const { page, pages, total, first, last, find } = paging;
  const to = (p: number) => `/admin/content?view=items${find ? `&find=${encodeURIComponent(find)}` : ""}${p > 1 ? `&page=${p}` : ""}`;
  return (
    <nav aria-label="Pages of content items" className="mt-4 flex flex-wrap items-center justify-between gap-2 text-slate-700">
      <p aria-live="polite">
        {total === 0 ? (find ? `No item matches “${find}”.` : "No items.") : `Items ${first}–${last} of ${total}${find ? ` matching “${find}”` : ""}`}
      </p>
      {pages > 1 && (
        <div className="flex gap-2">
          {page > 1 && (
            <Link to={to(page - 1)} className="btn-secondary px-3 py-1.5 text-sm" aria-label="Show newer items">
              Newer
            </Link>
          )}
          {page < pages && (
            <Link to={to(page + 1)} className="btn-secondary px-3 py-1.5 text-sm" aria-label="Show older items">
              Older
            </Link>
          )}
        </div>
      )}
    </nav>
  );
}
