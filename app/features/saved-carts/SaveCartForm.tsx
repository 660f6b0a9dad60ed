import { useState } from "react";
import { useLocation } from "react-router";
import { oneOf } from "#domain/one-of.ts";
import { defaultSavedListNameOn, savedListNameMessage } from "#domain/saved-list-name.ts";
import { type SiteId } from "#domain/sites.ts";
import { useT } from "../../i18n.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { CsrfField } from "../../components/CsrfField.tsx";
import { SavedListNameField, savedListNameValid } from "../lists/SavedListNameField.tsx";
import ui from "../../components/ui/ui.module.css";
import styles from "./saved-carts.module.css";

const SAVE_ERRORS = ["required", "forbiddenCharacter", "tooLong", "empty", "noCart"] as const;


/**
 * "Save cart" on the cart page (decision 0058): a disclosure with the name (default name with
 * the day, §5 rules and counter) and description; a plain form posting `{cartPath}/save`, so it
 * works before and without script. A refusal comes back as `?saveError=`.
 */
export function SaveCartForm({ cartPath, siteId }: { cartPath: string; siteId: SiteId }) {
  const t = useT();
  const error = oneOf(SAVE_ERRORS, new URLSearchParams(useLocation().search).get("saveError"));
  const [name, setName] = useState(() => defaultSavedListNameOn(t("savedListName.defaultCart"), siteId, new Date()));
  const message = error === null || error === "empty" || error === "noCart" ? null : savedListNameMessage(error);
  const errorText = error === null ? null : message ? t(message.key, message.params) : t(`saveCart.${error === "empty" ? "empty" : "noCart"}`);
  return (
    <details className={styles.save} open={error !== null}>
      <summary className={`${ui.button} ${ui.secondary}`}>{t("saveCart.open")}</summary>
      <form method="post" action={`${cartPath}/save`}>
        <CsrfField />
        <p className={styles.note}>{t("saveCart.lead")}</p>
        {errorText ? <Alert tone="error">{errorText}</Alert> : null}
        <SavedListNameField label={t("saveCart.name")} value={name} onChange={setName} />
        <div className={styles.field}>
          <label htmlFor="save-cart-description">{t("saveCart.description")}</label>
          <input id="save-cart-description" name="description" maxLength={1000} />
        </div>
        <button type="submit" className={`${ui.button} ${ui.primary}`} disabled={!savedListNameValid(name)}>
          {t("saveCart.submit")}
        </button>
      </form>
    </details>
  );
}
