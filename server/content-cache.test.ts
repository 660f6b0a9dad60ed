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

  it("serves a stale value while one request reloads it, then the new one", async () => {
    const cache = new ContentCache<number>(1000, 10, 1000);
    let version = 0;
    let release = () => {};
    const load = vi.fn(() => {
      version += 1;
      const v = version;
      return v === 1 ? Promise.resolve(v) : new Promise<number>((resolve) => (release = () => resolve(v)));
    });
    expect(await cache.get("k", 0, load)).toBe(1);
    expect(await cache.get("k", 1500, load)).toBe(1);
    expect(await cache.get("k", 1600, load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(2);
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get("k", 1700, load)).toBe(2);
    // Past the stale window (loaded at 1500: fresh until 2500, stale until 3500) a request waits for a fresh load.
    const later = cache.get("k", 3600, load);
    expect(load).toHaveBeenCalledTimes(3);
    release();
    expect(await later).toBe(3);
  });

  it("shares a load in flight however long it takes, and drops values `keep` refuses", async () => {
    const cache = new ContentCache<number>(1000);
    let release = (_v: number) => {};
    const slow = vi.fn(() => new Promise<number>((resolve) => (release = resolve)));
    const first = cache.get("k", 0, slow, (v) => v > 0);
    const second = cache.get("k", 5000, slow, (v) => v > 0);
    release(0);
    expect(await first).toBe(0);
    expect(await second).toBe(0);
    expect(slow).toHaveBeenCalledTimes(1);
    await cache.get("k", 5001, async () => 3, (v) => v > 0);
    expect(await cache.get("k", 5002, async () => 4)).toBe(3);
  });

  it("makes requests past the stale window wait for the reload already running, not start another", async () => {
    const cache = new ContentCache<number>(1000, 10, 1000);
    let release = (_v: number) => {};
    const load = vi.fn(() => new Promise<number>((resolve) => (release = resolve)));
    const first = cache.get("k", 0, load);
    release(1);
    await first;
    expect(await cache.get("k", 1500, load)).toBe(1);
    const late = cache.get("k", 2500, load);
    const later = cache.get("k", 2600, load);
    expect(load).toHaveBeenCalledTimes(2);
    release(2);
    expect([await late, await later]).toEqual([2, 2]);
  });
});
