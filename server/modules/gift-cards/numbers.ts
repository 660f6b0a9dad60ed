import { randomInt } from "node:crypto";
import { newGiftCardNumber } from "../../../domain/gift-cards.ts";

/**
 * The number of a newly issued gift card: the prefix, 11 digits from the cryptographic generator
 * and the Luhn check digit (decision 0032). Not derived from the card's id or any counter, so one
 * card's number tells nothing about another's.
 */
export function issueGiftCardNumber(): string {
  return newGiftCardNumber(() => randomInt(10));
}
