import { translate } from "../../../domain/i18n/index.ts";
import { parsePastedList, type PasteProblem } from "../../../domain/paste-list.ts";
import type { RequestContext } from "../../context.ts";
import { CartRefusal, type CartResult, cartToWrite, changeLines, refusalToResult } from "../cart/cart-service.ts";
import { lockCart } from "../cart/cart-store.ts";
import { resolveVariants, type CartFailure, type LineInput } from "../cart/cart-line-input.ts";
import { cartDeliveryTargets } from "../cart/cart-view.ts";
import { productSizes } from "../cart/product-sizes.ts";
import { holdProducts, productsByIds } from "./held-products.ts";
import { listSize, listIfOpened } from "./list-service.ts";
import { sealSnapshot, snapshotList } from "./snapshots.ts";

export type SkipReason = PasteProblem | "unknown" | "unknownSize" | "chooseSize";

export interface PasteReport {
  /** Lines with a quantity that will be (or were) written. */
  lines: { upc: string; productCode: string; size: string; quantity: number }[];
  /** Products added without quantities. */
  held: string[];
  skipped: { row: number; text: string; reason: SkipReason; message: string }[];
  /** After writing: lines whose quantity the rules cut (stock left, buy limit). */
  corrected: { upc: string; requested: number; quantity: number }[];
}

type Target = { code: string; year: number } | null;

/**
 * What a pasted list becomes (decision 0056), read with a constant number of statements: the ids
 * as products (material id, code) and as variants (UPC), and the sizes of the products named.
 */
export async function planPaste(ctx: RequestContext, text: string): Promise<CartResult<PasteReport>> {
  const max = ctx.deps.config.lists.maxLines;
  const parsed = parsePastedList(text, max);
  if (parsed.tooManyRows) return { ok: false, failure: { kind: "invalid", message: translate(ctx.language, "lists.paste.tooManyRows", { max }), errors: [] } };
  if (parsed.lines.length === 0 && parsed.problems.length === 0) {
    const message = translate(ctx.language, "lists.addBox.empty");
    return { ok: false, failure: { kind: "invalid", message, errors: [{ field: "text", message }] } };
  }
  const ids = parsed.lines.map((l) => l.id);
  const [products, variants] = await Promise.all([productsByIds(ctx.db, ids), resolveVariants(ctx.db, ids)]);
  const productOf = (id: string) => products.find((p) => p.code.toUpperCase() === id.toUpperCase() || String(p.materialId) === id);
  const sizes = await productSizes(ctx.db, products.map((p) => p.id), ctx.language);
  const report: PasteReport = { lines: [], held: [], skipped: [], corrected: [] };
  const skip = (row: number, text: string, reason: SkipReason, params: Record<string, string> = {}) =>
    report.skipped.push({ row, text, reason, message: translate(ctx.language, `lists.paste.problem.${reason}`, params) });
  for (const problem of parsed.problems) skip(problem.row, problem.text, problem.problem);
  for (const line of parsed.lines) {
    const row = line.rows[0]!;
    const text = [line.id, line.size, line.quantity].filter((v) => v !== null).join(" ");
    const product = productOf(line.id);
    const variant = product ? undefined : variants.get(line.id);
    if (!product && !variant) {
      skip(row, text, "unknown");
      continue;
    }
    if (variant) {
      const size = sizes.find((s) => s.upc === line.id)?.size ?? "";
      if (line.quantity === null) report.held.push(variant.productCode);
      else report.lines.push({ upc: line.id, productCode: variant.productCode, size, quantity: line.quantity });
      continue;
    }
    if (!product) continue;
    // A material id names the product in its first colour; a UPC names any colour's size.
    const own = sizes.filter((s) => s.productId === product.id);
    const firstColour = own[0]?.colourCode;
    const inColour = own.filter((s) => s.colourCode === firstColour);
    const chosen = line.size !== null ? inColour.find((s) => s.size.toUpperCase() === line.size!.toUpperCase()) : inColour.length === 1 ? inColour[0] : undefined;
    if (line.quantity === null) report.held.push(product.code);
    else if (chosen) report.lines.push({ upc: chosen.upc, productCode: product.code, size: chosen.size, quantity: line.quantity });
    else if (line.size !== null) skip(row, text, "unknownSize", { size: line.size });
    else {
      report.held.push(product.code);
      skip(row, text, "chooseSize");
    }
  }
  report.held = [...new Set(report.held)];
  return { ok: true, value: report };
}

/** A plan that adds nothing (every row skipped) is refused rather than written as an empty import. */
export function emptyPlan(ctx: RequestContext, plan: PasteReport): CartFailure | null {
  if (plan.lines.length > 0 || plan.held.length > 0) return null;
  const message = translate(ctx.language, "lists.paste.nothing");
  return { kind: "invalid", message, errors: [{ field: "text", message }] };
}

/** The delivery target pasted lines go to in PREBOOKING: the tab the page shows, else the first open one. */
async function pasteTarget(ctx: RequestContext, mode: string | null, asked: Target): Promise<Target> {
  if (mode !== "PREBOOKING") return null;
  if (asked) return asked;
  const targets = await cartDeliveryTargets(ctx, ctx.db, "PREBOOKING");
  const open = targets.find((t) => t.open);
  return open ? { code: open.code, year: open.year } : null;
}

/**
 * Writes a planned paste into the list (quick order, bag or saved bag): lines added to what is
 * there under the cart's rules, products held, the list's state kept first for "Undo import".
 */
export async function applyPaste(ctx: RequestContext, plan: PasteReport, asked: Target): Promise<CartResult<PasteReport>> {
  const opened = await listIfOpened(ctx);
  if (!opened.ok) return opened;
  // Null: a quick order not opened yet (decision 0060), empty until the first write below opens it.
  const before = opened.value;
  let list = before;
  const max = ctx.deps.config.lists.maxLines;
  const total = (before ? await listSize(ctx.db, before.id) : 0) + plan.lines.length + plan.held.length;
  if (total > max) return { ok: false, failure: { kind: "refused", message: translate(ctx.language, "lists.error.tooManyLines", { max, total }), errors: [] } };
  const target = await pasteTarget(ctx, before?.mode ?? ctx.bookingMode, asked);
  if (before) await snapshotList(ctx.db, before.id, ctx.now);
  const corrected: PasteReport["corrected"] = [];
  if (plan.lines.length > 0) {
    const input: LineInput[] = plan.lines.map((l) => ({ upc: l.upc, quantity: l.quantity, target, seasonCollection: null }));
    const changed = await changeLines(before ? { ...ctx, list: before } : ctx, input, { add: true });
    if (!changed.ok) return changed;
    list = changed.value.view.cart;
    const requested = new Map<string, number>();
    for (const l of plan.lines) requested.set(l.upc, (requested.get(l.upc) ?? 0) + l.quantity);
    for (const o of changed.value.outcomes) {
      const asked = requested.get(o.upc) ?? 0;
      if (o.quantityAdded < asked) corrected.push({ upc: o.upc, requested: asked, quantity: o.quantityAdded });
    }
  }
  if (plan.held.length > 0) {
    const products = await productsByIds(ctx.db, plan.held);
    try {
      list = await ctx.db.transaction(async (tx) => {
        const into = list ?? (await cartToWrite(ctx, tx));
        await lockCart(tx, into.id, ctx.now);
        await holdProducts(tx, into.id, products.map((p) => p.id), ctx.now);
        return into;
      });
    } catch (error) {
      if (error instanceof CartRefusal) return refusalToResult(error);
      throw error;
    }
  }
  if (list) await sealSnapshot(ctx.db, list.id, before ? null : ctx.now);
  return { ok: true, value: { ...plan, corrected } };
}
