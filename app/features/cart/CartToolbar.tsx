import { useId } from "react";
import { sanitizeMaterialIdFilter, withCartFilter, formatCartFilter } from "#domain/cart-filter.ts";
import { useT } from "../../i18n.ts";
import type { CartControls } from "#domain/cart-controls.ts";
import { CART_SORTS, cartHref, filtersForTab, filterTabOf, FILTER_TABS, parseCartSort } from "./cart-items.ts";
import type { CartLocationState } from "./use-cart-location.ts";
import styles from "./cart.module.css";

export interface CartToolbarProps {
  cartPath: string;
  location: CartLocationState;
  idMaxLength: number;
  /** Which trade controls the site shows (domain/cart-controls.ts). */
  controls: CartControls;
  hydrated: boolean;
  onExpandAll: (open: boolean) => void;
}

/**
 * Filter tabs, the filter by material id and the sort: GET links and forms without script (the
 * URL holds `q`, `sort` and `tab`), applied in place with it.
 */
export function CartToolbar({ cartPath, location, controls, idMaxLength, hydrated, onExpandAll }: CartToolbarProps) {
  const t = useT();
  const idField = useId();
  const sortField = useId();
  const { filters, sort, tab } = location;
  const activeTab = filterTabOf(filters);
  const otherFilters = formatCartFilter(withCartFilter(filters, "materialId", []));
  const clearHref = cartHref(cartPath, { q: otherFilters, sort, tab });

  return (
    <div className={styles.toolbar}>
      <nav aria-label={t("cartPage.filter.tabs")} className={styles.filterTabs}>
        {FILTER_TABS.filter((ft) => controls.errorFilter || ft !== "errors").map((ft) => {
          const next = filtersForTab(filters, ft);
          return (
            <a
              key={ft}
              href={cartHref(cartPath, { q: formatCartFilter(next), sort, tab })}
              aria-current={ft === activeTab ? "true" : undefined}
              className={styles.filterTab}
              onClick={(e) => {
                e.preventDefault();
                location.setFilters(next);
              }}
            >
              {t(`cartPage.filter.${ft}`)}
            </a>
          );
        })}
      </nav>
      <div className={styles.toolbarRow}>
        {controls.materialIds ? (
        <form method="get" action={cartPath} className={styles.idFilter} onSubmit={(e) => hydrated && e.preventDefault()}>
          {otherFilters ? <input type="hidden" name="q" value={otherFilters} /> : null}
          {sort !== "entry" ? <input type="hidden" name="sort" value={sort} /> : null}
          {tab ? <input type="hidden" name="tab" value={tab} /> : null}
          <label htmlFor={idField}>{t("cartPage.filter.byId")}</label>
          <div className={styles.idFilterInput}>
            <input
              id={idField}
              name="materialId"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={idMaxLength}
              value={location.idText}
              aria-describedby={`${idField}-hint`}
              onChange={(e) => location.setIdText(sanitizeMaterialIdFilter(e.currentTarget.value, idMaxLength))}
            />
            {location.idText ? (
              <a
                href={clearHref}
                className={styles.idClear}
                aria-label={t("cartPage.filter.clear")}
                onClick={(e) => {
                  e.preventDefault();
                  location.setIdText("");
                }}
              >
                <span aria-hidden="true">×</span>
              </a>
            ) : null}
          </div>
          <span id={`${idField}-hint`} className={styles.hint}>
            {t("cartPage.filter.byIdHint")}
          </span>
          {hydrated ? null : (
            <button type="submit" className={styles.smallButton}>
              {t("cartPage.filter.apply")}
            </button>
          )}
        </form>
        ) : null}
        <form method="get" action={cartPath} className={styles.sortForm} onSubmit={(e) => hydrated && e.preventDefault()}>
          {location.q ? <input type="hidden" name="q" value={location.q} /> : null}
          {tab ? <input type="hidden" name="tab" value={tab} /> : null}
          <label htmlFor={sortField}>{t("cartPage.sort.label")}</label>
          <select id={sortField} name="sort" value={sort} onChange={(e) => location.setSort(parseCartSort(e.currentTarget.value))}>
            {CART_SORTS.filter((s) => controls.materialIds || s !== "materialId").map((s) => (
              <option key={s} value={s}>
                {t(`cartPage.sort.${s}`)}
              </option>
            ))}
          </select>
          {hydrated ? null : (
            <button type="submit" className={styles.smallButton}>
              {t("cartPage.sort.apply")}
            </button>
          )}
        </form>
        {hydrated && controls.expandAll ? (
          <div className={styles.expandButtons}>
            <button type="button" className={styles.smallButton} onClick={() => onExpandAll(true)}>
              {t("cartPage.expandAll")}
            </button>
            <button type="button" className={styles.smallButton} onClick={() => onExpandAll(false)}>
              {t("cartPage.collapseAll")}
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
