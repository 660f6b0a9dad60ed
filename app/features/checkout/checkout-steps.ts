/**
 * The checkout's steps (service-and-support §2 "navigation by a step{n} hash"; decision 0029):
 * the page's sections in order, each reached at `#step{n}`. All steps stay on one page; the
 * navigation jumps between them.
 */
export const CHECKOUT_STEPS = ["address", "delivery", "payment", "review"] as const;
export type CheckoutStepName = (typeof CHECKOUT_STEPS)[number];

/** The element id of step `n` (1-based): `step1` … */
export function stepId(n: number): string {
  return `step${n}`;
}

/** The step a location hash names (`#step2` → 2), or null for any other hash or a step out of range. */
export function stepFromHash(hash: string, count: number = CHECKOUT_STEPS.length): number | null {
  const match = /^#?step([1-9]\d{0,2})$/.exec(hash);
  if (!match) return null;
  const n = Number(match[1]);
  return n <= count ? n : null;
}
