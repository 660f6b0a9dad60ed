import { useId, useState } from "react";
import { canSubmitGiftCard, canValidateGiftCard } from "#domain/gift-cards.ts";
import { Button } from "../../components/ui/Button.tsx";
import { LazyModal } from "../../components/ui/LazyModal.tsx";
import { useT } from "../../i18n.ts";
import { checkoutApi, type CheckoutApi, type GiftCardAnswer } from "./checkout-api.ts";
import { GiftCardFields } from "../gift-cards/GiftCardFields.tsx";
import giftCards from "../gift-cards/gift-cards.module.css";
import styles from "./checkout.module.css";

type Step = { kind: "start" } | { kind: "validated"; answer: GiftCardAnswer };

/**
 * The gift card popup at payment (shopping-flow §4, §7): validate is enabled once number and PIN
 * are both filled; the answer shows the balance and the amount to apply; submit is enabled only
 * for a balance above 0; restore returns to the start. The server's errorMessage shows in the
 * error field.
 */
export function GiftCardPopup({
  api,
  isOpen,
  onOpenChange,
  track,
  onApplied,
}: {
  api: CheckoutApi;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  track: <T>(request: Promise<T>) => Promise<T>;
  onApplied: (amountMinor: number) => void;
}) {
  const t = useT();
  const id = useId();
  const [number, setNumber] = useState("");
  const [pin, setPin] = useState("");
  const [step, setStep] = useState<Step>({ kind: "start" });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const restore = () => {
    setStep({ kind: "start" });
    setError(null);
  };
  const close = (open: boolean) => {
    if (!open) {
      restore();
      setNumber("");
      setPin("");
    }
    onOpenChange(open);
  };
  const call = async (request: Promise<Awaited<ReturnType<typeof checkoutApi.validateGiftCard>>>) => {
    setBusy(true);
    setError(null);
    const answer = await track(request);
    setBusy(false);
    if (!answer.ok) setError(answer.message ?? t("checkoutPage.giftCard.failed"));
    return answer.ok ? answer.body : null;
  };
  const validate = async () => {
    const answer = await call(checkoutApi.validateGiftCard(api, number, pin));
    if (answer) setStep({ kind: "validated", answer });
  };
  const apply = async () => {
    const answer = await call(checkoutApi.applyGiftCard(api, number, pin));
    if (!answer) return;
    onApplied(answer.amountToApply);
    close(false);
  };

  const validated = step.kind === "validated" ? step.answer : null;
  return (
    <LazyModal isOpen={isOpen} onOpenChange={close} title={t("checkoutPage.giftCard.title")} width={435}>
      <form
        className={giftCards.form}
        onSubmit={(e) => {
          e.preventDefault();
          if (validated) {
            if (canSubmitGiftCard(validated.giftCardBalance)) void apply();
          } else if (canValidateGiftCard(number, pin)) void validate();
        }}
      >
        <GiftCardFields
          idPrefix={id}
          number={number}
          pin={pin}
          onNumber={setNumber}
          onPin={setPin}
          readOnly={!!validated}
          error={error}
          labels={{ number: t("checkoutPage.giftCard.number"), pin: t("checkoutPage.giftCard.pin") }}
        />
        {validated ? (
          <dl className={giftCards.figures} aria-live="polite">
            <div>
              <dt>{t("checkoutPage.giftCard.balance")}</dt>
              <dd>{validated.giftCardFormattedBalance}</dd>
            </div>
            <div>
              <dt>{t("checkoutPage.giftCard.amountToApply")}</dt>
              <dd>{validated.formattedAmountToApply}</dd>
            </div>
          </dl>
        ) : null}
        {validated && !canSubmitGiftCard(validated.giftCardBalance) ? <p className={styles.fieldError}>{t("checkoutPage.giftCard.noBalance")}</p> : null}
        <div className={giftCards.actions}>
          {validated ? (
            <>
              <Button variant="secondary" onPress={restore} isDisabled={busy}>
                {t("checkoutPage.giftCard.restore")}
              </Button>
              <Button type="submit" isDisabled={busy || !canSubmitGiftCard(validated.giftCardBalance)}>
                {t("checkoutPage.giftCard.submit")}
              </Button>
            </>
          ) : (
            <Button type="submit" isDisabled={busy || !canValidateGiftCard(number, pin)}>
              {t("checkoutPage.giftCard.validate")}
            </Button>
          )}
        </div>
      </form>
    </LazyModal>
  );
}
