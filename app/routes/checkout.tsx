import { useLoaderData, type ClientLoaderFunctionArgs } from "react-router";
import { loadCheckoutTexts } from "../i18n-load.client.ts";
import { CheckoutPage } from "../features/checkout/CheckoutPage.tsx";
import { loadCheckoutPage } from "../features/checkout/checkout-page.server.ts";
import type { LoaderArgs } from "../load-context.ts";
import { pricesOr503 } from "../prices-unavailable.server.ts";
import { pageTitle } from "../meta.ts";
import { useRootData } from "../root-data.ts";

export const meta = pageTitle("title.checkout");

/** `{context}/checkout`: the simple checkout of the session's cart (issue 5, decision 0024). */
export function loader(args: LoaderArgs) {
  return pricesOr503(() => loadCheckoutPage(args));
}

/** A client-side navigation here first adds the checkout's texts (decision 0016). */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  await loadCheckoutTexts();
  return serverLoader<typeof loader>();
}

export default function CheckoutRoute() {
  const view = useLoaderData<typeof loader>();
  const { csrfToken } = useRootData();
  return <CheckoutPage view={view} csrfToken={csrfToken} />;
}
