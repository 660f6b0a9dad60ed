import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { prices, products } from "../../db/schema/index.ts";
import { hasPriceCondition, netUnitPrice, priceListFor } from "./local-price-book.ts";
import { ErpUnavailableError, type PricedLine, type PriceRequest, type PricingPort } from "./pricing-port.ts";

export interface LocalPricingOptions {
  /** How long one price simulation takes, like a real ERP round trip. */
  delayMs: number;
  /** Sold-to parties for which the ERP answers with an error (to exercise failure paths). */
  failingSoldTo?: readonly string[];
}

/**
 * Local ERP price simulation: list prices are the catalogue's MSRPs (the ERP is their source),
 * net prices come from the sold-to party's price list in `local-price-book.ts`.
 */
export function localPricingAdapter(db: Db, options: LocalPricingOptions): PricingPort {
  return {
    async priceMaterials(request: PriceRequest, signal?: AbortSignal): Promise<PricedLine[]> {
      if (options.delayMs > 0) await sleep(options.delayMs, undefined, { signal });
      if (options.failingSoldTo?.includes(request.soldTo)) throw new ErpUnavailableError(`ERP refused sold-to ${request.soldTo}`);
      const ids = [...new Set(request.lines.map((l) => l.materialId))];
      if (ids.length === 0) return [];
      const rows = await db
        .select({ materialId: products.materialId, msrpMinor: prices.msrpMinor })
        .from(products)
        .innerJoin(prices, and(eq(prices.productId, products.id), eq(prices.currency, request.currency)))
        .where(inArray(products.materialId, ids));
      const listPrice = new Map(rows.map((r) => [r.materialId, r.msrpMinor]));
      const list = priceListFor(request.soldTo);
      return request.lines.map((line) => {
        const listMinor = listPrice.get(line.materialId) ?? null;
        const priced = listMinor !== null && hasPriceCondition(line.materialId);
        return {
          materialId: line.materialId,
          listUnitPriceMinor: listMinor,
          netUnitPriceMinor: priced ? netUnitPrice(listMinor, list, line.quantity) : null,
        };
      });
    },
  };
}
