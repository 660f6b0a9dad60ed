/**
 * Builds the page's view (cart-view.ts) from what the cart service reads: the cart's lines, the
 * unit's delivery targets and every size of the products in the cart. Pure: the loader reads,
 * this arranges (one item per product, per delivery target in PREBOOKING).
 */
import type { BookingMode } from "#domain/booking-modes.ts";
import { productTypeOf, type ProductType } from "#domain/cart-filter.ts";
import type { Language } from "#domain/sites.ts";
import { madeToOrder } from "#domain/stock-wording.ts";
import { itemKey, targetKey, type CartItemView, type CartPageView, type ColourRow, type DeliveryTargetView, type SizeCell, type VoucherView } from "./cart-view.ts";
import type { CartPageVariant } from "../../../server/modules/cart/cart-page.ts";
import type { HeldProduct } from "../../../server/modules/lists/held-products.ts";

/** The fields of a stored cart line the page uses (server CartLineView has them). */
export interface PageLine {
  entryNumber: number;
  quantity: number;
  upc: string;
  productId: number;
  productCode: string;
  materialId: number;
  productName: string;
  silhouetteCode: string;
  productType: ProductType;
  leagueCode: string | null;
  colourCode: string;
  deliveryTargetCode: string | null;
  deliveryYear: number | null;
  seasonCollection: string | null;
  targetNames: Record<Language, string> | null;
  windowClosed: boolean;
  msrpMinor: number | null;
  /** The unit price the totals count: a customer price where stored, else the list price. */
  unitPriceMinor: number | null;
}

/** A size of a product in the cart, as the server reads it for the grids. */
export type PageVariant = CartPageVariant;

export interface PageTarget {
  code: string;
  year: number;
  names: Record<Language, string>;
  open: boolean;
}

export interface CartViewInput {
  mode: BookingMode;
  version: number;
  currency: string;
  lines: readonly PageLine[];
  targets: readonly PageTarget[];
  totals: { totalUnitCount: number; materialIDsCount: number };
  /** The cart's amounts as its totals compute them (decision 0019). */
  money: { subtotalMinor: number; voucherDiscountMinor: number; totalMinor: number };
  variants: readonly PageVariant[];
  /**
   * A list's products held without quantities (decision 0056): an item each, its grid at zero, in
   * PREBOOKING under `heldTarget` (the first open delivery target) so it can be filled in.
   */
  held?: readonly HeldProduct[];
  silhouetteNames: Readonly<Record<string, string>>;
  language: Language;
  priceVisible: boolean;
  pollPrices: boolean;
  skipStockLimits: boolean;
  vouchers: readonly VoucherView[];
  /** Formats minor units of the cart's currency in the page's locale. */
  format: (minor: number) => string;
  productUrl: (code: string) => string;
  imageUrl: (code: string, colourCode: string) => string;
}

function grid(variants: readonly PageVariant[], lines: readonly PageLine[]): { sizes: string[]; colours: ColourRow[] } {
  const byUpc = new Map(lines.map((l) => [l.upc, l]));
  const sizes: string[] = [];
  for (const v of variants) if (!sizes.includes(v.size)) sizes.push(v.size);
  const colours: ColourRow[] = [];
  for (const v of variants) {
    let row = colours.find((c) => c.code === v.colourCode);
    if (!row) {
      row = { code: v.colourCode, name: v.colourName, hex: v.colourHex, cells: sizes.map(() => null) };
      colours.push(row);
    }
    const line = byUpc.get(v.upc);
    const cell: SizeCell = {
      upc: v.upc,
      size: v.size,
      quantity: line?.quantity ?? 0,
      entryNumber: line?.entryNumber ?? null,
      stock: v.stock,
      serverError: line?.windowClosed ? "bookingWindowClosed" : null,
    };
    row.cells[sizes.indexOf(v.size)] = cell;
  }
  return { sizes, colours };
}

export function buildCartView(input: CartViewInput): Extract<CartPageView, { kind: "cart" }> {
  const money = (minor: number) => ({ value: minor, formattedValue: input.format(minor) });
  const targetName = (code: string, year: number, names: Record<Language, string> | null) => names?.[input.language] ?? targetKey({ code, year });
  const groups = new Map<string, PageLine[]>();
  for (const line of input.lines) {
    const target = line.deliveryTargetCode !== null && line.deliveryYear !== null ? { code: line.deliveryTargetCode, year: line.deliveryYear } : null;
    const key = itemKey(line.productCode, target);
    const group = groups.get(key);
    if (group) group.push(line);
    else groups.set(key, [line]);
  }
  const variantsOf = new Map<number, PageVariant[]>();
  for (const v of input.variants) {
    const list = variantsOf.get(v.productId);
    if (list) list.push(v);
    else variantsOf.set(v.productId, [v]);
  }

  const items: CartItemView[] = [...groups.entries()].map(([key, lines]) => {
    const first = lines[0]!;
    const target =
      first.deliveryTargetCode !== null && first.deliveryYear !== null
        ? { code: first.deliveryTargetCode, year: first.deliveryYear, name: targetName(first.deliveryTargetCode, first.deliveryYear, first.targetNames) }
        : null;
    const variants = variantsOf.get(first.productId) ?? [];
    return {
      key,
      baseProductCode: first.productCode,
      materialId: String(first.materialId),
      name: first.productName,
      url: input.productUrl(first.productCode),
      image: input.imageUrl(first.productCode, first.colourCode),
      productType: first.productType,
      league: first.leagueCode,
      silhouette: { code: first.silhouetteCode, name: input.silhouetteNames[first.silhouetteCode] ?? first.silhouetteCode },
      target,
      seasonCollection: first.seasonCollection,
      ...grid(variants, lines),
      madeToOrder: madeToOrder(input.mode, variants.some((v) => v.gcp)),
      firstEntry: Math.min(...lines.map((l) => l.entryNumber)),
      unitPrice: first.unitPriceMinor,
    };
  });

  const firstOpen = input.targets.find((t) => t.open) ?? null;
  const heldTarget = input.mode === "PREBOOKING" && firstOpen ? { code: firstOpen.code, year: firstOpen.year, name: targetName(firstOpen.code, firstOpen.year, firstOpen.names) } : null;
  (input.held ?? []).forEach((h, n) => {
    const variants = variantsOf.get(h.productId) ?? [];
    items.push({
      key: itemKey(h.productCode, heldTarget),
      baseProductCode: h.productCode,
      materialId: String(h.materialId),
      name: h.productName,
      url: input.productUrl(h.productCode),
      image: input.imageUrl(h.productCode, h.colourCode),
      productType: productTypeOf(h.silhouetteProductType),
      league: h.leagueCode,
      silhouette: { code: h.silhouetteCode, name: input.silhouetteNames[h.silhouetteCode] ?? h.silhouetteCode },
      target: heldTarget,
      seasonCollection: null,
      ...grid(variants, []),
      madeToOrder: madeToOrder(input.mode, variants.some((v) => v.gcp)),
      // After every line: held products come last, in the order they were added.
      firstEntry: 1_000_000 + n,
      unitPrice: h.msrpMinor,
    });
  });

  // Season tabs: the delivery targets holding lines, in the unit's ship order.
  const withLines = new Set(items.flatMap((i) => (i.target ? [targetKey(i.target)] : [])));
  const known: DeliveryTargetView[] = input.targets.map((t) => ({ code: t.code, year: t.year, name: targetName(t.code, t.year, t.names) }));
  const tabs = [
    ...known.filter((t) => withLines.has(targetKey(t))),
    ...items.flatMap((i) => (i.target && !known.some((k) => targetKey(k) === targetKey(i.target)) ? [i.target] : [])),
  ].filter((t, i, all) => all.findIndex((x) => targetKey(x) === targetKey(t)) === i);

  return {
    kind: "cart",
    mode: input.mode,
    version: input.version,
    currency: input.currency,
    items,
    tabs,
    bookableTargets: input.targets.filter((t) => t.open).map((t) => ({ code: t.code, year: t.year, name: targetName(t.code, t.year, t.names) })),
    totals: {
      units: input.totals.totalUnitCount,
      materials: input.totals.materialIDsCount,
      subtotal: money(input.money.subtotalMinor),
      discount: money(input.money.voucherDiscountMinor),
      price: money(input.money.totalMinor),
    },
    priceVisible: input.priceVisible,
    pollPrices: input.pollPrices,
    skipStockLimits: input.skipStockLimits,
    vouchers: [...input.vouchers],
  };
}
