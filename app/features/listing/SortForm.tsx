import { useId } from "react";
import type { FacetState } from "#domain/facets.ts";
import type { MessageKey } from "#domain/i18n/index.ts";
import { useT } from "../../i18n.ts";
import { hiddenFields } from "./listing-links.ts";
import styles from "./listing.module.css";

const SORT_OPTIONS = ["relevance", "name", "price-asc", "price-desc", "newest"] as const;

/** Sort select in a GET form: changes submit at once with JavaScript; the button serves without. */
export function SortForm({ basePath, state, sort, searching, hydrated }: { basePath: string; state: FacetState; sort: string; searching: boolean; hydrated: boolean }) {
  const t = useT();
  const id = useId();
  const options = SORT_OPTIONS.filter((s) => s !== "relevance" || searching);
  return (
    <form method="get" action={basePath} className={styles.sortForm}>
      {hiddenFields(state, "sort").map((f, i) => (
        <input key={`${f.name}-${i}`} type="hidden" name={f.name} value={f.value} />
      ))}
      <label htmlFor={id}>{t("listing.sort")}</label>
      <select id={id} name="sort" defaultValue={sort} className={styles.select} onChange={(e) => e.currentTarget.form?.requestSubmit()}>
        {options.map((s) => (
          <option key={s} value={s}>
            {t(`listing.sort.${s}` as MessageKey)}
          </option>
        ))}
      </select>
      <button type="submit" className={hydrated ? "visually-hidden" : styles.secondaryButton}>
        {t("listing.sort.apply")}
      </button>
    </form>
  );
}
