import { integer } from "../../../domain/input.ts";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { type CartFilters, parseCartFilter } from "../../../domain/cart-filter.ts";
import { MAX_QUANTITY } from "../../../domain/quantity-input.ts";
import { sitePath } from "../../../domain/sites.ts";
import { isBrowserFormPost } from "../../http/csrf.ts";
import { sendError } from "../../http/errors.ts";
import { parseTargetKey } from "./booking-windows.ts";
import type { CartFailure, LineInput } from "./cart-line-input.ts";
import type { CartViewOptions } from "./cart-view.ts";

const STATUS: Record<CartFailure["kind"], number> = { signedOut: 401, noCart: 403, invalid: 400, refused: 422, conflict: 409, notFound: 404 };

const MESSAGES: Partial<Record<CartFailure["kind"], string>> = {
  signedOut: "Please sign in to continue.",
  noCart: "Your account has no cart. Act for a customer to order for them.",
};

/** The cart page's URL; `forceValidation` shows every line's problem. */
export function cartPagePath(req: FastifyRequest, forceValidation = false): string {
  return sitePath(req.site, forceValidation ? "/cart?forceValidation=true" : "/cart");
}

/**
 * Answers a refused cart change. The cart page's calls also get a `redirectUrl` header to the
 * cart with every problem shown, where the page then goes (account-and-ordering §7, §8).
 */
export function sendCartFailure(
  req: FastifyRequest,
  reply: FastifyReply,
  failure: CartFailure,
  options: { redirect?: boolean; /** Another list's page (decision 0056) instead of the cart's. */ redirectUrl?: string } = {},
): FastifyReply {
  reply.header("cache-control", "private, no-store");
  if (options.redirect && failure.kind !== "signedOut") reply.header("redirectUrl", options.redirectUrl ?? cartPagePath(req, true));
  if (failure.kind === "signedOut" && isBrowserFormPost(req)) return reply.redirect(sitePath(req.site, "/login"), 303);
  const message = "message" in failure ? failure.message : (MESSAGES[failure.kind] ?? "The cart could not be changed.");
  const errors = "errors" in failure ? failure.errors : [];
  return sendError(reply, STATUS[failure.kind], message, errors);
}

export const QuantitySchema = integer({ min: 0, max: MAX_QUANTITY, message: "Enter a quantity", minMessage: "Enter 0 or more", maxMessage: "At most 5 digits" });

const TargetCode = z.string().regex(/^[A-Z0-9_]{1,20}$/, "Unknown delivery target");
const Year = integer({ min: 2000 });

/** Line input of the cart page (account-and-ordering §3): `{id, quantity, deliveryTarget, seasonCollection, deliveryYear, baseProductCode}`. */
export const LineInputSchema = z.object({
  id: z.string().min(1).max(40),
  quantity: z.union([QuantitySchema, z.literal("").transform(() => 0), z.null().transform(() => 0)]),
  deliveryTarget: TargetCode.nullish(),
  seasonCollection: z.string().max(40).nullish(),
  deliveryYear: Year.nullish(),
  baseProductCode: z.string().max(40).nullish(),
});

export const LineListSchema = z.array(LineInputSchema).max(2000, "At most 2,000 lines at once");

export function toLineInput(line: z.infer<typeof LineInputSchema>): LineInput {
  const target = line.deliveryTarget && line.deliveryYear ? { code: line.deliveryTarget, year: line.deliveryYear } : null;
  return { upc: line.id, quantity: line.quantity, target, seasonCollection: line.seasonCollection ?? null };
}

/** `?q=` (the filter string) and `?deliveryTargetAndYear=` of the cart calls. */
export const CartQuerySchema = z.object({
  q: z.string().max(2000).optional(),
  deliveryTargetAndYear: z.string().max(60).optional(),
});

export function viewOptions(req: FastifyRequest, query: z.infer<typeof CartQuerySchema>): CartViewOptions & { filters: CartFilters } {
  const target = parseTargetKey(query.deliveryTargetAndYear);
  return {
    filters: parseCartFilter(query.q, req.ctx.deps.config.cart.filterIdMaxLength),
    deliveryTarget: target ? `${target.code}-${target.year}` : null,
  };
}

/** The version header the page sends with a recalculation (decision 0018). */
export function expectedVersion(req: FastifyRequest): number | undefined {
  const raw = req.headers["x-cart-version"];
  const text = Array.isArray(raw) ? raw[0] : raw;
  if (text === undefined || !/^\d{1,9}$/.test(text)) return undefined;
  return Number(text);
}
