import { useCallback, useMemo, useState } from "react";
import { checkCheckoutComment, CHECKOUT_COMMENT_MESSAGES } from "#domain/checkout-comment.ts";
import { completeOrderAsksFor } from "#domain/complete-order.ts";
import { formatMoney } from "#domain/money.ts";
import { checkPurchaseNumber, purchaseNumberHint, purchaseNumberMessage } from "#domain/purchase-number.ts";
import { cartControls } from "#domain/cart-controls.ts";
import { SITES } from "#domain/sites.ts";
import { isWalletReady } from "#domain/wallet-approval.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { useHydrated } from "../../components/header/use-hydrated.ts";
import { useRootData } from "../../root-data.ts";
import { useT } from "../../i18n.ts";
import { checkoutApi, type CheckoutApi } from "./checkout-api.ts";
import { checkoutBlockers } from "./checkout-blockers.ts";
import type { AddressView, CheckoutPageView } from "./checkout-view.ts";
import { CheckoutTotals } from "./CheckoutTotals.tsx";
import { CheckoutStep, CheckoutStepsNav, useStepHash } from "./CheckoutSteps.tsx";
import { blockersListId, CompleteOrder } from "./CompleteOrder.tsx";
import { CreditBlockPopup } from "./CreditBlockPopup.tsx";
import { DeliveryAddressSection } from "./DeliveryAddressSection.tsx";
import { DeliveryMethodSection } from "./DeliveryMethodSection.tsx";
import { OrderDetailsSection } from "./OrderDetailsSection.tsx";
import { OrderSummary } from "./OrderSummary.tsx";
import { PaymentSection } from "./PaymentSection.tsx";
import { ReplenishmentChoice } from "./ReplenishmentChoice.tsx";
import { TradeShowDeliverySection } from "./TradeShowDeliverySection.tsx";
import { SalesRepField } from "./SalesRepField.tsx";
import { ShipDatesSection } from "./ShipDatesSection.tsx";
import { TermsAgreement } from "./TermsAgreement.tsx";
import type { TextCheck } from "./use-saved-text.ts";
import { useBillingAddress } from "./use-billing-address.ts";
import { cardPaymentBody } from "./card-payment.ts";
import { useCardForm } from "./use-card-form.ts";
import { useDeliveryMethod } from "./use-delivery-method.ts";
import { usePayment } from "./use-payment.ts";
import { usePendingRequests } from "./use-pending-requests.ts";
import { usePlaceOrder } from "./use-place-order.ts";
import { useSavedCards } from "./use-saved-cards.ts";
import { useSavedText } from "./use-saved-text.ts";
import { useShipDates } from "./use-ship-dates.ts";
import { useTradeShowForm } from "./use-trade-show-form.ts";
import { useWallet } from "./use-wallet.ts";
import { ProgrammeWarning } from "../booking/ProgrammeWarning.tsx";
import styles from "./checkout.module.css";

const FORM_ID = "checkout-complete";

/** The checkout page (issue 5): every choice is stored as it is made, and Complete order places the order. */
export function CheckoutPage({ view, csrfToken }: { view: CheckoutPageView; csrfToken: string }) {
  const t = useT();
  const { shell } = useRootData();
  const hydrated = useHydrated();
  const api = useMemo<CheckoutApi>(() => ({ contextPath: view.contextPath, csrfToken }), [view.contextPath, csrfToken]);
  const [idempotencyKey] = useState(view.idempotencyKey);
  const pending = usePendingRequests();
  const track = pending.track;

  const payment = usePayment(api, view, track);
  const delivery = useDeliveryMethod(api, view.choices.deliveryMethodCode, track, payment.setCharges);
  const steps = useStepHash();
  const card = useCardForm(view.cardTokenUrl, view.today);
  const savedCards = useSavedCards(api, view.savedCards, track);
  const shipDates = useShipDates(api, view.shipDateRules, view.choices.requestedShipDates, track);
  const checkPo = useCallback(
    (raw: string): TextCheck => {
      const checked = checkPurchaseNumber(view.siteId, raw);
      return checked.ok ? checked : { ok: false, messageKey: purchaseNumberMessage(view.siteId, checked.error) };
    },
    [view.siteId],
  );
  const checkComment = useCallback(
    (raw: string): TextCheck => {
      const checked = checkCheckoutComment(raw, { required: view.commentRequired });
      return checked.ok ? checked : { ok: false, messageKey: CHECKOUT_COMMENT_MESSAGES[checked.error] };
    },
    [view.commentRequired],
  );
  const savePo = useCallback((value: string) => checkoutApi.purchaseNumber(api, value), [api]);
  const saveComment = useCallback((value: string) => checkoutApi.comment(api, value), [api]);
  const purchaseNumber = useSavedText({ initial: view.choices.purchaseNumber, check: checkPo, save: savePo, track, normalize: true });
  const comment = useSavedText({ initial: view.choices.comment, check: checkComment, save: saveComment, track });
  // Completed terms are kept with the checkout, so coming back (from PayPal too) keeps the box ticked.
  const [termsAccepted, setTermsAccepted] = useState(view.choices.termsAccepted);
  const acceptTerms = () => {
    setTermsAccepted(true);
    void track(checkoutApi.acceptTerms(api));
  };
  const [address, setAddress] = useState(view.choices.address);
  const [addressBook, setAddressBook] = useState<readonly AddressView[]>(view.addresses);
  const changeAddress = (next: AddressView | null, book: readonly AddressView[]) => {
    setAddressBook(book);
    setAddress(next);
    // Tax follows the delivery address (consumer site): the payment step answers the new amounts.
    if (next && next.addressCode !== address?.addressCode && payment.type) void payment.choose(payment.type);
  };
  const [salesRepValid, setSalesRepValid] = useState(false);
  const tradeShow = view.tradeShow.enabled;
  const tradeShowForm = useTradeShowForm(api, view.tradeShow.delivery, view.tradeShow.countryIso, track);
  const termsAsked = completeOrderAsksFor("terms", { siteId: view.siteId, role: view.role, tradeShow });

  // What the payment type pays: the order's total after the gift card.
  const giftCardMinor = Math.min(payment.giftCardMinor, payment.charges.totalWithTaxMinor);
  const remainingMinor = payment.charges.totalWithTaxMinor - giftCardMinor;
  const wallet = useWallet(api, view.wallet, payment.type, remainingMinor, track);
  const billing = useBillingAddress(api, view.choices.address?.country.isocode ?? SITES[view.siteId].country, view.choices.address !== null);

  const placement = usePlaceOrder(api, idempotencyKey, track, {
    idle: pending.idle,
    clearAlerts: card.clearAlert,
    saveTyped: async () => {
      const saved = await Promise.all([view.purchaseNumber.shown ? purchaseNumber.commit() : true, comment.commit(), tradeShow ? tradeShowForm.commit() : true]);
      return saved.every(Boolean);
    },
    payment: async () => {
      if (payment.type !== "CARD" || remainingMinor <= 0) return {};
      return cardPaymentBody(card, billing, savedCards);
    },
    termsAccepted,
    onRefused: (errors) => {
      billing.showServerErrors(errors);
      if (errors.some((e) => e.field === "wallet")) wallet.forget();
    },
  });

  const blockers = checkoutBlockers({
    siteId: view.siteId,
    role: view.role,
    addressChosen: address !== null,
    paymentTypeChosen: payment.type !== null,
    purchaseNumberValid: !view.purchaseNumber.shown || purchaseNumber.valid,
    termsAccepted,
    commentValid: comment.valid,
    shipDatesValid: shipDates.valid,
    salesRepValid,
    walletApproved: isWalletReady(wallet.state),
    tradeShow,
    tradeShowFormValid: tradeShowForm.valid,
    requestsPending: pending.count,
    costCentreMissing: payment.type === "ACCOUNT" && view.costCentres.length > 0 && payment.costCentre === "",
    creditBlocked: view.creditBlock.blocked,
    programmeBelowMinimum: view.programmeShortfalls.length > 0,
  });
  const busy = pending.count > 0 || placement.placing;
  const targetNames = useMemo(() => new Map(view.groups.flatMap((g) => (g.target ? [[g.key, g.target.name] as const] : []))), [view.groups]);

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1>{t("checkoutPage.title")}</h1>
        {cartControls(shell.site).modeNote ? <p className={styles.modeNote}>{t(`cartPage.mode.${view.mode}`)}</p> : null}
        {tradeShow ? <p className={styles.badge}>{t("checkoutPage.tradeShow.badge")}</p> : null}
      </header>
      <CheckoutStepsNav current={steps.current} revisit={steps.revisit} />
      <noscript>
        <Alert tone="warning">{t("checkoutPage.noScript")}</Alert>
      </noscript>
      <ProgrammeWarning shortfalls={view.programmeShortfalls} />
      {view.needsApproval ? <Alert tone="warning">{t("checkoutPage.approval.warning")}</Alert> : null}
      {view.creditBlock.blocked ? (
        <div data-credit-block-popup={view.creditBlock.popupSeen ? "seen" : "pending"}>
          <Alert tone="error">{t("checkoutPage.creditBlock.body")}</Alert>
          {hydrated ? <CreditBlockPopup api={api} seen={view.creditBlock.popupSeen} /> : null}
        </div>
      ) : null}
      <div className={styles.layout}>
        <div className={styles.main}>
          <CheckoutStep n={1}>
            {tradeShow ? (
              <TradeShowDeliverySection form={tradeShowForm} countryName={regionName(view.tradeShow.countryIso, shell.locale)} disabled={!hydrated || placement.placing} />
            ) : (
              <DeliveryAddressSection
                contextPath={view.contextPath}
                csrfToken={csrfToken}
                address={address}
                addresses={addressBook}
                addressLookup={view.addressLookup}
                onAddressChange={changeAddress}
                disabled={!hydrated || placement.placing}
              />
            )}
          </CheckoutStep>
          <CheckoutStep n={2}>
            <DeliveryMethodSection methods={view.deliveryMethods} choice={delivery} disabled={!hydrated || placement.placing} />
            <ShipDatesSection rules={view.shipDateRules} names={targetNames} shipDates={shipDates} disabled={!hydrated} />
          </CheckoutStep>
          <CheckoutStep n={3}>
            <PaymentSection
              api={api}
              view={view}
              payment={payment}
              card={card}
              billing={billing}
              savedCards={savedCards}
              wallet={wallet}
              remainingMinor={remainingMinor}
              formId={FORM_ID}
              giftCardText={giftCardMinor > 0 ? formatMoney({ amount: giftCardMinor, currency: view.currency }, shell.locale) : null}
              track={track}
              hydrated={hydrated}
              busy={busy}
            />
          </CheckoutStep>
          <CheckoutStep n={4}>
            <OrderDetailsSection
              purchaseNumber={purchaseNumber}
              comment={comment}
              purchaseNumberShown={view.purchaseNumber.shown}
              purchaseNumberRequired={view.purchaseNumber.required}
              purchaseNumberHint={t(purchaseNumberHint(view.siteId))}
              commentRequired={view.commentRequired}
              disabled={!hydrated}
            >
              {view.salesRepRequired && hydrated ? (
                <SalesRepField api={api} initialUid={view.choices.salesRepUid} track={track} disabled={placement.placing} onValidChange={setSalesRepValid} />
              ) : null}
            </OrderDetailsSection>
            <OrderSummary groups={view.groups} currency={view.currency} priceVisible={view.priceVisible} cartHref={view.cartHref} />
          </CheckoutStep>
        </div>
        <aside className={styles.aside} aria-label={t("checkoutPage.totals.title")}>
          <CheckoutTotals figures={{ ...view.amounts, ...payment.charges, giftCardMinor }} currency={view.currency} priceVisible={view.priceVisible} />
          {termsAsked ? <TermsAgreement contextPath={view.contextPath} accepted={termsAccepted} onAccepted={acceptTerms} disabled={!hydrated || busy} /> : null}
          <CompleteOrder formId={FORM_ID} blockers={blockers} placing={placement.placing} refusal={placement.refusal} hydrated={hydrated} onPlace={() => void placement.place()} />
          {view.replenishment.available ? (
            <ReplenishmentChoice
              formId={FORM_ID}
              onAccount={payment.type === "ACCOUNT"}
              canPlace={hydrated && !placement.placing && blockers.length === 0}
              blockersId={hydrated && blockers.some((b) => b !== "pending") ? blockersListId(FORM_ID) : undefined}
              dateFormat={view.replenishment.dateFormat}
              today={view.today}
              onConfirm={placement.place}
            />
          ) : null}
        </aside>
      </div>
    </div>
  );
}

/** A country's name in the page's language ("United States"). */
function regionName(countryIso: string, locale: string): string {
  return new Intl.DisplayNames([locale], { type: "region" }).of(countryIso) ?? countryIso;
}
