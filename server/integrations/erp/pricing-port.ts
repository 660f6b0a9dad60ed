import type { Currency } from "../../../domain/sites.ts";

/** One line of a price simulation: a material and the quantity the customer is ordering. */
export interface PriceRequestLine {
  materialId: number;
  quantity: number;
}

export interface PriceRequest {
  /** The sold-to party: the customer's top-level unit uid. */
  soldTo: string;
  currency: Currency;
  lines: PriceRequestLine[];
}

export interface PricedLine {
  materialId: number;
  /** Net unit price in minor units; null when the ERP holds no price condition for the material. */
  netUnitPriceMinor: number | null;
  /** List (MSRP) unit price the ERP started from, minor units; null when it has none. */
  listUnitPriceMinor: number | null;
}

/** The ERP could not be reached or refused the call; callers show amounts as not available. */
export class ErpUnavailableError extends Error {
  constructor(message = "ERP pricing is not available") {
    super(message);
    this.name = "ErpUnavailableError";
  }
}

/**
 * Port to the ERP's price simulation ("prices from SAP"): net customer prices for a sold-to
 * party, per material and quantity. Calls take noticeable time, so pages never wait on them
 * while rendering: the product page fetches its price after load and carts use a job.
 */
export interface PricingPort {
  priceMaterials(request: PriceRequest, signal?: AbortSignal): Promise<PricedLine[]>;
}
