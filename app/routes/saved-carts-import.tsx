import { useLoaderData, type ClientLoaderFunctionArgs } from "react-router";
import { loadAccountTexts } from "../i18n-load.client.ts";
import { ImportCsv } from "../features/saved-carts/ImportCsv.tsx";
import { loadImport } from "../features/saved-carts/saved-carts.server.ts";
import type { LoaderArgs } from "../load-context.ts";
import { pageTitle } from "../meta.ts";

export const meta = pageTitle("savedCarts.documentTitle");

/** `{context}/my-account/saved-carts/import`: the CSV saved-cart import (decision 0058). */
export function loader(args: LoaderArgs) {
  return loadImport(args);
}

export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  await loadAccountTexts();
  return serverLoader<typeof loader>();
}

export default function SavedCartsImportRoute() {
  const view = useLoaderData<typeof loader>();
  return <ImportCsv view={view} />;
}
