import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cartCheckouts } from "../../server/db/schema/index.ts";
import { dealerUnit, putLine, seedMaterials, sessionCart } from "../support/cart-money-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

describe.each(DB_TARGETS)("checkout payment type on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;

  async function withCart(contextPath: string, email: string, currency: string, quantity: number) {
    const [material] = await seedMaterials(db(), currency, { priced: true, count: 1 });
    if (!material) throw new Error("material");
    const client = await TestClient.signedIn(server().baseUrl, contextPath, email);
    const cart = await sessionCart(db(), client, contextPath === "/jp/partner" ? "jp" : contextPath === "" ? "b2c" : "us");
    await putLine(db(), cart.id, { material, quantity });
    // Both accounts are dealers: their goods are at their quoted prices (decision 0043).
    const soldTo = contextPath === "/jp/partner" ? "0020000201" : "0010000101";
    return { client, cartId: cart.id, goods: dealerUnit(material.msrp, soldTo) * quantity };
  }

  const paymentOf = async (cartId: number) => (await db().select({ type: cartCheckouts.paymentType }).from(cartCheckouts).where(eq(cartCheckouts.cartId, cartId)))[0]?.type ?? null;

  it("records the type and answers cost, tax and total; a B2B US order is tax exempt", async () => {
    const { client, cartId, goods } = await withCart("/partner", "dealer@example.com", "USD", 4);
    const res = await client.postJson("/partner/checkout/payment/ACCOUNT", {});
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      paymentType: "ACCOUNT",
      paymentCost: { value: 0, currency: "USD" },
      totalTax: { value: 0, currency: "USD" },
      totalPriceWithTax: { value: goods, currency: "USD" },
    });
    expect(await paymentOf(cartId)).toBe("ACCOUNT");
  });

  it("adds Japan's consumption tax", async () => {
    const { client, goods } = await withCart("/jp/partner", "jp.dealer@example.com", "JPY", 2);
    const res = await client.postJson("/jp/partner/checkout/payment/card", {});
    expect(res.status).toBe(200);
    const body = (await res.json()) as { totalTax: { value: number }; totalPriceWithTax: { value: number; formattedValue: string } };
    expect(body.totalTax.value).toBe(Math.floor((goods * 1000 + 5000) / 10000));
    expect(body.totalPriceWithTax.value).toBe(goods + body.totalTax.value);
  });

  it("refuses a type the account cannot use, changing nothing", async () => {
    const { client, cartId } = await withCart("/jp/partner", "jp.dealer@example.com", "JPY", 1);
    const previous = await paymentOf(cartId);
    const before = await databaseFingerprint(db());
    for (const type of ["ACCOUNT", "BITCOIN", "WALLET"]) {
      const res = await client.postJson(`/jp/partner/checkout/payment/${type}`, {});
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ errors: [{ field: "paymentType" }] });
    }
    expect(await databaseFingerprint(db())).toEqual(before);
    expect(await paymentOf(cartId)).toBe(previous);
    const anonymous = new TestClient(server().baseUrl);
    await anonymous.page("/partner/login");
    expect((await anonymous.postJson("/partner/checkout/payment/CARD", {})).status).toBe(401);
  });
});
