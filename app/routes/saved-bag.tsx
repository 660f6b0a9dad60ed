import { useLoaderData } from "react-router";
import { loadCartPage } from "../features/cart/cart-page.server.ts";
import { ListPageView } from "../features/lists/ListPageView.tsx";
import type { LoaderArgs } from "../load-context.ts";
import { pricesOr503 } from "../prices-unavailable.server.ts";
import { pageTitle } from "../meta.ts";
import { useRootData } from "../root-data.ts";

export const meta = pageTitle("title.savedBag");

/** `{context}/savedBag/{code}`: one saved bag with the cart page's grids (decision 0056). */
export function loader(args: LoaderArgs) {
  return pricesOr503(() => loadCartPage(args, "savedBag", args.params.code));
}

export default function SavedBagRoute() {
  const data = useLoaderData<typeof loader>();
  return <ListPageView data={data} csrfToken={useRootData().csrfToken} />;
}
