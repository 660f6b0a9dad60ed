import type { ProductTile as ProductTileData } from "../../../server/modules/catalog/featured.ts";
import { useT } from "../../i18n.ts";
import styles from "./product-tile.module.css";

export function ProductTile({ product }: { product: ProductTileData }) {
  const t = useT();
  return (
    <article className={styles.tile}>
      <a href={product.url} className={styles.link}>
        <img className={styles.image} src={`${product.image.url}?size=400`} alt={product.image.altText} width={400} height={400} loading="lazy" />
        <span className={styles.name}>{product.name}</span>
      </a>
      {product.team ? <p className={styles.team}>{product.team}</p> : null}
      <p className={styles.price}>{product.price ? product.price.formattedValue : t("price.notAvailable")}</p>
      {product.labels.length ? (
        <ul className={styles.labels} aria-label="Labels">
          {product.labels.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
