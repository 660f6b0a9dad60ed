import { useT } from "../../i18n.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import type { OrderFormData } from "./order-form.server.ts";
import { OrderFormGrid } from "./OrderFormGrid.tsx";
import { OrderFormResults } from "./OrderFormResults.tsx";
import { OrderFormSearch } from "./OrderFormSearch.tsx";
import { useCheckedIds } from "./use-checked-ids.ts";
import styles from "./order-form.module.css";

/** `{context}/orderForm` (service-and-support §2, decision 0059): search, check, and order from one grid. */
export function OrderFormPage({ data }: { data: OrderFormData }) {
  const t = useT();
  const { checked, toggle, clear } = useCheckedIds(data.contextPath, data.selected, data.maxProducts);
  return (
    <div id="orderFormContainer" className={styles.page}>
      <h1 className={styles.title}>{t("orderForm.title")}</h1>
      <p className={styles.intro}>{t("orderForm.intro")}</p>
      <OrderFormSearch key={`${data.text}|${data.ids}`} text={data.text} ids={data.ids} />
      {data.capped ? <Alert tone="info">{t("orderForm.capped", { max: data.maxProducts })}</Alert> : null}
      {data.grid && data.grid.products.length > 0 ? (
        <OrderFormGrid key={data.selected.join(",")} grid={data.grid} mode={data.mode} targets={data.targets} skipStockLimits={data.skipStockLimits} />
      ) : null}
      <OrderFormResults results={data.results} text={data.text} ids={data.ids} checked={checked} maxProducts={data.maxProducts} onToggle={toggle} onClear={clear} />
    </div>
  );
}
