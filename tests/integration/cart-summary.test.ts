import { describe, expect, it } from "vitest";
import { dealerUnit, putLine, seedMaterials, sessionCart } from "../support/cart-money-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

interface Price {
  value: number;
  currency: string;
  formattedValue: string;
}
interface MonthEntry {
  productType: "headwear" | "apparel";
  quantity: number;
  price: Price | null;
}
interface Summary {
  mode: string;
  currency: string;
  priceVisible: boolean;
  headers: { productType: string; name: string }[];
  orderEntries: { month: string | null; deliveryYear: number | null; name: string; monthEntries: MonthEntry[]; quantity: number; price: Price | null }[];
  totals: { monthEntries: MonthEntry[]; quantity: number; price: Price | null };
}

const SUMMARY = "/partner/cart/getSummaryOrderData";
const usd = (value: number) => ({ value, currency: "USD", formattedValue: `$${(value / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}` });

describe.each(DB_TARGETS)("order summary data on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;

  const signedIn = (contextPath: string, email: string): Promise<TestClient> => TestClient.signedIn(server().baseUrl, contextPath, email);

  async function summary(client: TestClient, path = SUMMARY): Promise<Summary> {
    const res = await client.request(path, { headers: { accept: "application/json" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    return (await res.json()) as Summary;
  }

  it("groups a PREBOOKING cart by delivery target and year × product type, in shipping order", async () => {
    const dealer = await signedIn("/partner", "dealer@example.com");
    expect((await dealer.postJson("/partner/booking/status/update", { mode: "PREBOOKING" })).status).toBe(200);
    const cart = await sessionCart(db(), dealer);
    const [cap, cap2] = await seedMaterials(db(), "USD", { priced: true, count: 2, apparel: false });
    const [shirt] = await seedMaterials(db(), "USD", { priced: true, count: 1, apparel: true });
    if (!cap || !cap2 || !shirt) throw new Error("materials");
    await putLine(db(), cart.id, { material: cap, size: 0, quantity: 10, target: { code: "MAR", year: 2027 } });
    await putLine(db(), cart.id, { material: cap, size: 1, quantity: 2, target: { code: "MAR", year: 2027 } });
    await putLine(db(), cart.id, { material: cap2, quantity: 5, target: { code: "SPRING", year: 2027 } });
    await putLine(db(), cart.id, { material: shirt, quantity: 3, target: { code: "SPRING", year: 2027 } });

    const body = await summary(dealer);
    expect(body.mode).toBe("PREBOOKING");
    expect(body.priceVisible).toBe(true);
    expect(body.headers).toEqual([
      { productType: "headwear", name: "Headwear" },
      { productType: "apparel", name: "Apparel" },
    ]);
    // Dealers' carts are at their quoted prices (decision 0043). SPRING ships from February, MAR from March.
    expect(body.orderEntries).toEqual([
      {
        month: "SPRING",
        deliveryYear: 2027,
        name: "Spring 2027",
        monthEntries: [
          { productType: "headwear", quantity: 5, price: usd(dealerUnit(cap2.msrp) * 5) },
          { productType: "apparel", quantity: 3, price: usd(dealerUnit(shirt.msrp) * 3) },
        ],
        quantity: 8,
        price: usd(dealerUnit(cap2.msrp) * 5 + dealerUnit(shirt.msrp) * 3),
      },
      {
        month: "MAR",
        deliveryYear: 2027,
        name: "March 2027",
        monthEntries: [
          { productType: "headwear", quantity: 12, price: usd(dealerUnit(cap.msrp) * 12) },
          { productType: "apparel", quantity: 0, price: usd(0) },
        ],
        quantity: 12,
        price: usd(dealerUnit(cap.msrp) * 12),
      },
    ]);
    expect(body.totals).toEqual({
      monthEntries: [
        { productType: "headwear", quantity: 17, price: usd(dealerUnit(cap.msrp) * 12 + dealerUnit(cap2.msrp) * 5) },
        { productType: "apparel", quantity: 3, price: usd(dealerUnit(shirt.msrp) * 3) },
      ],
      quantity: 20,
      price: usd(dealerUnit(cap.msrp) * 12 + dealerUnit(cap2.msrp) * 5 + dealerUnit(shirt.msrp) * 3),
    });
    await dealer.postJson("/partner/booking/status/update", { mode: "STOCK" });
  });

  it("puts a STOCK cart in one row, hides prices for hidden-price users, speaks the site's language", async () => {
    const franchise = await signedIn("/partner", "franchise@example.com");
    const cart = await sessionCart(db(), franchise);
    const [cap] = await seedMaterials(db(), "USD", { priced: true, count: 1, apparel: false });
    if (!cap) throw new Error("material");
    await putLine(db(), cart.id, { material: cap, quantity: 4 });
    expect((await franchise.postJson("/partner/price/visibility/update", { shouldDisplayPrice: false })).status).toBe(200);
    const body = await summary(franchise);
    expect(body.priceVisible).toBe(false);
    expect(body.orderEntries).toEqual([
      {
        month: null,
        deliveryYear: null,
        name: "Stock order",
        monthEntries: [
          { productType: "headwear", quantity: 4, price: null },
          { productType: "apparel", quantity: 0, price: null },
        ],
        quantity: 4,
        price: null,
      },
    ]);
    expect(body.totals.price).toBeNull();

    const mx = await signedIn("/mx/partner", "mx.dealer@example.com");
    const empty = await summary(mx, "/mx/partner/cart/getSummaryOrderData");
    expect(empty.currency).toBe("MXN");
    expect(empty.headers.map((h) => h.name)).toEqual(["Gorras", "Ropa"]);
    expect(empty.orderEntries).toEqual([]);
    expect(empty.totals.quantity).toBe(0);
  });

  it("refuses visitors and accounts without a cart, changing nothing", async () => {
    const anonymous = new TestClient(server().baseUrl);
    const salesrep = await signedIn("/partner", "salesrep@example.com");
    const before = await databaseFingerprint(db());
    expect((await anonymous.request(SUMMARY, { headers: { accept: "application/json" } })).status).toBe(401);
    expect((await salesrep.request(SUMMARY, { headers: { accept: "application/json" } })).status).toBe(403);
    expect(await databaseFingerprint(db())).toEqual(before);
  });
});
