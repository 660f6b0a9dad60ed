import { describe, expect, it } from "vitest";
import { isCartCode } from "../../../domain/assisted-service-fields.ts";
import { CART_CODE_ATTEMPTS, cartCodeParam, drawCartCode, insertWithCartCode, parseCartCode } from "./cart-code.ts";

describe("cart codes (decision 0061)", () => {
  it("draws 8 digits, never starting with 0, from a source that varies", () => {
    const codes = Array.from({ length: 200 }, drawCartCode);
    for (const code of codes) expect(code).toMatch(/^[1-9]\d{7}$/);
    // Two clashes among 200 draws of 90 million happen once in tens of millions of runs.
    expect(new Set(codes).size).toBeGreaterThanOrEqual(199);
  });

  it("draws again when the code is taken, and gives up after a bounded number of draws", async () => {
    const tried: string[] = [];
    const row = await insertWithCartCode(async (code) => {
      tried.push(code);
      return tried.length < 3 ? undefined : { code };
    });
    expect(tried).toHaveLength(3);
    expect(row.code).toBe(tried[2]);
    let calls = 0;
    await expect(
      insertWithCartCode(async () => {
        calls += 1;
        return undefined;
      }),
    ).rejects.toThrow(/no free cart code/);
    expect(calls).toBe(CART_CODE_ATTEMPTS);
  });

  it("answers the row another request made first (the one active cart) instead of drawing on", async () => {
    let inserts = 0;
    const row = await insertWithCartCode(
      async () => {
        inserts += 1;
        return undefined;
      },
      async () => ({ code: "55555555" }),
    );
    expect(row).toEqual({ code: "55555555" });
    expect(inserts).toBe(1);
  });

  it.each([
    ["12345678", "12345678"],
    ["01234567", "01234567"],
    ["1234567", null],
    ["123456789", null],
    ["1234567a", null],
    [" 12345678", null],
    ["１２３４５６７８", null],
    ["", null],
  ])("reads %j as %j, in a route and in a service alike", (text, expected) => {
    expect(cartCodeParam.parse(text)).toBe(expected);
    expect(parseCartCode(text)).toBe(expected);
    expect(isCartCode(text)).toBe(expected !== null);
  });

  it("refuses only absurd lengths at the schema (400), everything else is a 404 in the service", () => {
    expect(cartCodeParam.safeParse("9".repeat(41)).success).toBe(false);
    expect(parseCartCode(undefined)).toBeNull();
    expect(parseCartCode(null)).toBeNull();
  });
});
