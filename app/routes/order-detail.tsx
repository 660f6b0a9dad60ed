import { useLoaderData, type ClientLoaderFunctionArgs } from "react-router";
import { loadAccountTexts } from "../i18n-load.client.ts";
import { OrderDetail } from "../features/order-detail/OrderDetail.tsx";
import { loadOrderDetail } from "../features/order-detail/order-detail.server.ts";
import type { LoaderArgs } from "../load-context.ts";
import { pageTitle } from "../meta.ts";

export const meta = pageTitle("orderDetail.pageTitle");

/** `{context}/my-account/order/{code}` (issue 14, decision 0051). */
export function loader(args: LoaderArgs) {
  return loadOrderDetail(args);
}

/** A client-side navigation here first adds the account texts. */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  await loadAccountTexts();
  return serverLoader<typeof loader>();
}

export default function OrderDetailRoute() {
  const order = useLoaderData<typeof loader>();
  return <OrderDetail key={`${order.code}-${order.update.status ?? ""}-${order.totalQuantity}`} order={order} />;
}
