import { Link } from "react-router";
import type { ProductColourOption } from "../../../server/modules/catalog/product-detail.ts";
import { useT } from "../../i18n.ts";
import styles from "./product.module.css";

/**
 * Colour variants as links (`?colour=`), so choosing one works before the page is interactive
 * and the URL always says which colour is shown.
 */
export function ColourPicker({ colours, shown, chosen }: { colours: ProductColourOption[]; shown: string; chosen: string | null }) {
  const t = useT();
  const current = colours.find((c) => c.code === shown);
  return (
    <section className={styles.colours} aria-labelledby="product-colours">
      <h2 id="product-colours" className={styles.sectionTitle}>
        {t("product.colours")}
      </h2>
      {current ? <p className={styles.colourName}>{t("product.colour.current", { name: current.name })}</p> : null}
      <ul className={styles.swatches}>
        {colours.map((c) => (
          <li key={c.code}>
            <Link
              to={`?colour=${encodeURIComponent(c.code)}`}
              replace
              preventScrollReset
              className={styles.swatch}
              aria-current={c.code === chosen ? "true" : undefined}
              data-shown={c.code === shown ? "true" : undefined}
              aria-label={c.orderable ? c.name : t("product.colour.soldOut", { name: c.name })}
            >
              <img src={`${c.imageUrl}?size=96`} alt="" width={64} height={64} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
