import { useSearchParams } from "react-router";
import type { ProductColourOption } from "../../../server/modules/catalog/product-detail.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { useT } from "../../i18n.ts";
import { useRootData } from "../../root-data.ts";
import { BackInStockForm } from "./BackInStockForm.tsx";
import { StockNotifications } from "./StockNotifications.tsx";
import styles from "./notifications.module.css";

export interface ProductNotificationsProps {
  productCode: string;
  productName: string;
  colour: ProductColourOption;
}

/**
 * Back-in-stock on the product page, for a colour with sold-out sizes: partners choose sizes
 * in the inventory-notification modal; consumers (signed in or not) press one button. The
 * outcome of a request completed after signing in arrives as `?backInStock=`.
 */
export function ProductNotifications({ productCode, productName, colour }: ProductNotificationsProps) {
  const t = useT();
  const { shell } = useRootData();
  const [params] = useSearchParams();
  const outcome = params.get("backInStock");
  const soldOut = colour.sizes.some((s) => s.status === "outOfStock");
  const notice =
    outcome === "added" ? (
      <Alert tone="success">{t("notifications.added", { name: productName })}</Alert>
    ) : outcome === "nothingSoldOut" ? (
      <Alert tone="info">{t("notifications.nothingSoldOut")}</Alert>
    ) : null;
  if (!soldOut && !notice) return null;
  return (
    <div className={styles.block}>
      {notice}
      {soldOut && shell.site.b2b ? <StockNotifications productCode={productCode} colourCode={colour.code} colourName={colour.name} /> : null}
      {soldOut && !shell.site.b2b && outcome !== "added" ? <BackInStockForm productCode={productCode} productName={productName} colourCode={colour.code} /> : null}
    </div>
  );
}
