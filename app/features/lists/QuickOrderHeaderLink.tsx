import { useEffect, useState } from "react";
import { useT } from "../../i18n.ts";
import { QUICK_ORDER_CHANGED_EVENT, quickOrderCountOf } from "./quick-order-events.ts";
import styles from "./quick-order.module.css";

/**
 * The header's "Quick order" link with the list's product count: the page shell's (read in the
 * shell's mini-cart statement), then whatever a toggle on the page announces, until the next page.
 */
export function QuickOrderHeaderLink({ href, initial }: { href: string; initial: number }) {
  const t = useT();
  const [live, setLive] = useState<{ from: number; count: number } | null>(null);
  useEffect(() => {
    const onChange = (event: Event) => {
      const count = quickOrderCountOf(event);
      if (count !== null) setLive({ from: initial, count });
    };
    window.addEventListener(QUICK_ORDER_CHANGED_EVENT, onChange);
    return () => window.removeEventListener(QUICK_ORDER_CHANGED_EVENT, onChange);
  }, [initial]);
  const count = live && live.from === initial ? live.count : initial;
  return (
    <a href={href} className={styles.headerLink} data-testid="quick-order-link">
      <svg aria-hidden="true" focusable="false" width="1.5em" height="1.5em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
        <path d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" />
      </svg>
      <span className={styles.headerLinkText} aria-hidden="true">
        {t("lists.headerLink")}
      </span>
      <span className={styles.headerBadge} aria-hidden="true" data-testid="quick-order-count">
        {count}
      </span>
      <span className="visually-hidden">{`${t("lists.headerLink")}, ${t("lists.counter", { count })}`}</span>
    </a>
  );
}
