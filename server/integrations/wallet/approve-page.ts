import { formatMoney, money } from "../../../domain/money.ts";
import { escapeHtml, minimalPage } from "../../http/html.ts";
import type { ClosedPaymentStatus, PaymentForPayer } from "./local-adapter.ts";

export const WALLET_NAME = "Brim Wallet";

const CLOSED_MESSAGES: Record<ClosedPaymentStatus | "notFound", string> = {
  approved: "You have already approved this payment.",
  cancelled: "This payment was cancelled.",
  captured: "This payment is complete.",
  refunded: "This payment was refunded.",
  expired: "This payment has expired. Please go back to the shop and start the payment again.",
  notFound: "We could not find this payment.",
};

function page(title: string, body: string): string {
  return minimalPage({
    lang: "en",
    title: `${title} – ${WALLET_NAME}`,
    bodyStyle: "font-family: system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5",
    body: `<header><p style="font-weight: 700; font-size: 1.25rem">${WALLET_NAME}</p></header>
<main>
${body}
</main>
<footer><p style="color: #555; font-size: 0.875rem">Local test provider: no real money moves.</p></footer>`,
  });
}

/** The payer's approval page: the amount and the merchant's reference, Pay now and Cancel. */
export function renderApprovePage(payment: Extract<PaymentForPayer, { kind: "open" }>, action: string): string {
  const amount = formatMoney(money(payment.amountMinor, payment.currency), "en-US");
  return page(
    "Approve your payment",
    `<h1>Approve your payment</h1>
<dl>
<dt>Amount</dt><dd>${escapeHtml(amount)}</dd>
<dt>Merchant reference</dt><dd>${escapeHtml(payment.reference)}</dd>
</dl>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="paymentId" value="${escapeHtml(payment.paymentId)}">
<button type="submit" name="decision" value="pay" style="font-size: 1rem; padding: 0.5rem 1.5rem">Pay now</button>
<button type="submit" name="decision" value="cancel" style="font-size: 1rem; padding: 0.5rem 1.5rem">Cancel</button>
</form>`,
  );
}

/** A payment the payer can no longer decide on. */
export function renderClosedPage(status: ClosedPaymentStatus | "notFound"): string {
  return page("Payment", `<h1>Payment</h1>\n<p role="status">${escapeHtml(CLOSED_MESSAGES[status])}</p>`);
}
