import { sql } from "drizzle-orm";
import type { ProductType } from "../../../domain/cart-filter.ts";
import type { DeliveryTargetRef } from "../../../domain/cart-prices.ts";
import type { Currency } from "../../../domain/sites.ts";
import type { DbOrTx } from "../../db/client.ts";
import type { LocalizedText } from "../../db/schema/catalog.ts";

/**
 * One material on one delivery target with the quantity of all its sizes: the ERP's order line
 * (quantity scales apply to it) and a cell of the order summary.
 */
export interface CartPriceLine {
  materialId: number;
  /** The base product's code. */
  productCode: string;
  productName: string;
  productType: ProductType;
  deliveryTarget: (DeliveryTargetRef & { names: LocalizedText; shipFrom: string }) | null;
  quantity: number;
  /** MSRP in the cart's currency; null when the product has none in it. */
  listUnitMinor: number | null;
}

interface LineRow extends Record<string, unknown> {
  material_id: number;
  code: string;
  name: string;
  product_type: string;
  target_code: string | null;
  target_year: number | null;
  target_names: LocalizedText | null;
  ship_from: string | null;
  quantity: number;
  list_minor: number | null;
}

/** The cart's visible lines (not deleted, quantity above 0), per material and delivery target. */
export async function readCartPriceLines(db: DbOrTx, cart: { id: number; currency: Currency }): Promise<CartPriceLine[]> {
  const result = await db.execute<LineRow>(sql`
    select p.material_id, p.code, p.name, s.product_type,
           e.delivery_target_code as target_code, e.delivery_year as target_year,
           dt.names as target_names, dt.ship_from::text as ship_from,
           sum(e.quantity)::int as quantity, pr.msrp_minor as list_minor
    from cart_entries e
    join products p on p.id = e.product_id
    join silhouettes s on s.code = p.silhouette_code
    left join prices pr on pr.product_id = p.id and pr.currency = ${cart.currency}
    left join delivery_targets dt on dt.code = e.delivery_target_code and dt.year = e.delivery_year
    where e.cart_id = ${cart.id} and not e.deleted and e.quantity > 0
    group by p.material_id, p.code, p.name, s.product_type, e.delivery_target_code, e.delivery_year, dt.names, dt.ship_from, pr.msrp_minor
    order by p.material_id, dt.ship_from nulls first, e.delivery_target_code`);
  return result.rows.map((r) => ({
    materialId: Number(r.material_id),
    productCode: r.code,
    productName: r.name,
    productType: r.product_type === "apparel" ? "apparel" : "headwear",
    deliveryTarget:
      r.target_code !== null && r.target_year !== null
        ? { code: r.target_code, year: Number(r.target_year), names: r.target_names ?? { en: r.target_code, ja: r.target_code, es: r.target_code }, shipFrom: r.ship_from ?? "" }
        : null,
    quantity: Number(r.quantity),
    listUnitMinor: r.list_minor === null ? null : Number(r.list_minor),
  }));
}
