import { useLoaderData, type ClientLoaderFunctionArgs } from "react-router";
import { loadAccountTexts } from "../i18n-load.client.ts";
import { ExportProgress } from "../features/order-export/ExportProgress.tsx";
import { loadExportProgress } from "../features/order-export/export-progress.server.ts";
import type { LoaderArgs } from "../load-context.ts";
import { pageTitle } from "../meta.ts";

export const meta = pageTitle("orderExport.progress.documentTitle");

/** `{context}/my-account/exportOrderList/{id}`: a large order export's progress and download (decision 0050). */
export function loader(args: LoaderArgs) {
  return loadExportProgress(args);
}

/** A client-side navigation here first adds the account texts. */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  await loadAccountTexts();
  return serverLoader<typeof loader>();
}

export default function OrderExportProgressRoute() {
  const view = useLoaderData<typeof loader>();
  return <ExportProgress view={view} />;
}
