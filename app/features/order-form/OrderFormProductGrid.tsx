import type { MessageKey } from "#domain/i18n/index.ts";
import type { OrderFormCell, OrderFormProduct } from "../../../server/modules/order-form/order-form-service.ts";
import { consumerStockText } from "../../components/ui/stock-text.ts";
import { useT } from "../../i18n.ts";
import { useRootData } from "../../root-data.ts";
import type { SizeQuantity } from "../product/size-quantity.ts";
import grid from "../cart/grid.module.css";
import { SizeTable } from "../cart/SizeTable.tsx";
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
      <SizeTable
        label={t("cartPage.grid.label", {
          name: [product.name, product.materialId].join(", "),
        })}
        idBase={`of-${product.code}`}
        sizes={product.sizes}
        rows={product.rows.map((row) => ({
          key: row.colourCode,
          name: row.colourName,
          hex: row.primaryHex,
          cells: row.cells,
        }))}
        renderCell={(cell, row, i) => {
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
                aria-label={t("cartPage.grid.quantity", {
                  colour: row.name,
                  size: product.sizes[i] ?? "",
                })}
                aria-describedby={q.warning ? warningId : undefined}
                aria-invalid={q.warning ? true : undefined}
                onChange={(e) => onEdit(cell, e.currentTarget.value)}
              />
              {q.warning ? (
                <span id={warningId} role="status" className={grid.message}>
                  {t(`product.warning.${q.warning}`, {
                    available: cell.available,
                    limit: cell.maxOrderQuantity ?? 0,
                  })}
                </span>
              ) : null}
            </td>
          );
        }}
      />
    </section>
  );
}
