import { describe, expect, it, vi } from "vitest";
import { ContentCache } from "./content-cache.ts";

describe("ContentCache", () => {
  it("serves a value until it expires, then loads again", async () => {
    const cache = new ContentCache<number>(1000);
    const load = vi.fn(async () => 1);
    await cache.get("k", 0, load);
    await cache.get("k", 999, load);
    expect(load).toHaveBeenCalledTimes(1);
    await cache.get("k", 1000, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps keys apart, forgets failures and never caches with a zero lifetime", async () => {
    const cache = new ContentCache<string>(1000);
    expect(await cache.get("a", 0, async () => "A")).toBe("A");
    expect(await cache.get("b", 0, async () => "B")).toBe("B");
    await expect(cache.get("c", 0, async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("c", 1, async () => "C")).toBe("C");
    const off = new ContentCache<number>(0);
    const load = vi.fn(async () => 2);
    await off.get("k", 0, load);
    await off.get("k", 0, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("drops the oldest entry beyond its size", async () => {
    const cache = new ContentCache<number>(1000, 2);
    const load = vi.fn(async () => 1);
    await cache.get("a", 0, load);
    await cache.get("b", 0, load);
    await cache.get("c", 0, load);
    await cache.get("a", 0, load);
    expect(load).toHaveBeenCalledTimes(4);
  });
});
