import type { ReactNode } from "react";
import type { ProductTile as ProductTileData } from "../../../server/modules/catalog/featured.ts";
import { useT } from "../../i18n.ts";
import { useRootData } from "../../root-data.ts";
import styles from "./product-tile.module.css";
import { labelText } from "./label-text.ts";
import { tilePriceText } from "./tile-price.ts";

/** How much room a tile's name has: dense tiles set it smaller, compact ones also narrow the padding. */
export type TileDensity = "regular" | "dense" | "compact";

/** A product tile; `showName` false keeps the name for screen readers only (carousels without titles); `children` go below (a listing's quick-order toggle). */
export function ProductTile({ product, showName = true, density = "regular", children }: { product: ProductTileData; showName?: boolean; density?: TileDensity; children?: ReactNode }) {
  const t = useT();
  const { site } = useRootData().shell;
  return (
    <article className={density === "regular" ? styles.tile : `${styles.tile} ${styles[density]}`}>
      <a href={product.url} className={styles.link}>
        <img className={styles.image} src={`${product.image.url}?size=400`} alt={product.image.altText} width={400} height={400} loading="lazy" />
        <span className={showName ? styles.name : "visually-hidden"}>{product.name}</span>
      </a>
      {product.team ? <p className={styles.team}>{product.team}</p> : null}
      <p className={styles.price}>{tilePriceText(t, site.b2b, product.price)}</p>
      {product.labels.length ? (
        <ul className={styles.labels} aria-label={t("labels.list")}>
          {product.labels.map((l) => (
            <li key={l}>{labelText(t, l)}</li>
          ))}
        </ul>
      ) : null}
      {children}
    </article>
  );
}
