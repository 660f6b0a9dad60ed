import { useActionData, useLoaderData, type ClientLoaderFunctionArgs } from "react-router";
import { loadAccountTexts } from "../i18n-load.client.ts";
import { RestoreSavedCart } from "../features/saved-carts/RestoreSavedCart.tsx";
import { loadRestore, restoreAction } from "../features/saved-carts/saved-carts.server.ts";
import type { ActionArgs, LoaderArgs } from "../load-context.ts";
import { pageTitle } from "../meta.ts";

export const meta = pageTitle("savedCarts.documentTitle");

/** `{context}/my-account/saved-carts/{code}/restore`: GET confirms, POST restores and shows the per-line report (decision 0058). */
export function loader(args: LoaderArgs) {
  return loadRestore(args);
}

export function action(args: ActionArgs) {
  return restoreAction(args);
}

export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  await loadAccountTexts();
  return serverLoader<typeof loader>();
}

export default function SavedCartRestoreRoute() {
  const view = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  return <RestoreSavedCart view={view} outcome={outcome} />;
}
