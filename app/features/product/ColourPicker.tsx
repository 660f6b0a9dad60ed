import { Link } from "react-router";
import type { ProductColourOption } from "../../../server/modules/catalog/product-detail.ts";
import { useT } from "../../i18n.ts";
import styles from "./product.module.css";

/**
 * Colour variants as links (`?colour=`), so choosing one works before the page is interactive
 * and the URL always says which colour is shown.
 *
 * What looks chosen is what is chosen (shopping-flow §4, decision 0011): the colour the shopper
 * picked or the single orderable one (`chosen`) on every width; with none chosen, the shown
 * colour is the choice only below 1024 px, and above that the label asks for a colour and no
 * swatch is marked. The look and the label follow the media query in CSS, so the server's page
 * is right before any script runs; `aria-current` follows `desktop` once it does.
 */
export function ColourPicker({ colours, shown, chosen, desktop }: { colours: ProductColourOption[]; shown: string; chosen: string | null; desktop: boolean }) {
  const t = useT();
  const shownColour = colours.find((c) => c.code === shown);
  const current = colours.find((c) => c.code === chosen) ?? null;
  const choice = current?.code ?? (desktop ? null : shown);
  return (
    <section className={styles.colours} aria-labelledby="product-colours">
      <h2 id="product-colours" className={styles.sectionTitle}>
        {t("product.colours")}
      </h2>
      {current ? (
        <p className={styles.colourName}>{t("product.colour.current", { name: current.name })}</p>
      ) : shownColour ? (
        <>
          <p className={`${styles.colourName} ${styles.phoneOnly}`}>{t("product.colour.current", { name: shownColour.name })}</p>
          <p className={`${styles.colourName} ${styles.desktopOnly}`}>{t("product.colour.none")}</p>
        </>
      ) : null}
      <ul className={styles.swatches}>
        {colours.map((c) => (
          <li key={c.code}>
            <Link
              to={`?colour=${encodeURIComponent(c.code)}`}
              replace
              preventScrollReset
              className={styles.swatch}
              aria-current={c.code === choice ? "true" : undefined}
              data-choice={c.code === current?.code ? "chosen" : current === null && c.code === shown ? "phone" : undefined}
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
