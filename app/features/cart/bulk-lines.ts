/**
 * Lines the two bulk dialogs send to `POST cart/products/quantity` (decision 0018): copying an
 * item's quantities to other delivery months, and one quantity per size for every item of a
 * silhouette (account-and-ordering §2, §5).
 */
import { parseQuantityText } from "#domain/quantity-input.ts";
import { cellQuantity, itemCells, type EditedTexts } from "./cart-items.ts";
import { lineInput, type CartItemView, type LineInput, type TargetRef } from "./cart-view.ts";

/** The item's shown quantities (edits included) for each chosen target: it sets those lines. */
export function copyToTargetsLines(item: CartItemView, edits: EditedTexts, targets: readonly TargetRef[]): LineInput[] {
  const cells = itemCells(item)
    .map((cell) => ({ upc: cell.upc, quantity: cellQuantity(item, cell, edits) }))
    .filter((c) => c.quantity > 0);
  return targets.flatMap((target) => cells.map((c) => lineInput(item, c.upc, target, c.quantity)));
}

/** Copy-to-month Apply is enabled only with at least one month chosen (shopping-flow §4). */
export function canCopy(chosen: ReadonlySet<string>, item: CartItemView, edits: EditedTexts): boolean {
  return chosen.size > 0 && itemCells(item).some((cell) => cellQuantity(item, cell, edits) > 0);
}

/** The sizes of a silhouette over the given items, in their display order. */
export function silhouetteSizes(items: readonly CartItemView[], silhouetteCode: string): string[] {
  const sizes: string[] = [];
  for (const item of items) {
    if (item.silhouette.code !== silhouetteCode) continue;
    for (const size of item.sizes) if (!sizes.includes(size)) sizes.push(size);
  }
  return sizes;
}

/** Choose-quantity Apply is enabled when at least one input has a value (account-and-ordering §5). */
export function hasAnySizeQuantity(texts: ReadonlyMap<string, string>): boolean {
  return [...texts.values()].some((t) => parseQuantityText(t) !== null);
}

/** Every colour of every item of the silhouette gets the quantity typed for its size; blank sizes are left alone. */
export function sizeQuantityLines(items: readonly CartItemView[], silhouetteCode: string, texts: ReadonlyMap<string, string>): LineInput[] {
  const lines: LineInput[] = [];
  for (const item of items) {
    if (item.silhouette.code !== silhouetteCode) continue;
    for (const cell of itemCells(item)) {
      const quantity = parseQuantityText(texts.get(cell.size) ?? "");
      if (quantity !== null) lines.push(lineInput(item, cell.upc, item.target, quantity));
    }
  }
  return lines;
}
