import type { PlaceOrderBody } from "./checkout-api.ts";
import type { BillingAddress } from "./use-billing-address.ts";
import type { CardForm } from "./use-card-form.ts";
import type { SavedCards } from "./use-saved-cards.ts";

/**
 * What a card payment adds to the order (decisions 0025, 0029): the billing address, checked
 * first, and either the chosen saved card or a new card's token from the provider (with "Save
 * this card"). Null: refused, shown on the form.
 */
export async function cardPaymentBody(card: CardForm, billing: BillingAddress, saved: SavedCards): Promise<Pick<PlaceOrderBody, "card" | "billingAddress" | "saveCard" | "savedCardId"> | null> {
  const billingAddress = billing.check();
  if (!billingAddress) return null;
  if (saved.chosen) return { savedCardId: saved.chosen.id, billingAddress };
  const token = await card.tokenize();
  if (!token) return null;
  return saved.save ? { card: token, billingAddress, saveCard: true } : { card: token, billingAddress };
}
