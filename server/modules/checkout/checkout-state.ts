import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { addresses, cartCheckouts, costCentres, type RequestedShipDate } from "../../db/schema/index.ts";
import type { OrderAddress } from "../../db/schema/orders.ts";
import { addressColumns } from "../addresses/address-view.ts";

/** What the shopper chose at checkout for a cart, with the chosen address and cost centre resolved. */
export interface CheckoutState {
  deliveryAddress: (OrderAddress & { id: number; enabled: boolean; unitId: number | null; userId: number | null }) | null;
  paymentType: string | null;
  purchaseNumber: string | null;
  comment: string | null;
  costCentre: { id: number; code: string; unitId: number } | null;
  salesRepUid: string | null;
  requestedShipDates: RequestedShipDate[];
  tradeShowDelivery: Record<string, string> | null;
  giftCard: { id: number; amountMinor: number } | null;
  wallet: WalletApproval | null;
  /** The stored delivery method code (decision 0029); null: the default. Not checked here: see effectiveDeliveryMethod. */
  deliveryMethodCode: string | null;
  /** The shopper completed the terms for this checkout (decision 0024); placing still needs `termsAccepted`. */
  termsAccepted: boolean;
}

/** The wallet payment of the checkout (decision 0025): started, approved by the payer or cancelled. */
export interface WalletApproval {
  paymentId: string;
  payerId: string | null;
  status: "created" | "approved" | "cancelled";
  /** What the payment was created for: the order's rest after the gift card at that time. */
  amountMinor: number;
}

export const EMPTY_CHECKOUT: CheckoutState = {
  deliveryAddress: null,
  paymentType: null,
  purchaseNumber: null,
  comment: null,
  costCentre: null,
  salesRepUid: null,
  requestedShipDates: [],
  tradeShowDelivery: null,
  giftCard: null,
  wallet: null,
  deliveryMethodCode: null,
  termsAccepted: false,
};

/** The cart's checkout choices in one statement (empty when nothing was chosen yet). */
export async function readCheckout(db: DbOrTx, cartId: number): Promise<CheckoutState> {
  const [row] = await db
    .select({
      paymentType: cartCheckouts.paymentType,
      purchaseNumber: cartCheckouts.purchaseNumber,
      comment: cartCheckouts.comment,
      salesRepUid: cartCheckouts.salesRepUid,
      requestedShipDates: cartCheckouts.requestedShipDates,
      tradeShowDelivery: cartCheckouts.tradeShowDelivery,
      giftCardId: cartCheckouts.giftCardId,
      giftCardAmountMinor: cartCheckouts.giftCardAmountMinor,
      walletPaymentId: cartCheckouts.walletPaymentId,
      walletPayerId: cartCheckouts.walletPayerId,
      walletStatus: cartCheckouts.walletStatus,
      walletAmountMinor: cartCheckouts.walletAmountMinor,
      deliveryMethodCode: cartCheckouts.deliveryMethodCode,
      termsAcceptedAt: cartCheckouts.termsAcceptedAt,
      costCentreId: costCentres.id,
      costCentreCode: costCentres.code,
      costCentreUnitId: costCentres.unitId,
      address: { ...addressColumns, unitId: addresses.unitId, userId: addresses.userId },
    })
    .from(cartCheckouts)
    .leftJoin(addresses, eq(addresses.id, cartCheckouts.deliveryAddressId))
    .leftJoin(costCentres, eq(costCentres.id, cartCheckouts.costCentreId))
    .where(and(eq(cartCheckouts.cartId, cartId)));
  if (!row) return EMPTY_CHECKOUT;
  return {
    deliveryAddress: row.address,
    paymentType: row.paymentType,
    purchaseNumber: row.purchaseNumber,
    comment: row.comment,
    costCentre: row.costCentreId !== null && row.costCentreCode !== null && row.costCentreUnitId !== null ? { id: row.costCentreId, code: row.costCentreCode, unitId: row.costCentreUnitId } : null,
    salesRepUid: row.salesRepUid,
    requestedShipDates: row.requestedShipDates,
    tradeShowDelivery: row.tradeShowDelivery,
    giftCard: row.giftCardId !== null ? { id: row.giftCardId, amountMinor: row.giftCardAmountMinor ?? 0 } : null,
    wallet:
      row.walletPaymentId && row.walletStatus && row.walletAmountMinor !== null
        ? { paymentId: row.walletPaymentId, payerId: row.walletPayerId, status: row.walletStatus, amountMinor: row.walletAmountMinor }
        : null,
    deliveryMethodCode: row.deliveryMethodCode,
    termsAccepted: row.termsAcceptedAt !== null,
  };
}

/** The address as an order keeps it: its own copy, without the address book's bookkeeping. */
export function orderAddressOf(address: OrderAddress): OrderAddress {
  const { code, firstName, lastName, companyName, countryIso, line1, line2, townCity, regionIso, postcode, phone } = address;
  return { code, firstName, lastName, companyName, countryIso, line1, line2, townCity, regionIso, postcode, phone };
}
