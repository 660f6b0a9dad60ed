import { pageNumbers } from "./pager.ts";
import styles from "./pager.module.css";

export interface PagerLabels {
  /** The navigation's name ("Address pages"). */
  nav: string;
  previous: string;
  next: string;
  /** A page number's name ("Page 2"). */
  page: (n: number) => string;
}

/**
 * Previous, the page numbers and next, for a list shown a page at a time. Buttons (the list is in
 * the page already); the current page is marked with aria-current. Previous and next stay
 * focusable at the ends (aria-disabled), so the focus is not lost when the last page is reached.
 */
export function Pager({ page, count, onPage, labels }: { page: number; count: number; onPage: (page: number) => void; labels: PagerLabels }) {
  if (count <= 1) return null;
  const step = (to: number, text: string) => {
    const off = to < 1 || to > count;
    return (
      <button type="button" className={styles.step} aria-disabled={off || undefined} onClick={() => (off ? undefined : onPage(to))}>
        {to < page ? <span aria-hidden="true">‹</span> : null}
        <span className={styles.stepText}>{text}</span>
        {to > page ? <span aria-hidden="true">›</span> : null}
      </button>
    );
  };
  return (
    <nav className={styles.pager} aria-label={labels.nav}>
      <ul className={styles.list}>
        <li>{step(page - 1, labels.previous)}</li>
        {pageNumbers(page, count).map((n, i) =>
          n === "gap" ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <button type="button" className={styles.number} aria-current={n === page ? "page" : undefined} aria-label={labels.page(n)} onClick={() => onPage(n)}>
                {n}
              </button>
            </li>
          ),
        )}
        <li>{step(page + 1, labels.next)}</li>
      </ul>
    </nav>
  );
}
