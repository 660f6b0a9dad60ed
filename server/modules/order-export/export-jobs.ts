import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { and, eq, lt, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { CALENDAR_TIME_ZONES, calendarCountryOf, todayIn } from "../../../domain/business-days.ts";
import { exportFileName, isExportFormat, type ExportFormat } from "../../../domain/order-export-selection.ts";
import { isLanguage, sitePath, SITES, type SiteId } from "../../../domain/sites.ts";
import type { AppDeps, RequestContext } from "../../context.ts";
import { orderListExports, users } from "../../db/schema/index.ts";
import { writeExport } from "./write-export.ts";

/** An unguessable export id: 128 random bits, URL-safe. */
function newExportId(): string {
  return randomBytes(16).toString("base64url");
}

const EXPORT_ID = /^[A-Za-z0-9_-]{22}$/;

/** Records a large export and queues the job that writes it, in one transaction. */
export async function queueExport(ctx: RequestContext, format: ExportFormat, ids: readonly number[]): Promise<{ exportId: string; statusUrl: string }> {
  const user = ctx.user;
  if (!user) throw new Error("queueExport needs a signed-in user");
  const exportId = newExportId();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(orderListExports).values({
      id: exportId,
      userId: user.id,
      siteId: ctx.site.id,
      format,
      language: ctx.language,
      pricesHidden: user.pricesHidden,
      orderIds: [...ids],
      total: ids.length,
      createdAt: ctx.now,
    });
    await ctx.deps.jobs.send("orders.exportList", { exportId }, { db: tx });
  });
  return { exportId, statusUrl: sitePath(ctx.site, `/my-account/exportOrderList/${exportId}`) };
}

export interface ExportStatus {
  id: string;
  format: ExportFormat;
  status: "queued" | "running" | "done" | "failed";
  total: number;
  done: number;
  fileName: string;
  downloadUrl: string | null;
}

/** The export as its owner sees it (the same user on the same site); null for anyone else, and for an unknown id. */
export async function exportStatus(ctx: RequestContext, id: string): Promise<(ExportStatus & { filePath: string | null }) | null> {
  if (!ctx.user || !EXPORT_ID.test(id)) return null;
  const [row] = await ctx.db
    .select({ id: orderListExports.id, format: orderListExports.format, status: orderListExports.status, total: orderListExports.total, done: orderListExports.doneCount, filePath: orderListExports.filePath, createdAt: orderListExports.createdAt })
    .from(orderListExports)
    .where(and(eq(orderListExports.id, id), eq(orderListExports.userId, ctx.user.id), eq(orderListExports.siteId, ctx.site.id)));
  if (!row || !isExportFormat(row.format)) return null;
  const day = todayIn(CALENDAR_TIME_ZONES[calendarCountryOf(ctx.site.id)], row.createdAt);
  return {
    ...row,
    format: row.format,
    fileName: exportFileName(row.format, day),
    downloadUrl: row.status === "done" ? sitePath(ctx.site, `/my-account/exportOrderList/${row.id}/download`) : null,
  };
}

/** The page's view of an export (no file path). */
export async function exportProgress(ctx: RequestContext, id: string): Promise<ExportStatus | null> {
  const status = await exportStatus(ctx, id);
  if (!status) return null;
  const { filePath: _filePath, ...view } = status;
  return view;
}

/**
 * The `orders.exportList` job: writes the file under DATA_DIR/exports, counting progress per chunk
 * of orders. Idempotent: a finished export is left as it is; a repeated run writes the file anew
 * (to a temporary name, renamed when complete). A failure marks the export failed for its page.
 */
export async function runExportJob(deps: AppDeps, exportId: string, log: FastifyBaseLogger): Promise<void> {
  const [row] = await deps.db
    .select({ id: orderListExports.id, userId: orderListExports.userId, siteId: orderListExports.siteId, format: orderListExports.format, language: orderListExports.language, pricesHidden: orderListExports.pricesHidden, status: orderListExports.status, orderIds: orderListExports.orderIds, createdAt: orderListExports.createdAt, owner: users.name })
    .from(orderListExports)
    .innerJoin(users, eq(users.id, orderListExports.userId))
    .where(eq(orderListExports.id, exportId));
  if (!row || row.status === "done" || row.status === "failed") return;
  const siteId = row.siteId as SiteId;
  if (!isExportFormat(row.format) || !(siteId in SITES)) return;
  const format = row.format;
  await deps.db.update(orderListExports).set({ status: "running", doneCount: 0 }).where(eq(orderListExports.id, exportId));
  const dir = deps.config.orderExport.dir;
  const filePath = path.join(dir, `${exportId}.${format}`);
  const partPath = `${filePath}.part`;
  try {
    await mkdir(dir, { recursive: true });
    const out = createWriteStream(partPath);
    const closed = new Promise<void>((resolve, reject) => {
      out.on("close", resolve);
      out.on("error", reject);
    });
    const scope = { db: deps.db, siteId, language: isLanguage(row.language) ? row.language : SITES[siteId].defaultLanguage, pricesHidden: row.pricesHidden };
    const today = todayIn(CALENDAR_TIME_ZONES[calendarCountryOf(siteId)], row.createdAt);
    await writeExport(format, out, scope, row.orderIds, {
      owner: row.owner,
      today,
      onChunk: async (count) => {
        await deps.db.update(orderListExports).set({ doneCount: sql`least(${orderListExports.doneCount} + ${count}, ${orderListExports.total})` }).where(eq(orderListExports.id, exportId));
      },
    });
    if (!out.writableEnded) out.end();
    await closed;
    await rename(partPath, filePath);
    await deps.db.update(orderListExports).set({ status: "done", doneCount: row.orderIds.length, filePath, finishedAt: new Date() }).where(eq(orderListExports.id, exportId));
  } catch (error) {
    log.error({ err: error, exportId }, "order list export failed");
    await rm(partPath, { force: true });
    await deps.db.update(orderListExports).set({ status: "failed", finishedAt: new Date() }).where(eq(orderListExports.id, exportId));
  }
}

/**
 * The `orders.exportCleanup` job: removes exports older than a day, with their files, and any
 * file in the exports folder older than that which no export names. Idempotent.
 */
export async function removeOldExports(deps: AppDeps, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - deps.config.orderExport.keepMs);
  const removed = await deps.db.delete(orderListExports).where(lt(orderListExports.createdAt, cutoff)).returning({ filePath: orderListExports.filePath });
  for (const r of removed) if (r.filePath) await rm(r.filePath, { force: true });
  const dir = deps.config.orderExport.dir;
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtime < cutoff) await rm(file, { force: true });
  }
  return removed.length;
}
