import { toDecimalString } from "#domain/money.ts";
import type { ProductDetail } from "../../../server/modules/catalog/product-detail.ts";
import { useRootData } from "../../root-data.ts";

/** schema.org Product with its offer, for search engines (consumer site only). */
export function productJsonLd(product: ProductDetail, canonical: string): Record<string, unknown> {
  const origin = new URL(canonical).origin;
  const orderable = product.colours.some((c) => c.orderable);
  const first = product.colours[0];
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    sku: product.code,
    mpn: String(product.materialId),
    brand: { "@type": "Brand", name: "Brim" },
    ...(first ? { image: `${origin}${first.imageUrl}?size=800` } : {}),
    ...(product.msrp
      ? {
          offers: {
            "@type": "Offer",
            url: canonical,
            price: toDecimalString({ amount: product.msrp.value, currency: product.msrp.currency }),
            priceCurrency: product.msrp.currency,
            availability: orderable ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
          },
        }
      : {}),
  };
}

/** The JSON-LD block, carrying the page's CSP nonce; `<` is escaped so no text can close the script. */
export function ProductJsonLd({ product, canonical }: { product: ProductDetail; canonical: string }) {
  const { nonce } = useRootData();
  const json = JSON.stringify(productJsonLd(product, canonical)).replace(/</g, "\\u003c");
  return <script type="application/ld+json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}
