import { useT } from "../../i18n.ts";
import type { EmptiedCartUndo } from "./cart-view.ts";
import { EmptiedCartUndoNotice } from "./RemovalNotices.tsx";
import styles from "./cart.module.css";

export function CartEmpty({ shopHref, undo, csrfToken }: { shopHref: string; undo: EmptiedCartUndo | null; csrfToken: string }) {
  const t = useT();
  return (
    <div className={styles.page}>
      <h1>{t("cartPage.title")}</h1>
      {undo ? <EmptiedCartUndoNotice undo={undo} csrfToken={csrfToken} /> : null}
      <div className={styles.empty}>
        <h2>{t("cartPage.empty.title")}</h2>
        <p>{t("cartPage.empty.body")}</p>
        <a href={shopHref}>{t("cartPage.empty.shop")}</a>
      </div>
    </div>
  );
}

/** Sales representatives and agents have no cart of their own (decision 0017). */
export function NoCart() {
  const t = useT();
  return (
    <div className={styles.page}>
      <h1>{t("cartPage.title")}</h1>
      <div className={styles.empty} role="status">
        <h2>{t("cartPage.noCart.title")}</h2>
        <p>{t("cartPage.noCart.body")}</p>
      </div>
    </div>
  );
}
