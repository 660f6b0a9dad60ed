import { useLoaderData } from "react-router";
import { OrderFormPage } from "../features/order-form/OrderFormPage.tsx";
import { loadOrderForm } from "../features/order-form/order-form.server.ts";
import type { LoaderArgs } from "../load-context.ts";
import { pageTitle } from "../meta.ts";

export const meta = pageTitle("title.orderForm");

/** `{context}/orderForm`: signed-in users on every site (decision 0059); signed out → the login page. */
export function loader(args: LoaderArgs) {
  return loadOrderForm(args);
}

export default function OrderFormRoute() {
  return <OrderFormPage data={useLoaderData<typeof loader>()} />;
}
