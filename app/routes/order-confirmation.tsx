import { useLoaderData, type ClientLoaderFunctionArgs } from "react-router";
import { loadCheckoutTexts } from "../i18n-load.client.ts";
import { OrderConfirmation } from "../features/orders/OrderConfirmation.tsx";
import { loadOrderConfirmation } from "../features/orders/order-confirmation.server.ts";
import type { LoaderArgs } from "../load-context.ts";
import { pageTitle } from "../meta.ts";

export const meta = pageTitle("order.confirmation.title");

/** `{context}/checkout/orderConfirmation/{code}` (decision 0022). */
export function loader(args: LoaderArgs) {
  return loadOrderConfirmation(args);
}

/** A client-side navigation here first adds the checkout's texts (decision 0016). */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  await loadCheckoutTexts();
  return serverLoader<typeof loader>();
}

export default function OrderConfirmationRoute() {
  const order = useLoaderData<typeof loader>();
  return <OrderConfirmation order={order} />;
}
