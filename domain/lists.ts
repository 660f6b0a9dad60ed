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
