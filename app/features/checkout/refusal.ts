import type { FieldError } from "./checkout-api.ts";

/** A refused placement: the server's message and its field errors. */
export interface Refusal {
  message: string;
  errors: FieldError[];
}

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * What the refusal alert lists under its message: each field error's message once, leaving out
 * those that only repeat the message (a declined card answers one error with the same text), so
 * nothing is read out twice.
 */
export function refusalDetails(refusal: Refusal): string[] {
  const details: string[] = [];
  for (const { message } of refusal.errors) {
    if (same(message, refusal.message) || details.some((d) => same(d, message))) continue;
    details.push(message);
  }
  return details;
}
