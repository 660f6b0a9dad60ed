import { PRICE_POLL_INTERVAL_MS, PRICE_POLL_TIMEOUT_MS, type PriceUpdateStatus } from "#domain/cart-prices.ts";

export interface PricePollOptions<T> {
  /** Wait between an IN_PROGRESS answer and the next request (account-and-ordering §4: 1 s). */
  intervalMs?: number;
  /** Give up this long after the first request (§4: 10 s), aborting a request still running. */
  timeoutMs?: number;
  /** Stops polling (the page was left, or a new quantity edit started another poll). */
  signal?: AbortSignal;
  /** Every answer as it arrives, IN_PROGRESS ones included (the page may show the cart total early). */
  onAnswer?: (answer: T) => void;
}

/**
 * How the polling ended. `failed`: the server answered FAILED; `timeout`: no final answer in
 * time; `error`: a request failed (the fetch function threw); `aborted`: the caller's signal.
 * The page shows the something-went-wrong alert and "not available" amounts on every failure
 * except `aborted`. `answer` is the last answer received, if any.
 */
export type PricePollOutcome<T> =
  | { ok: true; answer: T }
  | { ok: false; reason: "failed" | "timeout" | "error" | "aborted"; answer: T | null };

class Stopped extends Error {}

function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(new Stopped());
    else signal.addEventListener("abort", () => reject(new Stopped()), { once: true });
  });
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new Stopped());
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", stop);
      resolve();
    }, ms);
    function stop(): void {
      clearTimeout(timer);
      reject(new Stopped());
    }
    signal.addEventListener("abort", stop, { once: true });
  });
}

/**
 * Asks for the cart's customer prices until they are final: `fetchFn` posts
 * `{context}/cart/updatePrices` (the first call starts the ERP job, later ones join it) and
 * resolves with the parsed answer; while its status is IN_PROGRESS it is called again after
 * `intervalMs`; after `timeoutMs` in all the polling fails. Never rejects.
 */
export async function pollCartPrices<T extends { status: PriceUpdateStatus }>(
  fetchFn: (signal: AbortSignal) => Promise<T>,
  options: PricePollOptions<T> = {},
): Promise<PricePollOutcome<T>> {
  const { intervalMs = PRICE_POLL_INTERVAL_MS, timeoutMs = PRICE_POLL_TIMEOUT_MS, signal, onAnswer } = options;
  const controller = new AbortController();
  let timedOut = false;
  const deadline = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forward = (): void => controller.abort();
  if (signal?.aborted) controller.abort();
  else signal?.addEventListener("abort", forward, { once: true });
  const stopped = untilAborted(controller.signal);
  // The race below may lose to `stopped` after the loop ended: never leave it unhandled.
  stopped.catch(() => undefined);

  let last: T | null = null;
  try {
    for (;;) {
      const answer = await Promise.race([fetchFn(controller.signal), stopped]);
      last = answer;
      onAnswer?.(answer);
      if (answer.status === "COMPLETED") return { ok: true, answer };
      if (answer.status === "FAILED") return { ok: false, reason: "failed", answer };
      await sleep(intervalMs, controller.signal);
    }
  } catch (error) {
    if (timedOut) return { ok: false, reason: "timeout", answer: last };
    // A fetch that rejects because the caller aborted it counts as aborted, not as an error.
    return { ok: false, reason: error instanceof Stopped || controller.signal.aborted ? "aborted" : "error", answer: last };
  } finally {
    clearTimeout(deadline);
    signal?.removeEventListener("abort", forward);
    controller.abort();
  }
}
