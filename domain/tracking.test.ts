import { describe, expect, it, vi } from "vitest";
import { onceWithFallback, productCodeFromHref, TRACKING_FALLBACK_MS } from "./tracking.ts";

describe("productCodeFromHref", () => {
  it.each([
    ["/p/BRM000123", "BRM000123"],
    ["/jp/partner/p/BRM000123?colour=BLK", "BRM000123"],
    ["http://shop.example/p/BRM000123/", "BRM000123"],
    ["/p/A%20B", "A B"],
    ["/", null],
    ["", null],
  ])("%s → %s", (href, code) => {
    expect(productCodeFromHref(href)).toBe(code);
  });
});

describe("onceWithFallback", () => {
  it("waits 200 ms at most and runs only once", () => {
    vi.useFakeTimers();
    const action = vi.fn();
    const timers = { set: (fn: () => void, ms: number) => setTimeout(fn, ms), clear: (id: ReturnType<typeof setTimeout>) => clearTimeout(id) };
    onceWithFallback(action, TRACKING_FALLBACK_MS, timers);
    vi.advanceTimersByTime(199);
    expect(action).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(action).toHaveBeenCalledTimes(1);

    const second = vi.fn();
    const done = onceWithFallback(second, TRACKING_FALLBACK_MS, timers);
    done();
    done();
    vi.advanceTimersByTime(500);
    expect(second).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});
