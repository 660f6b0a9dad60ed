import type { MessageKey } from "#domain/i18n/index.ts";
import type { OrderFormCell, OrderFormProduct } from "../../../server/modules/order-form/order-form-service.ts";
import { consumerStockText } from "../../components/ui/stock-text.ts";
import { useScrollOverflow } from "../../components/ui/scroll-overflow.ts";
import { useT } from "../../i18n.ts";
import { useRootData } from "../../root-data.ts";
import type { SizeQuantity } from "../product/size-quantity.ts";
import grid from "../cart/grid.module.css";
import styles from "./order-form.module.css";

export interface OrderFormProductGridProps {
  product: OrderFormProduct;
  quantities: Readonly<Record<string, SizeQuantity>>;
  madeToOrder: boolean;
  /** "Price per cap: $29.99", or null when prices are not shown. */
  price: string | null;
  /** The product's items (and amount). */
  total: string;
  onEdit: (cell: OrderFormCell, raw: string) => void;
}

const STOCK_KEYS: Record<OrderFormCell["status"], MessageKey> = {
  inStock: "cartPage.stock.inStock",
  lowStock: "cartPage.stock.lowStock",
  outOfStock: "cartPage.stock.outOfStock",
  forceInStock: "cartPage.stock.forceInStock",
};

/** One checked product: colours down, sizes across, a quantity input per size (the cart grid's looks). */
export function OrderFormProductGrid({ product, quantities, madeToOrder, price, total, onEdit }: OrderFormProductGridProps) {
  const t = useT();
  const trade = useRootData().shell.site.b2b;
  const { ref, overflow } = useScrollOverflow<HTMLDivElement>(product.sizes.length);
  const scrolls = overflow.back || overflow.forward;
  const hintId = `of-hint-${product.code}`;
  const headingId = `of-product-${product.code}`;
  return (
    <section className={styles.product} aria-labelledby={headingId}>
      <div className={styles.productHead}>
        {product.imageUrl ? <img src={`${product.imageUrl}?size=96`} alt="" width={56} height={56} className={styles.thumb} /> : null}
        <div>
          <h3 id={headingId} className={styles.productName}>
            <a href={product.url}>{product.name}</a>
          </h3>
          <p className={styles.resultMeta}>{t("orderForm.results.material", { id: product.materialId })}</p>
          {price ? <p className={styles.price}>{price}</p> : null}
        </div>
        <p className={styles.productTotal}>{total}</p>
      </div>
      <div className={grid.block}>
        <div className={grid.frame} data-overflow-back={overflow.back || undefined} data-overflow-forward={overflow.forward || undefined}>
          <div
            ref={ref}
            className={grid.scroll}
            role="region"
            aria-label={t("cartPage.grid.label", { name: product.name })}
            aria-describedby={scrolls ? hintId : undefined}
            tabIndex={0}
          >
            <table className={grid.grid}>
              <thead>
                <tr>
                  <th scope="col" className={grid.colourHead}>
                    {t("cartPage.grid.colour")}
                  </th>
                  {product.sizes.map((size) => (
                    <th key={size} scope="col">
                      {size}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {product.rows.map((row) => (
                  <tr key={row.colourCode}>
                    <th scope="row" className={grid.colour}>
                      <span className={grid.swatch} style={{ background: row.primaryHex }} aria-hidden="true" />
                      {row.colourName}
                    </th>
                    {row.cells.map((cell, i) => {
                      if (!cell) return <td key={product.sizes[i] ?? i} className={grid.none} aria-label={t("cartPage.grid.noSize")} />;
                      const q = quantities[cell.upc] ?? { text: "", warning: null };
                      const warningId = `of-warning-${cell.upc}`;
                      return (
                        <td key={cell.upc} className={grid.cell}>
                          <span className={grid.stock} data-status={madeToOrder ? "madeToOrder" : cell.status}>
                            {madeToOrder ? t("programme.madeToOrder") : trade ? t(STOCK_KEYS[cell.status], { available: cell.available }) : consumerStockText(t, cell)}
                          </span>
                          <input
                            className={grid.input}
                            type="text"
                            inputMode="numeric"
                            autoComplete="off"
                            value={q.text}
                            aria-label={t("cartPage.grid.quantity", { colour: row.colourName, size: product.sizes[i] ?? "" })}
                            aria-describedby={q.warning ? warningId : undefined}
                            aria-invalid={q.warning ? true : undefined}
                            onChange={(e) => onEdit(cell, e.currentTarget.value)}
                          />
                          {q.warning ? (
                            <span id={warningId} role="status" className={grid.message}>
                              {t(`product.warning.${q.warning}`, { available: cell.available, limit: cell.maxOrderQuantity ?? 0 })}
                            </span>
                          ) : null}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
        {scrolls ? (
          <p id={hintId} className={grid.scrollHint}>
            {t("cartPage.grid.scrollHint")}
          </p>
        ) : null}
      </div>
    </section>
  );
}
