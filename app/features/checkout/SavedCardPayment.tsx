import { Button } from "../../components/ui/Button.tsx";
import { useT } from "../../i18n.ts";
import { BillingAddressFields } from "./BillingAddressFields.tsx";
import { savedCardName } from "./saved-card-text.ts";
import type { BillingAddress } from "./use-billing-address.ts";
import type { SavedCards } from "./use-saved-cards.ts";
import styles from "./checkout.module.css";
import own from "./saved-cards.module.css";

/**
 * Paying with a saved card (decision 0029): which card, a way back to the card form, and the
 * billing address (checked before the order, as with a new card). Loaded only when a saved card
 * is chosen.
 */
export default function SavedCardPayment({ saved, billing, disabled }: { saved: SavedCards; billing: BillingAddress; disabled: boolean }) {
  const t = useT();
  const card = saved.chosen;
  if (!card) return null;
  return (
    <fieldset className={styles.cardForm}>
      <legend className={styles.legend}>{t("checkoutPage.savedCards.payingTitle")}</legend>
      <p role="status" className={own.payingText}>
        {t("checkoutPage.savedCards.paying", { card: savedCardName(card, t), expiry: card.expiry })}
      </p>
      <div className={own.savedActions}>
        <Button variant="secondary" onPress={saved.useNewCard} isDisabled={disabled}>
          {t("checkoutPage.savedCards.newCard")}
        </Button>
      </div>
      <BillingAddressFields billing={billing} disabled={disabled} />
    </fieldset>
  );
}
