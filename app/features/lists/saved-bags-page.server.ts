import { data, redirect } from "react-router";
import { translate } from "#domain/i18n/index.ts";
import { formatMoney } from "#domain/money.ts";
import { defaultSavedListNameOn } from "#domain/saved-list-name.ts";
import { isCurrency, sitePath } from "#domain/sites.ts";
import type { SalesRepTreeItem } from "../../../server/modules/lists/sales-rep-tree.ts";
import type { LoaderArgs } from "../../load-context.ts";
import { LIST_FORM_ERRORS, LIST_FORM_NOTICES, type ListFormError, type ListFormNotice } from "#domain/lists.ts";
import { oneOf } from "#domain/one-of.ts";

export interface SavedBagRow {
  code: string;
  title: string;
  href: string;
  mode: string;
  productsQuantity: number;
  totalQuantity: number;
  totalPrice: string | null;
  savedDate: string;
  preparedBy: string | null;
}

export interface SavedBagsPageData {
  listPath: string;
  bags: SavedBagRow[];
  customers: SalesRepTreeItem[] | null;
  defaultName: string;
  notice: { kind: "created" | "createdFor" | "deleted"; value: string } | null;
  formNotice: { error: ListFormError | null; notice: ListFormNotice | null };
}

/** `{context}/savedBag`: the partner sites' saved bags (decision 0056). */
export async function loadSavedBagsPage({ request, context }: LoaderArgs): Promise<SavedBagsPageData> {
  const { ctx, services } = context;
  const url = new URL(request.url);
  const listPath = sitePath(ctx.site, "/savedBag");
  if (!ctx.site.b2b) throw data(null, { status: 404 });
  if (!ctx.user) throw redirect(`${sitePath(ctx.site, "/login")}?redirect=${encodeURIComponent(listPath)}`);
  const read = await services.savedBags.savedBagsPage(ctx);
  if (!read.ok) throw data(null, { status: 404 });
  const priceVisible = !(ctx.user.pricesHidden ?? false);
  const bags = read.value.bags.map((b): SavedBagRow => ({
    code: b.code,
    title: b.title,
    href: `${listPath}/${encodeURIComponent(b.code)}`,
    mode: b.mode,
    productsQuantity: b.productsQuantity,
    totalQuantity: b.totalQuantity,
    totalPrice: priceVisible && isCurrency(b.currency) ? formatMoney({ amount: b.totalPrice, currency: b.currency }, ctx.locale) : null,
    savedDate: new Intl.DateTimeFormat(ctx.locale, { dateStyle: "medium" }).format(new Date(b.savedDate)),
    preparedBy: b.preparedBy,
  }));
  return {
    listPath,
    bags,
    customers: read.value.customers,
    defaultName: defaultSavedListNameOn(translate(ctx.language, "lists.savedBag.defaultName"), ctx.site.id, ctx.now),
    notice: noticeOf(url),
    formNotice: { error: oneOf(LIST_FORM_ERRORS, url.searchParams.get("listError")), notice: oneOf(LIST_FORM_NOTICES, url.searchParams.get("listNotice")) },
  };
}

function noticeOf(url: URL): SavedBagsPageData["notice"] {
  for (const kind of ["created", "createdFor", "deleted"] as const) {
    const value = url.searchParams.get(kind);
    if (value !== null && /^\d{1,9}$/.test(value)) return { kind, value };
  }
  return null;
}
