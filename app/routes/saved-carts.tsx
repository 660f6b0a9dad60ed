import { useLoaderData, type ClientLoaderFunctionArgs } from "react-router";
import { loadAccountTexts } from "../i18n-load.client.ts";
import { SavedCarts } from "../features/saved-carts/SavedCarts.tsx";
import { loadSavedCarts } from "../features/saved-carts/saved-carts.server.ts";
import type { LoaderArgs } from "../load-context.ts";
import { pageTitle } from "../meta.ts";

export const meta = pageTitle("savedCarts.documentTitle");

/** `{context}/my-account/saved-carts`: the saved carts list (decision 0058). */
export function loader(args: LoaderArgs) {
  return loadSavedCarts(args);
}

export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  await loadAccountTexts();
  return serverLoader<typeof loader>();
}

export default function SavedCartsRoute() {
  const view = useLoaderData<typeof loader>();
  return <SavedCarts view={view} />;
}
