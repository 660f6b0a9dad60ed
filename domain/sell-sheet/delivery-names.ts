/**
 * Sheet names (and pattern6 column headers) that name a delivery in PREBOOKING: word-dash-word,
 * a season or month with its year ("SPRING-2027", "MAR-2027"). A three-part name
 * ("SPRING-2027-B", a rep's second sheet for a season) names the delivery by its first part
 * and carries the spec's year 2147483647: the earliest open target of that code (decision 0057).
 */
import { UNSPECIFIED_DELIVERY_YEAR } from "./types.ts";

export interface DeliveryName {
  code: string;
  year: number;
}

const TWO_PARTS = /^([A-Za-z]+)-(\d{4})$/;
const THREE_PARTS = /^([A-Za-z]+)-([A-Za-z0-9]+)-([A-Za-z0-9]+)$/;

export function parseDeliveryName(text: string): DeliveryName | null {
  const name = text.trim();
  const two = TWO_PARTS.exec(name);
  if (two?.[1] && two[2]) return { code: two[1].toUpperCase(), year: Number(two[2]) };
  const three = THREE_PARTS.exec(name);
  if (three?.[1]) return { code: three[1].toUpperCase(), year: UNSPECIFIED_DELIVERY_YEAR };
  return null;
}

/** The word-dash-word form of §5, whatever the words: what STOCK-less modes refuse as a sheet name. */
export function looksLikeDeliveryName(text: string): boolean {
  return /^\w+-\w+(-\w+)?$/.test(text.trim());
}
