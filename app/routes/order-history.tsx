import { useLoaderData, type ClientLoaderFunctionArgs } from "react-router";
import { loadAccountTexts } from "../i18n-load.client.ts";
import { OrderHistory } from "../features/order-history/OrderHistory.tsx";
import { loadOrderHistory } from "../features/order-history/order-history.server.ts";
import type { LoaderArgs } from "../load-context.ts";
import { pageTitle } from "../meta.ts";

export const meta = pageTitle("orderHistory.pageTitle");

/** `{context}/my-account/orders` (decision 0049). */
export function loader(args: LoaderArgs) {
  return loadOrderHistory(args);
}

/** A client-side navigation here first adds the account texts (decision 0016). */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  await loadAccountTexts();
  return serverLoader<typeof loader>();
}

export default function OrderHistoryRoute() {
  const view = useLoaderData<typeof loader>();
  return <OrderHistory view={view} />;
}
