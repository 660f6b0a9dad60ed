import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { currentBookingMode } from "../../domain/booking-modes.ts";
import { SITES, type SiteId } from "../../domain/sites.ts";
import { carts } from "../../server/db/schema/index.ts";
import { sessionCookieName } from "../../server/http/cookies.ts";
import { loadSession } from "../../server/modules/auth/sessions.ts";
import { activeCart } from "../../server/modules/cart/active-cart.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

const UPDATE = "/partner/booking/status/update";

describe.each(DB_TARGETS)("booking modes and their carts on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;

  const signedIn = (contextPath: string, email: string): Promise<TestClient> => TestClient.signedIn(server().baseUrl, contextPath, email);

  /** The mode the header shows: the selected option of the booking-mode switch. */
  async function shownMode(client: TestClient, path = "/partner/"): Promise<string | undefined> {
    const { html } = await client.page(path);
    const form = /<form[^>]*action="\/partner\/booking\/status\/update"[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";
    return /<option value="([A-Z]+)" selected=""/.exec(form)?.[1];
  }

  /** The active cart of the client's session, found as the server's services find it. */
  async function cartOf(client: TestClient, siteId: SiteId = "us") {
    const rawId = client.cookies.get(sessionCookieName(siteId));
    if (!rawId) throw new Error("client has no session");
    const now = new Date();
    const session = await loadSession(db(), { rawId, siteId, now, timeouts: { idleMs: 3_600_000, absoluteMs: 3_600_000 } });
    const user = session?.user ?? null;
    const ctx = { db: db(), user, site: SITES[siteId], now, bookingMode: currentBookingMode(user?.kind ?? null, session?.data.bookingMode) };
    const result = await activeCart(ctx);
    if (!result.ok) throw new Error(`no active cart: ${result.reason}`);
    return result.cart;
  }

  it("switches a dealer's session to PREBOOKING and back, and the header shows it", async () => {
    const dealer = await signedIn("/partner", "dealer@example.com");
    expect(await shownMode(dealer)).toBe("STOCK");

    const res = await dealer.postJson(UPDATE, { mode: "PREBOOKING", redirect: "/partner/search?text=cap" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ mode: "PREBOOKING", redirectUrl: "/partner/search?text=cap" });
    expect(await shownMode(dealer)).toBe("PREBOOKING");

    // No redirect, or one to another site: the home page.
    const gcp = await dealer.postJson(UPDATE, { mode: "GCP", redirect: "/jp/partner/" });
    expect(await gcp.json()).toEqual({ mode: "GCP", redirectUrl: "/partner" });

    // The no-script form: 303 to the page it came from.
    const form = await dealer.postForm(UPDATE, { mode: "STOCK", redirect: "/partner/search?text=cap" });
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe("/partner/search?text=cap");
    expect(await shownMode(dealer)).toBe("STOCK");
  });

  it("refuses a mode the account does not have, a signed-out visitor and a missing token, changing nothing", async () => {
    const dealer = await signedIn("/partner", "dealer@example.com");
    const franchise = await signedIn("/partner", "franchise@example.com");
    const promo = await signedIn("/partner", "promo@example.com");
    const shopper = await signedIn("", "shopper@example.com");
    const anonymous = new TestClient(server().baseUrl);
    await anonymous.page("/");
    const before = await databaseFingerprint(db());

    const refusedGcp = await franchise.postJson(UPDATE, { mode: "GCP" });
    expect(refusedGcp.status).toBe(400);
    expect(await refusedGcp.json()).toEqual({
      errorMessage: "This booking mode is not available for your account.",
      errors: [{ field: "mode", message: "Choose one of your booking modes" }],
    });
    expect((await promo.postJson(UPDATE, { mode: "PREBOOKING" })).status).toBe(400);
    expect((await shopper.postJson("/booking/status/update", { mode: "PREBOOKING" })).status).toBe(400);
    expect((await dealer.postJson(UPDATE, { mode: "prebooking" })).status).toBe(400);
    expect((await dealer.postJson(UPDATE, {})).status).toBe(400);
    expect((await dealer.postJson(UPDATE, { mode: "PREBOOKING" }, { csrf: false })).status).toBe(403);
    expect((await anonymous.postJson("/booking/status/update", { mode: "STOCK" })).status).toBe(401);
    expect((await new TestClient(server().baseUrl).postJson(UPDATE, { mode: "STOCK" }, { csrf: false })).status).toBe(401);

    expect(await databaseFingerprint(db())).toEqual(before);
    expect(await shownMode(dealer)).toBe("STOCK");
    // A franchise has two modes, so it gets the switch too; a promo user has one, so none.
    expect(await shownMode(franchise)).toBe("STOCK");
    expect(await shownMode(promo)).toBeUndefined();
  });

  it("keeps one active cart per mode, the same across a new sign-in", async () => {
    const dealer = await signedIn("/partner", "dealer@example.com");
    const stock = await cartOf(dealer);
    expect(stock.mode).toBe("STOCK");
    expect(stock.currency).toBe("USD");
    expect((await cartOf(dealer)).id).toBe(stock.id);

    await dealer.postJson(UPDATE, { mode: "PREBOOKING" });
    const prebooking = await cartOf(dealer);
    expect(prebooking.mode).toBe("PREBOOKING");
    expect(prebooking.id).not.toBe(stock.id);
    await dealer.postJson(UPDATE, { mode: "GCP" });
    const gcp = await cartOf(dealer);
    expect(new Set([stock.id, prebooking.id, gcp.id]).size).toBe(3);

    // Another device: a new session starts in STOCK and finds the same carts.
    const elsewhere = await signedIn("/partner", "dealer@example.com");
    expect(await shownMode(elsewhere)).toBe("STOCK");
    expect((await cartOf(elsewhere)).id).toBe(stock.id);
    await elsewhere.postJson(UPDATE, { mode: "PREBOOKING" });
    expect((await cartOf(elsewhere)).id).toBe(prebooking.id);

    // Creating at once ends with one cart (the partial unique index), and a consumer has one too.
    const shopper = await signedIn("", "shopper@example.com");
    const [a, b] = await Promise.all([cartOf(shopper, "b2c"), cartOf(shopper, "b2c")]);
    expect(a.id).toBe(b.id);
    const rows = await db()
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.siteId, "b2c"), eq(carts.status, "active")));
    expect(rows).toEqual([{ id: a.id }]);
  });
});
