/** Stock status of one size as the product page shows it (the listing's availability rule, plus force-in-stock). */
export type SizeStockStatus = "inStock" | "lowStock" | "outOfStock" | "forceInStock";

export interface StockRow {
  quantity: number;
  lowStockThreshold: number;
  forceInStock: boolean;
}

/**
 * Force-in-stock wins (orderable whatever is on hand); nothing on hand is out of stock; at or
 * below the low-stock threshold is low; above it is in stock. A size without a stock row has none.
 */
export function sizeStockStatus(stock: StockRow | null): SizeStockStatus {
  if (!stock) return "outOfStock";
  if (stock.forceInStock) return "forceInStock";
  if (stock.quantity <= 0) return "outOfStock";
  return stock.quantity <= stock.lowStockThreshold ? "lowStock" : "inStock";
}

/** A size can be ordered when it has stock or is forced in stock. */
export function isOrderable(status: SizeStockStatus): boolean {
  return status !== "outOfStock";
}
