import { useId, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { useT } from "../../i18n.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { cartApi, type CartApiContext } from "./cart-api.ts";
import type { VoucherView } from "./cart-view.ts";
import styles from "./cart.module.css";

/** Voucher apply and release forms (shopping-flow §5: the code is trimmed and must not be empty). */
export function VoucherForms({ api, vouchers, busy }: { api: CartApiContext; vouchers: readonly VoucherView[]; busy: boolean }) {
  const t = useT();
  const id = useId();
  const revalidator = useRevalidator();
  const [code, setCode] = useState("");
  const [message, setMessage] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const [pending, setPending] = useState(false);

  const send = (action: "apply" | "release", voucherCode: string) => {
    setPending(true);
    void cartApi.voucher(api, action, voucherCode).then((answer) => {
      setPending(false);
      if (answer.kind === "reload") return window.location.reload();
      if (answer.kind === "error") return setMessage({ tone: "error", text: answer.message ?? t("cartPage.voucher.failed") });
      setMessage({ tone: "success", text: answer.body.successfulMessage ?? t(action === "apply" ? "cartPage.voucher.applied" : "cartPage.voucher.released") });
      if (action === "apply") setCode("");
      void revalidator.revalidate();
    });
  };

  const onApply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) return setMessage({ tone: "error", text: t("cartPage.voucher.required") });
    send("apply", trimmed);
  };

  return (
    <section className={styles.vouchers} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.asideTitle}>
        {t("cartPage.voucher.title")}
      </h2>
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      <form method="post" action={`${api.cartPath}/voucher/apply`} onSubmit={onApply} className={styles.voucherForm} noValidate>
        <input type="hidden" name="CSRFToken" value={api.csrfToken} />
        <label htmlFor={id}>{t("cartPage.voucher.code")}</label>
        <div className={styles.voucherRow}>
          <input id={id} name="voucherCode" type="text" autoComplete="off" required value={code} onChange={(e) => setCode(e.currentTarget.value)} />
          <button type="submit" className={styles.smallButton} disabled={busy || pending}>
            {t("cartPage.voucher.apply")}
          </button>
        </div>
      </form>
      {vouchers.length > 0 ? (
        <ul className={styles.voucherList}>
          {vouchers.map((v) => (
            <li key={v.code}>
              <span>
                <strong>{v.code}</strong> {v.description}
              </span>
              <form
                method="post"
                action={`${api.cartPath}/voucher/release`}
                onSubmit={(e) => {
                  e.preventDefault();
                  send("release", v.code);
                }}
              >
                <input type="hidden" name="CSRFToken" value={api.csrfToken} />
                <input type="hidden" name="voucherCode" value={v.code} />
                <button type="submit" className={styles.linkButton} disabled={busy || pending} aria-label={t("cartPage.voucher.releaseFor", { code: v.code })}>
                  {t("cartPage.voucher.release")}
                </button>
              </form>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
