import { lazy, Suspense, useId, useState } from "react";
import { formatMoney } from "#domain/money.ts";
import type { PaymentType } from "#domain/order-charges.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { Button } from "../../components/ui/Button.tsx";
import { useT } from "../../i18n.ts";
import { useRootData } from "../../root-data.ts";
import { checkoutApi, type CheckoutApi } from "./checkout-api.ts";
import type { CheckoutPageView } from "./checkout-view.ts";
import { GiftCardPopup } from "./GiftCardPopup.tsx";
import { SavedCardsButton } from "./SavedCardsPopup.tsx";
import type { CardForm } from "./use-card-form.ts";
import type { BillingAddress } from "./use-billing-address.ts";
import type { Payment } from "./use-payment.ts";
import type { SavedCards } from "./use-saved-cards.ts";
import type { Wallet } from "./use-wallet.ts";
import { WalletApproval } from "./WalletApproval.tsx";
import styles from "./checkout.module.css";

// Most B2B orders are on account: the card form is fetched only when card payment is chosen.
const CardFields = lazy(() => import("./CardFields.tsx"));
const SavedCardPayment = lazy(() => import("./SavedCardPayment.tsx"));

interface PaymentSectionProps {
  api: CheckoutApi;
  view: Pick<CheckoutPageView, "paymentTypes" | "costCentres" | "giftCards" | "currency">;
  payment: Payment;
  card: CardForm;
  billing: BillingAddress;
  /** The user's saved cards and the one chosen (decision 0029). */
  savedCards: SavedCards;
  wallet: Wallet;
  /** What the payment type pays: the total after the gift card. */
  remainingMinor: number;
  formId: string;
  /** Giftcard amount after the order total: what the card will pay, formatted. */
  giftCardText: string | null;
  track: <T>(request: Promise<T>) => Promise<T>;
  hydrated: boolean;
  /** Requests pending or the order being placed. */
  busy: boolean;
}

function CostCentreSelect({ payment, options, disabled }: { payment: Payment; options: CheckoutPageView["costCentres"]; disabled: boolean }) {
  const t = useT();
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {t("checkoutPage.costCentre.label")} <span className={styles.labelNote}>({t("checkoutPage.required")})</span>
      </label>
      <select id={id} className={styles.select} value={payment.costCentre} onChange={(e) => void payment.chooseCostCentre(e.target.value)} disabled={disabled} aria-required="true">
        {payment.costCentre === "" ? <option value="">{t("checkoutPage.costCentre.choose")}</option> : null}
        {options.map((c) => (
          <option key={c.code} value={c.code}>{`${c.code} · ${c.name}`}</option>
        ))}
      </select>
    </div>
  );
}

/**
 * Payment method radios (shopping-flow §2, §4): choosing one posts it; a refusal unchecks it and
 * shows an alert. On account: the unit's cost centres (service-and-support §3). Card: the card
 * form with the billing address. Consumer site: PayPal (approved on PayPal's page before the order),
 * and gift cards as a part payment.
 */
export function PaymentSection({ api, view, payment, card, billing, savedCards, wallet, remainingMinor, formId, giftCardText, track, hydrated, busy }: PaymentSectionProps) {
  const t = useT();
  const { locale } = useRootData().shell;
  const name = useId();
  const [giftCardOpen, setGiftCardOpen] = useState(false);
  const disabled = !hydrated;
  // The amount taken from the card, shown even when prices are hidden (decision 0048): a buyer
  // sees what is charged at the moment of payment, as PayPal's hint shows it.
  const chargedText = <p className={styles.hint}>{t("checkoutPage.payment.cardCharged", { amount: formatMoney({ amount: remainingMinor, currency: view.currency }, locale) })}</p>;
  const removeGiftCard = async () => {
    const answer = await track(checkoutApi.removeGiftCard(api));
    if (answer.ok) payment.setGiftCardMinor(0);
  };
  return (
    <section className={styles.section} aria-labelledby="checkout-payment-title">
      <h2 id="checkout-payment-title" className={styles.sectionTitle}>
        {t("checkoutPage.payment.title")}
      </h2>
      {payment.error ? <Alert tone="error">{payment.error}</Alert> : null}
      <fieldset className={styles.radios}>
        <legend className={styles.legend}>{t("checkoutPage.payment.legend")}</legend>
        {view.paymentTypes.map((type: PaymentType) => (
          <label key={type} className={styles.radio}>
            <input type="radio" name={name} value={type} checked={payment.type === type} onChange={() => void payment.choose(type)} disabled={disabled} />
            {t(`checkoutPage.payment.${type}`)}
          </label>
        ))}
      </fieldset>
      {payment.type === "ACCOUNT" && view.costCentres.length > 0 ? <CostCentreSelect payment={payment} options={view.costCentres} disabled={disabled} /> : null}
      {(payment.type === "CARD" || payment.type === "WALLET") && remainingMinor <= 0 ? (
        <p className={styles.hint}>{t("checkoutPage.payment.giftCardPaysAll")}</p>
      ) : payment.type === "CARD" ? (
        hydrated ? (
          <>
            {chargedText}
            <SavedCardsButton saved={savedCards} disabled={busy} />
            <Suspense fallback={<p role="status">{t("checkoutPage.card.loading")}</p>}>
              {savedCards.chosen ? (
                <SavedCardPayment saved={savedCards} billing={billing} disabled={busy} />
              ) : (
                <CardFields form={card} billing={billing} disabled={busy} formId={formId} saveCard={{ checked: savedCards.save, onChange: savedCards.setSave }} />
              )}
            </Suspense>
          </>
        ) : (
          <>
            {chargedText}
            <p>{t("checkoutPage.card.loading")}</p>
          </>
        )
      ) : payment.type === "WALLET" ? (
        <WalletApproval wallet={wallet} remainingMinor={remainingMinor} currency={view.currency} disabled={disabled || busy} />
      ) : null}
      {view.giftCards ? (
        <div className={styles.giftCard}>
          {giftCardText ? (
            <>
              <p>{t("checkoutPage.giftCard.applied", { amount: giftCardText })}</p>
              <Button variant="secondary" onPress={() => void removeGiftCard()} isDisabled={disabled || busy}>
                {t("checkoutPage.giftCard.remove")}
              </Button>
            </>
          ) : (
            <Button variant="secondary" onPress={() => setGiftCardOpen(true)} isDisabled={disabled}>
              {t("checkoutPage.giftCard.open")}
            </Button>
          )}
          <GiftCardPopup api={api} isOpen={giftCardOpen} onOpenChange={setGiftCardOpen} track={track} onApplied={payment.setGiftCardMinor} />
        </div>
      ) : null}
    </section>
  );
}
