import { useMemo, useRef } from "react";
import type { MessageKey } from "#domain/i18n/index.ts";
import type { ListPage } from "#domain/lists.ts";
import { useT } from "../../i18n.ts";
import { CartPage } from "../cart/CartPage.tsx";
import { CartEmpty, NoCart } from "../cart/CartEmpty.tsx";
import type { CartPageData } from "../cart/cart-page.server.ts";
import { unpackPageView } from "../cart/cart-wire.ts";
import { SellSheetImport } from "../sell-sheet/SellSheetImport.tsx";
import { AddProductsBox } from "./AddProductsBox.tsx";
import { GlobalAlerts } from "./GlobalAlerts.tsx";
import { ListFormNotice } from "./ListFormNotice.tsx";
import { QuickOrderIntro } from "./QuickOrderIntro.tsx";
import { SavedBagTools } from "./SavedBagTools.tsx";
import styles from "./lists.module.css";
import cartStyles from "../cart/cart.module.css";

const TITLES: Record<Exclude<ListPage, "cart" | "savedBag">, MessageKey> = { quickOrder: "lists.title.quickOrder", unifiedShoppingBag: "lists.title.unifiedShoppingBag" };
const EMPTY: Record<Exclude<ListPage, "cart">, MessageKey> = {
  quickOrder: "lists.empty.quickOrder",
  unifiedShoppingBag: "lists.empty.unifiedShoppingBag",
  savedBag: "lists.empty.savedBag",
};

/**
 * One page component for every list (decision 0056): the cart page with, on the quick order,
 * the bag and saved bags, the list tools above the items (introduction, add by material id or
 * paste, sell sheet, global alerts) and the list's own main step.
 */
export function ListPageView({ data, csrfToken }: { data: CartPageData; csrfToken: string }) {
  const t = useT();
  const { page } = data;
  const addField = useRef<HTMLTextAreaElement>(null);
  const view = useMemo(() => unpackPageView(data.view), [data.view]);
  const notice = <ListFormNotice error={data.listNotice.error} notice={data.listNotice.notice} />;
  if (page === "cart") {
    if (data.view.kind === "noCart") return <NoCart />;
    if (data.view.kind === "empty") return <CartEmpty shopHref={data.shopHref} undo={data.undo} csrfToken={csrfToken} sellSheet={data.sellSheet} />;
  }
  const savedBag = page === "savedBag";
  const heading = page === "cart" ? undefined : savedBag ? t("lists.savedBag.title", { name: data.listName ?? "" }) : t(TITLES[page]);
  if (data.view.kind === "noCart") return <NoCart title={heading} body={t("lists.noCart")} />;
  const tools =
    page === "cart" ? (
      notice
    ) : (
      <div className={styles.tools}>
        <GlobalAlerts page={data.cartPath} csrfToken={csrfToken} />
        {notice}
        {data.intro ? <QuickOrderIntro action={`${data.cartPath}/introduction`} csrfToken={csrfToken} onDismissed={() => addField.current?.focus()} /> : null}
        {savedBag ? <SavedBagTools listPath={data.cartPath.replace(/\/[^/]*$/, "")} bagPath={data.cartPath} name={data.listName ?? ""} /> : null}
        {data.sellSheet && data.view.kind === "empty" ? <SellSheetImport settings={data.sellSheet} csrfToken={csrfToken} /> : null}
        <AddProductsBox listPath={data.cartPath} listName={t(`lists.name.${page}`)} csrfToken={csrfToken} deliveryTargetAndYear={data.initial.tab} fieldRef={addField} />
      </div>
    );
  if (data.view.kind === "empty" && page !== "cart") {
    return (
      <div className={cartStyles.page}>
        <h1>{heading}</h1>
        {tools}
        <p className={styles.emptyNote}>{t(EMPTY[page])}</p>
      </div>
    );
  }
  if (view.kind !== "cart") return null;
  const mainStep = page === "quickOrder" ? "submit" : savedBag ? "addToCart" : null;
  return (
    <CartPage
      view={view}
      cartPath={data.cartPath}
      checkoutHref={data.checkoutHref}
      initial={data.initial}
      idMaxLength={data.idMaxLength}
      csrfToken={csrfToken}
      guest={data.guest}
      undo={data.undo}
      page={page}
      title={heading}
      tools={tools}
      sellSheet={data.sellSheet}
      submit={mainStep ? { action: `${data.cartPath}/${mainStep}`, label: t(savedBag ? "lists.savedBag.addToCart" : "lists.submit.quickOrder") } : null}
    />
  );
}
