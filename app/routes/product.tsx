import { data, useLoaderData, type MetaDescriptor, type MetaFunction } from "react-router";
import { translatorFor } from "../i18n.ts";
import { ProductPage } from "../features/product/ProductPage.tsx";
import type { LoaderArgs } from "../load-context.ts";
import type { RootData } from "../root.tsx";
import type { SharedDocumentHandle } from "../../server/http/shared-document.ts";

/** The same HTML for every visitor without a session (server/http/shared-document.ts). */
export const handle: SharedDocumentHandle = { sharedDocument: true };

export async function loader({ request, params, context }: LoaderArgs) {
  const { ctx, services } = context;
  const colour = new URL(request.url).searchParams.get("colour");
  const product = await services.product.productDetail(ctx, params.code ?? "", colour);
  if (!product) throw data(null, { status: 404 });
  const [extras, targets, quickOrder] = await Promise.all([
    services.productPage.productPageExtras(ctx, product.code),
    services.bookingWindows.openDeliveryTargets(ctx),
    services.quickOrderProducts.quickOrderProductCodes(ctx, [product.code]),
  ]);
  // Consumer pages are indexed under one URL per product, whatever colour the link chose.
  const canonical = ctx.site.b2b ? null : `${context.origin}${product.url}`;
  return { product, canonical, extras, targets, quickOrder };
}

/** Title with the product's name; the canonical link on the consumer site. */
export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => {
  const root = matches.find((m) => m.id === "root")?.data as RootData | undefined;
  const language = root?.shell.language ?? "en";
  const site = root?.shell.site.name ?? "Brim";
  if (!loaded) return [{ title: translatorFor(language)("title.notFound", { site }) }];
  const tags: MetaDescriptor[] = [{ title: translatorFor(language)("title.product", { name: loaded.product.name, site }) }];
  if (loaded.canonical) tags.push({ tagName: "link", rel: "canonical", href: loaded.canonical });
  return tags;
};

export default function ProductRoute() {
  const { product, canonical, extras, targets, quickOrder } = useLoaderData<typeof loader>();
  return <ProductPage key={product.code} product={product} canonical={canonical} extras={extras} targets={targets} quickOrder={quickOrder} />;
}
