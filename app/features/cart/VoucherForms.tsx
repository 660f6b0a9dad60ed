import { useId, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import type { MessageKey } from "#domain/i18n/index.ts";
import { useT } from "../../i18n.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { cartApi, type CartApiContext } from "./cart-api.ts";
import type { VoucherView } from "./cart-view.ts";
import styles from "./cart.module.css";

type Message = { tone: "error" | "success"; text: string };

/**
 * Voucher apply and release forms (shopping-flow §5: the code is trimmed and must not be empty).
 * Without script they post and come back with `?voucherAlert=` (decision 0019); with it they call
 * the same URLs as JSON and reload the page's data.
 */
export function VoucherForms({ api, vouchers, busy, alert }: { api: CartApiContext; vouchers: readonly VoucherView[]; busy: boolean; alert: { alert: string; code: string } | null }) {
  const t = useT();
  const id = useId();
  const revalidator = useRevalidator();
  const [code, setCode] = useState("");
  const [message, setMessage] = useState<Message | null>(() =>
    alert ? { tone: alert.alert === "applied" || alert.alert === "released" ? "success" : "error", text: t(`voucher.alert.${alert.alert}` as MessageKey, { code: alert.code }) } : null,
  );
  const [pending, setPending] = useState(false);

  const send = (action: "apply" | "release", voucherCode: string) => {
    setPending(true);
    void cartApi.voucher(api, action, voucherCode).then(async (answer) => {
      if (answer.kind === "reload") return window.location.reload();
      if (answer.kind === "error") {
        setPending(false);
        return setMessage({ tone: "error", text: answer.message ?? t("cartPage.voucher.failed") });
      }
      setMessage({ tone: "success", text: answer.body.successfulMessage ?? t(action === "apply" ? "cartPage.voucher.applied" : "cartPage.voucher.released") });
      if (action === "apply") setCode("");
      await revalidator.revalidate();
      setPending(false);
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
          <input id={id} name="voucherCode" type="text" autoComplete="off" required maxLength={200} value={code} onChange={(e) => setCode(e.currentTarget.value)} />
          <button type="submit" className={styles.smallButton} disabled={busy || pending}>
            {t("cartPage.voucher.apply")}
          </button>
        </div>
      </form>
      {vouchers.length > 0 ? (
        <ul className={styles.voucherList} aria-label={t("cartPage.voucher.applied.list")}>
          {vouchers.map((v) => (
            <li key={v.code}>
              <span>
                <strong>{v.code}</strong> {v.value} · <span className={styles.voucherAmount}>−{v.discount}</span>
                {v.problem ? <span className={styles.voucherProblem}>{v.problem}</span> : null}
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
