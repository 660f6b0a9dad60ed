import { and, asc, eq, inArray, isNull, or } from "drizzle-orm";
import { CALENDAR_TIME_ZONES, calendarCountryOf, todayIn, type IsoDate } from "../../../domain/business-days.ts";
import { translate } from "../../../domain/i18n/index.ts";
import type { OrderStatus } from "../../../domain/order-status.ts";
import { isCurrency, localeFor, SITES, type Currency, type Language, type SiteId } from "../../../domain/sites.ts";
import type { DbOrTx } from "../../db/client.ts";
import { deliveryTargets, orders, users } from "../../db/schema/index.ts";
import { orderLineRows } from "../orders/order-lines.ts";

/** Who the file is written for: its language, its site's calendar, and whether it may show prices. */
export interface ExportScope {
  db: DbOrTx;
  siteId: SiteId;
  language: Language;
  pricesHidden: boolean;
}

export interface ExportLine {
  materialId: number;
  productName: string;
  colour: string;
  size: string;
  upc: string;
  quantity: number;
  /** Null when the price is unknown or hidden from the user. */
  unitPriceMinor: number | null;
  totalMinor: number | null;
}

export interface ExportPart {
  /** The sub-order's code; the order's own for an order without sub-orders. */
  code: string;
  deliveryTarget: string | null;
  lines: ExportLine[];
}

export interface ExportOrderHeader {
  id: number;
  code: string;
  /** The day it was placed in the site's calendar. */
  placedOn: IsoDate;
  status: OrderStatus;
  statusText: string;
  purchaseNumber: string | null;
  placedBy: string;
  /** The delivery targets of its sub-orders ("Spring 2027, Summer 2027"); null for a stock order. */
  deliveryTarget: string | null;
  quantity: number;
  currency: Currency;
  subtotalMinor: number | null;
  totalMinor: number | null;
}

export interface ExportOrder extends ExportOrderHeader {
  parts: ExportPart[];
}

/** How many orders one read takes: bounded memory whatever the export's size. */
export const EXPORT_CHUNK = 250;

export function* chunksOf<T>(items: readonly T[], size = EXPORT_CHUNK): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

export function scopeLocale(scope: Pick<ExportScope, "siteId" | "language">): string {
  return localeFor(scope.language, SITES[scope.siteId]);
}

const targetName = (names: Record<string, string> | null, code: string | null, year: number | null, language: Language): string | null =>
  code === null ? null : (names?.[language] ?? `${code} ${year ?? ""}`.trim());

/** The headers of these top-level orders, in the order of `ids` (one statement for the chunk). */
export async function loadOrderHeaders(scope: ExportScope, ids: readonly number[]): Promise<ExportOrderHeader[]> {
  if (ids.length === 0) return [];
  const zone = CALENDAR_TIME_ZONES[calendarCountryOf(scope.siteId)];
  const rows = await scope.db
    .select({
      id: orders.id,
      parentId: orders.parentId,
      code: orders.code,
      placedAt: orders.placedAt,
      status: orders.status,
      purchaseNumber: orders.purchaseNumber,
      placedBy: users.name,
      quantity: orders.totalQuantity,
      currency: orders.currency,
      subtotalMinor: orders.subtotalMinor,
      totalMinor: orders.totalMinor,
      targetCode: orders.deliveryTargetCode,
      targetYear: orders.deliveryYear,
      targetNames: deliveryTargets.names,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(deliveryTargets, and(eq(deliveryTargets.code, orders.deliveryTargetCode), eq(deliveryTargets.year, orders.deliveryYear)))
    .where(or(and(inArray(orders.id, [...ids]), isNull(orders.parentId)), inArray(orders.parentId, [...ids])))
    .orderBy(asc(orders.id));
  const targets = new Map<number, string[]>();
  for (const r of rows) {
    const name = targetName(r.targetNames, r.targetCode, r.targetYear, scope.language);
    const top = r.parentId ?? r.id;
    if (name !== null && !targets.get(top)?.includes(name)) targets.set(top, [...(targets.get(top) ?? []), name]);
  }
  const byId = new Map(rows.filter((r) => r.parentId === null).map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const currency: Currency = isCurrency(r.currency) ? r.currency : "USD";
    return [
      {
        id: r.id,
        code: r.code,
        placedOn: todayIn(zone, r.placedAt),
        status: r.status,
        statusText: translate(scope.language, `order.status.${r.status}`),
        purchaseNumber: r.purchaseNumber,
        placedBy: r.placedBy,
        deliveryTarget: targets.get(id)?.join(", ") ?? null,
        quantity: r.quantity,
        currency,
        subtotalMinor: scope.pricesHidden ? null : r.subtotalMinor,
        totalMinor: scope.pricesHidden ? null : r.totalMinor,
      },
    ];
  });
}

/** The headers with their parts and lines by size (two statements for the chunk). */
export async function loadExportOrders(scope: ExportScope, ids: readonly number[]): Promise<ExportOrder[]> {
  const headers = await loadOrderHeaders(scope, ids);
  if (headers.length === 0) return [];
  const partRows = await scope.db
    .select({ id: orders.id, parentId: orders.parentId, code: orders.code, targetCode: orders.deliveryTargetCode, targetYear: orders.deliveryYear, targetNames: deliveryTargets.names })
    .from(orders)
    .leftJoin(deliveryTargets, and(eq(deliveryTargets.code, orders.deliveryTargetCode), eq(deliveryTargets.year, orders.deliveryYear)))
    .where(inArray(orders.parentId, headers.map((h) => h.id)))
    .orderBy(asc(orders.id));
  // A summary order's lines are on its sub-orders; an order without sub-orders holds its own.
  const partsOf = new Map<number, { id: number; part: ExportPart }[]>();
  for (const p of partRows) {
    if (p.parentId === null) continue;
    const part = { code: p.code, deliveryTarget: targetName(p.targetNames, p.targetCode, p.targetYear, scope.language), lines: [] };
    partsOf.set(p.parentId, [...(partsOf.get(p.parentId) ?? []), { id: p.id, part }]);
  }
  for (const h of headers) {
    if (!partsOf.has(h.id)) partsOf.set(h.id, [{ id: h.id, part: { code: h.code, deliveryTarget: h.deliveryTarget, lines: [] } }]);
  }
  const partById = new Map([...partsOf.values()].flat().map((p) => [p.id, p.part]));
  const lines = await orderLineRows(scope.db, scope.language, [...partById.keys()]);
  for (const { orderId, unitPriceMinor, totalMinor, productCode: _productCode, colourName, ...line } of lines) {
    partById.get(orderId)?.lines.push({ ...line, colour: colourName, unitPriceMinor: scope.pricesHidden ? null : unitPriceMinor, totalMinor: scope.pricesHidden ? null : totalMinor });
  }
  return headers.map((h) => ({ ...h, parts: (partsOf.get(h.id) ?? []).map((p) => p.part) }));
}
