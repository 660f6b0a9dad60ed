import { useId, useState } from "react";
import { Alert } from "../../components/ui/Alert.tsx";
import { Button } from "../../components/ui/Button.tsx";
import { LazyModal } from "../../components/ui/LazyModal.tsx";
import { useT } from "../../i18n.ts";
import type { SavedCardView } from "./checkout-api.ts";
import { savedCardName } from "./saved-card-text.ts";
import type { SavedCards } from "./use-saved-cards.ts";
import styles from "./saved-cards.module.css";

/**
 * The saved payments popup (service-and-support §2; decision 0029): the user's saved cards with
 * masked number, type and expiry, to pay with one or remove one. An expired card is listed, marked
 * and cannot be chosen. Choosing closes the popup.
 */
export function SavedCardsPopup({ saved, isOpen, onOpenChange, disabled }: { saved: SavedCards; isOpen: boolean; onOpenChange: (open: boolean) => void; disabled: boolean }) {
  const t = useT();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [removed, setRemoved] = useState<string | null>(null);

  const close = (open: boolean) => {
    if (!open) setRemoved(null);
    onOpenChange(open);
  };
  const use = (card: SavedCardView) => {
    saved.choose(card);
    close(false);
  };
  const remove = async (card: SavedCardView) => {
    setBusy(true);
    setRemoved(null);
    if (await saved.remove(card)) setRemoved(t("checkoutPage.savedCards.removed", { card: savedCardName(card, t) }));
    setBusy(false);
  };

  return (
    <LazyModal isOpen={isOpen} onOpenChange={close} title={t("checkoutPage.savedCards.title")} width={520}>
      <div role="status" aria-live="polite" className={styles.status}>
        {removed}
      </div>
      {saved.error ? <Alert tone="error">{saved.error}</Alert> : null}
      {saved.cards.length === 0 ? (
        <p>{t("checkoutPage.savedCards.empty")}</p>
      ) : (
        <ul className={styles.list} aria-label={t("checkoutPage.savedCards.list")}>
          {saved.cards.map((card) => {
            const textId = `${id}-${card.id}`;
            const chosen = saved.chosen?.id === card.id;
            return (
              <li key={card.id} className={[styles.item, card.expired ? styles.expired : "", chosen ? styles.chosen : ""].join(" ")} data-saved-card={card.id}>
                <div id={textId} className={styles.text}>
                  <strong>{savedCardName(card, t)}</strong>
                  <span className={styles.masked}>{card.maskedCardNo.replace(/\*/g, "•")}</span>
                  <span>{t(card.expired ? "checkoutPage.savedCards.expired" : "checkoutPage.savedCards.expires", { expiry: card.expiry })}</span>
                  {card.expired ? <span className={styles.badge}>{t("checkoutPage.savedCards.expiredNote")}</span> : null}
                </div>
                <div className={styles.actions}>
                  <button type="button" className={styles.use} aria-describedby={textId} aria-pressed={chosen} disabled={disabled || busy || card.expired} onClick={() => use(card)}>
                    {t(chosen ? "checkoutPage.savedCards.using" : "checkoutPage.savedCards.use")}
                  </button>
                  <button type="button" className={styles.remove} aria-describedby={textId} disabled={disabled || busy} onClick={() => void remove(card)}>
                    {t("checkoutPage.savedCards.remove")}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </LazyModal>
  );
}

/** "Use a saved card": opens the saved payments popup (shown when the user has saved cards). */
export function SavedCardsButton({ saved, disabled }: { saved: SavedCards; disabled: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  if (saved.cards.length === 0) return null;
  return (
    <>
      <div className={styles.savedActions}>
        <Button variant="secondary" onPress={() => setOpen(true)} isDisabled={disabled}>
          {t("checkoutPage.savedCards.open")}
        </Button>
      </div>
      <SavedCardsPopup saved={saved} isOpen={open} onOpenChange={setOpen} disabled={disabled} />
    </>
  );
}
