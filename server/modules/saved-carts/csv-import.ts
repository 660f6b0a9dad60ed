import { and, eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { isBookingMode, type BookingMode } from "../../../domain/booking-modes.ts";
import { translate } from "../../../domain/i18n/index.ts";
import { MAX_QUANTITY } from "../../../domain/quantity-input.ts";
import { checkCsvFile, type CsvFileProblem } from "../../../domain/csv-file.ts";
import { type CsvLine, type CsvProblem, type CsvSkip, decodeCsv, parseSavedCartCsv } from "../../../domain/saved-cart-csv.ts";
import { defaultSavedListNameOn } from "../../../domain/saved-list-name.ts";
import type { AppDeps, RequestContext } from "../../context.ts";
import type { DbOrTx } from "../../db/client.ts";
import { carts } from "../../db/schema/index.ts";
import { deleteAllLines, type LineWrite, writeLines } from "../cart/cart-store.ts";
import { insertCartRow } from "../cart/cart-code.ts";
import type { ImportReport } from "./saved-cart-store.ts";

export type ImportRefusal = { problem: CsvFileProblem | CsvProblem | "noCart"; lines?: number; max?: number };
export type QueueImportResult = { ok: true; code: string; pollAfterMs: number } | ({ ok: false } & ImportRefusal);

/** The uploaded text waits in the row's report until the job has read it; it is never answered to anyone. */
interface PendingImport {
  pending: string;
}

/**
 * `POST {context}/my-account/saved-carts/import`: checks the file (§5) and that its lines can be
 * read and are within the limit, then records an uploading saved cart and queues the job that
 * writes it, in one transaction. The name is the default one; the description the file's name.
 */
export async function queueCsvImport(ctx: RequestContext, file: { name: string; type: string; bytes: Uint8Array } | null): Promise<QueueImportResult> {
  const user = ctx.user;
  const settings = ctx.deps.config.savedCartImport;
  const fileProblem = checkCsvFile(file && { name: file.name, type: file.type, size: file.bytes.byteLength }, settings.maxBytes);
  if (fileProblem || !file) return { ok: false, problem: fileProblem ?? "noFile" };
  const text = decodeCsv(file.bytes);
  if (text === null) return { ok: false, problem: "unreadable" };
  const parsed = parseSavedCartCsv(text, ctx.deps.config.lists.maxLines);
  if (!parsed.ok) return { ok: false, problem: parsed.problem, ...(parsed.max === undefined ? {} : { lines: parsed.lines, max: parsed.max }) };
  const mode = ctx.bookingMode;
  if (!user || !mode) return { ok: false, problem: "noCart" };
  const name = defaultSavedListNameOn(translate(ctx.language, "savedListName.defaultCart"), ctx.site.id, ctx.now);
  const pending: PendingImport = { pending: text };
  const code = await ctx.db.transaction(async (tx) => {
    const row = await insertCartRow(tx, { userId: user.id, unitId: user.unitId, siteId: ctx.site.id, mode, currency: ctx.site.defaultCurrency, kind: "savedCart", name, description: file.name.slice(0, 255), savedAt: ctx.now, importStatus: "uploading", importReport: pending, createdAt: ctx.now, updatedAt: ctx.now });
    await ctx.deps.jobs.send("savedCarts.import", { cartId: row.id }, { db: tx });
    return row.code;
  });
  return { ok: true, code, pollAfterMs: settings.pollMs };
}

interface CatalogueVariant extends Record<string, unknown> {
  variant_id: number;
  product_id: number;
  upc: string;
  size: string;
  material_id: string | number;
  gcp: boolean;
}

/** Every variant the file names by UPC or by material id, in one statement. */
async function catalogueVariants(db: DbOrTx, lines: readonly CsvLine[]) {
  const upcs = [...new Set(lines.flatMap((l) => (l.upc === null ? [] : [l.upc])))];
  const materials = [...new Set(lines.flatMap((l) => (l.upc === null && l.materialId !== null && /^\d{1,15}$/.test(l.materialId) ? [l.materialId] : [])))];
  const result = await db.execute<CatalogueVariant>(sql`
    select v.id as variant_id, p.id as product_id, v.upc, v.size, p.material_id, p.gcp
    from variants v join products p on p.id = v.product_id
    where v.upc = any(${sql.param(upcs)}::text[]) or p.material_id = any(${sql.param(materials)}::bigint[])`);
  const byUpc = new Map(result.rows.map((r) => [r.upc, r]));
  const byMaterialSize = new Map(result.rows.map((r) => [`${r.material_id}|${r.size.trim().toLowerCase()}`, r]));
  return (line: CsvLine) => (line.upc !== null ? byUpc.get(line.upc) : byMaterialSize.get(`${line.materialId}|${(line.size ?? "").trim().toLowerCase()}`));
}

/** Delivery targets by what a file may write: `SPRING` with a year, `SPRING-2027`, or a name in any language ("Primavera 2027"). */
async function targetResolver(db: DbOrTx) {
  const result = await db.execute<{ code: string; year: number; names: Record<string, string> }>(sql`select code, year, names from delivery_targets`);
  const byKey = new Map(result.rows.map((r) => [`${r.code}-${r.year}`, r]));
  const byName = new Map<string, (typeof result.rows)[number] | null>();
  for (const r of result.rows) {
    for (const name of Object.values(r.names)) {
      const key = name.trim().toLowerCase();
      byName.set(key, byName.has(key) && byName.get(key) !== r ? null : r);
    }
  }
  return (text: string, year: number | null) => {
    const upper = text.trim().toUpperCase();
    const found = (year !== null ? byKey.get(`${upper}-${year}`) : undefined) ?? byKey.get(upper) ?? byName.get(text.trim().toLowerCase()) ?? null;
    return found && (year === null || found.year === year) ? { code: found.code, year: found.year } : null;
  };
}

export interface ImportOwner {
  userId: number | null;
  unitId: number | null;
  siteId: string;
}

/**
 * The delivery targets of the sub-orders an exported order's lines name, from the owner's own
 * orders (their user or unit, their site), in one statement: an order spanning several targets
 * exports them joined in one column, its sub-order tells each line's.
 */
async function subOrderTargets(db: DbOrTx, owner: ImportOwner, lines: readonly CsvLine[]) {
  const codes = [...new Set(lines.flatMap((l) => (l.subOrder === null ? [] : [l.subOrder])))];
  if (codes.length === 0) return () => null;
  const result = await db.execute<{ code: string; target_code: string; target_year: number }>(sql`
    select code, delivery_target_code as target_code, delivery_year as target_year from orders
    where code = any(${sql.param(codes)}::text[]) and site_id = ${owner.siteId} and delivery_target_code is not null
      and (user_id = ${owner.userId ?? 0} or unit_id = ${owner.unitId ?? 0})`);
  const byCode = new Map(result.rows.map((r) => [r.code, { code: r.target_code, year: Number(r.target_year) }]));
  return (line: CsvLine) => (line.subOrder === null ? null : (byCode.get(line.subOrder) ?? null));
}

/** The file's lines as cart lines of `mode`: duplicates summed, the rest reported. */
export async function resolveImportLines(db: DbOrTx, mode: BookingMode, owner: ImportOwner, lines: readonly CsvLine[]): Promise<{ writes: LineWrite[]; skipped: CsvSkip[] }> {
  const needsTargets = lines.some((l) => l.target !== null);
  const [variantOf, targetOf, subOrderTargetOf] = await Promise.all([
    catalogueVariants(db, lines),
    needsTargets ? targetResolver(db) : null,
    mode === "PREBOOKING" ? subOrderTargets(db, owner, lines) : () => null,
  ]);
  const skipped: CsvSkip[] = [];
  const merged = new Map<string, LineWrite>();
  for (const line of lines) {
    const named = line.upc ?? `${line.materialId} ${line.size}`;
    const variant = variantOf(line);
    if (!variant) {
      skipped.push({ row: line.row, reason: "unknownProduct", value: named });
      continue;
    }
    if (variant.gcp !== (mode === "GCP")) {
      skipped.push({ row: line.row, reason: "notInMode", value: named });
      continue;
    }
    if (mode !== "PREBOOKING" && line.target !== null) {
      skipped.push({ row: line.row, reason: "targetNotInMode", value: line.target });
      continue;
    }
    const ofSubOrder = subOrderTargetOf(line);
    if (mode === "PREBOOKING" && line.target === null && !ofSubOrder) {
      skipped.push({ row: line.row, reason: "targetNeeded", value: named });
      continue;
    }
    const target = ofSubOrder ?? (line.target !== null && targetOf ? targetOf(line.target, line.year) : null);
    if (line.target !== null && !target) {
      skipped.push({ row: line.row, reason: "unknownTarget", value: line.target });
      continue;
    }
    const key = `${variant.variant_id}|${target?.code ?? ""}|${target?.year ?? 0}`;
    const seen = merged.get(key);
    if (seen) {
      seen.quantity = Math.min(MAX_QUANTITY, seen.quantity + line.quantity);
      continue;
    }
    merged.set(key, {
      entryNumber: merged.size,
      productId: variant.product_id,
      variantId: variant.variant_id,
      quantity: line.quantity,
      deliveryTargetCode: target?.code ?? null,
      deliveryYear: target?.year ?? null,
      seasonCollection: null,
      deleted: false,
    });
  }
  return { writes: [...merged.values()], skipped };
}

function isPending(report: unknown): report is PendingImport {
  return typeof report === "object" && report !== null && "pending" in report && typeof report.pending === "string";
}

/**
 * The `savedCarts.import` job: reads the uploaded text kept on the row, writes the saved cart's
 * lines and its report, and marks it finished (or failed when nothing could be written).
 * Idempotent: a cart no longer uploading is left alone; a repeated run rewrites the same lines.
 * A constant number of statements whatever the file's size: no statement per line.
 */
export async function runSavedCartImport(deps: Pick<AppDeps, "db" | "config">, cartId: number, log: FastifyBaseLogger): Promise<void> {
  const [row] = await deps.db
    .select({ mode: carts.mode, importStatus: carts.importStatus, importReport: carts.importReport, userId: carts.userId, unitId: carts.unitId, siteId: carts.siteId })
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.kind, "savedCart")));
  if (!row || row.importStatus !== "uploading" || !isBookingMode(row.mode)) return;
  const finish = async (report: ImportReport, write: (tx: DbOrTx) => Promise<void>) => {
    await deps.db.transaction(async (tx) => {
      await deleteAllLines(tx, cartId);
      await write(tx);
      await tx
        .update(carts)
        .set({ importStatus: report.written > 0 ? "finished" : "failed", importReport: report, updatedAt: new Date() })
        .where(and(eq(carts.id, cartId), eq(carts.importStatus, "uploading")));
    });
  };
  try {
    const parsed = isPending(row.importReport) ? parseSavedCartCsv(row.importReport.pending, deps.config.lists.maxLines) : ({ ok: false, problem: "unreadable" } as const);
    if (!parsed.ok) return await finish({ written: 0, skipped: [], problem: parsed.problem }, async () => {});
    const { writes, skipped } = await resolveImportLines(deps.db, row.mode, row, parsed.lines);
    const report: ImportReport = { written: writes.length, skipped: [...parsed.skipped, ...skipped].sort((a, b) => a.row - b.row) };
    await finish(report, (tx) => writeLines(tx, cartId, writes, new Date()));
  } catch (error) {
    log.error({ err: error, cartId }, "saved cart import failed");
    await deps.db
      .update(carts)
      .set({ importStatus: "failed", importReport: { written: 0, skipped: [], problem: "unreadable" } satisfies ImportReport, updatedAt: new Date() })
      .where(and(eq(carts.id, cartId), eq(carts.importStatus, "uploading")));
  }
}
