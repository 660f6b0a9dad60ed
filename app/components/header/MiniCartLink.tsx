import { useT } from "../../i18n.ts";
import { CartIcon } from "./icons.tsx";
import { formatMiniCartCount } from "./mini-cart-count.ts";
import styles from "./mini-cart.module.css";

/** Link to the cart with the item count as a badge ("9999+" above 9999) and in its name. */
export function MiniCartLink({ href, count }: { href: string; count: number }) {
  const t = useT();
  const shown = formatMiniCartCount(count);
  const name = `${t("header.miniCart")}, ${t("header.miniCart.count", { count: shown })}`;
  return (
    <a href={href} className={styles.cart} data-empty={shown === "0" || undefined}>
      <span className="visually-hidden">{name}</span>
      <span className={styles.iconWrap} aria-hidden="true">
        <CartIcon className={styles.icon} />
        <span className={styles.badge}>{shown}</span>
      </span>
      <span className={styles.text} aria-hidden="true">
        {t("header.miniCart")}
      </span>
    </a>
  );
}
