import { useId, useState } from "react";
import { canValidateGiftCard } from "#domain/gift-cards.ts";
import { sitePath } from "#domain/sites.ts";
import { Button } from "../../components/ui/Button.tsx";
import { LazyModal } from "../../components/ui/LazyModal.tsx";
import ui from "../../components/ui/ui.module.css";
import { useT } from "../../i18n.ts";
import { useRootData } from "../../root-data.ts";
import { requestJson } from "../checkout/checkout-api.ts";
import { GiftCardFields } from "./GiftCardFields.tsx";
import styles from "./gift-cards.module.css";

interface BalanceAnswer {
  giftCardBalance: number;
  giftCardFormattedBalance: string;
}

/**
 * The gift card balance check (shopping-flow §4, §7; decision 0029): `GET {context}/giftcard/balance
 * {giftCardNumber, giftCardPin}`. Check is enabled once number and PIN are both filled; the answer
 * shows giftCardFormattedBalance, the server's errorMessage shows in the error field, and
 * "Check another card" returns to the start. Signed-out visitors are asked to sign in first.
 */
export default function GiftCardBalancePopup({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const { shell } = useRootData();
  const id = useId();
  const [number, setNumber] = useState("");
  const [pin, setPin] = useState("");
  const [balance, setBalance] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const restore = () => {
    setBalance(null);
    setError(null);
    setNumber("");
    setPin("");
  };
  const close = (open: boolean) => {
    if (!open) restore();
    onOpenChange(open);
  };
  const check = async () => {
    setBusy(true);
    setError(null);
    const query = new URLSearchParams({ giftCardNumber: number, giftCardPin: pin });
    const answer = await requestJson<BalanceAnswer>(`${shell.site.contextPath}/giftcard/balance?${query}`, { method: "GET" });
    setBusy(false);
    if (answer.ok) setBalance(answer.body.giftCardFormattedBalance);
    else setError(answer.message ?? t("giftCard.failed"));
  };

  const here = typeof window === "undefined" ? shell.site.homePath : window.location.pathname + window.location.search;
  return (
    <LazyModal isOpen={isOpen} onOpenChange={close} title={t("giftCard.balanceCheck.title")} width={435}>
      {shell.user ? (
        <form
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault();
            if (balance === null && canValidateGiftCard(number, pin)) void check();
          }}
        >
          <p className={styles.intro}>{t("giftCard.balanceCheck.intro")}</p>
          <GiftCardFields
            idPrefix={id}
            number={number}
            pin={pin}
            onNumber={setNumber}
            onPin={setPin}
            readOnly={balance !== null}
            error={error}
            labels={{ number: t("giftCard.number"), pin: t("giftCard.pin") }}
          />
          {balance !== null ? (
            <dl className={styles.figures} aria-live="polite">
              <div>
                <dt>{t("giftCard.balance")}</dt>
                <dd>{balance}</dd>
              </div>
            </dl>
          ) : null}
          <div className={styles.actions}>
            {balance !== null ? (
              <Button variant="secondary" onPress={restore}>
                {t("giftCard.checkAnother")}
              </Button>
            ) : (
              <Button type="submit" isDisabled={busy || !canValidateGiftCard(number, pin)}>
                {t("giftCard.check")}
              </Button>
            )}
          </div>
        </form>
      ) : (
        <div className={styles.form}>
          <p className={styles.intro}>{t("giftCard.signIn")}</p>
          <div className={styles.actions}>
            <a className={`${ui.button} ${ui.primary}`} href={`${sitePath(shell.site, "/login")}?redirect=${encodeURIComponent(here)}`}>
              {t("giftCard.signInLink")}
            </a>
          </div>
        </div>
      )}
    </LazyModal>
  );
}
