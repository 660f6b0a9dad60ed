import { useLoaderData } from "react-router";
import { ListPageView } from "../features/lists/ListPageView.tsx";
import { loadCartPage } from "../features/cart/cart-page.server.ts";
import type { LoaderArgs } from "../load-context.ts";
import { pricesOr503 } from "../prices-unavailable.server.ts";
import { pageTitle } from "../meta.ts";
import { useRootData } from "../root-data.ts";

export const meta = pageTitle("title.cart");

/** `{context}/cart`: the cart of the session's booking mode (decision 0018). */
export function loader(args: LoaderArgs) {
  return pricesOr503(() => loadCartPage(args));
}

export default function CartRoute() {
  const data = useLoaderData<typeof loader>();
  return <ListPageView data={data} csrfToken={useRootData().csrfToken} />;
}
