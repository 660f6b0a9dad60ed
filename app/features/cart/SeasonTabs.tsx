import type { KeyboardEvent } from "react";
import { useScrollOverflow } from "../../components/ui/scroll-overflow.ts";
import { useT } from "../../i18n.ts";
import { targetKey, type DeliveryTargetView } from "./cart-view.ts";
import { tabAfterKey } from "./season-tabs.ts";
import styles from "./cart.module.css";

export function seasonTabId(key: string): string {
  return `season-tab-${key}`;
}

export const SEASON_PANEL_ID = "season-panel";

/**
 * PREBOOKING season tabs: links without script (`?tab=CODE-YEAR`), switched in place with it.
 * Arrows appear when the tabs overflow; a tab with a quantity error is marked.
 */
export function SeasonTabs({
  tabs,
  active,
  withErrors,
  hrefFor,
  onSelect,
}: {
  tabs: readonly DeliveryTargetView[];
  active: string | null;
  withErrors: ReadonlySet<string>;
  hrefFor: (tab: string) => string;
  onSelect: (tab: string) => void;
}) {
  const t = useT();
  const { ref: listRef, overflow: arrows } = useScrollOverflow<HTMLDivElement>(tabs.length);

  const scrollBy = (direction: 1 | -1) => listRef.current?.scrollBy({ left: direction * listRef.current.clientWidth * 0.8, behavior: "smooth" });
  const keys = tabs.map((tab) => targetKey(tab));

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, key: string) => {
    const next = tabAfterKey(keys, key, event.key);
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    document.getElementById(seasonTabId(next))?.focus();
  };

  return (
    <div className={styles.seasonTabs}>
      {arrows.back ? (
        <button type="button" className={styles.tabArrow} onClick={() => scrollBy(-1)} aria-label={t("cartPage.tabs.back")}>
          <span aria-hidden="true">‹</span>
        </button>
      ) : null}
      <div ref={listRef} className={styles.tabList} role="tablist" aria-label={t("cartPage.tabs.label")}>
        {tabs.map((tab, i) => {
          const key = keys[i]!;
          const selected = key === active;
          const marked = withErrors.has(key);
          return (
            <a
              key={key}
              id={seasonTabId(key)}
              role="tab"
              href={hrefFor(key)}
              aria-selected={selected}
              aria-controls={SEASON_PANEL_ID}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              data-error={marked || undefined}
              onClick={(e) => {
                e.preventDefault();
                onSelect(key);
              }}
              onKeyDown={(e) => onKeyDown(e, key)}
            >
              {tab.name}
              {marked ? (
                <span className={styles.tabMark}>
                  <span aria-hidden="true">!</span>
                  <span className="visually-hidden">{t("cartPage.tabs.hasError")}</span>
                </span>
              ) : null}
            </a>
          );
        })}
      </div>
      {arrows.forward ? (
        <button type="button" className={styles.tabArrow} onClick={() => scrollBy(1)} aria-label={t("cartPage.tabs.forward")}>
          <span aria-hidden="true">›</span>
        </button>
      ) : null}
    </div>
  );
}
