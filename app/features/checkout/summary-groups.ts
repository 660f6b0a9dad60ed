import type { CheckoutLine } from "../../../server/modules/checkout/checkout-page.ts";
import type { SummaryGroup, SummaryProduct } from "./checkout-view.ts";

export interface SummaryLinks {
  productHref: (code: string) => string;
  imageUrl: (code: string, colourCode: string) => string;
}

/**
 * The checkout's order summary: lines grouped by delivery (one group per delivery target in
 * PREBOOKING, in the order the cart first names them), and within it one row per product and
 * colour with its sizes in size order.
 */
export function summaryGroups(lines: readonly CheckoutLine[], links: SummaryLinks): SummaryGroup[] {
  const groups = new Map<string, SummaryGroup>();
  const products = new Map<string, SummaryProduct>();
  /** Size positions of each product's sizes, to keep them in size order. */
  const positions = new Map<string, number[]>();
  for (const line of lines) {
    if (line.quantity <= 0) continue;
    const target = line.deliveryTarget;
    const groupKey = target ? `${target.code}-${target.year}` : "all";
    let group = groups.get(groupKey);
    if (!group) {
      group = { key: groupKey, target, products: [], units: 0, totalMinor: 0 };
      groups.set(groupKey, group);
    }
    group.units += line.quantity;
    group.totalMinor += line.totalMinor ?? 0;
    const productKey = `${groupKey}|${line.productCode}|${line.colourCode}`;
    let product = products.get(productKey);
    if (!product) {
      product = {
        key: productKey,
        productCode: line.productCode,
        productName: line.productName,
        materialId: line.materialId,
        colourName: line.colourName,
        href: links.productHref(line.productCode),
        image: links.imageUrl(line.productCode, line.colourCode),
        sizes: [],
        quantity: 0,
        totalMinor: 0,
      };
      products.set(productKey, product);
      positions.set(productKey, []);
      group.products.push(product);
    }
    const sizePositions = positions.get(productKey) ?? [];
    const at = sizePositions.findIndex((p) => p > line.sizePosition);
    const index = at === -1 ? product.sizes.length : at;
    product.sizes.splice(index, 0, { size: line.size, quantity: line.quantity });
    sizePositions.splice(index, 0, line.sizePosition);
    product.quantity += line.quantity;
    product.totalMinor = line.totalMinor === null || product.totalMinor === null ? null : product.totalMinor + line.totalMinor;
  }
  return [...groups.values()];
}
