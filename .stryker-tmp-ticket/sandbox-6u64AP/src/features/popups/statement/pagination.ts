// @ts-nocheck
// Every page is listed when there are 5 or fewer, otherwise the list collapses
// with ellipses around the current page; first and last always stay reachable in one click.

export const PAGES_SHOWN_WHOLE = 5;

export type PageItem =
  { kind: 'page'; page: number } | { kind: 'ellipsis'; key: 'before' | 'after' };

function range(from: number, to: number): number[] {
  const pages: number[] = [];
  for (let page = from; page <= to; page += 1) pages.push(page);
  return pages;
}

/**
 * The page buttons for `current` of `last`: all of them up to 5 pages; beyond, the first, the
 * current with one neighbour each side (three pages near either end) and the last.
 */
export function paginationItems(current: number, last: number): PageItem[] {
  const lastPage = Math.max(1, Math.floor(last));
  const page = Math.min(Math.max(1, Math.floor(current)), lastPage);
  if (lastPage <= PAGES_SHOWN_WHOLE)
    return range(1, lastPage).map((p) => ({ kind: 'page', page: p }));
  const windowStart = Math.min(Math.max(2, page - 1), lastPage - 3);
  const windowEnd = windowStart + 2;
  const items: PageItem[] = [{ kind: 'page', page: 1 }];
  if (windowStart > 2) items.push({ kind: 'ellipsis', key: 'before' });
  for (const p of range(windowStart, windowEnd)) items.push({ kind: 'page', page: p });
  if (windowEnd < lastPage - 1) items.push({ kind: 'ellipsis', key: 'after' });
  items.push({ kind: 'page', page: lastPage });
  return items;
}
