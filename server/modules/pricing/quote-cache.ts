import type { PricedLine } from "../../integrations/erp/pricing-port.ts";

/**
 * Net prices the ERP gave, reused by one process for a short time so that browsing product
 * pages does not send the same price simulation again and again. Keys carry the sold-to party,
 * currency and quantity: one customer's price is never another's.
 */
export class PriceQuoteCache {
  private readonly entries = new Map<string, { line: PricedLine; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 20_000,
  ) {}

  /** Quantity scales make the net price depend on the line's quantity: it is part of the key. */
  static key(soldTo: string, currency: string, materialId: number, quantity = 1): string {
    return `${soldTo}|${currency}|${materialId}|${quantity}`;
  }

  lookup(key: string, now: number): PricedLine | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires > now) return hit.line;
    this.entries.delete(key);
    return undefined;
  }

  store(key: string, line: PricedLine, now: number): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value ?? "");
    this.entries.set(key, { line, expires: now + this.ttlMs });
  }
}

export function createPriceQuoteCache(ttlMs: number): PriceQuoteCache {
  return new PriceQuoteCache(ttlMs);
}
