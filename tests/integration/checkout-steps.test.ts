import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addBusinessDays, addCalendarDays, CALENDAR_TIME_ZONES, isBusinessDay, todayIn } from "../../domain/business-days.ts";
import { cartCheckouts, carts, users } from "../../server/db/schema/index.ts";
import { cartFixtures, emptyCartsOf, openBookingWindow } from "../support/cart-fixtures.ts";
import { shipDateDefaults } from "../support/checkout-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint, jobsSettled } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

const SET_DATES = "/partner/checkout/simple/ship-dates/set";
const SET_PO = "/partner/checkout/simple/purchase-number/set";
const SET_COMMENT = "/partner/checkout/simple/comment/set";
const ACCEPT_TERMS = "/partner/checkout/terms/accept";
/** The terms checkbox of the checkout page as the server renders it, ticked or not. */
const TERMS_BOX = /<input type="checkbox"[^>]*name="termsAccepted"[^>]*>/;

interface ErrorAnswer {
  errorMessage: string;
  errors: { field: string; message: string; code?: string }[];
}

/** The first day from `from` on (inclusive) that is not a US business day. */
function nextWeekendDay(from: string): string {
  let day = from;
  while (isBusinessDay(day, "US")) day = addCalendarDays(day, 1);
  return day;
}

/**
 * The checkout steps that record one choice each (decision 0022): ship dates, purchase number,
 * comment. Each refusal is a 4xx with field errors and changes nothing in the database.
 */
describe.each(DB_TARGETS)("checkout steps on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;
  let fx: Awaited<ReturnType<typeof cartFixtures>>;

  /** Signed in with one line in the STOCK cart (and a fresh cart for the user). */
  async function withCart(email: string, contextPath = "/partner"): Promise<TestClient> {
    await emptyCartsOf(db(), email);
    const client = await TestClient.signedIn(server().baseUrl, contextPath, email);
    expect((await client.postJson(`${contextPath}/cart/updateMultiD`, { productCode: fx.plenty.upc, quantity: 2, entryNumber: -1 })).status).toBe(200);
    return client;
  }

  /** What the user's active cart has stored (null: nothing chosen yet). */
  async function stored(email: string) {
    const [row] = await db()
      .select({ dates: cartCheckouts.requestedShipDates, purchaseNumber: cartCheckouts.purchaseNumber, comment: cartCheckouts.comment })
      .from(carts)
      .innerJoin(users, eq(users.id, carts.userId))
      .leftJoin(cartCheckouts, eq(cartCheckouts.cartId, carts.id))
      .where(and(eq(users.email, email), eq(carts.status, "active")));
    return row ?? null;
  }

  /** Sends a refused request: its status and answer, and proves the database did not change. */
  async function refused(send: () => Promise<Response>, status: number): Promise<ErrorAnswer> {
    await jobsSettled(server());
    const before = await databaseFingerprint(db());
    const res = await send();
    expect(res.status).toBe(status);
    const body = (await res.json()) as ErrorAnswer;
    expect(await databaseFingerprint(db())).toEqual(before);
    return body;
  }

  beforeAll(async () => {
    fx = await cartFixtures(db());
  });

  describe("GET {context}/checkout/dates/get", () => {
    it("STOCK: the first date 3 business days out and its last cancel date; shouldRemoveFirst moves both to the next business day", async () => {
      const client = await withCart("corporate@example.com");
      const today = todayIn(CALENDAR_TIME_ZONES.US, new Date());
      const first = addBusinessDays(today, 3, "US");
      const second = addBusinessDays(today, 4, "US");
      await jobsSettled(server());
      const before = await databaseFingerprint(db());
      expect(await shipDateDefaults(client)).toEqual({ status: 200, body: { desiredShipDate: first, cancelDate: addCalendarDays(first, 30), maxCancellationDate: addCalendarDays(first, 60) } });
      expect(await shipDateDefaults(client, "/partner", "?shouldRemoveFirst=false")).toEqual({ status: 200, body: { desiredShipDate: first, cancelDate: addCalendarDays(first, 30), maxCancellationDate: addCalendarDays(first, 60) } });
      expect(await shipDateDefaults(client, "/partner", "?shouldRemoveFirst=true")).toEqual({ status: 200, body: { desiredShipDate: second, cancelDate: addCalendarDays(second, 30), maxCancellationDate: addCalendarDays(second, 60) } });
      // Asking stores nothing (the page stores what it then shows).
      expect(await databaseFingerprint(db())).toEqual(before);
      const bad = await shipDateDefaults(client, "/partner", "?shouldRemoveFirst=maybe");
      expect(bad.status).toBe(400);
    });

    it("PREBOOKING: one pair per delivery target from its ship range; shouldRemoveFirst drops each target's first day; a closed target has none", async () => {
      const email = "dealer@example.com";
      await emptyCartsOf(db(), email);
      await openBookingWindow(db(), email, "SPRING", 2027);
      const dealer = await TestClient.signedIn(server().baseUrl, "/partner", email);
      expect((await dealer.postJson("/partner/booking/status/update", { mode: "PREBOOKING" })).status).toBe(200);
      const add = await dealer.postJson("/partner/cart/updateMultiD", {
        productCode: fx.plenty.productCode,
        entries: [{ productCode: fx.plenty.upc, quantity: 4, entryNumber: -1, deliveryTarget: "SPRING", deliveryYear: 2027 }],
      });
      expect(add.status).toBe(200);
      // SPRING 2027 ships from Monday 2027-02-01; the cancel date defaults to 30 days after the desired date and runs to 60.
      expect((await shipDateDefaults(dealer)).body).toEqual({
        desiredShipDate: "2027-02-01",
        cancelDate: "2027-03-03",
        maxCancellationDate: "2027-04-02",
        requestedShipDates: [{ deliveryTarget: "SPRING", deliveryYear: 2027, desiredShipDate: "2027-02-01", cancelDate: "2027-03-03", maxCancellationDate: "2027-04-02" }],
      });
      expect((await shipDateDefaults(dealer, "/partner", "?shouldRemoveFirst=true")).body.requestedShipDates).toEqual([
        { deliveryTarget: "SPRING", deliveryYear: 2027, desiredShipDate: "2027-02-02", cancelDate: "2027-03-04", maxCancellationDate: "2027-04-03" },
      ]);
      expect((await shipDateDefaults(dealer, "/partner", "?deliveryTarget=SUMMER&deliveryYear=2027")).status).toBe(404);
      // The window closes: the target keeps its line but has no date, and the single answer says so.
      // Every window of the dealer's unit for SPRING 2027, the seed's and the test's.
      // Closed as of yesterday in the site's calendar (the database's current_date is UTC's, a day ahead in US evenings).
      const yesterday = addCalendarDays(todayIn(CALENDAR_TIME_ZONES.US, new Date()), -1);
      await db().execute(sql`
        update booking_windows set closes_on = ${yesterday}
        where delivery_target_id = (select id from delivery_targets where code = 'SPRING' and year = 2027)
          and unit_id = (select unit_id from users where email = ${email})`);
      expect((await shipDateDefaults(dealer)).body).toEqual({
        desiredShipDate: null,
        cancelDate: null,
        maxCancellationDate: null,
        requestedShipDates: [{ deliveryTarget: "SPRING", deliveryYear: 2027, desiredShipDate: null, cancelDate: null, maxCancellationDate: null }],
      });
      await openBookingWindow(db(), email, "SPRING", 2027);
      expect((await dealer.postJson("/partner/booking/status/update", { mode: "STOCK" })).status).toBe(200);
    });
  });

  describe("POST {context}/checkout/simple/ship-dates/set", () => {
    it("stores a pair the rules allow; every refused pair changes nothing", async () => {
      const email = "corporate@example.com";
      const client = await withCart(email);
      const today = todayIn(CALENDAR_TIME_ZONES.US, new Date());
      const first = addBusinessDays(today, 3, "US");
      const ok = await client.postJson(SET_DATES, { desiredShipDate: first, cancelDate: addCalendarDays(first, 15) });
      expect(ok.status).toBe(200);
      const kept = [{ deliveryTarget: null, deliveryYear: null, desiredShipDate: first, cancelDate: addCalendarDays(first, 15) }];
      expect((await stored(email))?.dates).toEqual(kept);

      const cases: [string, unknown, string[]][] = [
        ["a weekend day", { desiredShipDate: nextWeekendDay(first), cancelDate: addCalendarDays(nextWeekendDay(first), 30) }, ["desiredShipDate"]],
        ["before the first day", { desiredShipDate: addBusinessDays(today, 2, "US"), cancelDate: addCalendarDays(first, 20) }, ["desiredShipDate"]],
        ["beyond 366 days", { desiredShipDate: addBusinessDays(addCalendarDays(today, 366), 1, "US"), cancelDate: addCalendarDays(today, 400) }, ["desiredShipDate"]],
        ["a cancel date 14 days after", { desiredShipDate: first, cancelDate: addCalendarDays(first, 14) }, ["cancelDate"]],
        ["a cancel date 61 days after", { desiredShipDate: first, cancelDate: addCalendarDays(first, 61) }, ["cancelDate"]],
        ["no dates", {}, ["desiredShipDate", "cancelDate"]],
        ["not a date", { desiredShipDate: "2027-02-30", cancelDate: "soon" }, ["desiredShipDate", "cancelDate"]],
      ];
      for (const [label, body, fields] of cases) {
        const answer = await refused(() => client.postJson(SET_DATES, body), 422);
        expect(answer.errors.map((e) => e.field), label).toEqual(fields);
        expect(answer.errorMessage, label).toMatch(/^(This|Choose)/);
      }
      await refused(() => client.postJson(SET_DATES, { desiredShipDate: 20270301, cancelDate: "2027-04-01" }), 400);
      await refused(() => client.postJson(SET_DATES, { desiredShipDate: first, cancelDate: addCalendarDays(first, 20) }, { csrf: false }), 403);
      expect((await stored(email))?.dates).toEqual(kept);
    });

    it("PREBOOKING: a missing, unknown or repeated delivery target is refused and changes nothing", async () => {
      const email = "dealer@example.com";
      await emptyCartsOf(db(), email);
      await openBookingWindow(db(), email, "SPRING", 2027);
      await openBookingWindow(db(), email, "SUMMER", 2027);
      const dealer = await TestClient.signedIn(server().baseUrl, "/partner", email);
      expect((await dealer.postJson("/partner/booking/status/update", { mode: "PREBOOKING" })).status).toBe(200);
      const add = await dealer.postJson("/partner/cart/updateMultiD", {
        productCode: fx.plenty.productCode,
        entries: [
          { productCode: fx.plenty.upc, quantity: 4, entryNumber: -1, deliveryTarget: "SPRING", deliveryYear: 2027 },
          { productCode: fx.plenty.upc, quantity: 2, entryNumber: -1, deliveryTarget: "SUMMER", deliveryYear: 2027 },
        ],
      });
      expect(add.status).toBe(200);
      const spring = { deliveryTarget: "SPRING", deliveryYear: 2027, desiredShipDate: "2027-02-03", cancelDate: "2027-03-05" };
      const summer = { deliveryTarget: "SUMMER", deliveryYear: 2027, desiredShipDate: "2027-05-04", cancelDate: "2027-06-03" };
      expect((await dealer.postJson(SET_DATES, { requestedShipDates: [spring, summer] })).status).toBe(200);
      const kept = (await stored(email))?.dates;
      expect(kept).toEqual([spring, summer]);

      const cases: [string, unknown][] = [
        ["one target missing", { requestedShipDates: [spring] }],
        ["an unknown target", { requestedShipDates: [spring, summer, { ...summer, deliveryTarget: "FALL" }] }],
        ["a target twice", { requestedShipDates: [spring, summer, spring] }],
        ["a date outside the target's ship range", { requestedShipDates: [spring, { ...summer, desiredShipDate: "2027-08-02", cancelDate: "2027-09-01" }] }],
        ["one pair for the whole cart", { desiredShipDate: "2027-02-03", cancelDate: "2027-03-05" }],
      ];
      for (const [label, body] of cases) {
        const answer = await refused(() => dealer.postJson(SET_DATES, body), 422);
        expect(answer.errors.length, label).toBeGreaterThan(0);
        expect(answer.errors.every((e) => e.field.startsWith("requestedShipDates")), label).toBe(true);
      }
      expect((await stored(email))?.dates).toEqual(kept);
      expect((await dealer.postJson("/partner/booking/status/update", { mode: "STOCK" })).status).toBe(200);
    });
  });

  describe("POST {context}/checkout/simple/purchase-number/set", () => {
    it("stores the number without its spaces; an empty, invalid or too long one is refused and changes nothing", async () => {
      const email = "dealer@example.com";
      const client = await withCart(email);
      const ok = await client.postJson(SET_PO, { purchaseNumber: " PO 12 34 " });
      expect(ok.status).toBe(200);
      expect(await ok.json()).toEqual({ purchaseNumber: "PO1234" });
      expect((await stored(email))?.purchaseNumber).toBe("PO1234");

      const cases: [string, unknown, string][] = [
        ["empty", { purchaseNumber: "" }, "Enter purchase order number."],
        ["only spaces", { purchaseNumber: "   " }, "Enter purchase order number."],
        ["a hyphen", { purchaseNumber: "PO-1" }, "The purchase order number may contain only letters and digits, at most 35."],
        ["36 characters", { purchaseNumber: "P".repeat(36) }, "The purchase order number may contain only letters and digits, at most 35."],
        ["not text", { purchaseNumber: 1234 }, "The purchase order number may contain only letters and digits, at most 35."],
      ];
      for (const [label, body, message] of cases) {
        const answer = await refused(() => client.postJson(SET_PO, body), 400);
        expect(answer, label).toEqual({ errorMessage: message, errors: [{ field: "purchaseNumber", message }] });
      }
      await refused(() => client.postJson(SET_PO, { purchaseNumber: "PO99" }, { csrf: false }), 403);
      expect((await stored(email))?.purchaseNumber).toBe("PO1234");
    });

    it("is optional on the Mexico site (an empty one clears it), takes hyphens and slashes, but is still checked when given", async () => {
      const email = "mx.dealer@example.com";
      const client = await withCart(email, "/mx/partner");
      expect((await client.postJson("/mx/partner/checkout/simple/purchase-number/set", { purchaseNumber: "OC 77" })).status).toBe(200);
      expect((await stored(email))?.purchaseNumber).toBe("OC77");
      // The relaxed sites' own characters (decision 0042): hyphens and slashes.
      expect((await client.postJson("/mx/partner/checkout/simple/purchase-number/set", { purchaseNumber: "OC/2026-77" })).status).toBe(200);
      expect((await stored(email))?.purchaseNumber).toBe("OC/2026-77");
      const answer = await refused(() => client.postJson("/mx/partner/checkout/simple/purchase-number/set", { purchaseNumber: "OC#77" }), 400);
      expect(answer.errors[0]?.field).toBe("purchaseNumber");
      expect((await client.postJson("/mx/partner/checkout/simple/purchase-number/set", { purchaseNumber: "" })).status).toBe(200);
      expect((await stored(email))?.purchaseNumber).toBeNull();
    });
  });

  describe("POST {context}/checkout/simple/comment/set", () => {
    it("takes 249 characters; 250 or more are refused with error-maxlength-reached and change nothing", async () => {
      const email = "dealer@example.com";
      const client = await withCart(email);
      const longest = "x".repeat(249);
      expect((await client.postJson(SET_COMMENT, { comment: `  ${longest}  ` })).status).toBe(200);
      expect((await stored(email))?.comment).toBe(longest);
      const message = "Maximum length reached: the comment may have at most 249 characters.";
      for (const length of [250, 10_001]) {
        const answer = await refused(() => client.postJson(SET_COMMENT, { comment: "y".repeat(length) }), 400);
        expect(answer).toEqual({ errorMessage: message, errors: [{ field: "comment", message, code: "error-maxlength-reached" }] });
      }
      // A dealer must comment.
      const empty = await refused(() => client.postJson(SET_COMMENT, { comment: " " }), 400);
      expect(empty.errors).toEqual([{ field: "comment", message: "Please enter a comment.", code: "error-required" }]);
      await refused(() => client.postJson(SET_COMMENT, { comment: 42 }), 400);
      expect((await stored(email))?.comment).toBe(longest);
    });

    it("keeps line breaks and tabs of the textarea, NFC-normalised; NUL and other control characters are refused and change nothing", async () => {
      const email = "corporate@example.com";
      const client = await withCart(email);
      expect((await client.postJson(SET_COMMENT, { comment: "Gate 3\r\n\tJose\u0301" })).status).toBe(200);
      expect((await stored(email))?.comment).toBe("Gate 3\r\n\tJos\u00e9");
      for (const comment of ["a\u0000b", "bell\u0007", "esc\u001b", "vt\u000b"]) {
        const answer = await refused(() => client.postJson(SET_COMMENT, { comment }), 400);
        expect(answer.errors).toEqual([{ field: "comment", message: expect.stringContaining("control characters") }]);
      }
      expect((await stored(email))?.comment).toBe("Gate 3\r\n\tJos\u00e9");
    });

    it("a user who need not comment cannot clear a comment by sending one that is too long", async () => {
      const email = "corporate@example.com";
      const client = await withCart(email);
      expect((await client.postJson(SET_COMMENT, { comment: "Gate 3" })).status).toBe(200);
      const answer = await refused(() => client.postJson(SET_COMMENT, { comment: "z".repeat(10_001) }), 400);
      expect(answer.errors[0]?.code).toBe("error-maxlength-reached");
      expect((await stored(email))?.comment).toBe("Gate 3");
      expect((await client.postJson(SET_COMMENT, { comment: "" })).status).toBe(200);
      expect((await stored(email))?.comment).toBeNull();
    });
  });

  describe("POST {context}/checkout/terms/accept", () => {
    it("keeps the completed terms with the cart's checkout (the page starts ticked); anything but true, or no CSRF token, is refused and changes nothing; a new cart starts unticked", async () => {
      const email = "dealer@example.com";
      const client = await withCart(email);
      const termsBox = async () => {
        const box = TERMS_BOX.exec((await client.page("/partner/checkout")).html)?.[0];
        expect(box, "the terms checkbox").toBeDefined();
        return box ?? "";
      };
      const acceptedAt = async () => {
        const [row] = await db()
          .select({ at: cartCheckouts.termsAcceptedAt })
          .from(carts)
          .innerJoin(users, eq(users.id, carts.userId))
          .leftJoin(cartCheckouts, eq(cartCheckouts.cartId, carts.id))
          .where(and(eq(users.email, email), eq(carts.status, "active")));
        return row?.at ?? null;
      };
      expect(await termsBox()).not.toContain("checked");

      const message = "Accept the terms and conditions.";
      for (const body of [{ termsAccepted: false }, {}, { termsAccepted: "true" }]) {
        expect(await refused(() => client.postJson(ACCEPT_TERMS, body), 400)).toEqual({ errorMessage: message, errors: [{ field: "termsAccepted", message }] });
      }
      await refused(() => client.postJson(ACCEPT_TERMS, { termsAccepted: true }, { csrf: false }), 403);
      expect(await acceptedAt()).toBeNull();

      const accepted = await client.postJson(ACCEPT_TERMS, { termsAccepted: true });
      expect(accepted.status).toBe(200);
      expect(await accepted.json()).toEqual({ termsAccepted: true });
      expect(await acceptedAt()).toBeInstanceOf(Date);
      // Coming back to the checkout (from the wallet provider, a reload, another tab): still ticked.
      expect(await termsBox()).toContain('checked=""');

      // Another cart is another checkout.
      await emptyCartsOf(db(), email);
      expect((await client.postJson("/partner/cart/updateMultiD", { productCode: fx.plenty.upc, quantity: 1, entryNumber: -1 })).status).toBe(200);
      expect(await termsBox()).not.toContain("checked");
      expect(await acceptedAt()).toBeNull();
    });
  });
});
