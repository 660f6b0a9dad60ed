import { describe, expect, it } from "vitest";
import { redactUrl } from "./logging.ts";

describe("redactUrl", () => {
  it.each([
    ["/partner/login/pw/change?token=abc123", "/partner/login/pw/change?token=[redacted]"],
    ["/x?a=1&token=abc&b=2", "/x?a=1&token=[redacted]&b=2"],
    ["/giftcard/balance?giftCardNumber=1&giftCardPin=9999", "/giftcard/balance?giftCardNumber=1&giftCardPin=[redacted]"],
    ["/search?text=caps", "/search?text=caps"],
    ["/partner", "/partner"],
  ])("%s → %s", (input, expected) => {
    expect(redactUrl(input)).toBe(expected);
  });
});
