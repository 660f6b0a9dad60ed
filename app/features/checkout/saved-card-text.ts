import { lastFourOf } from "#domain/saved-cards.ts";
import type { Translator } from "#domain/i18n/index.ts";
import type { SavedCardView } from "./checkout-api.ts";
import { CARD_TYPES } from "./card-entry.ts";

/** How a saved card is named: "Visa ending in 1111" (the card type's name, or "Card"). */
export function savedCardName(card: Pick<SavedCardView, "cardType" | "maskedCardNo">, t: Translator): string {
  const type = CARD_TYPES.find((c) => c.code === card.cardType)?.name ?? t("checkoutPage.savedCards.otherType");
  return t("checkoutPage.savedCards.card", { type, last4: lastFourOf(card.maskedCardNo) });
}
