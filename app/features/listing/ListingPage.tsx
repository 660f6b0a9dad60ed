import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { FILTER_PANEL_PARAM } from "#domain/facets.ts";
import type { MessageKey } from "#domain/i18n/index.ts";
import { LazyModal as Modal } from "../../components/ui/LazyModal.tsx";
import { useHydrated } from "../../components/header/use-hydrated.ts";
import { useT } from "../../i18n.ts";
import { ProductTile } from "../catalog/ProductTile.tsx";
import { AddAllToQuickOrder } from "../lists/AddAllToQuickOrder.tsx";
import { QuickOrderNoticeBox, QuickOrderToggle } from "../lists/QuickOrderToggle.tsx";
import { useQuickOrderToggles } from "../lists/use-quick-order.ts";
import { ActiveFilters } from "./ActiveFilters.tsx";
import { FacetPanel, INVENTORY_TAB } from "./FacetPanel.tsx";
import { Pagination } from "./Pagination.tsx";
import { SortForm } from "./SortForm.tsx";
import { selectedCount } from "./listing-links.ts";
import type { ListingPageData } from "./listing-types.ts";
import { useFacetPanelState } from "./use-facet-panel-state.ts";
import { trackedTile } from "../tracking/tracked-tile.ts";
import { useDataLayerEvent } from "../tracking/use-data-layer-event.ts";
import styles from "./listing.module.css";

/** Category, search and new-arrivals results: heading, count, sort, facets (aside, or a modal below 1024 px), grid, pages. */
export function ListingPage({ data }: { data: ListingPageData }) {
  const t = useT();
  const hydrated = useHydrated();
  const quickOrder = useQuickOrderToggles(data.quickOrder);
  const [modalOpen, setModalOpen] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const { result, state, basePath, inventory, inventoryOffered, filtersOpen } = data;
  const listId = data.newArrivals ? "new-arrivals" : (data.category ?? "search");
  const firstSelected = result?.facets.find((f) => f.values.some((v) => v.selected))?.name;
  const firstVisible = result?.facets.find((f) => f.values.length > 0)?.name ?? (inventoryOffered ? INVENTORY_TAB : null);
  const panel = useFacetPanelState(listId, { panelOpen: true, openTab: firstSelected ?? firstVisible }, inventory.error ? INVENTORY_TAB : null);

  const viewKey = `${basePath}?${state.text ?? ""}|${state.page}|${result?.items.map((i) => i.code).join(",") ?? ""}`;
  useDataLayerEvent(
    viewKey,
    result ? { event: "view_item_list", ecommerce: { item_list_id: listId, item_list_name: listId, items: result.items.map(trackedTile) } } : null,
  );
  const searching = !data.category && !data.newArrivals;
  useDataLayerEvent(`search|${state.text ?? ""}`, searching && state.text ? { event: "search", search_term: state.text } : null);

  const inventoryError = inventory.error !== null;
  useEffect(() => {
    // Below 1024 px the facets live in the modal: an Inventory error opens it there, and so does a
    // pick made in it (`filters=open`, decision 0044), so values are chosen in several groups in a row.
    if ((inventoryError || filtersOpen) && window.matchMedia("(max-width: 1023.98px)").matches) setModalOpen(true);
  }, [inventoryError, filtersOpen]);

  // Closing the modal takes `filters=open` out of the URL (no new history entry), so a reload or
  // Back does not open it again.
  const onModalOpenChange = (open: boolean) => {
    setModalOpen(open);
    if (open || !filtersOpen) return;
    const params = new URLSearchParams(location.search);
    params.delete(FILTER_PANEL_PARAM);
    const query = params.toString();
    void navigate(`${location.pathname}${query ? `?${query}` : ""}`, { replace: true, preventScrollReset: true });
  };

  const heading = data.newArrivals
    ? t("newArrivals.heading")
    : data.category
    ? t(`listing.category.${data.category}` as MessageKey)
    : state.text
      ? t("listing.search.heading", { text: state.text })
      : t("listing.search.emptyHeading");

  if (!result) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{heading}</h1>
        <p className={styles.empty}>{t("listing.search.emptyBody")}</p>
      </div>
    );
  }

  const count = result.total === 1 ? t("listing.count.one") : t("listing.count", { count: result.total });
  const facetPanel = (keepPanelOpen: boolean) => (
    <FacetPanel
      keepPanelOpen={keepPanelOpen}
      facets={result.facets}
      basePath={basePath}
      state={state}
      inventory={inventoryOffered ? inventory : null}
      hydrated={hydrated}
      openTab={panel.openTab}
      onToggleTab={panel.toggleTab}
      onOpenTab={(name) => {
        panel.openTabNow(name);
      }}
    />
  );
  const filterCount = selectedCount(state);
  // No group to show (nothing found, no filter chosen, no Inventory facet): no filter panel either.
  const hasFilters = inventoryOffered || filterCount > 0 || result.facets.some((f) => f.values.length > 0);
  const asideShown = hasFilters && (!hydrated || panel.panelOpen);

  return (
    <div className={`${styles.page} ${hydrated ? styles.hydrated : ""}`}>
      <h1 className={styles.title}>{heading}</h1>
      <QuickOrderNoticeBox quickOrder={quickOrder} />
      <div className={styles.toolbar}>
        <p className={styles.count} role="status" data-testid="listing-count">
          {count}
        </p>
        {hydrated && hasFilters ? (
          <>
            <button type="button" className={`${styles.secondaryButton} ${styles.mobileOnly}`} onClick={() => setModalOpen(true)}>
              {filterCount > 0 ? t("listing.filters.open", { count: filterCount }) : t("listing.filters")}
            </button>
            <button type="button" className={`${styles.secondaryButton} ${styles.desktopOnly}`} aria-expanded={panel.panelOpen} aria-controls="listing-filters" onClick={panel.togglePanel}>
              {t("listing.filters")}
            </button>
          </>
        ) : null}
        <SortForm basePath={basePath} state={state} sort={result.sort} searching={searching} hydrated={hydrated} />
        {quickOrder && hydrated && !data.newArrivals && result.total > 0 ? (
          <AddAllToQuickOrder quickOrder={quickOrder} total={result.total} searchUrl={`${location.pathname}${location.search}`} categoryCode={data.category} />
        ) : null}
      </div>
      <div className={asideShown ? styles.layout : `${styles.layout} ${styles.panelClosed}`}>
        <aside id="listing-filters" className={styles.aside} aria-label={t("listing.filters")} hidden={!asideShown}>
          <h2 className={styles.asideTitle}>{t("listing.filters")}</h2>
          {facetPanel(false)}
        </aside>
        <section className={styles.results} aria-labelledby="listing-results-title">
          <h2 id="listing-results-title" className="visually-hidden">
            {t("listing.results")}
          </h2>
          <ActiveFilters facets={result.facets} basePath={basePath} state={state} />
          {result.items.length === 0 ? (
            <p className={styles.empty}>{state.text && filterCount === 0 ? t("listing.search.noResults", { text: state.text }) : t("listing.noResults")}</p>
          ) : (
            <ul className={styles.grid}>
              {result.items.map((p) => (
                <li key={p.code}>
                  <ProductTile product={p}>{quickOrder ? <QuickOrderToggle quickOrder={quickOrder} code={p.code} name={p.name} /> : null}</ProductTile>
                </li>
              ))}
            </ul>
          )}
          <Pagination basePath={basePath} state={state} page={result.page} pageCount={result.pageCount} />
        </section>
      </div>
      <Modal isOpen={modalOpen} onOpenChange={onModalOpenChange} title={t("listing.filters")} width={560}>
        {facetPanel(true)}
        <button type="button" className={`${styles.primaryButton} ${styles.showResults}`} onClick={() => onModalOpenChange(false)}>
          {t("listing.filters.show", { count: result.total })}
        </button>
      </Modal>
    </div>
  );
}
