/**
 * Lists (decision 0056): the cart, the quick order, saved bags and saved carts are one kind of
 * thing, a set of size lines per product, and share the cart's grids, rules and services.
 */
export const LIST_KINDS = ["cart", "quickOrder", "savedBag", "savedCart"] as const;
export type ListKind = (typeof LIST_KINDS)[number];

/** The page modes of the spec (`cart`, `quickOrder`, `unifiedShoppingBag`, `savedBag`). */
export const LIST_PAGES = ["cart", "quickOrder", "unifiedShoppingBag", "savedBag"] as const;
export type ListPage = (typeof LIST_PAGES)[number];

/** The URL segment of a page mode: `{context}/cart`, `/quickOrder`, `/bag`, `/savedBag/{code}`. */
export const LIST_PAGE_SEGMENT: Record<ListPage, string> = {
  cart: "cart",
  quickOrder: "quickOrder",
  unifiedShoppingBag: "bag",
  savedBag: "savedBag",
};

/** Which stored list a page works on: the bag is the cart shown with the list tools. */
export const LIST_KIND_OF_PAGE: Record<ListPage, ListKind> = {
  cart: "cart",
  quickOrder: "quickOrder",
  unifiedShoppingBag: "cart",
  savedBag: "savedBag",
};

/** Default for LIST_MAX_LINES: a list's lines (a size of a product for a delivery target) plus products held without quantities. */
export const DEFAULT_LIST_MAX_LINES = 2000;

/**
 * What a list page says after a form posted without script came back (decision 0056): a closed
 * list, so a link cannot make the page show text of its own.
 */
export const LIST_FORM_ERRORS = ["required", "forbiddenCharacter", "tooLong", "customers", "failed"] as const;
export type ListFormError = (typeof LIST_FORM_ERRORS)[number];
export const LIST_FORM_NOTICES = ["undone", "restored", "moved"] as const;
export type ListFormNotice = (typeof LIST_FORM_NOTICES)[number];

/** Default for LIST_DELETED_RETENTION_DAYS: how long a deleted saved bag or saved cart can still be undone (decision 0060). */
export const DEFAULT_LIST_DELETED_RETENTION_DAYS = 30;

/** The kinds of list that are deleted with Undo and purged after the retention period (decision 0060). */
export const PURGED_LIST_KINDS = ["savedBag", "savedCart"] as const satisfies readonly ListKind[];

const DAY_MS = 86_400_000;

/**
 * Decision 0060: a saved bag or saved cart deleted before this moment is purged, and its Undo ends.
 * Whole days of 24 hours counted back from `now`; a list deleted exactly at the cutoff stays.
 */
export function deletedListsPurgeCutoff(now: Date, retentionDays: number): Date {
  if (!Number.isInteger(retentionDays) || retentionDays < 1) throw new RangeError(`retention must be a whole number of days, at least 1: ${retentionDays}`);
  return new Date(now.getTime() - retentionDays * DAY_MS);
}

/** Whether a list deleted at `deletedAt` is past its retention at `now` (null: a live list, never purged). */
export function isPastRetention(deletedAt: Date | null, now: Date, retentionDays: number): boolean {
  return deletedAt !== null && deletedAt.getTime() < deletedListsPurgeCutoff(now, retentionDays).getTime();
}
