/**
 * The local ERP adapter's own data: the price lists it keeps per sold-to party, as a real ERP
 * keeps condition records. Our database does not hold customer prices; only the ERP does.
 */

export interface QuantityScale {
  /** From this many units of one material per order line… */
  minQuantity: number;
  /** …this much more discount, in basis points of the list price. */
  extraDiscountBp: number;
}

export interface PriceList {
  code: string;
  /** Discount off the list price, in basis points (4500 = 45 %). */
  discountBp: number;
  scales: QuantityScale[];
}

const TRADE_SCALES: QuantityScale[] = [
  { minQuantity: 144, extraDiscountBp: 200 },
  { minQuantity: 576, extraDiscountBp: 400 },
];

export const PRICE_LISTS: Record<string, PriceList> = {
  "US-DEALER": { code: "US-DEALER", discountBp: 4500, scales: TRADE_SCALES },
  "US-DEALER-KEY": { code: "US-DEALER-KEY", discountBp: 4800, scales: TRADE_SCALES },
  "US-CORPORATE": { code: "US-CORPORATE", discountBp: 3500, scales: TRADE_SCALES },
  "US-FRANCHISE": { code: "US-FRANCHISE", discountBp: 4000, scales: TRADE_SCALES },
  "US-PROMO": { code: "US-PROMO", discountBp: 3000, scales: [] },
  "JP-DEALER": { code: "JP-DEALER", discountBp: 4200, scales: TRADE_SCALES },
  "MX-DEALER": { code: "MX-DEALER", discountBp: 4300, scales: TRADE_SCALES },
  STANDARD: { code: "STANDARD", discountBp: 2500, scales: [] },
};

/** Sold-to party (top unit uid) → price list; anyone else gets STANDARD. */
export const SOLD_TO_PRICE_LIST: Record<string, string> = {
  "0010000101": "US-DEALER-KEY",
  "0010000120": "US-DEALER",
  "0010000130": "US-DEALER",
  "0010000102": "US-CORPORATE",
  "0010000105": "US-CORPORATE",
  "0010000103": "US-FRANCHISE",
  "0010000140": "US-FRANCHISE",
  "0010000104": "US-PROMO",
  "0020000201": "JP-DEALER",
  "0030000301": "MX-DEALER",
};

export function priceListFor(soldTo: string): PriceList {
  const code = SOLD_TO_PRICE_LIST[soldTo] ?? "STANDARD";
  return PRICE_LISTS[code] ?? { code: "STANDARD", discountBp: 0, scales: [] };
}

/**
 * Some materials have no price condition in the ERP (new or blocked articles): every 23rd
 * material id, so seeded data always shows the "not available" path.
 */
export function hasPriceCondition(materialId: number): boolean {
  return materialId % 23 !== 0;
}

/**
 * Net unit price: list price less the list's discount and the best quantity scale reached,
 * rounded half up to a whole minor unit (integer arithmetic only).
 */
export function netUnitPrice(listMinor: number, list: PriceList, quantity: number): number {
  const extra = list.scales.reduce((best, s) => (quantity >= s.minQuantity && s.extraDiscountBp > best ? s.extraDiscountBp : best), 0);
  const payBp = Math.max(0, 10_000 - list.discountBp - extra);
  return Math.floor((listMinor * payBp + 5_000) / 10_000);
}
