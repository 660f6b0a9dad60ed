import { useState } from "react";
import { useT } from "../../i18n.ts";
import { CartPage } from "../cart/CartPage.tsx";
import { CartEmpty, NoCart } from "../cart/CartEmpty.tsx";
import type { CartPageData } from "../cart/cart-page.server.ts";
import { AddProductsBox } from "./AddProductsBox.tsx";
import { GlobalAlerts } from "./GlobalAlerts.tsx";
import { QuickOrderIntro } from "./QuickOrderIntro.tsx";
import { ListFormNotice } from "./ListFormNotice.tsx";
import { RemoveEmptiedBag, SavedBagTools } from "./SavedBagTools.tsx";
import { SellSheetImport } from "../sell-sheet/SellSheetImport.tsx";
import styles from "./lists.module.css";
import cartStyles from "../cart/cart.module.css";

/**
 * One page component for every list (decision 0056): the cart page with, on the quick order,
 * the bag and saved bags, the list tools above the items (introduction, add by material id or
 * paste, global alerts) and the list's own main step.
 */
export function ListPageView({
  data,
  csrfToken,
}: {
  data: CartPageData;
  csrfToken: string;
}) {
  const t = useT();
  const { page } = data;
  const [units, setUnits] = useState(-1);
  if (data.view.kind === "noCart") return page === "cart" ? <NoCart /> : <NoCart title={t(page === "quickOrder" ? "lists.title.quickOrder" : "lists.title.unifiedShoppingBag")} body={t("lists.noCart")} />;
  if (page === "cart") {
    if (data.view.kind === "empty")
      return (
        <CartEmpty
          shopHref={data.shopHref}
          undo={data.undo}
          csrfToken={csrfToken}
          sellSheet={data.sellSheet}
        />
      );
    return (
      <CartPage
        view={data.view}
        cartPath={data.cartPath}
        checkoutHref={data.checkoutHref}
        initial={data.initial}
        idMaxLength={data.idMaxLength}
        csrfToken={csrfToken}
        guest={data.guest}
        undo={data.undo}
        sellSheet={data.sellSheet}
      />
    );
  }
  const savedBag = page === "savedBag";
  const heading = savedBag
    ? t("lists.savedBag.title", { name: data.listName ?? "" })
    : t(
        page === "quickOrder"
          ? "lists.title.quickOrder"
          : "lists.title.unifiedShoppingBag",
      );
  const listsPath = data.cartPath.replace(/\/[^/]*$/, "");
  const extraTools = savedBag ? (
    <SavedBagTools
      listPath={listsPath}
      bagPath={data.cartPath}
      name={data.listName ?? ""}
    />
  ) : null;
  const activeTab = data.initial.tab;
  const tools = (
    <div className={styles.tools}>
      <GlobalAlerts page={data.cartPath} csrfToken={csrfToken} />
      <ListFormNotice error={data.listNotice.error} notice={data.listNotice.notice} />
      {data.intro ? (
        <QuickOrderIntro
          action={`${data.cartPath}/introduction`}
          csrfToken={csrfToken}
        />
      ) : null}
      {extraTools}
      {data.sellSheet && data.view.kind === "empty" ? (
        <SellSheetImport settings={data.sellSheet} csrfToken={csrfToken} />
      ) : null}
      <AddProductsBox
        listPath={data.cartPath}
        listName={t(`lists.name.${page}`)}
        csrfToken={csrfToken}
        deliveryTargetAndYear={activeTab}
      />
    </div>
  );
  if (data.view.kind === "empty") {
    return (
      <div className={cartStyles.page}>
        <h1>{heading}</h1>
        {tools}
        <p className={styles.emptyNote}>
          {t(
            page === "unifiedShoppingBag"
              ? "lists.empty.unifiedShoppingBag"
              : savedBag
                ? "lists.empty.savedBag"
                : "lists.empty.quickOrder",
          )}
        </p>
      </div>
    );
  }
  const mainStep =
    page === "quickOrder" ? "submit" : savedBag ? "addToCart" : null;
  return (
    <>
      {savedBag ? (
        <RemoveEmptiedBag units={units} bagPath={data.cartPath} />
      ) : null}
      <CartPage
        view={data.view}
        cartPath={data.cartPath}
        checkoutHref={data.checkoutHref}
        initial={data.initial}
        idMaxLength={data.idMaxLength}
        csrfToken={csrfToken}
        undo={data.undo}
        page={page}
        title={heading}
        tools={tools}
        sellSheet={data.sellSheet}
        submit={
          mainStep
            ? {
                action: `${data.cartPath}/${mainStep}`,
                label: t(
                  savedBag
                    ? "lists.savedBag.addToCart"
                    : "lists.submit.quickOrder",
                ),
              }
            : null
        }
        onUnitsChange={savedBag ? setUnits : undefined}
      />
    </>
  );
}
