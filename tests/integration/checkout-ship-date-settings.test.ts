import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { addBusinessDays, addCalendarDays, addMonths, CALENDAR_TIME_ZONES, isBusinessDay, todayIn } from "../../domain/business-days.ts";
import { cartFixtures, emptyCartsOf } from "../support/cart-fixtures.ts";
import { shipDateDefaults } from "../support/checkout-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint, jobsSettled } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

const SET_DATES = "/partner/checkout/simple/ship-dates/set";
const SETTINGS = { SHIP_DATE_MAX_MONTHS: "2", SHIP_DATE_MIN_CANCEL_DAYS: "20", ORDER_CANCELLATION_WINDOW_DAYS: "40" };

/** The last US business day on or before `date`. */
function businessDayOnOrBefore(date: string): string {
  let day = date;
  while (!isBusinessDay(day, "US")) day = addCalendarDays(day, -1);
  return day;
}

/** The checkout page's loader data as the browser receives it (React Router's single fetch, `.data`). */
async function checkoutPageData(client: TestClient): Promise<{ shipDateRules: { kind: string; rules: Record<string, unknown> } }> {
  const res = await client.request("/partner/checkout.data", { headers: { accept: "*/*" } });
  expect(res.status).toBe(200);
  const decoded = await decodeTurboStream(res.body!, globalThis as unknown as Window);
  await decoded.done;
  const routes = decoded.value as Record<string, { data?: unknown }>;
  const route = Object.entries(routes).find(([id]) => id.includes("checkout"))?.[1];
  return route?.data as { shipDateRules: { kind: string; rules: Record<string, unknown> } };
}

/**
 * The configured ship-date settings (shopping-flow §9, decision 0020): the last desired date in
 * months, the page's minimum cancel days plus 1 and the order's cancellation window reach the
 * server's checks and the rules the checkout page gives its date picker.
 */
describe.each(DB_TARGETS)("configured ship-date settings on %s", (target) => {
  const server = useTestServer(target, SETTINGS);
  const db = () => server().database.db;
  const email = "corporate@example.com";
  let client: TestClient;
  let today: string;

  beforeAll(async () => {
    const fx = await cartFixtures(db());
    await emptyCartsOf(db(), email);
    client = await TestClient.signedIn(server().baseUrl, "/partner", email);
    expect((await client.postJson("/partner/cart/updateMultiD", { productCode: fx.plenty.upc, quantity: 2, entryNumber: -1 })).status).toBe(200);
    today = todayIn(CALENDAR_TIME_ZONES.US, new Date());
  });

  it("the checkout page's picker gets the same settings the server applies", async () => {
    const data = await checkoutPageData(client);
    expect(data.shipDateRules.kind).toBe("single");
    expect(data.shipDateRules.rules).toMatchObject({ kind: "stock", maxMonths: 2, minCancelDays: 20, cancellationWindowDays: 40, rapidDelivery: false });
  });

  it("GET dates/get: the default cancellation date stays + 30, the last is the desired date + the window (40), not + 60", async () => {
    const desired = addBusinessDays(today, 3, "US");
    expect(await shipDateDefaults(client)).toEqual({ status: 200, body: { desiredShipDate: desired, cancelDate: addCalendarDays(desired, 30), maxCancellationDate: addCalendarDays(desired, 40) } });
  });

  it("the last desired date is 2 months out; cancel dates run from + 21 to + 40 days; the rest is refused and changes nothing", async () => {
    const last = businessDayOnOrBefore(addMonths(today, 2));
    const tooLate = addBusinessDays(last, 1, "US");
    const first = addBusinessDays(today, 3, "US");
    for (const [desired, cancel] of [
      [last, addCalendarDays(last, 21)],
      [first, addCalendarDays(first, 40)],
    ] as const) {
      expect((await client.postJson(SET_DATES, { desiredShipDate: desired, cancelDate: cancel })).status).toBe(200);
    }
    await jobsSettled(server());
    const before = await databaseFingerprint(db());
    for (const [label, desired, cancel, field] of [
      ["desired after the configured months", tooLate, addCalendarDays(tooLate, 30), "desiredShipDate"],
      ["cancel date at the minimum (20), not beyond it", first, addCalendarDays(first, 20), "cancelDate"],
      ["cancel date beyond the window", first, addCalendarDays(first, 41), "cancelDate"],
    ] as const) {
      const res = await client.postJson(SET_DATES, { desiredShipDate: desired, cancelDate: cancel });
      expect(res.status, label).toBe(422);
      expect(((await res.json()) as { errors: { field: string }[] }).errors.map((e) => e.field), label).toEqual([field]);
    }
    expect(await databaseFingerprint(db())).toEqual(before);
  });
});
