import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { ListPage } from "#domain/lists.ts";
import { needsNegotiation } from "#domain/negotiation.ts";
import { cartControls } from "#domain/cart-controls.ts";
import { hasCartFilter } from "#domain/cart-filter.ts";
import { programmeShortfalls } from "#domain/programme-minimum.ts";
import { formatMoney } from "#domain/money.ts";
import { isCurrency } from "#domain/sites.ts";
import { useT } from "../../i18n.ts";
import { useRootData } from "../../root-data.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { Button } from "../../components/ui/Button.tsx";
import { useHydrated } from "../../components/header/use-hydrated.ts";
import { CartItem } from "./CartItem.tsx";
import { CartToolbar } from "./CartToolbar.tsx";
import { ChooseQuantityDialog } from "./ChooseQuantityDialog.tsx";
import { ClearCart } from "./ClearCart.tsx";
import { SaveCartForm } from "../saved-carts/SaveCartForm.tsx";
import { CopyToMonthsDialog } from "./CopyToMonthsDialog.tsx";
import { MainAction } from "./MainAction.tsx";
import { OrderSummaryDialog } from "./OrderSummaryDialog.tsx";
import { EmptiedCartUndoNotice, RemovalNotices } from "./RemovalNotices.tsx";
import { SEASON_PANEL_ID, SeasonTabs, seasonTabId } from "./SeasonTabs.tsx";
import { SizeGrid } from "./SizeGrid.tsx";
import { StickySubHeader } from "./StickySubHeader.tsx";
import { TotalsBox } from "./TotalsBox.tsx";
import { VoucherForms } from "./VoucherForms.tsx";
import { cartHref, editsEmptyList, emptiedCartHref, itemHasError, itemQuantity, itemsInView, reloadAfterRemoval, sectionEmptied, sectionUnits, zeroQuantityItems, type CartSort } from "./cart-items.ts";
import { targetKey, type CartItemView, type CartPageView, type EmptiedCartUndo } from "./cart-view.ts";
import { tabsWithErrors } from "./season-tabs.ts";
import { useBulkLines } from "./use-bulk-lines.ts";
import { useCartEdits } from "./use-cart-edits.ts";
import { useCartLocation } from "./use-cart-location.ts";
import { useRemovals } from "./use-removals.ts";
import { cartApi } from "./cart-api.ts";
import { itemPriceText } from "./item-price.ts";
import { usePriceUpdate } from "./use-price-update.ts";
import { ProgrammeWarning } from "../booking/ProgrammeWarning.tsx";
import { AddToSavedBagDialog } from "../lists/AddToSavedBagDialog.tsx";
import { RemoveEmptiedBag } from "../lists/SavedBagTools.tsx";
import { useSavedBagTotals } from "../lists/saved-bag-totals.ts";
import { SellSheetImport } from "../sell-sheet/SellSheetImport.tsx";
import type { SellSheetSettings } from "../sell-sheet/sell-sheet-settings.ts";
import styles from "./cart.module.css";

export interface CartPageProps {
  view: Extract<CartPageView, { kind: "cart" }>;
  cartPath: string;
  checkoutHref: string;
  initial: { q: string; sort: CartSort; tab: string | null; forceValidation: boolean; confirmClear: boolean; voucherAlert: { alert: string; code: string } | null };
  idMaxLength: number;
  csrfToken: string;
  /** A visitor's basket (decision 0041): vouchers need an account, so the page says to sign in. */
  guest?: boolean;
  /** The removal the URL names (the no-script Remove form's answer), with its Undo form (decision 0042). */
  undo?: EmptiedCartUndo | null;
  /** The list the page shows (decision 0056); the quick order, the bag and saved bags add their tools and title. */
  page?: ListPage;
  title?: string;
  tools?: ReactNode;
  submit?: { action: string; label: string } | null;
  /** The sell-sheet import (decision 0057), when the user may import. */
  sellSheet?: SellSheetSettings | null;
}

/** Items shown open when the page loads; a longer list starts with the rest closed (decision 0056). */
export const OPEN_ITEMS_ON_LOAD = 30;

/** The cart page of the session's booking mode (decision 0018). */
export function CartPage({ view, cartPath, checkoutHref, initial, idMaxLength, csrfToken, guest = false, undo = null, page = "cart", title, tools = null, submit = null, sellSheet = null }: CartPageProps) {
  const t = useT();
  const hydrated = useHydrated();
  const api = useMemo(() => ({ cartPath, csrfToken }), [cartPath, csrfToken]);
  const tabKeys = useMemo(() => view.tabs.map(targetKey), [view.tabs]);
  const location = useCartLocation(cartPath, initial, tabKeys);
  const savedBag = page === "savedBag";
  // A saved bag the edits would empty offers its removal instead of sending them (decision 0056).
  const [removeOffer, setRemoveOffer] = useState(false);
  const emptying = useRef<() => boolean>(() => false);
  const edits = useCartEdits(api, location.q, view.totals, view.version, savedBag ? { hold: () => emptying.current(), onHold: () => setRemoveOffer(true) } : {});
  const removals = useRemovals(api, location.q, isCurrency(view.currency) ? view.currency : null, { onTotals: edits.setTotals, discardEdits: edits.discard });
  const bulk = useBulkLines(api, { discardEdits: edits.discard, onVersion: edits.setVersion });
  emptying.current = () => editsEmptyList(view.items, removals.removed, edits.edits, edits.stored());
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set(view.items.slice(OPEN_ITEMS_ON_LOAD).map((i) => i.key)));
  const [copyFor, setCopyFor] = useState<CartItemView | null>(null);
  const [chooseFor, setChooseFor] = useState<CartItemView | null>(null);
  const [savedBagFor, setSavedBagFor] = useState<CartItemView | null>(null);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const { locale, site } = useRootData().shell;
  const controls = cartControls(site);
  const currency = isCurrency(view.currency) ? view.currency : null;
  const format = (minor: number) => (currency ? formatMoney({ amount: minor, currency }, locale) : String(minor));
  const bagTotals = useSavedBagTotals(api, location.q, savedBag, edits.changes, { value: 0, formattedValue: format(0) }, edits.refreshTotals);
  // Customer prices are asked again after every answered change, and read into the totals once there.
  const prices = usePriceUpdate(api, view.pollPrices, `${view.version}|${edits.changes}`, (priced) => {
    edits.refreshTotals({ totalPrice: priced.cartTotal });
    void cartApi.totals(api, location.q).then((answer) => {
      if (answer.kind === "ok") edits.refreshTotals(answer.body);
    });
  });

  const stockContext = useMemo(() => ({ mode: view.mode, skipStockLimits: view.skipStockLimits }), [view.mode, view.skipStockLimits]);
  const errors = useMemo(
    () => new Set(view.items.filter((i) => itemHasError(i, edits.edits, stockContext, edits.notices)).map((i) => i.key)),
    [view.items, edits.edits, edits.notices, stockContext],
  );
  const inView = itemsInView(view.items, { filters: location.filters, sort: location.sort, tab: location.tab, removed: removals.removed, errors });
  const shownItems = inView.section.filter((i) => inView.shown.has(i.key));
  const busy = edits.recalc.busy || removals.pending || bulk.pending || bagTotals.pending;
  const filtered = hasCartFilter(location.filters);
  const prebooking = view.mode === "PREBOOKING";
  // Vouchers and the ERP's order summary belong to the cart (the bag is the cart); other lists are not ordered as they are.
  const ordersAsCart = page === "cart" || page === "unifiedShoppingBag";
  // A GCP cart names the products below the programme minimum, as typed (decision 0042).
  const shortfalls =
    view.mode === "GCP"
      ? programmeShortfalls(
          view.items
            .filter((i) => !removals.removed.has(i.key))
            .map((i) => ({ materialId: Number(i.materialId), productCode: i.baseProductCode, productName: i.name, quantity: itemQuantity(i, edits.edits) })),
        )
      : [];
  const activeTarget = view.tabs.find((tab) => targetKey(tab) === location.tab) ?? null;
  // A product without any price for the customer needs an offer before it can be ordered (decision 0056, needsNegotiation).
  const negotiation = view.priceVisible && view.items.some((i) => !removals.removed.has(i.key) && needsNegotiation({ unitPriceMinor: i.unitPrice }));

  // After a refused update (forceValidation) the first quantity in error gets the focus.
  useEffect(() => {
    if (initial.forceValidation) document.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  }, [initial.forceValidation]);

  // Nothing left in the cart after a removal: the page is loaded again (account-and-ordering §4),
  // naming the removed product so its undo notice is still there. A delivery tab emptied by a
  // removal stays, with its undo notice (decision 0042).
  useEffect(() => {
    if (removals.removals > 0 && removals.lastRemoved && reloadAfterRemoval(view.items, removals.removed)) window.location.replace(emptiedCartHref(cartPath, removals.lastRemoved));
    // Checked after each removal only, not when a filter empties the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [removals.removals]);

  const setExpanded = (key: string, open: boolean) =>
    setCollapsed((prev) => {
      if (open !== prev.has(key)) return prev;
      const next = new Set(prev);
      if (open) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1>{title ?? t("cartPage.title")}</h1>
        {controls.modeNote ? <p className={styles.modeNote}>{t(`cartPage.mode.${view.mode}`)}</p> : null}
      </header>
      {initial.forceValidation ? <Alert tone="error">{t("cartPage.forceValidation")}</Alert> : null}
      <ProgrammeWarning shortfalls={shortfalls} />
      {/* Until a removal on this page brings its own notices. */}
      {undo && removals.removals === 0 ? <EmptiedCartUndoNotice undo={undo} csrfToken={csrfToken} /> : null}
      <RemovalNotices notices={removals.notices} pending={busy} onUndo={removals.undo} onDismiss={removals.dismiss} list={!ordersAsCart} />
      {tools}
      <div className={styles.layout}>
        <div className={styles.main}>
          {sellSheet ? <SellSheetImport settings={sellSheet} csrfToken={csrfToken} /> : null}
          <CartToolbar cartPath={cartPath} location={location} controls={controls} idMaxLength={idMaxLength} hydrated={hydrated} onExpandAll={(open) => setCollapsed(open ? new Set() : new Set(view.items.map((i) => i.key)))} />
          {prebooking && view.tabs.length > 0 ? (
            <SeasonTabs
              tabs={view.tabs}
              active={location.tab}
              withErrors={tabsWithErrors(view.items.filter((i) => !removals.removed.has(i.key)).map((i) => ({ tab: targetKey(i.target), hasError: errors.has(i.key) })))}
              hrefFor={(tab) => cartHref(cartPath, { q: location.q, sort: location.sort, tab })}
              onSelect={location.setTab}
            />
          ) : null}
          <StickySubHeader>
            <p className={styles.subHeaderInfo}>
              {activeTarget ? <strong>{activeTarget.name}</strong> : null}
              <span>
                {activeTarget
                  ? t("cartPage.totals.deliveryUnits", { count: sectionUnits(inView.section, removals.removed, edits.edits) })
                  : t(ordersAsCart ? "cartPage.totals.unitsLine" : "lists.unitsLine", { count: edits.totals.units })}
              </span>
            </p>
            <div className={styles.subHeaderActions}>
              {prebooking && ordersAsCart ? (
                <Button variant="secondary" onPress={() => setSummaryOpen(true)}>
                  {t("cartPage.summary.open")}
                </Button>
              ) : null}
              <MainAction
                checkoutHref={checkoutHref}
                modified={edits.recalc.modified.size > 0}
                busy={busy}
                onApply={edits.apply}
                zeroItems={() => zeroQuantityItems(inView.section, inView.shown, edits.edits)}
                filtered={filtered ? { shown: inView.filteredMaterials, total: new Set(view.items.filter((i) => !removals.removed.has(i.key)).map((i) => i.materialId)).size } : null}
                onShowAll={() => location.setFilters({})}
                submit={submit ? { ...submit, csrfToken } : null}
                blocked={negotiation ? t("lists.negotiation") : null}
              />
            </div>
          </StickySubHeader>
          <section
            id={SEASON_PANEL_ID}
            className={styles.items}
            role={activeTarget ? "tabpanel" : undefined}
            aria-labelledby={activeTarget ? seasonTabId(targetKey(activeTarget)) : "cart-items-title"}
          >
            <h2 id="cart-items-title" className="visually-hidden">
              {activeTarget ? `${t(ordersAsCart ? "cartPage.items" : "lists.items")}: ${activeTarget.name}` : t(ordersAsCart ? "cartPage.items" : "lists.items")}
            </h2>
            {shownItems.length === 0 ? (
              <p className={styles.noMatch}>{sectionEmptied(inView.section, removals.removed) ? t("cartUndo.sectionEmptied") : t("cartPage.noMatch")}</p>
            ) : null}
            {inView.section.map((item) => (
              <CartItem
                key={item.key}
                item={item}
                shown={inView.shown.has(item.key)}
                expanded={!collapsed.has(item.key)}
                onExpandedChange={setExpanded}
                quantity={itemQuantity(item, edits.edits)}
                hasError={errors.has(item.key)}
                busy={busy}
                priceText={itemPriceText(item, itemQuantity(item, edits.edits), { priceVisible: view.priceVisible, prices, format, notAvailable: t("cartPage.notAvailable") })}
                onRemove={removals.remove}
                onChooseQuantity={controls.quantityPerSize ? setChooseFor : null}
                showMaterialId={controls.materialIds}
                onCopy={prebooking && view.bookableTargets.length > 1 ? setCopyFor : null}
                onAddToSavedBag={page === "unifiedShoppingBag" ? setSavedBagFor : null}
                removeAction={`${cartPath}/del`}
                csrfToken={csrfToken}
                grid={
                  <SizeGrid
                    item={item}
                    edits={edits.edits}
                    notices={edits.notices}
                    modified={edits.recalc.modified}
                    stockContext={stockContext}
                    onEdit={edits.edit}
                    onApply={edits.apply}
                    updateAction={`${cartPath}/update`}
                    csrfToken={csrfToken}
                  />
                }
              />
            ))}
          </section>
        </div>
        <aside className={styles.aside} aria-label={t("cartPage.aside")}>
          <TotalsBox totals={edits.totals} filteredMaterials={inView.filteredMaterials} filtered={filtered} priceVisible={view.priceVisible} prices={prices} busy={bagTotals.pending}>
            {bagTotals.failed ? <Alert tone="error">{t("lists.savedBag.totalsFailed")}</Alert> : null}
          </TotalsBox>
          {guest ? <p className={styles.totalsNote}>{t("guestCart.vouchers")}</p> : ordersAsCart ? <VoucherForms api={api} vouchers={view.vouchers} busy={busy} alert={initial.voucherAlert} /> : null}
          <ClearCart api={api} busy={busy} confirmInline={initial.confirmClear} units={edits.totals.units} list={!ordersAsCart} />
          {guest || page !== "cart" ? null : <SaveCartForm cartPath={cartPath} siteId={site.id} />}
        </aside>
      </div>
      <CopyToMonthsDialog item={copyFor} targets={view.bookableTargets} edits={edits.edits} pending={bulk.pending} onClose={() => setCopyFor(null)} onApply={bulk.send} />
      {page === "unifiedShoppingBag" ? (
        <AddToSavedBagDialog item={savedBagFor} listsPath={cartPath.replace(/\/bag$/, "/savedBag")} csrfToken={csrfToken} onClose={() => setSavedBagFor(null)} />
      ) : null}
      {savedBag ? (
        <RemoveEmptiedBag
          isOpen={removeOffer}
          bagPath={cartPath}
          csrfToken={csrfToken}
          onKeep={() => {
            edits.revertWaiting();
            setRemoveOffer(false);
          }}
        />
      ) : null}
      <ChooseQuantityDialog item={chooseFor} items={shownItems} pending={bulk.pending} onClose={() => setChooseFor(null)} onApply={bulk.send} />
      {prebooking && ordersAsCart ? <OrderSummaryDialog api={api} isOpen={summaryOpen} onClose={() => setSummaryOpen(false)} /> : null}
    </div>
  );
}
