import { useState } from "react";
import { useT } from "../../i18n.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { Button } from "../../components/ui/Button.tsx";
import { LazyModal } from "../../components/ui/LazyModal.tsx";
import { cartApi, type CartApiContext } from "./cart-api.ts";
import styles from "./cart.module.css";

/**
 * Clear cart, after a confirmation: a dialog with script; without it the button asks the page
 * again with `confirmClear=1`, which shows the same question inline (a form posting cart/clear).
 */
export function ClearCart({ api, busy, confirmInline, units, list = false }: { api: CartApiContext; busy: boolean; confirmInline: boolean; units: number; list?: boolean }) {
  const t = useT();
  // The quick order and saved bags say "list" where the cart says "cart" (decision 0056).
  const text = (key: "open" | "title" | "question" | "confirm" | "cancel" | "failed") => (list ? (`lists.clear.${key}` as const) : (`cartPage.clear.${key}` as const));
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const clear = () => {
    setPending(true);
    void cartApi.clear(api).then((answer) => {
      if (answer.kind === "error") {
        setPending(false);
        setFailed(true);
        return;
      }
      window.location.assign(api.cartPath);
    });
  };

  const confirmForm = (
    <form method="post" action={`${api.cartPath}/clear`} className={styles.dialogActions}>
      <input type="hidden" name="CSRFToken" value={api.csrfToken} />
      <Button type="submit">{t(text("confirm"))}</Button>
      <a href={api.cartPath}>{t(text("cancel"))}</a>
    </form>
  );

  return (
    <div className={styles.clear}>
      {confirmInline ? (
        <Alert tone="warning">
          <p>{t(text("question"), { count: units })}</p>
          {confirmForm}
        </Alert>
      ) : (
        <form
          method="get"
          action={api.cartPath}
          onSubmit={(e) => {
            e.preventDefault();
            setOpen(true);
          }}
        >
          <input type="hidden" name="confirmClear" value="1" />
          <Button type="submit" variant="link" isDisabled={busy}>
            {t(text("open"))}
          </Button>
        </form>
      )}
      <LazyModal isOpen={open} onOpenChange={setOpen} title={t(text("title"))}>
        <p>{t(text("question"), { count: units })}</p>
        {failed ? <Alert tone="error">{t(text("failed"))}</Alert> : null}
        <div className={styles.dialogActions}>
          <Button onPress={clear} isDisabled={pending}>
            {t(text("confirm"))}
          </Button>
          <Button variant="secondary" onPress={() => setOpen(false)}>
            {t(text("cancel"))}
          </Button>
        </div>
      </LazyModal>
    </div>
  );
}
