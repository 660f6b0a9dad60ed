import type { FacetState } from "#domain/facets.ts";
import { useT } from "../../i18n.ts";
import { pageHref } from "./listing-links.ts";
import styles from "./listing.module.css";

/** Pages shown around the current one: first, last, and two either side. */
function visiblePages(page: number, pageCount: number): (number | "gap")[] {
  const pages: (number | "gap")[] = [];
  for (let p = 1; p <= pageCount; p++) {
    if (p === 1 || p === pageCount || Math.abs(p - page) <= 2) pages.push(p);
    else if (pages[pages.length - 1] !== "gap") pages.push("gap");
  }
  return pages;
}

export function Pagination({ basePath, state, page, pageCount }: { basePath: string; state: FacetState; page: number; pageCount: number }) {
  const t = useT();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t("listing.pagination")} className={styles.pagination}>
      <ul>
        {page > 1 ? (
          <li>
            <a href={pageHref(basePath, state, page - 1)} rel="prev">
              {t("listing.pagination.previous")}
            </a>
          </li>
        ) : null}
        {visiblePages(page, pageCount).map((p, i) =>
          p === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <a href={pageHref(basePath, state, p)} aria-current={p === page ? "page" : undefined} aria-label={t("listing.pagination.page", { page: p })}>
                {p}
              </a>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <a href={pageHref(basePath, state, page + 1)} rel="next">
              {t("listing.pagination.next")}
            </a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
