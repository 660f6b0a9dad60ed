import { useState, type ReactNode } from "react";
import { useT } from "../../i18n.ts";
import { Button } from "../../components/ui/Button.tsx";
import { targetKey, type CartItemView } from "./cart-view.ts";
import styles from "./cart.module.css";

export interface CartItemProps {
  item: CartItemView;
  shown: boolean;
  expanded: boolean;
  onExpandedChange: (key: string, open: boolean) => void;
  quantity: number;
  hasError: boolean;
  /** Actions wait while a recalculation or removal runs. */
  busy: boolean;
  priceText: string | null;
  grid: ReactNode;
  onRemove: (item: CartItemView) => void;
  onChooseQuantity: ((item: CartItemView) => void) | null;
  /** Trade sites name the material (decision 0043, domain/cart-controls.ts). */
  showMaterialId: boolean;
  onCopy: ((item: CartItemView) => void) | null;
  /** The bag's "Add to saved bag" (decision 0056). */
  onAddToSavedBag?: ((item: CartItemView) => void) | null;
  removeAction: string;
  csrfToken: string;
}

/** The id of an item's heading, which names its article. */
export const itemTitleId = (key: string) => `item-${key}`.replace(/[^A-Za-z0-9_-]/g, "_");

/** One product (per delivery target in PREBOOKING): an expandable header and its size grid. */
export function CartItem(props: CartItemProps) {
  const { item, shown, expanded, quantity, hasError, busy, priceText } = props;
  const t = useT();
  const titleId = itemTitleId(item.key);
  // A long list starts with its later items closed (OPEN_ITEMS_ON_LOAD): their grids and their
  // script-only actions are built the first time they open, so a 500-line quick order does not
  // render 100 grids up front. Without script a closed item keeps its link and Remove form.
  const [opened, setOpened] = useState(expanded);
  if (expanded && !opened) setOpened(true);
  return (
    <article className={styles.item} aria-labelledby={titleId} hidden={!shown} data-error={hasError || undefined}>
      <details open={expanded} onToggle={(e) => props.onExpandedChange(item.key, e.currentTarget.open)}>
        <summary className={styles.itemSummary}>
          {item.image ? <img className={styles.itemImage} src={item.image} alt="" width={64} height={64} loading="lazy" /> : <span className={styles.itemImage} />}
          <span className={styles.itemHeading}>
            <h3 id={titleId} className={styles.itemName}>
              {item.name}
            </h3>
            <span className={styles.itemMeta}>
              {[props.showMaterialId ? t("cartPage.item.materialId", { id: item.materialId }) : null, item.target?.name ?? null].filter(Boolean).join(" · ")}
            </span>
          </span>
          <span className={styles.itemFigures}>
            <span>{t("cartPage.item.units", { count: quantity })}</span>
            {priceText ? <span className={styles.itemPrice}>{priceText}</span> : null}
            {hasError ? <span className={styles.itemErrorMark}>{t("cartPage.item.hasError")}</span> : null}
          </span>
        </summary>
        <div className={styles.itemBody}>
          <a href={item.url} className={styles.itemLink}>
            {t("cartPage.item.view", { name: item.name })}
          </a>
          {opened ? props.grid : null}
          <div className={styles.itemActions}>
            {opened && props.onChooseQuantity ? (
              <Button variant="secondary" isDisabled={busy} onPress={() => props.onChooseQuantity?.(item)} aria-label={t("cartPage.choose.openFor", { name: item.name })}>
                {t("cartPage.choose.open")}
              </Button>
            ) : null}
            {opened && props.onAddToSavedBag ? (
              <Button variant="secondary" isDisabled={busy} onPress={() => props.onAddToSavedBag?.(item)} aria-label={t("lists.addToSavedBag.openFor", { name: item.name })}>
                {t("lists.addToSavedBag.open")}
              </Button>
            ) : null}
            {opened && props.onCopy ? (
              <Button variant="secondary" isDisabled={busy} onPress={() => props.onCopy?.(item)} aria-label={t("cartPage.copy.openFor", { name: item.name })}>
                {t("cartPage.copy.open")}
              </Button>
            ) : null}
            <form
              method="post"
              action={`${props.removeAction}/${encodeURIComponent(item.baseProductCode)}?deliveryTargetAndYear=${encodeURIComponent(targetKey(item.target))}`}
              onSubmit={(e) => {
                e.preventDefault();
                props.onRemove(item);
              }}
            >
              <input type="hidden" name="CSRFToken" value={props.csrfToken} />
              <Button type="submit" variant="link" isDisabled={busy} aria-label={t("cartPage.item.removeFor", { name: item.name })}>
                {t("cartPage.item.remove")}
              </Button>
            </form>
          </div>
        </div>
      </details>
    </article>
  );
}
