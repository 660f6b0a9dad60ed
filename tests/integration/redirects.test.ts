import { describe, expect, it } from "vitest";
import { cartFixtures, emptyCartsOf } from "../support/cart-fixtures.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";
import { DB_TARGET } from "../support/databases.ts";

/** What a form's `redirect` field holds after the browser decoded the attacker's link, and the same still encoded. */
const HOSTILE = ["/\t/evil.example/", "/%09/evil.example/", "//evil.example/", "/\\evil.example/", "https://evil.example/partner", "/jp/partner/cart"];
const NEWLINES = ["/partner\r\nSet-Cookie: a=b", "/partner/%0d%0aSet-Cookie:%20a=b", "/partner\n"];

/** The Location stays on this host and site, as a browser resolves it. */
function expectOnSite(res: Response, baseUrl: string, sitePrefix: string): string {
  const location = res.headers.get("location");
  expect(location).not.toBeNull();
  const resolved = new URL(location!, baseUrl);
  expect(resolved.origin, location!).toBe(new URL(baseUrl).origin);
  expect(resolved.pathname === sitePrefix || resolved.pathname.startsWith(`${sitePrefix}/`), location!).toBe(true);
  return location!;
}

/** Decision 0034: every route that takes a redirect target sends the browser back onto the site. */
describe("redirect targets on the routes that take one", () => {
  const server = useTestServer(DB_TARGET);
  const base = () => server().baseUrl;

  it("sign-in sends a hostile or newline target to the site's home, never to another host, never a 500", async () => {
    for (const redirect of [...HOSTILE, ...NEWLINES]) {
      const c = new TestClient(base());
      await c.page(`/partner/login?redirect=${encodeURIComponent(redirect)}`);
      const res = await c.postForm("/partner/login", { username: "dealer@example.com", password: "Brim#2026", redirect });
      expect(res.status, redirect).toBe(302);
      expect(expectOnSite(res, base(), "/partner"), redirect).toBe("/partner");
    }
    // The sign-in page of a signed-in visitor redirects the same way.
    const c = await TestClient.signedIn(base(), "/partner", "dealer@example.com");
    const page = await c.get(`/partner/login?redirect=${encodeURIComponent("/\t/evil.example/")}`);
    expect(expectOnSite(page, base(), "/partner")).toBe("/partner");
    const raw = await c.get("/partner/login?redirect=/%09/evil.example/");
    expect(expectOnSite(raw, base(), "/partner")).toBe("/partner");
    // A target on the site is kept.
    const ok = new TestClient(base());
    await ok.page("/partner/login");
    const kept = await ok.postForm("/partner/login", { username: "dealer@example.com", password: "Brim#2026", redirect: "/partner/cart?tab=1" });
    expect(kept.headers.get("location")).toBe("/partner/cart?tab=1");
  });

  it("the booking mode switch's form post goes back on the site", async () => {
    const dealer = await TestClient.signedIn(base(), "/partner", "dealer@example.com");
    for (const redirect of [...HOSTILE, ...NEWLINES]) {
      const res = await dealer.postForm("/partner/booking/status/update", { mode: "STOCK", redirect });
      expect(res.status, redirect).toBe(303);
      expect(expectOnSite(res, base(), "/partner"), redirect).toBe("/partner");
    }
    const json = await dealer.postJson("/partner/booking/status/update", { mode: "STOCK", redirect: "/\t/evil.example/" });
    expect(await json.json()).toEqual({ mode: "STOCK", redirectUrl: "/partner" });
  });

  it("the no-script cart/updateMultiD form goes back to the product page instead of the target", async () => {
    const fx = await cartFixtures(server().database.db);
    const dealer = await TestClient.signedIn(base(), "/partner", "dealer@example.com");
    const productPage = `/partner/p/${encodeURIComponent(fx.plenty.productCode)}`;
    for (const redirect of [...HOSTILE, ...NEWLINES]) {
      await emptyCartsOf(server().database.db, "dealer@example.com");
      const res = await dealer.postForm("/partner/cart/updateMultiD", { productCode: fx.plenty.productCode, redirect, [`qty.${fx.plenty.upc}`]: "1" });
      expect(res.status, redirect).toBe(303);
      expect(expectOnSite(res, base(), "/partner").split("?")[0], redirect).toBe(productPage);
    }
  });

  it("other form posts with a target stay on the site too", async () => {
    const dealer = await TestClient.signedIn(base(), "/partner", "dealer@example.com");
    for (const [path, fields] of [
      ["/partner/price/visibility/update", { shouldDisplayPrice: "true" }],
      ["/partner/trade-show/update", { enabled: "false" }],
    ] as const) {
      const res = await dealer.postForm(path, { ...fields, redirect: "/\t/evil.example/" });
      // A refusal (the account may not use the feature) answers without a Location; a success goes home.
      if (res.status === 303) expect(expectOnSite(res, base(), "/partner"), path).toBe("/partner");
      else expect(res.status, path).toBeLessThan(500);
    }
    const language = await dealer.postForm("/partner/my-account/update-profile/updateLanguage", { code: "en" }, { headers: { referer: "https://evil.example/partner/cart" } });
    expect(expectOnSite(language, base(), "/partner")).toBe("/partner");
  });
});
