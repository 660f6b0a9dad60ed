import type { MessageKey } from "#domain/i18n/index.ts";
import type { LineStockError } from "#domain/quantity-input.ts";
import { useT } from "../../i18n.ts";
import { useRootData } from "../../root-data.ts";
import { consumerStockText } from "../../components/ui/stock-text.ts";
import { cellError, cellText, type EditedTexts, type StockContext } from "./cart-items.ts";
import { lineKey, targetKey, type CartItemView, type SizeCell } from "./cart-view.ts";
import styles from "./grid.module.css";
import { SizeTable } from "./SizeTable.tsx";

export interface SizeGridProps {
  item: CartItemView;
  edits: EditedTexts;
  /** What the last recalculation said of a line it stored differently (lowStock, …). */
  notices: ReadonlyMap<string, string>;
  modified: ReadonlySet<string>;
  stockContext: StockContext;
  onEdit: (item: CartItemView, cell: SizeCell, raw: string) => void;
  onApply: () => void;
  /** Without script each stored line posts its own form to cart/update (decision 0018). */
  updateAction: string;
  csrfToken: string;
}

const SERVER_ERRORS = ["lowStock", "noStock", "maxOrderQuantityExceeded", "bookingWindowClosed"] as const;

function serverErrorKey(code: string): MessageKey {
  return (SERVER_ERRORS as readonly string[]).includes(code) ? (`cartPage.line.${code}` as MessageKey) : "cartPage.line.check";
}

function stockKey(status: string): MessageKey {
  return ["inStock", "lowStock", "outOfStock", "forceInStock"].includes(status) ? (`cartPage.stock.${status}` as MessageKey) : "cartPage.stock.inStock";
}

/**
 * One product's colours × sizes with a quantity input per size (shopping-flow §2, §4). On a phone
 * the grid is compact and the colour column stays put; when the sizes still do not fit, shadows
 * on the hidden sides and a line below say that it scrolls sideways.
 */
export function SizeGrid({ item, edits, notices, modified, stockContext, onEdit, onApply, updateAction, csrfToken }: SizeGridProps) {
  const t = useT();
  // Trade customers see exact counts; consumers "Only N left" below 10 and no figure otherwise (decision 0043).
  const trade = useRootData().shell.site.b2b;
  const formBase = `upd-${item.key}`.replace(/[^A-Za-z0-9_-]/g, "_");
  // Without script each stored line posts its own form (cart/update), outside the table.
  const stored = item.colours.flatMap((row) =>
    row.cells.flatMap((cell) => (cell && cell.entryNumber !== null ? [{ formId: `${formBase}-${cell.upc}`, cell }] : [])),
  );

  const errorText = (error: LineStockError, cell: SizeCell) =>
    t(`cartPage.error.${error}`, {
      available: Math.max(0, cell.stock.available),
      max: cell.stock.maxOrderQuantity ?? 0,
    });

  return (
    <SizeTable
      label={t("cartPage.grid.label", {
        name: [item.name, item.materialId, item.target?.name].filter(Boolean).join(", "),
      })}
      idBase={formBase}
      sizes={item.sizes}
      rows={item.colours.map((c) => ({
        key: c.code,
        name: c.name,
        hex: c.hex,
        cells: c.cells,
      }))}
      renderCell={(cell, row) => {
        const key = lineKey(cell.upc, item.target);
        const text = cellText(item, cell, edits);
        const quantity = Number(text || "0");
        const edited = edits.has(key);
        const error = cellError(quantity, cell.stock, stockContext);
        const serverError = notices.get(key) ?? (!edited && quantity > 0 ? cell.serverError : null);
        const showError = error !== null || serverError !== null;
        const messageId = `msg-${formBase}-${cell.upc}`;
        const formId = `${formBase}-${cell.upc}`;
        return (
          <td key={cell.upc} className={styles.cell} data-error={showError ? (error ?? "server") : undefined} data-modified={modified.has(key) || undefined}>
            <span className={styles.stock} data-status={item.madeToOrder ? "madeToOrder" : cell.stock.status}>
              {item.madeToOrder
                ? t("programme.madeToOrder")
                : trade
                  ? t(stockKey(cell.stock.status), {
                      available: Math.max(0, cell.stock.available),
                    })
                  : consumerStockText(t, cell.stock)}
            </span>
            <input
              className={styles.input}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              name="quantity"
              form={cell.entryNumber !== null ? formId : undefined}
              value={text}
              aria-label={t("cartPage.grid.quantity", {
                colour: row.name,
                size: cell.size,
              })}
              aria-invalid={showError && error !== "forceInStock" ? true : undefined}
              aria-describedby={showError ? messageId : undefined}
              onChange={(e) => onEdit(item, cell, e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key !== "Enter") return;
                e.preventDefault();
                onApply();
              }}
            />
            {showError ? (
              <span id={messageId} className={styles.message}>
                {error ? errorText(error, cell) : t(serverErrorKey(serverError ?? ""))}
              </span>
            ) : null}
          </td>
        );
      }}
      after={stored.map(({ formId, cell }) => (
        <form key={formId} id={formId} method="post" action={updateAction} hidden>
          <input type="hidden" name="CSRFToken" value={csrfToken} />
          <input type="hidden" name="productCode" value={cell.upc} />
          <input type="hidden" name="initialQuantity" value={cell.quantity} />
          <input type="hidden" name="entryNumber" value={cell.entryNumber ?? -1} />
          {item.target ? <input type="hidden" name="deliveryTargetAndYear" value={targetKey(item.target)} /> : null}
        </form>
      ))}
    />
  );
}
