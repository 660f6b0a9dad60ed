import { describe, expect, it } from "vitest";
import { renderApprovePage, renderClosedPage } from "./approve-page.ts";
import { isReturnUrl, withQuery } from "./local-adapter.ts";

describe("wallet return URLs", () => {
  it.each([
    ["/checkout/wallet/return", true],
    ["https://shop.example/checkout/wallet/return?x=1", true],
    ["http://localhost:3000/return", true],
    ["//evil.example/return", false],
    ["/\\evil.example", false],
    ["javascript:alert(1)", false],
    ["checkout/return", false],
  ])("%s is a return URL: %s", (url, ok) => {
    expect(isReturnUrl(url)).toBe(ok);
  });

  it.each([
    ["/checkout/return", { paymentId: "PAY-1", PayerID: "ABC" }, "/checkout/return?paymentId=PAY-1&PayerID=ABC"],
    ["/checkout/return?step=3#top", { paymentId: "PAY-1" }, "/checkout/return?step=3&paymentId=PAY-1#top"],
    ["https://shop.example/r", { paymentId: "a b" }, "https://shop.example/r?paymentId=a+b"],
  ])("%s with %o → %s", (url, params, expected) => {
    expect(withQuery(url, params)).toBe(expected);
  });
});

describe("wallet approve page", () => {
  it("shows the amount in the currency's digits and escapes the merchant's reference", () => {
    const html = renderApprovePage({ kind: "open", paymentId: "PAY-1", amountMinor: 123456, currency: "JPY", reference: '<b>"00012"</b>' }, "/_providers/wallet/approve");
    expect(html).toContain("¥123,456");
    expect(html).toContain("&#60;b&#62;&#34;00012&#34;&#60;/b&#62;");
    expect(html).not.toContain("<b>");
    expect(html).toMatch(/<button type="submit" name="decision" value="pay"[^>]*>Pay now<\/button>/);
    expect(html).toMatch(/<button type="submit" name="decision" value="cancel"[^>]*>Cancel<\/button>/);
    expect(html).toContain('<html lang="en">');
  });

  it("says why a closed payment cannot be decided on", () => {
    expect(renderClosedPage("expired")).toContain("This payment has expired.");
    expect(renderClosedPage("notFound")).toContain("We could not find this payment.");
  });
});
