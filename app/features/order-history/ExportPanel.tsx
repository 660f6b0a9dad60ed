import { useEffect, useRef } from "react";
import { joinOrderCodes } from "#domain/order-export-selection.ts";
import { historyQuery } from "#domain/order-history-filters.ts";
import { CsrfField } from "../../components/CsrfField.tsx";
import { useT } from "../../i18n.ts";
import { EXPORT_FORM_ID } from "./HistoryTable.tsx";
import type { OrderHistoryView } from "./order-history-view.ts";
import ui from "../../components/ui/ui.module.css";
import styles from "./order-history.module.css";

const FORMATS = ["xlsx", "pdf", "csv"] as const;

/**
 * The export form (decision 0049): the rows' boxes post as repeated `orderCodes` fields (one code
 * each) to `{context}/my-account/exportOrderList` with `format`; "all matching" posts
 * `allMatching=true` and the list's filters instead. Sales reps and agents also send the PDF by
 * mail: the same form posted to `…/exportOrderList/send` with `sendToCustomer`, `sendToAsmAgent`
 * and `returnUrl`. No script needed; with one, the codes go as one `orderCodes` field joined by `;`
 * (§7 "Order export joins the chosen codes with a semicolon").
 */
export function ExportPanel({ view, form }: { view: OrderHistoryView; form: NonNullable<OrderHistoryView["exportForm"]> }) {
  const t = useT();
  const { params } = view;
  const filters = new URLSearchParams(historyQuery(params));
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const join = (event: FormDataEvent) => {
      const codes = event.formData.getAll("orderCodes").map(String);
      event.formData.delete("orderCodes");
      if (codes.length) event.formData.set("orderCodes", joinOrderCodes(codes));
    };
    element.addEventListener("formdata", join);
    return () => element.removeEventListener("formdata", join);
  }, []);
  return (
    <form ref={ref} id={EXPORT_FORM_ID} method="post" action={form.action} className={styles.export}>
      <CsrfField />
      <input type="hidden" name="returnUrl" value={view.currentUrl} />
      {["filterBy", "searchCode", "customerFilterId", "activeTab", "sort"].map((name) => {
        const value = filters.get(name);
        return value ? <input key={name} type="hidden" name={name} value={value} /> : null;
      })}
      <fieldset className={styles.exportGroup}>
        <legend>{t("orderHistory.export.legend")}</legend>
        <p className={styles.hint}>{t("orderHistory.export.hint")}</p>
        <label className={styles.check}>
          <input type="checkbox" name="allMatching" value="true" />
          {t("orderHistory.export.allMatching", { count: view.total })}
        </label>
        <div className={styles.exportRow}>
          <label className={styles.field}>
            <span>{t("orderHistory.export.format")}</span>
            <select name="format" defaultValue="xlsx">
              {FORMATS.map((f) => (
                <option key={f} value={f}>
                  {t(`orderHistory.export.${f}`)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={`${ui.button} ${ui.primary}`}>
            {t("orderHistory.export.submit")}
          </button>
        </div>
      </fieldset>
      {form.sendAction ? (
        <fieldset className={styles.exportGroup}>
          <legend>{t("orderHistory.pdfSend.legend")}</legend>
          <label className={styles.check}>
            <input type="checkbox" name="sendToCustomer" value="true" defaultChecked />
            {t("orderHistory.pdfSend.customer")}
          </label>
          <label className={styles.check}>
            <input type="checkbox" name="sendToAsmAgent" value="true" />
            {t("orderHistory.pdfSend.me")}
          </label>
          <button type="submit" formAction={form.sendAction} className={`${ui.button} ${ui.secondary}`}>
            {t("orderHistory.pdfSend.submit")}
          </button>
        </fieldset>
      ) : null}
    </form>
  );
}
