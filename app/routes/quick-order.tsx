import { useLoaderData } from "react-router";
import { loadCartPage } from "../features/cart/cart-page.server.ts";
import { ListPageView } from "../features/lists/ListPageView.tsx";
import type { LoaderArgs } from "../load-context.ts";
import { pricesOr503 } from "../prices-unavailable.server.ts";
import { pageTitle } from "../meta.ts";
import { useRootData } from "../root-data.ts";

export const meta = pageTitle("title.quickOrder");

/** `{context}/quickOrder`: the quick order of the session's booking mode (decision 0056). */
export function loader(args: LoaderArgs) {
  return pricesOr503(() => loadCartPage(args, "quickOrder"));
}

export default function QuickOrderRoute() {
  const data = useLoaderData<typeof loader>();
  return <ListPageView data={data} csrfToken={useRootData().csrfToken} />;
}
