/**
 * A product the customer cannot check out at a known price (decision 0056): no customer price and
 * no list price in the cart's currency. Such a line needs an offer first, so the page swaps the
 * checkout button for a disabled one (account-and-ordering §6 "negotiation products").
 */
export function needsNegotiation(line: { unitPriceMinor: number | null }): boolean {
  return line.unitPriceMinor === null;
}
