import { useId, useState } from "react";
import { Form } from "react-router";
import { KEYWORD_MAX_LENGTH, PRODUCT_IDS_MAX_LENGTH, sanitizeProductIds } from "#domain/order-form.ts";
import { Button } from "../../components/ui/Button.tsx";
import { useT } from "../../i18n.ts";
import styles from "./order-form.module.css";

/**
 * The two searches (service-and-support §2): by keyword, through the catalogue search, and by
 * product ids, sanitised as typed (§5; the server sanitises again). Plain GET forms.
 */
export function OrderFormSearch({ text, ids }: { text: string; ids: string }) {
  const t = useT();
  const keywordId = useId();
  const idsId = useId();
  const hintId = useId();
  const [idsText, setIdsText] = useState(ids);
  return (
    <div className={styles.searches}>
      <Form method="get" role="search" className={styles.search} aria-label={t("orderForm.search.keyword")}>
        <label htmlFor={keywordId}>{t("orderForm.search.keyword")}</label>
        <div className={styles.searchRow}>
          <input id={keywordId} className={styles.searchInput} type="search" name="text" defaultValue={text} maxLength={KEYWORD_MAX_LENGTH} required />
          <Button type="submit">{t("orderForm.search.submit")}</Button>
        </div>
      </Form>
      <Form method="get" role="search" className={styles.search} aria-label={t("orderForm.search.ids")}>
        <label htmlFor={idsId}>{t("orderForm.search.ids")}</label>
        <div className={styles.searchRow}>
          <input
            id={idsId}
            className={styles.searchInput}
            type="text"
            name="ids"
            value={idsText}
            onChange={(e) => setIdsText(sanitizeProductIds(e.currentTarget.value))}
            maxLength={PRODUCT_IDS_MAX_LENGTH}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={hintId}
            required
          />
          <Button type="submit">{t("orderForm.search.submitIds")}</Button>
        </div>
        <p id={hintId} className={styles.hint}>
          {t("orderForm.search.idsHint")}
        </p>
      </Form>
    </div>
  );
}
