import { htmlToText } from "~/content/text";

/**
 * All items in pages of ITEMS_PER_PAGE, newest first, with an optional search (issue 48: the list
 * was every block of every page on one screen, 123 phone screens long). A search looks in the
 * title, the page, the section and the words; a focused item (the one being edited or just saved)
 * opens the page that holds it, so the owner lands where the item is.
 */
export const ITEMS_PER_PAGE = 25;
/** Longest search text read; the rest is ignored. */
export const FIND_MAX = 100;

export interface ItemPageQuery {
  find: string;
  page: number;
  focus: string | null;
}

export function readItemQuery(params: URLSearchParams): ItemPageQuery {
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    find: (params.get("find") ?? "").slice(0, FIND_MAX).trim(),
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, 10_000) : 1,
    focus: params.get("edit") ?? params.get("around"),
  };
}

interface Findable {
  id: string;
  title: string | null;
  page_path: string;
  section_id: string;
  content: string | null;
}

export function pageOfItems<T extends Findable>(items: T[], q: ItemPageQuery) {
  const needle = q.find.toLowerCase();
  const found = needle
    ? items.filter((i) => [i.title ?? "", i.page_path, i.section_id, htmlToText(i.content ?? "")].some((s) => s.toLowerCase().includes(needle)))
    : items;
  const pages = Math.max(1, Math.ceil(found.length / ITEMS_PER_PAGE));
  const at = q.focus ? found.findIndex((i) => i.id === q.focus) : -1;
  const page = at >= 0 ? Math.floor(at / ITEMS_PER_PAGE) + 1 : Math.min(q.page, pages);
  const start = (page - 1) * ITEMS_PER_PAGE;
  const shown = found.slice(start, start + ITEMS_PER_PAGE);
  return { shown, page, pages, total: found.length, first: shown.length ? start + 1 : 0, last: start + shown.length, find: q.find };
}

export type ItemPage = Omit<ReturnType<typeof pageOfItems>, "shown">;
