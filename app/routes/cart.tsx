import { useLoaderData } from "react-router";
import { CartPage } from "../features/cart/CartPage.tsx";
import { CartEmpty, NoCart } from "../features/cart/CartEmpty.tsx";
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
  const { csrfToken } = useRootData();
  if (data.view.kind === "noCart") return <NoCart />;
  if (data.view.kind === "empty") return <CartEmpty shopHref={data.shopHref} undo={data.undo} csrfToken={csrfToken} sellSheet={data.sellSheet} />;
  return (
    <CartPage
      view={data.view}
      cartPath={data.cartPath}
      checkoutHref={data.checkoutHref}
      initial={data.initial}
      idMaxLength={data.idMaxLength}
      csrfToken={csrfToken}
      guest={data.guest}
      undo={data.undo}
      sellSheet={data.sellSheet}
    />
  );
}
