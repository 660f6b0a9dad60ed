import { useEffect } from "react";
import type { MessageKey, Translator } from "#domain/i18n/index.ts";
import { useT } from "../../i18n.ts";
import { splitMatch } from "./options.ts";
import styles from "./suggest-list.module.css";
import type { SuggestOption } from "./types.ts";
import { labelText } from "../catalog/label-text.ts";
import { tilePriceText } from "../catalog/tile-price.ts";
import { useRootData } from "../../root-data.ts";

export interface SuggestListProps {
  id: string;
  open: boolean;
  options: SuggestOption[];
  activeIndex: number;
  /** The term the options answer; its letters are marked in the texts. */
  term: string;
}

/**
 * The popup of the header search combobox: a listbox with a group of search terms and a group
 * of products. Options are links (role=option on `a[href]`), so a click or middle-click works
 * as any link; the keyboard stays in the input (aria-activedescendant).
 */
export function SuggestList({ id, open, options, activeIndex, term }: SuggestListProps) {
  const t = useT();
  const tradeSite = useRootData().shell.site.b2b;
  const activeId = activeIndex >= 0 ? options[activeIndex]?.id : undefined;

  useEffect(() => {
    if (!activeId) return;
    document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [activeId]);

  const terms = options.filter((o) => o.type === "autoSuggestion");
  const products = options.filter((o) => o.type === "productResult");
  const group = (key: "terms" | "products", items: SuggestOption[], labelKey: MessageKey) =>
    items.length === 0 ? null : (
      <div role="group" aria-labelledby={`${id}-${key}`} className={styles.group}>
        <div id={`${id}-${key}`} role="presentation" className={styles.heading}>
          {t(labelKey)}
        </div>
        {items.map((option) => (
          <Option key={option.id} option={option} active={option.id === activeId} term={term} t={t} tradeSite={tradeSite} />
        ))}
      </div>
    );

  return (
    <div id={id} role="listbox" aria-label={t("search.suggest.list")} hidden={!open} className={styles.list}>
      {open ? (
        <>
          {group("terms", terms, "search.suggest.terms")}
          {group("products", products, "search.suggest.products")}
        </>
      ) : null}
    </div>
  );
}

/** A comma for screen readers, so the parts of an option's name do not run together. */
function Pause() {
  return <span className="visually-hidden">, </span>;
}

function Marked({ text, term }: { text: string; term: string }) {
  const [before, match, after] = splitMatch(text, term);
  if (match === "") return <>{text}</>;
  return (
    <>
      {before}
      <span className={styles.mark}>{match}</span>
      {after}
    </>
  );
}

function Option({ option, active, term, t, tradeSite }: { option: SuggestOption; active: boolean; term: string; t: Translator; tradeSite: boolean }) {
  const common = {
    id: option.id,
    href: option.href,
    role: "option",
    tabIndex: -1,
    "aria-selected": active,
    "data-active": active || undefined,
  } as const;
  if (option.type === "autoSuggestion") {
    return (
      <a {...common} className={`${styles.option} ${styles.term}`}>
        <svg className={styles.termIcon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className={styles.termText}>
          <Marked text={option.term} term={term} />
        </span>
      </a>
    );
  }
  const { product } = option;
  const image = product.images[0];
  const price = tilePriceText(t, tradeSite, product.price);
  const labels = product.labels.map((code) => labelText(t, code));
  return (
    <a {...common} className={`${styles.option} ${styles.product}`}>
      {image ? <img src={image.url} alt="" width={56} height={56} className={styles.image} decoding="async" /> : <span className={styles.image} />}
      <span className={styles.info}>
        <span className={styles.name}>
          <Marked text={product.name} term={term} />
        </span>
        <span className={styles.meta}>
          {product.team ? (
            <span className={styles.team}>
              <Pause />
              {product.team}
            </span>
          ) : null}
          {labels.map((label) => (
            <span key={label} className={styles.label}>
              <Pause />
              {label}
            </span>
          ))}
        </span>
      </span>
      <span className={styles.price}>
        <Pause />
        {price}
      </span>
    </a>
  );
}
