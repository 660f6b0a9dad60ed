import { sql } from "drizzle-orm";
import { quickOrderOffered } from "../../../domain/quick-order.ts";
import type { RequestContext } from "../../context.ts";
import { activeCart } from "../cart/active-cart.ts";

/** Whether the session has a quick order (the rule is domain/quick-order.ts). */
export function usesQuickOrder(ctx: Pick<RequestContext, "site" | "user" | "bookingMode">): boolean {
  return quickOrderOffered({ b2b: ctx.site.b2b, signedIn: ctx.user !== null, bookingMode: ctx.bookingMode });
}

/**
 * Which of a page's products the quick order already shows (held, or with a visible line), so the
 * toggles render pressed (decision 0056). Null for everyone without a quick order, with no
 * statement at all (visitors' shared pages stay as they were); otherwise the quick order's lookup
 * (never creating it) and one statement for the whole page.
 */
export async function quickOrderProductCodes(ctx: RequestContext, codes: readonly string[]): Promise<string[] | null> {
  if (!usesQuickOrder(ctx)) return null;
  if (codes.length === 0) return [];
  const list = await activeCart(ctx, "quickOrder", { create: false });
  if (!list.ok) return [];
  const result = await ctx.db.execute<{ code: string }>(sql`
    select p.code from products p
    where p.code = any(${sql.param([...codes])}::text[])
      and (exists (select 1 from list_products lp where lp.cart_id = ${list.cart.id} and lp.product_id = p.id and not lp.removed)
        or exists (select 1 from cart_entries ce where ce.cart_id = ${list.cart.id} and ce.product_id = p.id and not ce.deleted))`);
  return result.rows.map((r) => r.code);
}
