import { useLoaderData, type ClientLoaderFunctionArgs } from "react-router";
import { loadAccountTexts } from "../i18n-load.client.ts";
import { SavedCart } from "../features/saved-carts/SavedCart.tsx";
import { loadSavedCart } from "../features/saved-carts/saved-carts.server.ts";
import type { LoaderArgs } from "../load-context.ts";
import { pageTitle } from "../meta.ts";

export const meta = pageTitle("savedCarts.documentTitle");

/** `{context}/my-account/saved-carts/{code}`: one saved cart, read only (decision 0058). */
export function loader(args: LoaderArgs) {
  return loadSavedCart(args);
}

export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  await loadAccountTexts();
  return serverLoader<typeof loader>();
}

export default function SavedCartRoute() {
  const view = useLoaderData<typeof loader>();
  return <SavedCart view={view} />;
}
