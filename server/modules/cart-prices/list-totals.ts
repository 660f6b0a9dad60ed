import { sql, type SQL } from "drizzle-orm";
import { usesStoredPrices } from "../../../domain/cart-prices.ts";
import type { RequestContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { priceSourceOf } from "./goods.ts";

/**
 * The total of the list `c` (a `carts` row aliased `c` in the enclosing statement) as its own page
 * counts it (`storedCustomerPrices`): per material and delivery target, the net price of the
 * list's latest completed price run where it still holds for the quantity, the list price
 * otherwise. One correlated subquery, so a page of lists is still one statement.
 */
export function pricedListTotalSql(ctx: Pick<RequestContext, "user" | "site">, currency: string): SQL {
  const stored = usesStoredPrices(priceSourceOf(ctx));
  return sql`coalesce((
    select sum(case when l.your_price_minor is not null then l.your_price_minor * g.quantity else g.list_minor end)
    from (
      select p.material_id, coalesce(e.delivery_target_code, '') as code, coalesce(e.delivery_year::int, 0) as year,
        sum(e.quantity)::bigint as quantity, sum(e.quantity::bigint * pr.msrp_minor) as list_minor
      from cart_entries e join products p on p.id = e.product_id
      left join prices pr on pr.product_id = e.product_id and pr.currency = ${currency}
      where e.cart_id = c.id and not e.deleted
      group by 1, 2, 3
    ) g
    left join cart_price_lines l on ${stored}
      and l.run_id = (select r.id from cart_price_runs r where r.cart_id = c.id and r.status = 'COMPLETED' order by r.cart_version desc limit 1)
      and l.material_id = g.material_id and coalesce(l.delivery_target_code, '') = g.code
      and coalesce(l.delivery_year::int, 0) = g.year and l.quantity = g.quantity
  ), 0)`;
}

/**
 * A list copied from a cart with the same quantities (a saved bag made from the bag) keeps the
 * cart's latest completed prices: the same lines priced again would be priced the same, and the
 * list then shows the buyer's prices at once instead of list prices until it is first opened.
 */
export async function copyLatestPriceRun(tx: DbOrTx, fromCartId: number, toCartId: number): Promise<void> {
  await tx.execute(sql`
    with source as (
      select id, sold_to, currency, started_at, finished_at from cart_price_runs
      where cart_id = ${fromCartId} and status = 'COMPLETED' order by cart_version desc limit 1
    ), copied as (
      insert into cart_price_runs (cart_id, cart_version, sold_to, currency, status, started_at, finished_at)
      select ${toCartId}, 0, sold_to, currency, 'COMPLETED', started_at, finished_at from source
      returning id
    )
    insert into cart_price_lines (run_id, material_id, delivery_target_code, delivery_year, quantity, your_price_minor, entry_total_minor)
    select copied.id, l.material_id, l.delivery_target_code, l.delivery_year, l.quantity, l.your_price_minor, l.entry_total_minor
    from cart_price_lines l join source on l.run_id = source.id cross join copied`);
}
