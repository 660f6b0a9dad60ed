import { eq } from "drizzle-orm";
import { expect, vi } from "vitest";
import { orders } from "../../server/db/schema/index.ts";
import { placeOrder, readyForCheckout, storeDefaultShipDates } from "./checkout-fixtures.ts";
import { emptyCartsOf, openBookingWindow, type FixtureVariant } from "./cart-fixtures.ts";
import { sessionCart } from "./cart-money-fixtures.ts";
import { jobsSettled } from "./db-snapshot.ts";
import { TestClient } from "./http-client.ts";
import type { TestServer } from "./test-server.ts";

/**
 * The dealer's order of `lines` (PREBOOKING: delivery SPRING 2027, its window opened), placed over
 * HTTP as the checkout places it and handed to the ERP by the export job (EXPORTED) before it answers.
 */
export function exportedDealerOrder(server: TestServer, mode: "STOCK" | "PREBOOKING", lines: readonly [FixtureVariant, number][]): Promise<{ client: TestClient; code: string; id: number }> {
  return placedOrder(server, mode, lines, { email: "dealer@example.com", exported: true });
}

/** `exportedDealerOrder` for any B2B account of /partner; `exported: false` answers right after the placement. */
export async function placedOrder(
  server: TestServer,
  mode: "STOCK" | "PREBOOKING",
  lines: readonly [FixtureVariant, number][],
  { email, exported, costCentre }: { email: string; exported: boolean; /** Buyers of units with cost centres choose one. */ costCentre?: string },
): Promise<{ client: TestClient; code: string; id: number }> {
  const db = server.database.db;
  if (mode === "PREBOOKING") await openBookingWindow(db, email, "SPRING", 2027);
  await emptyCartsOf(db, email);
  const client = await TestClient.signedIn(server.baseUrl, "/partner", email);
  expect((await client.postJson("/partner/booking/status/update", { mode })).status).toBe(200);
  for (const [variant, quantity] of lines) {
    const target = mode === "PREBOOKING" ? { deliveryTarget: "SPRING", deliveryYear: 2027 } : {};
    expect((await client.postJson("/partner/cart/updateMultiD", { productCode: variant.upc, quantity, entryNumber: -1, ...target })).status).toBe(200);
  }
  await readyForCheckout(db, (await sessionCart(db, client)).id, { purchaseNumber: "PO4711", comment: "Detail test" });
  await storeDefaultShipDates(client);
  if (costCentre) expect((await client.postJson("/partner/checkout/simple/cost-centre/set", { costCentreCode: costCentre })).status).toBe(200);
  const res = await placeOrder(client);
  expect(res.status, await res.clone().text()).toBe(201);
  const code = ((await res.json()) as { orderCode: string }).orderCode;
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.code, code));
  if (exported) await vi.waitFor(async () => expect((await db.select({ s: orders.status }).from(orders).where(eq(orders.id, order!.id)))[0]?.s).toBe("EXPORTED"), { timeout: 15_000, interval: 100 });
  await jobsSettled(server);
  return { client, code, id: order!.id };
}
