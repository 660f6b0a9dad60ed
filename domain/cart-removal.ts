/**
 * The cart page naming a removal it may offer to undo (decision 0042):
 * `{cart}?removed={productCode}[&deliveryTargetAndYear=CODE-YEAR]`. The page goes there after
 * removing the cart's last product; the no-script Remove form's answer (303) goes there after any
 * removal. The server shows the notice only if that removal is still the cart's latest change.
 */
export function removedCartHref(cartPath: string, productCode: string, targetKey: string | null): string {
  const params = new URLSearchParams({ removed: productCode });
  if (targetKey) params.set("deliveryTargetAndYear", targetKey);
  return `${cartPath}?${params}`;
}
