import type { ProductDetail } from "../../../server/modules/catalog/product-detail.ts";
import { useT } from "../../i18n.ts";
import { useRootData } from "../../root-data.ts";
import { QuantityScale, useCustomerPrice, YourPrice } from "./YourPrice.tsx";
import styles from "./product.module.css";

/** MSRP in the visitor's currency and, for signed-in partners, their own price and its quantity scale. */
export function PriceBlock({ product }: { product: ProductDetail }) {
  const t = useT();
  // Consumers pay this price: "MSRP" is trade wording (decision 0043).
  const { shell } = useRootData();
  const fetched = product.showsYourPrice && !product.pricesHidden;
  const price = useCustomerPrice(shell.site.contextPath, fetched ? product.materialId : null);
  return (
    <>
      <dl className={styles.prices} aria-label={t("product.prices")}>
        <div>
          <dt>{shell.site.b2b ? t("product.msrp") : t("consumer.price")}</dt>
          <dd className={styles.msrp}>{product.msrp ? product.msrp.formattedValue : t("price.notAvailable")}</dd>
        </div>
        {product.showsYourPrice ? (
          <div>
            <dt>{t("product.yourPrice")}</dt>
            {product.pricesHidden ? <dd className={styles.yourPrice}>{t("price.hidden")}</dd> : <YourPrice state={price} />}
          </div>
        ) : null}
      </dl>
      {fetched ? <QuantityScale state={price} /> : null}
    </>
  );
}
