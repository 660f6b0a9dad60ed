import { toAnalyticsNumber } from "#domain/money.ts";
import { showsProgrammeMinimum } from "#domain/programme-minimum.ts";
import { useDataLayerEvent } from "../tracking/use-data-layer-event.ts";
import type { MessageKey } from "#domain/i18n/index.ts";
import type { DeliveryTargetChoice } from "../../../server/modules/cart/booking-windows.ts";
import type { ProductDetail } from "../../../server/modules/catalog/product-detail.ts";
import type { ProductPageExtras } from "../../../server/modules/cms/product-page.ts";
import { useT } from "../../i18n.ts";
import { useRootData } from "../../root-data.ts";
import { QuickOrderNoticeBox, QuickOrderToggle } from "../lists/QuickOrderToggle.tsx";
import { useQuickOrderToggles } from "../lists/use-quick-order.ts";
import { ProductNotifications } from "../notifications/ProductNotifications.tsx";
import { ColourPicker } from "./ColourPicker.tsx";
import { ProductGallery } from "./gallery/ProductGallery.tsx";
import { FitGuide } from "./FitGuide.tsx";
import { FutureStock } from "./FutureStock.tsx";
import { InboundInventory } from "./InboundInventory.tsx";
import { PriceBlock } from "./PriceBlock.tsx";
import { ProductJsonLd } from "./ProductJsonLd.tsx";
import { ProgramMinimum } from "./ProgramMinimum.tsx";
import { ReferenceCarousels } from "./ReferenceCarousels.tsx";
import { SizeQuantityForm } from "./SizeQuantityForm.tsx";
import { useDesktop } from "./use-desktop.ts";
import styles from "./product.module.css";

const LABEL_KEYS: Record<string, MessageKey | undefined> = {
  NEW: "label.NEW",
  BESTSELLER: "label.BESTSELLER",
  LIMITED: "label.LIMITED",
  ECO: "label.ECO",
};

/** The product detail page: gallery, name, prices, colours, sizes with stock and quantities. */
export function ProductPage({
  product,
  canonical,
  extras = null,
  targets = [],
  quickOrder: inQuickOrder = null,
}: {
  product: ProductDetail;
  canonical: string | null;
  extras?: ProductPageExtras | null;
  /** PREBOOKING: the delivery targets open for booking. */
  targets?: readonly DeliveryTargetChoice[];
  /** This product if it is in the quick order ([] if not); null for visitors without a quick order. */
  quickOrder?: string[] | null;
}) {
  const value = product.msrp ? toAnalyticsNumber({ amount: product.msrp.value, currency: product.msrp.currency }) : null;
  useDataLayerEvent(`view_item|${product.code}`, {
    event: "view_item",
    ecommerce: {
      currency: product.msrp?.currency ?? "",
      value,
      items: [
        {
          item_id: product.code,
          item_name: product.name,
          price: value,
          currency: product.msrp?.currency ?? "",
          item_brand: product.team ?? "Brim",
          item_category: product.silhouette,
          item_variant: product.selectedColour,
        },
      ],
    },
  });
  const t = useT();
  const { shell } = useRootData();
  const desktop = useDesktop();
  const quickOrder = useQuickOrderToggles(inQuickOrder);
  const shown = product.colours.find((c) => c.code === product.selectedColour) ?? product.colours[0];
  // Above 1023 px a colour must be chosen first; on a phone the shown colour is the choice.
  const colourChosen = product.selectedColour !== null || !desktop;
  return (
    <>
      <QuickOrderNoticeBox quickOrder={quickOrder} standalone />
      <article className={styles.page}>
        {canonical ? <ProductJsonLd product={product} canonical={canonical} /> : null}
        {/* The gallery's own column: sticky inside it, it stops where the column ends (decision 0044). */}
        {shown ? (
          <div className={styles.galleryColumn}>
            <ProductGallery productName={product.name} colour={shown} />
          </div>
        ) : null}
        <div className={styles.info}>
          {product.labels.length ? (
            <ul className={styles.labels} aria-label={t("labels.list")}>
              {product.labels.map((l) => {
                const key = LABEL_KEYS[l];
                return <li key={l}>{key ? t(key) : l}</li>;
              })}
            </ul>
          ) : null}
          <h1 className={styles.name}>{product.name}</h1>
          <p className={styles.meta}>
            {product.team ? <span>{t("product.team", { team: product.team })}</span> : null}
            {product.league ? <span>{t("product.league", { league: product.league })}</span> : null}
            <span>{t("product.silhouette", { name: product.silhouette })}</span>
            <span>{t("product.materialId", { id: product.materialId })}</span>
          </p>
          {extras?.fitGuideUid ? <FitGuide uid={extras.fitGuideUid} productCode={product.code} sameFit={extras.sameFit} /> : null}
          <PriceBlock product={product} />
          {quickOrder ? <QuickOrderToggle quickOrder={quickOrder} code={product.code} name={product.name} onPage /> : null}
          {shown ? (
            <>
              <ColourPicker colours={product.colours} shown={shown.code} chosen={product.selectedColour} desktop={desktop} />
              <SizeQuantityForm
                productCode={product.code}
                gcp={product.gcp}
                colour={shown}
                colourChosen={colourChosen}
                hasListPrice={product.msrp !== null}
                skipStockLimits={product.skipStockLimits}
                targets={targets}
              />
              <ProductNotifications productCode={product.code} productName={product.name} colour={shown} />
            </>
          ) : null}
          {shell.site.b2b && shown ? (
            <div className={styles.extras}>
              <div>
                <InboundInventory materialId={product.materialId} colourCode={shown.code} colourName={shown.name} />
              </div>
              {showsProgrammeMinimum(shell.booking.mode, product.gcp) ? <ProgramMinimum materialId={product.materialId} /> : null}
              <FutureStock productCode={product.code} colour={shown} />
            </div>
          ) : null}
          <section className={styles.description} aria-labelledby="product-description">
            <h2 id="product-description" className={styles.sectionTitle}>
              {t("product.description")}
            </h2>
            <p>{product.description}</p>
          </section>
        </div>
        {extras ? <ReferenceCarousels productCode={product.code} silhouette={product.silhouette} extras={extras} /> : null}
      </article>
    </>
  );
}
