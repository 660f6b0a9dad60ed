import { data, redirect } from "react-router";
import { sitePath } from "#domain/sites.ts";
import type { LoaderArgs } from "../../load-context.ts";
import type { ExportStatus } from "../../../server/modules/order-export/export-jobs.ts";

export interface ExportProgressView extends ExportStatus {
  /** Where "back" goes: the order history. */
  historyUrl: string;
  /** This page, for the refresh link. */
  selfUrl: string;
}

/** `{context}/my-account/exportOrderList/{id}`: a large export's progress, for its owner only (404 for anyone else). */
export async function loadExportProgress({ request, params, context }: LoaderArgs): Promise<ExportProgressView> {
  const { ctx } = context;
  const url = new URL(request.url);
  if (!ctx.user) throw redirect(`${sitePath(ctx.site, "/login")}?redirect=${encodeURIComponent(url.pathname)}`);
  const status = await context.services.orderExport.exportProgress(ctx, params.id ?? "");
  if (!status) throw data(null, { status: 404 });
  return { ...status, historyUrl: sitePath(ctx.site, "/my-account/orders"), selfUrl: sitePath(ctx.site, `/my-account/exportOrderList/${status.id}`) };
}
