/**
 * Paging a list that is all in the page already (the address book's popup: 5 per page,
 * service-and-support §9). Pages are numbered from 1; an empty list has one (empty) page.
 */

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** `page` moved into 1 … count. */
export function clampPage(page: number, count: number): number {
  return Math.min(Math.max(1, Math.trunc(page) || 1), Math.max(1, count));
}

/** The items on `page` (clamped), with the page and the number of pages. */
export function pageOf<T>(items: readonly T[], page: number, size: number): { items: readonly T[]; page: number; count: number; from: number; to: number } {
  const count = pageCount(items.length, size);
  const current = clampPage(page, count);
  const start = (current - 1) * size;
  const shown = items.slice(start, start + size);
  return { items: shown, page: current, count, from: shown.length ? start + 1 : 0, to: start + shown.length };
}

/** The page the item at `index` is on (the first page for an item not in the list, index -1). */
export function pageOfIndex(index: number, size: number): number {
  return index < 0 ? 1 : Math.floor(index / size) + 1;
}

/**
 * The page numbers a pager shows: all of them up to 7 pages; else the first, the last, the
 * current one and its neighbours, with "gap" where numbers are left out (never a gap of one page).
 */
export function pageNumbers(page: number, count: number): (number | "gap")[] {
  if (count <= 7) return Array.from({ length: count }, (_, i) => i + 1);
  const current = clampPage(page, count);
  const low = Math.max(2, Math.min(current - 1, count - 4));
  const high = Math.min(count - 1, Math.max(current + 1, 5));
  const numbers: (number | "gap")[] = [1];
  if (low > 2) numbers.push(low === 3 ? 2 : "gap");
  for (let n = low; n <= high; n++) numbers.push(n);
  if (high < count - 1) numbers.push(high === count - 2 ? count - 1 : "gap");
  numbers.push(count);
  return numbers;
}
