import { REFERENCE_CAROUSEL_VARIANT, type ReferenceType } from "#domain/carousel.ts";
import type { MessageKey } from "#domain/i18n/index.ts";
import type { ProductPageExtras } from "../../../server/modules/cms/product-page.ts";
import { ProductCarousel } from "../carousel/ProductCarousel.tsx";
import { useT } from "../../i18n.ts";
import { useRootData } from "../../root-data.ts";
import styles from "./product-extras.module.css";

/** Each reference carousel of the product page: its data, title and whether tiles show names. */
const CAROUSELS: readonly { type: ReferenceType; data: keyof Pick<ProductPageExtras, "related" | "sameFit">; title: MessageKey; showNames: boolean }[] = [
  { type: "RELATED", data: "related", title: "productExtras.related.title", showNames: true },
  // Three to eight small tiles in view (compact tiles): whole names, wrapped over narrow lines.
  { type: "FIT_GUIDE", data: "sameFit", title: "productExtras.sameFit.title", showNames: true },
];

interface ReferenceCarouselsProps {
  productCode: string;
  silhouette: string;
  extras: ProductPageExtras;
}

/** Related items (same team) and the same-fit carousel (same silhouette); an empty one is left out. */
export function ReferenceCarousels({ productCode, silhouette, extras }: ReferenceCarouselsProps) {
  const t = useT();
  const { shell } = useRootData();
  const shown = CAROUSELS.filter((c) => extras[c.data].items.length > 0);
  if (shown.length === 0) return null;
  return (
    <div className={styles.references}>
      {shown.map((c) => (
        <ProductCarousel
          key={c.type}
          id={`${c.data}-${productCode}`}
          source={{ kind: "references", productCode, referenceTypes: [c.type] }}
          title={t(c.title, { name: silhouette })}
          total={extras[c.data].total}
          initialItems={extras[c.data].items}
          displayProductTitles={c.showNames}
          contextPath={shell.site.contextPath}
          variant={REFERENCE_CAROUSEL_VARIANT[c.type]}
        />
      ))}
    </div>
  );
}
