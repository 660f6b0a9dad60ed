import { translate, type MessageKey } from "../../../domain/i18n/index.ts";
import { formatMoney } from "../../../domain/money.ts";
import type { RequestContext } from "../../context.ts";
import { AVAILABILITY_VALUES, priceBands, type FacetName } from "./listing-sql.ts";

const SILHOUETTE_ORDER = ["fitted", "stretch", "adjustable", "snapback", "knit", "apparel"];
const LETTER_SIZES = ["XXS", "XS", "XS/S", "S", "S/M", "M", "M/L", "L", "L/XL", "XL", "XL/XXL", "XXL", "2XL", "3XL", "OSFA"];

/** Fitted sizes ("7 1/8") by their number, then letter sizes in the usual order, then the rest. */
function sizeRank(size: string): number {
  const fitted = /^(\d+)(?: (\d+)\/(\d+))?$/.exec(size);
  if (fitted) return Number(fitted[1]) + (fitted[2] ? Number(fitted[2]) / Number(fitted[3]) : 0);
  const letter = LETTER_SIZES.indexOf(size);
  return letter >= 0 ? 100 + letter : 1000;
}

interface Sortable {
  value: string;
  label: string;
  count: number;
  position: number;
}

/** Labels of facet values in the visitor's language and currency, and the order they are shown in. */
export function facetLabels(ctx: RequestContext) {
  const t = (key: MessageKey, params?: Record<string, string>) => translate(ctx.language, key, params);
  const money = (amount: number) => formatMoney({ amount, currency: ctx.currency }, ctx.locale);
  const bands = priceBands(ctx.currency);

  function value(name: FacetName, value: string, dbLabel: string | null): string {
    switch (name) {
      case "silhouette":
        return SILHOUETTE_ORDER.includes(value) ? t(`listing.silhouette.${value}` as MessageKey) : value;
      case "availability":
        return (AVAILABILITY_VALUES as readonly string[]).includes(value) ? t(`listing.availability.${value}` as MessageKey) : value;
      case "price": {
        const band = bands.find((b) => b.value === value);
        if (!band) return value;
        if (band.min === 0 && band.max !== null) return t("listing.price.under", { max: money(band.max) });
        if (band.max === null) return t("listing.price.over", { min: money(band.min) });
        return t("listing.price.between", { min: money(band.min), max: money(band.max) });
      }
      default:
        return dbLabel && dbLabel !== "" ? dbLabel : value;
    }
  }

  function compare(name: FacetName): (a: Sortable, b: Sortable) => number {
    const byLabel = (a: Sortable, b: Sortable) => a.label.localeCompare(b.label, ctx.locale);
    switch (name) {
      case "silhouette":
        return (a, b) => SILHOUETTE_ORDER.indexOf(a.value) - SILHOUETTE_ORDER.indexOf(b.value);
      case "availability":
        return (a, b) => (AVAILABILITY_VALUES as readonly string[]).indexOf(a.value) - (AVAILABILITY_VALUES as readonly string[]).indexOf(b.value);
      case "price":
        return (a, b) => bands.findIndex((x) => x.value === a.value) - bands.findIndex((x) => x.value === b.value);
      case "size":
        return (a, b) => sizeRank(a.value) - sizeRank(b.value) || byLabel(a, b);
      case "team":
      case "colour":
        return (a, b) => b.count - a.count || byLabel(a, b);
      default:
        return byLabel;
    }
  }

  return { value, compare };
}
