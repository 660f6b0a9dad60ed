import type { FormEvent } from "react";
import { sitePath } from "#domain/sites.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { useT } from "../../i18n.ts";
import type { QuickOrderToggles } from "./use-quick-order.ts";
import styles from "./lists.module.css";
import own from "./quick-order.module.css";

/**
 * A product's quick-order toggle (account-and-ordering §4): a pressed button while the product is
 * in the quick order. Before the page's script runs it is a form: adding posts the product code as
 * a material id, removing posts the removal, and the server answers with the quick-order page.
 * `onPage`: the product page's, spaced as a block of its own.
 */
export function QuickOrderToggle({ quickOrder, code, name, onPage = false }: { quickOrder: QuickOrderToggles; code: string; name: string; onPage?: boolean }) {
  const t = useT();
  const pressed = quickOrder.has(code);
  const site = { contextPath: quickOrder.contextPath };
  const action = pressed ? sitePath(site, `/quickOrder/del/${encodeURIComponent(code)}`) : sitePath(site, "/quickOrder/api/addMaterials");
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void quickOrder.toggle(code);
  };
  return (
    <form method="post" action={action} onSubmit={onSubmit} className={onPage ? own.pageToggleForm : own.toggleForm}>
      <input type="hidden" name="CSRFToken" value={quickOrder.csrfToken} />
      {pressed ? null : <input type="hidden" name="materialIds" value={code} />}
      <button type="submit" className={styles.toggle} aria-pressed={pressed} disabled={quickOrder.pending(code)} data-testid="quick-order-toggle" data-product={code}>
        <span aria-hidden="true">{pressed ? "✓" : "+"}</span>
        {pressed ? t("lists.toggle.added") : t("lists.toggle.add")}
        <span className="visually-hidden">{`: ${name}`}</span>
      </button>
    </form>
  );
}

/**
 * The page's one quick-order message: a refused toggle's (an error, read out at once) or "add all"'s
 * answer. `standalone`: above a page without its own padded container (the product page).
 */
export function QuickOrderNoticeBox({ quickOrder, standalone = false }: { quickOrder: QuickOrderToggles | null; standalone?: boolean }) {
  const notice = quickOrder?.notice;
  if (!notice) return null;
  return (
    <div className={standalone ? own.standaloneNotice : own.toggleNotice}>
      <Alert tone={notice.tone}>
        <p className={styles.alertText}>{notice.message}</p>
      </Alert>
    </div>
  );
}
