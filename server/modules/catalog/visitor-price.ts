import { formatMoney } from "../../../domain/money.ts";
import type { Currency } from "../../../domain/sites.ts";
import type { RequestContext } from "../../context.ts";

/** A price as the pages and the API show it: minor units, currency, and the text for the visitor. */
export interface FormattedPrice {
  value: number;
  currency: Currency;
  formattedValue: string;
}

/** An amount in the visitor's currency (minor units), formatted for their locale. */
export function formattedPrice(ctx: Pick<RequestContext, "currency" | "locale">, minor: number): FormattedPrice {
  return { value: minor, currency: ctx.currency, formattedValue: formatMoney({ amount: minor, currency: ctx.currency }, ctx.locale) };
}

/** `formattedPrice`, null staying null. */
export function visitorPrice(ctx: Pick<RequestContext, "currency" | "locale">, minor: number | null): FormattedPrice | null {
  return minor === null ? null : formattedPrice(ctx, minor);
}
