import { useState } from "react";
import { Alert } from "../../components/ui/Alert.tsx";
import { CsrfField } from "../../components/CsrfField.tsx";
import { SavedListNameField, savedListNameValid } from "../lists/SavedListNameField.tsx";
import { useT } from "../../i18n.ts";
import type { SavedCartPage } from "../../../server/modules/saved-carts/page-data.ts";
import { itemsText, savedDay, totalText } from "./saved-cart-format.ts";
import ui from "../../components/ui/ui.module.css";
import cardTable from "../../components/ui/card-table.module.css";
import styles from "./saved-carts.module.css";

/** The rename form (`POST {savedCartUrl}/edit-name`) with the 255-character counter of §9. */
function RenameForm({ view, error }: { view: SavedCartPage; error: boolean }) {
  const t = useT();
  const [name, setName] = useState(view.item.name);
  return (
    <form method="post" action={`${view.item.url}/edit-name`} className={styles.field}>
      <CsrfField />
      <SavedListNameField label={t("savedCarts.rename.label")} value={name} onChange={setName} problem={error ? t("savedCarts.nameChangeError") : null} />
      <span>
        <button type="submit" className={`${ui.button} ${ui.secondary}`} disabled={!savedListNameValid(name)}>
          {t("savedCarts.rename.submit")}
        </button>
      </span>
    </form>
  );
}

/** `{context}/my-account/saved-carts/{code}`: a saved cart's lines, read only, its totals, rename and restore. */
export function SavedCart({ view }: { view: SavedCartPage & { renamed: boolean; nameError: string | null } }) {
  const t = useT();
  const item = view.item;
  return (
    <div className={styles.page}>
      <p>
        <a href={view.urls.self}>{t("savedCarts.detail.back")}</a>
      </p>
      <h1>{item.name}</h1>
      <p className={styles.note}>
        {t(`booking.mode.${item.mode}`)} · {savedDay(item, view.locale, view.timeZone)}
        {item.description ? ` · ${item.description}` : ""}
      </p>
      {view.renamed ? <Alert tone="success">{t("savedCarts.rename.done")}</Alert> : null}
      <RenameForm view={view} error={view.nameError !== null} />
      <p>
        {itemsText(t, item)} · {t("savedCarts.column.total")}: {totalText(t, item)}
      </p>
      {item.status === "finished" ? (
        <form method="post" action={`${item.url}/restore`}>
          <CsrfField />
          <button type="submit" className={`${ui.button} ${ui.primary}`}>
            {t("savedCarts.restore")}
          </button>
        </form>
      ) : null}
      <h2>{t("savedCarts.detail.lines")}</h2>
      {view.lines.length === 0 ? (
        <p>{t("savedCarts.detail.noLines")}</p>
      ) : (
        <table className={`${styles.table} ${cardTable.cardTable}`}>
          <thead>
            <tr>
              <th scope="col">{t("savedCarts.detail.product")}</th>
              <th scope="col">{t("savedCarts.detail.size")}</th>
              <th scope="col">{t("savedCarts.detail.target")}</th>
              <th scope="col">{t("savedCarts.detail.quantity")}</th>
            </tr>
          </thead>
          <tbody>
            {view.lines.map((line) => (
              <tr key={line.key}>
                <td data-label={t("savedCarts.detail.product")}>
                  <span>
                    {line.productName}
                    <span className={styles.note}>
                      {line.materialId} · {line.colour}
                    </span>
                  </span>
                </td>
                <td data-label={t("savedCarts.detail.size")}>{line.size}</td>
                <td data-label={t("savedCarts.detail.target")}>{line.target ?? "—"}</td>
                <td data-label={t("savedCarts.detail.quantity")}>{line.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
