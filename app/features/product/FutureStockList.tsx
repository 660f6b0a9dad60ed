import type { FutureStockAnswer } from "#domain/future-stock.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { useT } from "../../i18n.ts";
import { useRootData } from "../../root-data.ts";
import { useJson } from "./use-json.ts";
import styles from "./product-extras.module.css";

export interface FutureStockListProps {
  productCode: string;
  skus: string[];
  colourName: string;
}

/** The future-stock popup's body: arrivals per size and date, the server's message, or the failure alert. */
export default function FutureStockList({ productCode, skus, colourName }: FutureStockListProps) {
  const t = useT();
  const { shell, csrfToken } = useRootData();
  const state = useJson<FutureStockAnswer>(`${shell.site.contextPath}/inventory/future-stock`, {
    body: JSON.stringify({ productCode, skus }),
    csrfToken,
  });
  if (state.kind === "loading") return <p role="status">{t("futureStock.loading")}</p>;
  if (state.kind === "failed") {
    return (
      <Alert tone="error">
        <p className={styles.alertText}>{t("common.failedToGetDeliveryModes")}</p>
        <p className={styles.alertText}>{t("futureStock.details", { details: state.details })}</p>
      </Alert>
    );
  }
  if (!state.data.available) return <p role="status">{state.data.message}</p>;
  const day = new Intl.DateTimeFormat(shell.locale, { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });
  return (
    <table className={styles.arrivals}>
      <caption>{t("futureStock.caption", { colour: colourName })}</caption>
      <thead>
        <tr>
          <th scope="col">{t("product.size")}</th>
          <th scope="col">{t("futureStock.date")}</th>
          <th scope="col">{t("futureStock.quantity")}</th>
        </tr>
      </thead>
      <tbody>
        {state.data.entries.map((e) => (
          <tr key={`${e.sku}|${e.date}`}>
            <th scope="row">{e.size}</th>
            <td>
              <time dateTime={e.date}>{day.format(new Date(`${e.date}T00:00:00Z`))}</time>
            </td>
            <td>{e.quantity}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
