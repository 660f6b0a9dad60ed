import { useT } from "../../i18n.ts";
import type { EmptiedCartUndo } from "./cart-view.ts";
import { EmptiedCartUndoNotice } from "./RemovalNotices.tsx";
import { SellSheetImport } from "../sell-sheet/SellSheetImport.tsx";
import type { SellSheetSettings } from "../sell-sheet/sell-sheet-settings.ts";
import styles from "./cart.module.css";

export function CartEmpty({ shopHref, undo, csrfToken, sellSheet = null }: { shopHref: string; undo: EmptiedCartUndo | null; csrfToken: string; sellSheet?: SellSheetSettings | null }) {
  const t = useT();
  return (
    <div className={styles.page}>
      <h1>{t("cartPage.title")}</h1>
      {undo ? <EmptiedCartUndoNotice undo={undo} csrfToken={csrfToken} /> : null}
      {sellSheet ? <SellSheetImport settings={sellSheet} csrfToken={csrfToken} /> : null}
      <div className={styles.empty}>
        <h2>{t("cartPage.empty.title")}</h2>
        <p>{t("cartPage.empty.body")}</p>
        <a href={shopHref}>{t("cartPage.empty.shop")}</a>
      </div>
    </div>
  );
}

/** Sales representatives and agents have no cart of their own (decision 0017). */
export function NoCart({ title, body }: { title?: string; body?: string } = {}) {
  const t = useT();
  return (
    <div className={styles.page}>
      <h1>{title ?? t("cartPage.title")}</h1>
      <div className={styles.empty} role="status">
        <h2>{t("cartPage.noCart.title")}</h2>
        <p>{body ?? t("cartPage.noCart.body")}</p>
      </div>
    </div>
  );
}
