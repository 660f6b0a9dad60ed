import { useCallback, useState } from "react";
import { useT } from "../../i18n.ts";
import { checkoutApi, type CheckoutApi, type SavedCardView } from "./checkout-api.ts";

export interface SavedCards {
  cards: readonly SavedCardView[];
  /** The saved card this order is paid with; null: a new card from the card form. */
  chosen: SavedCardView | null;
  choose: (card: SavedCardView) => void;
  useNewCard: () => void;
  /** "Save this card" on the card form. */
  save: boolean;
  setSave: (save: boolean) => void;
  /** Removes a card at the server; answers whether it did (a failure is in `error`). */
  remove: (card: SavedCardView) => Promise<boolean>;
  error: string | null;
}

/**
 * The saved-payments state (decision 0029): the user's saved cards from the page's data, the one
 * chosen to pay with (an expired card cannot be), the card form's "Save this card", and removal,
 * after which the list is the server's.
 */
export function useSavedCards(api: CheckoutApi, initial: readonly SavedCardView[], track: <T>(request: Promise<T>) => Promise<T>): SavedCards {
  const t = useT();
  const [cards, setCards] = useState(initial);
  const [chosen, setChosen] = useState<SavedCardView | null>(null);
  const [save, setSave] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choose = useCallback((card: SavedCardView) => {
    if (!card.expired) setChosen(card);
  }, []);
  const useNewCard = useCallback(() => setChosen(null), []);

  const remove = useCallback(
    async (card: SavedCardView) => {
      setError(null);
      const answer = await track(checkoutApi.removeSavedCard(api, card.id));
      if (!answer.ok) {
        setError(answer.message ?? t("checkoutPage.savedCards.removeFailed"));
        return false;
      }
      setCards(answer.body.savedCards);
      setChosen((current) => (current?.id === card.id ? null : current));
      return true;
    },
    [api, t, track],
  );

  return { cards, chosen, choose, useNewCard, save, setSave, remove, error };
}
