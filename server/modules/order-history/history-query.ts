import { and, asc, desc, eq, exists, ilike, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { defaultHistoryTab, parseHistoryParams, type HistoryParams, type HistorySort } from "../../../domain/order-history-filters.ts";
import type { OrderStatus } from "../../../domain/order-status.ts";
import type { RequestContext } from "../../context.ts";

/** What the history's queries read of a request (a full RequestContext fits). */
export type HistoryContext = Pick<RequestContext, "db" | "user" | "site" | "bookingMode">;
import { deliveryTargets, orderEntries, orders, products, unitApprovers, units, users, variants } from "../../db/schema/index.ts";
import { visibleOrdersConditionForLists } from "../orders/order-access.ts";

const child = alias(orders, "sub_order");
const orderer = alias(users, "orderer");
const agent = alias(users, "placed_by");

/** `like` pattern of a text taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Variants a search text names: by the product's material id or the variant's UPC (both unique, indexed). */
async function variantsNamed(ctx: HistoryContext, text: string): Promise<number[]> {
  if (!/^\d{1,18}$/.test(text)) return [];
  const materialId = Number(text);
  const byMaterial = Number.isSafeInteger(materialId) ? eq(products.materialId, materialId) : sql`false`;
  const rows = await ctx.db
    .select({ id: variants.id })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(or(eq(variants.upc, text), byMaterial));
  return rows.map((r) => r.id);
}

/** The order itself or one of its sub-orders holds a line of these variants (found through the lines' variant index). */
function holdsVariants(variantIds: number[]): SQL {
  return inArray(
    orders.id,
    sql`(select coalesce(${child.parentId}, ${child.id}) from ${orderEntries} join ${orders} "sub_order" on ${child.id} = ${orderEntries.orderId} where ${inArray(orderEntries.variantId, variantIds)})`,
  );
}

/** Order code (the summary order's or a sub-order's), purchase number (contained, any case), material id or UPC of a line. */
async function searchCondition(ctx: HistoryContext, text: string): Promise<SQL | undefined> {
  if (!text) return undefined;
  const code = text.toUpperCase();
  const variantIds = await variantsNamed(ctx, text);
  return or(
    eq(orders.code, code),
    inArray(orders.id, sql`(select ${child.parentId} from ${orders} "sub_order" where ${child.code} = ${code})`),
    ilike(orders.purchaseNumber, contains(text)),
    variantIds.length ? holdsVariants(variantIds) : undefined,
  );
}

/** The chosen statuses: the order's own or one of its sub-orders'; "awaiting my approval": waiting, in a unit the user approves. */
function statusCondition(ctx: HistoryContext, chosen: HistoryParams["statuses"]): SQL | undefined {
  if (chosen.length === 0) return undefined;
  const statuses = chosen.filter((s): s is OrderStatus => s !== "AWAITING_MY_APPROVAL");
  const awaiting = chosen.includes("AWAITING_MY_APPROVAL") && ctx.user
    ? and(eq(orders.status, "PENDING_APPROVAL"), inArray(orders.unitId, ctx.db.select({ id: unitApprovers.unitId }).from(unitApprovers).where(eq(unitApprovers.userId, ctx.user.id))))
    : undefined;
  return or(
    statuses.length ? inArray(orders.status, statuses) : undefined,
    // Only summary orders have sub-orders: the cheap mode test first. `offset 0` keeps the test per
    // order through the parent index; without it PostgreSQL hashes every order of those statuses.
    statuses.length
      ? and(eq(orders.mode, "PREBOOKING"), exists(sql`(select 1 from ${orders} "sub_order" where ${child.parentId} = ${orders.id} and ${inArray(child.status, statuses)} offset 0)`))
      : undefined,
    awaiting,
    sql`false`,
  );
}

function tabCondition(tab: HistoryParams["tab"]): SQL | undefined {
  if (tab === "PREBOOKING") return eq(orders.mode, "PREBOOKING");
  if (tab === "STOCK") return ne(orders.mode, "PREBOOKING");
  return undefined;
}

function customerCondition(ctx: HistoryContext, uids: string[]): SQL | undefined {
  if (uids.length === 0) return undefined;
  return inArray(orders.unitId, ctx.db.select({ id: units.id }).from(units).where(and(inArray(units.uid, uids), eq(units.siteId, ctx.site.id))));
}

/** The top-level orders of the history for these parameters; null when the user sees no orders at all. */
export async function historyCondition(ctx: HistoryContext, params: Pick<HistoryParams, "statuses" | "searchCode" | "customerUids" | "tab">): Promise<SQL | null> {
  const visible = await visibleOrdersConditionForLists(ctx);
  if (!visible) return null;
  return (
    and(
      visible,
      isNull(orders.parentId),
      tabCondition(params.tab),
      statusCondition(ctx, params.statuses),
      customerCondition(ctx, params.customerUids),
      await searchCondition(ctx, params.searchCode),
    ) ?? null
  );
}

const SORT_COLUMNS = { date: orders.placedAt, code: orders.code, total: orders.totalMinor, quantity: orders.totalQuantity } as const;

export function historyOrder(sort: HistorySort): SQL[] {
  const [key, direction] = sort.split("-") as [keyof typeof SORT_COLUMNS, "asc" | "desc"];
  const by = direction === "asc" ? asc : desc;
  return [by(SORT_COLUMNS[key]), by(orders.id)];
}

/** The history's parameters of a request, with the session's booking mode as the default tab. */
export function historyParamsOf(ctx: HistoryContext, query: URLSearchParams): HistoryParams {
  return parseHistoryParams(query, defaultHistoryTab(ctx.bookingMode));
}

/**
 * The ids of the top-level orders the order history shows for these query parameters (filterBy,
 * searchCode, customerFilterId, activeTab, sort), without paging: what "export all matching"
 * exports, in the history's order.
 */
export async function historyOrderIds(ctx: HistoryContext, params: URLSearchParams): Promise<number[]> {
  const parsed = historyParamsOf(ctx, params);
  const condition = await historyCondition(ctx, parsed);
  if (!condition) return [];
  const rows = await ctx.db.select({ id: orders.id }).from(orders).where(condition).orderBy(...historyOrder(parsed.sort));
  return rows.map((r) => r.id);
}

export interface HistoryRow {
  id: number;
  code: string;
  placedAt: Date;
  status: OrderStatus;
  mode: "STOCK" | "PREBOOKING" | "GCP";
  currency: string;
  purchaseNumber: string | null;
  totalQuantity: number;
  totalMinor: number;
  ordererId: number;
  ordererName: string;
  /** The agent or sales rep who placed it for the customer. */
  placedByName: string | null;
  unitName: string | null;
}

export interface SubOrderRow {
  parentId: number;
  code: string;
  deliveryTargetCode: string | null;
  deliveryYear: number | null;
  deliveryTargetNames: Record<string, string> | null;
  totalQuantity: number;
  status: OrderStatus;
}

export interface HistoryPage {
  rows: HistoryRow[];
  subOrders: SubOrderRow[];
  total: number;
  /** The page shown (the last one when a later page was asked for). */
  page: number;
}

async function pageRows(ctx: HistoryContext, condition: SQL, sort: HistorySort, page: number, size: number) {
  return ctx.db
    .select({
      id: orders.id,
      code: orders.code,
      placedAt: orders.placedAt,
      status: orders.status,
      mode: orders.mode,
      currency: orders.currency,
      purchaseNumber: orders.purchaseNumber,
      totalQuantity: orders.totalQuantity,
      totalMinor: orders.totalMinor,
      ordererId: orders.userId,
      ordererName: orderer.name,
      placedByName: agent.name,
      unitName: units.name,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(orders)
    .innerJoin(orderer, eq(orderer.id, orders.userId))
    .leftJoin(agent, eq(agent.id, orders.placedById))
    .leftJoin(units, eq(units.id, orders.unitId))
    .where(condition)
    .orderBy(...historyOrder(sort))
    .limit(size)
    .offset((page - 1) * size);
}

/** One page of the history (rows, the sub-orders of its summary orders in one more query, the count). */
export async function historyPage(ctx: HistoryContext, params: HistoryParams, size: number): Promise<HistoryPage> {
  const condition = await historyCondition(ctx, params);
  if (!condition) return { rows: [], subOrders: [], total: 0, page: 1 };
  let page = params.page;
  let found = await pageRows(ctx, condition, params.sort, page, size);
  if (found.length === 0 && page > 1) {
    // Past the end (a bookmark of a longer list): the last page instead.
    const [{ n } = { n: 0 }] = await ctx.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(orders).where(condition);
    page = Math.max(1, Math.ceil(n / size));
    found = n === 0 ? [] : await pageRows(ctx, condition, params.sort, page, size);
  }
  const total = found[0]?.total ?? 0;
  const rows = found.map(({ total: _total, ...row }) => row);
  const summaries = rows.filter((r) => r.mode === "PREBOOKING").map((r) => r.id);
  const subOrders = summaries.length
    ? await ctx.db
        .select({
          parentId: sql<number>`${orders.parentId}`.mapWith(Number),
          code: orders.code,
          deliveryTargetCode: orders.deliveryTargetCode,
          deliveryYear: orders.deliveryYear,
          deliveryTargetNames: deliveryTargets.names,
          totalQuantity: orders.totalQuantity,
          status: orders.status,
        })
        .from(orders)
        .leftJoin(deliveryTargets, and(eq(deliveryTargets.code, orders.deliveryTargetCode), eq(deliveryTargets.year, orders.deliveryYear)))
        .where(inArray(orders.parentId, summaries))
        .orderBy(asc(orders.parentId), asc(orders.id))
    : [];
  return { rows, subOrders, total, page };
}

/** Whether the user sees any order of the history at all (empty state versus "no orders match"). */
export async function hasAnyOrder(ctx: HistoryContext): Promise<boolean> {
  const visible = await visibleOrdersConditionForLists(ctx);
  if (!visible) return false;
  const [row] = await ctx.db.select({ id: orders.id }).from(orders).where(and(visible, isNull(orders.parentId))).limit(1);
  return row !== undefined;
}
