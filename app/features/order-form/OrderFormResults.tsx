import { Form } from "react-router";
import { canCreateOrderForm } from "#domain/order-form.ts";
import { useHydrated } from "../../components/header/use-hydrated.ts";
import { Button } from "../../components/ui/Button.tsx";
import { useT } from "../../i18n.ts";
import type { ProductTile } from "../../../server/modules/catalog/featured.ts";
import type { OrderFormResults as Results } from "./order-form.server.ts";
import styles from "./order-form.module.css";

const CREATE_FORM_ID = "orderFormCreate";

export interface OrderFormResultsProps {
  results: Results;
  text: string;
  ids: string;
  checked: readonly string[];
  maxProducts: number;
  onToggle: (code: string, on: boolean) => void;
  onClear: () => void;
}

/**
 * The found products, a checkbox each, and "Create order form": a GET of the checked ids
 * (`?selected=`), so it works without script too; with script the ids checked in earlier
 * searches (session storage) go with it.
 */
export function OrderFormResults({ results, text, ids, checked, maxProducts, onToggle, onClear }: OrderFormResultsProps) {
  const t = useT();
  const hydrated = useHydrated();
  const items: (ProductTile & { materialId?: number })[] = results.kind === "none" ? [] : results.items;
  const shown = new Set(items.map((i) => i.code));
  const atMax = checked.length >= maxProducts;
  const canCreate = canCreateOrderForm(checked.length, maxProducts);
  const createBar =
    items.length > 0 || checked.length > 0 ? (
      <Form method="get" id={CREATE_FORM_ID} className={styles.createBar} aria-label={t("orderForm.create")}>
        {text !== "" ? <input type="hidden" name="text" value={text} /> : null}
        {ids !== "" ? <input type="hidden" name="ids" value={ids} /> : null}
        {checked
          .filter((code) => !shown.has(code))
          .map((code) => (
            <input key={code} type="hidden" name="selected" value={code} />
          ))}
        <p className={styles.checkedCount} role="status">
          {t("orderForm.checked", { count: checked.length })}
          {atMax ? ` ${t("orderForm.checked.max", { max: maxProducts })}` : ""}
        </p>
        {hydrated && checked.length > 0 ? (
          <Button variant="secondary" onPress={onClear}>
            {t("orderForm.uncheckAll")}
          </Button>
        ) : null}
        {/* Without script the server decides: no checked id, no grid. */}
        <Button type="submit" isDisabled={hydrated && !canCreate} aria-describedby={hydrated && !canCreate ? "order-form-create-hint" : undefined}>
          {t("orderForm.create")}
        </Button>
        {hydrated && !canCreate ? (
          <p id="order-form-create-hint" className={styles.hint}>
            {t("orderForm.create.hint")}
          </p>
        ) : null}
      </Form>
    ) : null;
  return (
    <>
      {results.kind !== "none" ? (
        <section aria-labelledby="order-form-results" className={styles.results}>
          <h2 id="order-form-results" className={styles.sectionTitle}>
            {t("orderForm.results.title")}
          </h2>
          <p role="status">
            {items.length === 0 ? t("orderForm.results.none") : t("orderForm.results.count", { count: results.kind === "keyword" ? results.total : items.length })}
          </p>
          {results.kind === "keyword" && results.total > items.length ? (
            <p className={styles.hint}>{t("orderForm.results.more", { shown: items.length, total: results.total })}</p>
          ) : null}
          {results.kind === "ids" && results.unmatched.length > 0 ? (
            <p className={styles.unmatched}>{t("orderForm.results.unmatched", { ids: results.unmatched.join(", ") })}</p>
          ) : null}
          {createBar}
          <ul className={styles.resultList}>
            {items.map((item) => {
              const on = checked.includes(item.code);
              return (
                <li key={item.code}>
                  <label className={styles.result} data-checked={on || undefined}>
                    <input
                      type="checkbox"
                      name="selected"
                      value={item.code}
                      form={CREATE_FORM_ID}
                      checked={on}
                      disabled={hydrated && !on && atMax}
                      onChange={(e) => onToggle(item.code, e.currentTarget.checked)}
                    />
                    {item.image.url ? <img src={`${item.image.url}?size=96`} alt="" width={48} height={48} className={styles.thumb} /> : null}
                    <span className={styles.resultText}>
                      <span className={styles.resultName}>{item.name}</span>
                      <span className={styles.resultMeta}>
                        {item.materialId !== undefined ? t("orderForm.results.material", { id: item.materialId }) : item.code}
                        {item.team ? ` · ${item.team}` : ""}
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {results.kind === "none" ? createBar : null}
    </>
  );
}
