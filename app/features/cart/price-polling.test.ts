import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PriceUpdateStatus } from "#domain/cart-prices.ts";
import { pollCartPrices } from "./price-polling.ts";

interface Answer {
  status: PriceUpdateStatus;
  n: number;
}

/** A fetch stand-in answering `statuses` in turn after `latencyMs`, recording when it was called. */
function server(statuses: PriceUpdateStatus[], latencyMs = 50) {
  const calls: number[] = [];
  const start = Date.now();
  const fetchFn = vi.fn(async (signal: AbortSignal): Promise<Answer> => {
    calls.push(Date.now() - start);
    const n = calls.length;
    const status = statuses[Math.min(n - 1, statuses.length - 1)] ?? "IN_PROGRESS";
    if (latencyMs > 0) {
      await new Promise<void>((resolve, reject) => {
        const stop = () => {
          clearTimeout(timer);
          reject(new DOMException("aborted", "AbortError"));
        };
        const timer = setTimeout(() => {
          signal.removeEventListener("abort", stop);
          resolve();
        }, latencyMs);
        signal.addEventListener("abort", stop, { once: true });
      });
    }
    return { status, n };
  });
  return { fetchFn, calls };
}

describe("pollCartPrices (account-and-ordering §4: again after 1 s while IN_PROGRESS, failed after 10 s)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("answers at once when the first answer is final", async () => {
    const { fetchFn } = server(["COMPLETED"]);
    const outcome = pollCartPrices(fetchFn);
    await vi.advanceTimersByTimeAsync(50);
    expect(await outcome).toEqual({ ok: true, answer: { status: "COMPLETED", n: 1 } });
    expect(fetchFn).toHaveBeenCalledTimes(1);
  });

  it("asks again 1 s after each IN_PROGRESS answer until COMPLETED, reporting every answer", async () => {
    const { fetchFn, calls } = server(["IN_PROGRESS", "IN_PROGRESS", "COMPLETED"]);
    const seen: PriceUpdateStatus[] = [];
    const outcome = pollCartPrices(fetchFn, { onAnswer: (a) => seen.push(a.status) });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await outcome).toEqual({ ok: true, answer: { status: "COMPLETED", n: 3 } });
    // Request latency 50 ms, then 1,000 ms of waiting before the next one.
    expect(calls).toEqual([0, 1_050, 2_100]);
    expect(seen).toEqual(["IN_PROGRESS", "IN_PROGRESS", "COMPLETED"]);
  });

  it("stops at a FAILED answer", async () => {
    const { fetchFn } = server(["IN_PROGRESS", "FAILED"]);
    const outcome = pollCartPrices(fetchFn);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await outcome).toEqual({ ok: false, reason: "failed", answer: { status: "FAILED", n: 2 } });
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it("fails after 10 s while the answers stay IN_PROGRESS, and asks nothing more", async () => {
    const { fetchFn, calls } = server(["IN_PROGRESS"]);
    const outcome = pollCartPrices(fetchFn);
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toEqual({ ok: false, reason: "timeout", answer: { status: "IN_PROGRESS", n: 10 } });
    expect(calls).toHaveLength(10);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(calls).toHaveLength(10);
  });

  it("fails after 10 s when a request never answers, aborting it", async () => {
    let aborted = false;
    const fetchFn = (signal: AbortSignal) =>
      new Promise<Answer>(() => {
        signal.addEventListener("abort", () => (aborted = true));
      });
    const outcome = pollCartPrices(fetchFn);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await outcome).toEqual({ ok: false, reason: "timeout", answer: null });
    expect(aborted).toBe(true);
  });

  it("takes other interval and timeout values", async () => {
    const { fetchFn, calls } = server(["IN_PROGRESS"], 0);
    const outcome = pollCartPrices(fetchFn, { intervalMs: 200, timeoutMs: 1_000 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await outcome).ok).toBe(false);
    expect(calls).toEqual([0, 200, 400, 600, 800]);
  });

  it("fails with error when a request fails", async () => {
    const fetchFn = vi.fn(async (): Promise<Answer> => {
      throw new Error("HTTP 500");
    });
    expect(await pollCartPrices(fetchFn)).toEqual({ ok: false, reason: "error", answer: null });
  });

  it("stops when the caller aborts, without a timeout later", async () => {
    const { fetchFn } = server(["IN_PROGRESS"]);
    const caller = new AbortController();
    const outcome = pollCartPrices(fetchFn, { signal: caller.signal });
    await vi.advanceTimersByTimeAsync(1_500);
    caller.abort();
    expect(await outcome).toEqual({ ok: false, reason: "aborted", answer: { status: "IN_PROGRESS", n: 2 } });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("does not start when the caller's signal is already aborted", async () => {
    const { fetchFn } = server(["COMPLETED"]);
    const outcome = await pollCartPrices(fetchFn, { signal: AbortSignal.abort() });
    expect(outcome.ok).toBe(false);
    expect(outcome).toMatchObject({ reason: "aborted" });
  });
});
