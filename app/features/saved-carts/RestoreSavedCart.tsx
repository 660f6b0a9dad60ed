import { Alert } from "../../components/ui/Alert.tsx";
import { CsrfField } from "../../components/CsrfField.tsx";
import { useT } from "../../i18n.ts";
import type { ReorderLine } from "../../../server/modules/orders/reorder.ts";
import type { RestorePage } from "../../../server/modules/saved-carts/page-data.ts";
import { ReorderReport } from "../order-detail/Reorder.tsx";
import ui from "../../components/ui/ui.module.css";
import styles from "./saved-carts.module.css";

export type RestoreOutcome = { ok: true; lines: ReorderLine[] } | { ok: false; error: "modeNotAvailable" | "uploading" };

/** `{context}/my-account/saved-carts/{code}/restore`: confirm, then the reorder's per-line report and the way to the cart. */
export function RestoreSavedCart({ view, outcome }: { view: RestorePage; outcome: RestoreOutcome | undefined }) {
  const t = useT();
  const mode = t(`booking.mode.${view.mode}`);
  return (
    <div className={styles.page}>
      <p>
        <a href={view.urls.self}>{t("savedCarts.detail.back")}</a>
      </p>
      <h1>{t("savedCarts.restore.title", { name: view.name })}</h1>
      {outcome?.ok === false ? <Alert tone="error">{t(`savedCarts.restore.${outcome.error}`)}</Alert> : null}
      {outcome?.ok ? (
        <>
          <Alert tone="success">{t("savedCarts.restore.done", { name: view.name, mode })}</Alert>
          <ReorderReport lines={outcome.lines} />
          <p>
            <a className={`${ui.button} ${ui.primary}`} href={view.urls.cart}>
              {t("reorder.viewCart")}
            </a>
          </p>
        </>
      ) : (
        <form method="post" action={view.urls.restore}>
          <CsrfField />
          <p>{t("savedCarts.restore.lead", { mode })}</p>
          <button type="submit" className={`${ui.button} ${ui.primary}`}>
            {t("savedCarts.restore.confirm")}
          </button>
        </form>
      )}
    </div>
  );
}
