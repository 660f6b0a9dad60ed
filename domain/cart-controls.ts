/**
 * Which of the cart page's trade controls a site shows (issue 13, decisions 0041 and 0043). A
 * consumer has one stock basket: no booking modes, no delivery tabs, no material ids and no
 * size-grid tools for ordering by the gross. Trade sites keep every control.
 */
export interface CartControls {
  /** The booking mode under the title ("Stock order: ships from stock"), on the cart and checkout. */
  modeNote: boolean;
  /** The "With errors" filter tab; quantities in error stay marked on their lines either way. */
  errorFilter: boolean;
  /** Expand all / Collapse all over the products' size grids. */
  expandAll: boolean;
  /** The material-id filter, the "Material ID" sort and the "Material N" line of each product. */
  materialIds: boolean;
  /** "Quantity per size": one quantity for a size of every product of the style. */
  quantityPerSize: boolean;
}

const TRADE: CartControls = { modeNote: true, errorFilter: true, expandAll: true, materialIds: true, quantityPerSize: true };
const CONSUMER: CartControls = { modeNote: false, errorFilter: false, expandAll: false, materialIds: false, quantityPerSize: false };

export function cartControls(site: { b2b: boolean }): CartControls {
  return site.b2b ? TRADE : CONSUMER;
}
