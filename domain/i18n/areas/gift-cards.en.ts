/** English texts of the gift card balance check (the consumer site's footer; decision 0029). */
export const giftCardsEn = {
  "giftCard.balanceCheck.open": "Check a gift card balance",
  "giftCard.balanceCheck.title": "Gift card balance",
  "giftCard.balanceCheck.intro": "Enter the 16-digit card number and the PIN from the back of the card.",
  "giftCard.number": "Gift card number",
  "giftCard.pin": "PIN",
  "giftCard.check": "Check balance",
  "giftCard.balance": "Balance",
  "giftCard.checkAnother": "Check another card",
  "giftCard.failed": "The gift card could not be checked. Please try again.",
  "giftCard.signIn": "Please sign in to check a gift card balance.",
  "giftCard.signInLink": "Sign in",
} as const;
