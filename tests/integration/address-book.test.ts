import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addresses, cartCheckouts, users } from "../../server/db/schema/index.ts";
import type { AddressView } from "../../server/modules/addresses/address-view.ts";
import { sessionCart } from "../support/cart-money-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { expectRefusedUnchanged } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

const PAGE = "/partner/my-account/address-book";
const SAVE = "/partner/my-account/address/save";
const REMOVE = "/partner/my-account/address/remove";
const DEFAULT = "/partner/my-account/updateDefaultAddress";
const CHOOSE = "/partner/checkout/simple/delivery-address/set";

const NEW_ADDRESS = {
  firstName: "Ava",
  lastName: "Nguyen",
  countryIso: "US",
  line1: "77 Market Street",
  townCity: "San Francisco",
  regionIso: "US-CA",
  postcode: "94105",
  phone: "(415) 555-0188",
  phoneCountry: "US",
};

describe.each(DB_TARGETS)("address book page on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;
  const signedIn = (contextPath: string, email: string) => TestClient.signedIn(server().baseUrl, contextPath, email);

  /** The buyer's unit's book as stored. */
  async function buyerBook() {
    const [buyer] = await db().select({ unitId: users.unitId }).from(users).where(eq(users.email, "buyer@example.com"));
    return db()
      .select({ code: addresses.code, line1: addresses.line1, isDefault: addresses.isDefault, firstName: addresses.firstName })
      .from(addresses)
      .where(eq(addresses.unitId, buyer!.unitId!))
      .orderBy(asc(addresses.id));
  }

  it("shows the unit's book to its buyer and approver, a consumer their own, and sends visitors to sign in", async () => {
    const book = await buyerBook();
    expect(book).toHaveLength(2);
    for (const email of ["buyer@example.com", "approver@example.com"]) {
      const { res, html } = await (await signedIn("/partner", email)).page(PAGE);
      expect(res.status).toBe(200);
      expect(html).toContain("<h1");
      expect(html).toContain("Address book");
      for (const a of book) expect(html).toContain(`data-address-code="${a.code}"`);
      expect(html).toContain(`action="/partner/my-account/updateDefaultAddress"`);
    }
    const shopper = await signedIn("", "shopper@example.com");
    const { html: own } = await shopper.page("/my-account/address-book");
    expect(own).toContain("Your delivery addresses.");
    expect((own.match(/data-address-code=/g) ?? []).length).toBe(2);

    const visitor = new TestClient(server().baseUrl);
    const anonymous = await visitor.get(PAGE);
    expect([302, 303]).toContain(anonymous.status);
    expect(anonymous.headers.get("location")).toContain("/partner/login");
  });

  it("shows the plain form and the removal's confirmation without JavaScript, only for the book's own addresses", async () => {
    const buyer = await signedIn("/partner", "buyer@example.com");
    const [first] = await buyerBook();
    const edit = await buyer.page(`${PAGE}?edit=${first!.code}`);
    expect(edit.html).toContain(`action="/partner/my-account/address/save"`);
    expect(edit.html).toContain(`name="addressCode" value="${first!.code}"`);
    expect(edit.html).toContain(`value="${first!.line1}"`);
    const add = await buyer.page(`${PAGE}?add=1`);
    expect(add.html).toContain('name="addressCode" value=""');
    const remove = await buyer.page(`${PAGE}?remove=${first!.code}`);
    expect(remove.html).toContain("Remove this address?");
    expect(remove.html).toContain(`action="${REMOVE}"`);
    // Another unit's code opens nothing.
    const dealer = await signedIn("/partner", "dealer@example.com");
    const foreign = (await dealer.get("/partner/checkout/simple/delivery-addresses", { accept: "application/json" }).then((r) => r.json())) as { addresses: AddressView[] };
    const other = await buyer.page(`${PAGE}?edit=${foreign.addresses[0]!.addressCode}`);
    expect(other.html).not.toContain(`action="/partner/my-account/address/save"`);
  });

  it("adds, edits, makes default and removes; a form post comes back to the page with what happened", async () => {
    const buyer = await signedIn("/partner", "buyer@example.com");
    await buyer.page(PAGE);
    const added = await buyer.postJson(SAVE, NEW_ADDRESS);
    expect(added.status).toBe(200);
    const code = ((await added.json()) as AddressView).addressCode;
    expect((await buyerBook()).map((a) => a.code)).toContain(code);

    const edited = await buyer.postForm(SAVE, { ...NEW_ADDRESS, addressCode: code, firstName: "Avery", redirect: PAGE });
    expect(edited.status).toBe(303);
    expect(edited.headers.get("location")).toBe(`${PAGE}?addressAlert=saved`);
    expect((await buyerBook()).find((a) => a.code === code)?.firstName).toBe("Avery");
    expect((await buyer.page(`${PAGE}?addressAlert=saved`)).html).toContain("Address saved.");

    const made = await buyer.postForm(DEFAULT, { addressCode: code, redirect: PAGE });
    expect(made.headers.get("location")).toBe(`${PAGE}?addressAlert=defaultSet`);
    expect((await buyerBook()).filter((a) => a.isDefault).map((a) => a.code)).toEqual([code]);

    // Chosen for the cart, then removed: the row goes, the cart forgets it, the book keeps no default.
    expect((await buyer.postJson(CHOOSE, { addressCode: code })).status).toBe(200);
    const cart = await sessionCart(db(), buyer);
    const removed = await buyer.postForm(REMOVE, { addressCode: code, redirect: PAGE });
    expect(removed.status).toBe(303);
    expect(removed.headers.get("location")).toBe(`${PAGE}?addressAlert=removed`);
    expect((await buyerBook()).map((a) => a.code)).not.toContain(code);
    expect((await buyerBook()).filter((a) => a.isDefault)).toEqual([]);
    expect(await db().select({ id: cartCheckouts.deliveryAddressId }).from(cartCheckouts).where(eq(cartCheckouts.cartId, cart.id))).toEqual([{ id: null }]);
    expect((await buyer.page(`${PAGE}?addressAlert=removed`)).html).toContain("Address removed.");

    // JSON too.
    const again = ((await (await buyer.postJson(SAVE, NEW_ADDRESS)).json()) as AddressView).addressCode;
    const res = await buyer.postJson(REMOVE, { addressCode: again });
    expect(res.status).toBe(200);
    expect(((await res.json()) as AddressView).addressCode).toBe(again);
    expect((await buyerBook()).map((a) => a.code)).not.toContain(again);
  });

  it("refuses another book's or an unknown address (404), invalid fields (400), no token and no session, changing nothing", async () => {
    const buyer = await signedIn("/partner", "buyer@example.com");
    const dealer = await signedIn("/partner", "dealer@example.com");
    const foreign = ((await dealer.get("/partner/checkout/simple/delivery-addresses", { accept: "application/json" }).then((r) => r.json())) as { addresses: AddressView[] }).addresses[0]!.addressCode;
    const [own] = await buyerBook();
    const [notFound] = await expectRefusedUnchanged(db(), 404, [
      () => buyer.postJson(REMOVE, { addressCode: foreign }),
      () => buyer.postJson(REMOVE, { addressCode: "ANOSUCHADDRESS" }),
      () => buyer.postJson(SAVE, { ...NEW_ADDRESS, addressCode: foreign }),
      () => buyer.postJson(DEFAULT, { addressCode: foreign }),
    ]);
    expect(notFound).toEqual({ errorMessage: "This address is not in your address book.", errors: [] });
    const [invalid] = await expectRefusedUnchanged(db(), 400, [
      () => buyer.postJson(SAVE, { ...NEW_ADDRESS, firstName: "   ", regionIso: "" }),
      () => buyer.postJson(SAVE, { ...NEW_ADDRESS, addressCode: own!.code, line1: "", postcode: " " }),
      () => buyer.postJson(REMOVE, {}),
    ]);
    expect(invalid!.errors.map((e) => e.field).sort()).toEqual(["firstName", "regionIso"]);
    await expectRefusedUnchanged(db(), 403, [() => buyer.postJson(REMOVE, { addressCode: own!.code }, { csrf: false })]);
    const visitor = new TestClient(server().baseUrl);
    await visitor.page("/partner/login");
    await expectRefusedUnchanged(db(), 401, [() => visitor.postJson(REMOVE, { addressCode: own!.code })]);
  });
});
