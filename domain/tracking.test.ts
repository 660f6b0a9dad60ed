import { afterEach, describe, expect, it, vi } from "vitest";
import { cartTrackingEvent, onceWithFallback, productCodeFromHref, TRACKING_FALLBACK_MS } from "./tracking.ts";

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
  // Real timers again even when the test fails: unit files share one module graph (isolate: false).
  afterEach(() => vi.useRealTimers());

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
  });
});

describe("cartTrackingEvent (GA4 add_to_cart / remove_from_cart)", () => {
  const cap = { code: "BRM000001", name: "North Cap", unitPriceMinor: 3499, category: "headwear", size: "7 1/4", quantity: 3 };

  it("one item per changed line, value = price × quantity in major units", () => {
    const event = cartTrackingEvent("add_to_cart", "USD", [cap, { ...cap, size: "7 3/8", quantity: 2 }]);
    expect(event).toEqual({
      event: "add_to_cart",
      ecommerce: {
        currency: "USD",
        value: 174.95,
        items: [
          { item_id: "BRM000001", item_name: "North Cap", price: 34.99, currency: "USD", item_brand: "Brim", item_category: "headwear", item_variant: "7 1/4", quantity: 3 },
          { item_id: "BRM000001", item_name: "North Cap", price: 34.99, currency: "USD", item_brand: "Brim", item_category: "headwear", item_variant: "7 3/8", quantity: 2 },
        ],
      },
    });
  });

  it.each<[string, Parameters<typeof cartTrackingEvent>[1], number | null, number, number | null, number]>([
    ["yen has no minor unit", "JPY", 4500, 2, 4500, 9000],
    ["an unknown price counts 0", "USD", null, 4, null, 0],
    ["lines that did not change are left out", "MXN", 59900, 0, null, 0],
  ])("%s", (_, currency, unitPriceMinor, quantity, price, value) => {
    const event = cartTrackingEvent("remove_from_cart", currency, [{ ...cap, unitPriceMinor, quantity }]);
    expect(event.event).toBe("remove_from_cart");
    expect(event.ecommerce.value).toBe(value);
    expect(event.ecommerce.items.map((i) => i.price)).toEqual(quantity > 0 ? [price] : []);
  });
});
