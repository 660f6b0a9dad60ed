import { z } from "zod";
import { COMPLETE_ORDER_BLOCKER_MESSAGES } from "../../../domain/complete-order.ts";
import { createTranslator, translate } from "../../../domain/i18n/index.ts";
import { ADDRESS_FIELD_MAX } from "../../../domain/delivery-address.ts";
import { formatMoney } from "../../../domain/money.ts";
import { GCP_MINIMUM_PROGRAM_QUANTITY } from "../../../domain/programme-minimum.ts";
import { sitePath, type Language } from "../../../domain/sites.ts";
import { sendError } from "../../http/errors.ts";
import { publicOrigin } from "../../http/public-origin.ts";
import type { SiteRoutes } from "../../http/site-routes.ts";
import { REPLENISHMENT_BODY_FIELDS, replenishmentInputOf, replenishmentRefusalMessage } from "../replenishment/schedule-request.ts";
import { placeOrder, type PlaceOrderFailure } from "./place-order.ts";

const AddressText = z.string().max(ADDRESS_FIELD_MAX).default("");
const Body = z.object({
  termsAccepted: z.boolean(),
  card: z
    .object({ token: z.string().min(1).max(200), maskedCardNo: z.string().max(25), toBeExpiredAt: z.string().max(40), isSecurityCodeSet: z.coerce.boolean() })
    .optional(),
  /** "Save this card" (decision 0029): the provider keeps the card for the user. */
  saveCard: z.boolean().optional(),
  /** Pay with one of the user's saved cards instead of a new card's token. */
  savedCardId: z.string().trim().min(1).max(40).optional(),
  billingAddress: z
    .object({
      useFilledAddress: z.boolean(),
      firstName: AddressText,
      lastName: AddressText,
      country: z.string().max(2).default(""),
      line1: AddressText,
      postalCode: AddressText,
      city: AddressText,
      region: z.string().max(10).default(""),
    })
    .optional(),
  ...REPLENISHMENT_BODY_FIELDS,
});
/** The page makes one key per checkout visit (a UUID); other clients may send any opaque token. */
const KEY = /^[A-Za-z0-9_-]{8,100}$/;

const FAILURE_STATUS: Record<PlaceOrderFailure["kind"], number> = {
  signedOut: 401,
  emptyCart: 422,
  cartOrdered: 409,
  cartBusy: 409,
  paymentTimedOut: 409,
  keyReused: 409,
  checkoutIncomplete: 422,
  billingAddressInvalid: 422,
  creditBlocked: 422,
  linesInvalid: 409,
  programmeMinimum: 409,
  outOfStock: 409,
  giftCardBalance: 409,
  paymentUnavailable: 422,
  cardMissing: 422,
  savedCardUnknown: 404,
  savedCardExpired: 422,
  cardDeclined: 402,
  totalChanged: 409,
  walletTotalChanged: 409,
  walletRefused: 409,
  replenishmentNotAvailable: 403,
  replenishmentPaymentType: 422,
  replenishmentInvalid: 422,
};

export function failureMessage(failure: PlaceOrderFailure, language: Language, locale: string): { message: string; errors: { field: string; message: string }[] } {
  const t = createTranslator(language);
  switch (failure.kind) {
    case "signedOut":
      return { message: t("checkout.placement.signedOut"), errors: [] };
    case "emptyCart":
      return { message: t("checkout.placement.emptyCart"), errors: [] };
    case "cartOrdered":
      return { message: t("checkout.placement.cartOrdered"), errors: [] };
    case "cartBusy":
      return { message: t("checkout.placement.cartBusy"), errors: [] };
    case "paymentTimedOut":
      return { message: t("checkout.placement.paymentTimedOut"), errors: [] };
    case "keyReused":
      return { message: t("checkout.placement.keyReused"), errors: [] };
    case "checkoutIncomplete":
      return {
        message: t("checkout.placement.incomplete"),
        errors: failure.missing.map((field) => ({ field, message: t(field === "costCentre" ? "checkout.placement.costCentre" : COMPLETE_ORDER_BLOCKER_MESSAGES[field]) })),
      };
    case "creditBlocked":
      return { message: t("checkout.placement.creditBlocked"), errors: [] };
    case "linesInvalid":
      return { message: t("checkout.placement.windowClosed", { codes: failure.productCodes.join(", ") }), errors: failure.productCodes.map((field) => ({ field, message: t("checkout.placement.windowClosed.field") })) };
    case "programmeMinimum":
      return {
        message: t("programme.placement.belowMinimum", { minimum: GCP_MINIMUM_PROGRAM_QUANTITY, codes: failure.shortfalls.map((s) => s.productCode).join(", ") }),
        errors: failure.shortfalls.map((s) => ({ field: s.productCode, message: t("programme.placement.belowMinimum.field", { current: s.current, minimum: s.minimum, missing: s.missing }) })),
      };
    case "outOfStock":
      return { message: t("checkout.placement.outOfStock", { codes: failure.productCodes.join(", ") }), errors: failure.productCodes.map((field) => ({ field, message: t("checkout.placement.outOfStock.field") })) };
    case "giftCardBalance":
      return { message: t("checkout.placement.giftCardBalance"), errors: [{ field: "giftCard", message: t("checkout.placement.giftCardBalance.field") }] };
    case "cardMissing":
      return { message: translate(language, "checkout.card.verify"), errors: [{ field: "cardNumber", message: translate(language, "checkout.card.verify") }] };
    case "savedCardUnknown":
    case "savedCardExpired": {
      const message = translate(language, failure.kind === "savedCardExpired" ? "checkout.savedCard.expired" : "checkout.savedCard.notFound");
      return { message, errors: [{ field: "savedCardId", message }] };
    }
    case "cardDeclined": {
      // A refused authorization (the issuer's answer), not one of the card form's result codes.
      const message = t("checkout.card.declined", { code: failure.code });
      return { message, errors: [{ field: "cardNumber", message }] };
    }
    case "totalChanged":
      return { message: t("checkout.placement.totalChanged"), errors: [] };
    case "billingAddressInvalid": {
      const errors = failure.problems.map((p) => ({ field: `billingAddress.${p.field}`, message: translate(language, p.messageKey) }));
      return { message: translate(language, "checkout.billing.invalid"), errors };
    }
    case "walletTotalChanged": {
      const amount = (minor: number) => formatMoney({ amount: minor, currency: failure.currency }, locale);
      const message = translate(language, "checkout.wallet.totalChanged", { approved: amount(failure.approvedMinor), remaining: amount(failure.remainingMinor) });
      return { message, errors: [{ field: "wallet", message }] };
    }
    case "walletRefused": {
      const message = translate(language, "checkout.wallet.refused");
      return { message, errors: [{ field: "wallet", message }] };
    }
    case "paymentUnavailable":
      return { message: t("checkout.placement.paymentUnavailable"), errors: [{ field: "paymentType", message: t("checkout.placement.paymentUnavailable.field") }] };
    case "replenishmentNotAvailable":
    case "replenishmentPaymentType":
    case "replenishmentInvalid":
      return replenishmentRefusalMessage(failure, language);
  }
}

/** `POST {context}/checkout/simple/placeOrder` with an `Idempotency-Key` header (decision 0022). */
export const orderRoutes: SiteRoutes = async (app) => {
  app.post("/checkout/simple/placeOrder", async (req, reply) => {
    reply.header("cache-control", "private, no-store");
    const key = req.headers["idempotency-key"];
    if (typeof key !== "string" || !KEY.test(key)) {
      return sendError(reply, 400, "An Idempotency-Key header (8–100 letters, digits, - or _) is required.", [{ field: "Idempotency-Key", message: "Required" }]);
    }
    const parsed = Body.safeParse(req.body);
    if (!parsed.success) return sendError(reply, 400, "The order request is not valid.", parsed.error.issues.map((i) => ({ field: i.path.join("."), message: i.message })));
    const replenishment = replenishmentInputOf(parsed.data);
    if (!replenishment.ok) {
      const { message, errors } = replenishmentRefusalMessage(replenishment.failure, req.ctx.language);
      return sendError(reply, 400, message, errors);
    }
    // The popup's raw fields stay in the body (they are part of what the Idempotency-Key covers); placement reads the checked schedule.
    const body = { ...parsed.data, ...(replenishment.input ? { replenishment: replenishment.input } : {}) };
    const result = await placeOrder(req.ctx, key, body, publicOrigin(req));
    if (!result.ok) {
      const { message, errors } = failureMessage(result.failure, req.ctx.language, req.ctx.locale);
      // The wallet payment of this attempt was given back: the page asks for a new approval.
      if (result.walletRefunded) errors.push({ field: "wallet", message: translate(req.ctx.language, "checkout.wallet.refunded") });
      return sendError(reply, FAILURE_STATUS[result.failure.kind], message, errors);
    }
    return reply.code(result.replayed ? 200 : 201).send({
      orderCode: result.orderCode,
      status: result.status,
      replayed: result.replayed,
      redirectUrl: sitePath(req.site, `/checkout/orderConfirmation/${result.orderCode}`),
    });
  });
};
