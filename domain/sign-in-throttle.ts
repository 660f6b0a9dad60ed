/**
 * Sign-in throttling by growing delays (decision 0033): a key (an account with one client
 * address, a client address, a known device, an account from unknown devices) has some free
 * failures; every failure after them makes the next attempt wait, twice as long each time, up to
 * a longest delay. Nothing is ever locked for longer than that, and a success on the key starts
 * it again.
 */
export interface DelayRule {
  /** Failures that cost no waiting. */
  freeFailures: number;
  /** Wait after the first failure past the free ones. */
  baseDelayMs: number;
  /** Longest wait (LOGIN_LOCK_MINUTES). */
  maxDelayMs: number;
}

/** How long the next attempt must wait after `failures` failures in a row (0: it need not). */
export function delayAfterFailures(failures: number, rule: DelayRule): number {
  if (!Number.isInteger(failures) || failures < rule.freeFailures) return 0;
  const doublings = Math.min(failures - rule.freeFailures, 40);
  return Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** doublings);
}

/** Free failures of each kind of key, as multiples of LOGIN_MAX_FAILURES. */
export const SIGN_IN_FREE_FAILURES = {
  /** One account from one client address, or from a device it signed in on before. */
  pair: 1,
  /** One client address, whatever accounts it tries: offices share an address. */
  address: 5,
  /** One account from every address without its device cookie (guessing spread over many addresses). */
  account: 4,
} as const;
