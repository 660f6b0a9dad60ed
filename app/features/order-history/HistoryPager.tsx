import { historyQuery } from "#domain/order-history-filters.ts";
import { pageNumbers } from "../../components/ui/pager.ts";
import { useT } from "../../i18n.ts";
import type { OrderHistoryView } from "./order-history-view.ts";
import styles from "./order-history.module.css";

/** Links to the other pages of the list (the page is in the URL, so it works without JavaScript). */
export function HistoryPager({ view }: { view: OrderHistoryView }) {
  const t = useT();
  const { page } = view.params;
  if (view.pageCount <= 1) return null;
  const href = (p: number) => `${view.basePath}?${historyQuery(view.params, { page: p })}`;
  return (
    <nav aria-label={t("orderHistory.pager")} className={styles.pager}>
      <ul>
        {page > 1 ? (
          <li>
            <a href={href(page - 1)} rel="prev">
              {t("orderHistory.pager.previous")}
            </a>
          </li>
        ) : null}
        {pageNumbers(page, view.pageCount).map((n, i) =>
          n === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <a href={href(n)} aria-current={n === page ? "page" : undefined} aria-label={t("orderHistory.pager.page", { page: n })}>
                {n}
              </a>
            </li>
          ),
        )}
        {page < view.pageCount ? (
          <li>
            <a href={href(page + 1)} rel="next">
              {t("orderHistory.pager.next")}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
