import { eq } from "drizzle-orm";
import type { LineStockError } from "../../../domain/quantity-input.ts";
import type { RequestContext } from "../../context.ts";
import { products } from "../../db/schema/index.ts";
import { targetKey } from "./booking-windows.ts";
import type { CartResult } from "./cart-service.ts";
import { sessionCart } from "./cart-service.ts";
import { loadCartView } from "./cart-view.ts";
import { productSizes, type SizeStockInfo } from "./product-sizes.ts";

export interface GridSize {
  upc: string;
  size: string;
  /** Units over every delivery target. */
  quantity: number;
  /** PREBOOKING: units per "CODE-YEAR". */
  byTarget: Record<string, number>;
  stock: SizeStockInfo;
  error: LineStockError | null;
}

export interface CartGrid {
  productCode: string;
  name: string;
  readOnly: boolean;
  colours: { code: string; name: string; hex: string; sizes: GridSize[] }[];
  deliveryTargets: { code: string; year: number; key: string; name: string; open: boolean }[];
}

/** The size grid of one product of the cart (`GET /cart/grid`): every size, with the cart's quantities. */
export async function cartGrid(ctx: RequestContext, productCode: string, readOnly: boolean): Promise<CartResult<CartGrid | null>> {
  const opened = await sessionCart(ctx);
  if (!opened.ok) return opened;
  const cart = opened.value;
  const [product] = await ctx.db.select({ id: products.id, name: products.name }).from(products).where(eq(products.code, productCode)).limit(1);
  if (!product) return { ok: true, value: null };
  const [sizes, view] = await Promise.all([productSizes(ctx.db, [product.id], ctx.language), loadCartView(ctx, ctx.db, cart, { productId: product.id })]);
  const linesByUpc = new Map<string, typeof view.lines>();
  for (const line of view.lines) linesByUpc.set(line.upc, [...(linesByUpc.get(line.upc) ?? []), line]);

  const colours = new Map<string, CartGrid["colours"][number]>();
  for (const s of sizes) {
    const lines = linesByUpc.get(s.upc) ?? [];
    const colour = colours.get(s.colourCode) ?? { code: s.colourCode, name: s.colourName, hex: s.colourHex, sizes: [] };
    colours.set(s.colourCode, colour);
    colour.sizes.push({
      upc: s.upc,
      size: s.size,
      quantity: lines.reduce((sum, l) => sum + l.quantity, 0),
      byTarget: Object.fromEntries(lines.filter((l) => l.target !== null).map((l) => [l.target, l.quantity])),
      stock: s.stock,
      error: lines.find((l) => l.stockError !== null)?.stockError ?? null,
    });
  }
  return {
    ok: true,
    value: {
      productCode,
      name: product.name,
      readOnly,
      colours: [...colours.values()],
      deliveryTargets: view.targets.map((t) => ({ code: t.code, year: t.year, key: targetKey(t.code, t.year), name: t.names[ctx.language], open: t.open })),
    },
  };
}
