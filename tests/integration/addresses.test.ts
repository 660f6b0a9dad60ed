import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addresses, cartCheckouts, users } from "../../server/db/schema/index.ts";
import type { AddressView } from "../../server/modules/addresses/address-view.ts";
import { sessionCart } from "../support/cart-money-fixtures.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { databaseFingerprint, expectRefusedUnchanged } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

const LIST = "/partner/checkout/simple/delivery-addresses";
const FORM = "/partner/my-account/addressform";
const SAVE = "/partner/my-account/address/save";
const ENABLE = "/partner/my-account/address/enable";
const DISABLE = "/partner/my-account/address/disable";
const DEFAULT = "/partner/my-account/updateDefaultAddress";
const CHOOSE = "/partner/checkout/simple/delivery-address/set";
const REGIONS = "/partner/checkout/regions";

interface ListAnswer {
  addresses: AddressView[];
  selectedAddressCode: string | null;
}

const NEW_ADDRESS = {
  firstName: "  Ava ",
  lastName: "Nguyen",
  companyName: "",
  countryIso: "US",
  line1: "77 Market Street",
  line2: "",
  townCity: "San Francisco",
  regionIso: "US-CA",
  postcode: "94105",
  phone: "(415) 555-0188",
  phoneCountry: "US",
};

describe.each(DB_TARGETS)("address book and delivery address on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;
  const signedIn = (contextPath: string, email: string) => TestClient.signedIn(server().baseUrl, contextPath, email);

  async function unitOf(email: string): Promise<number> {
    const [row] = await db().select({ unitId: users.unitId }).from(users).where(eq(users.email, email));
    if (!row?.unitId) throw new Error(`${email} has no unit`);
    return row.unitId;
  }

  /** The unit's book as stored, in creation order. */
  async function unitBook(email: string) {
    const unitId = await unitOf(email);
    return db()
      .select({ id: addresses.id, code: addresses.code, isDefault: addresses.isDefault, enabled: addresses.enabled, verification: addresses.verification, line1: addresses.line1, regionIso: addresses.regionIso, userId: addresses.userId })
      .from(addresses)
      .where(eq(addresses.unitId, unitId))
      .orderBy(asc(addresses.id));
  }

  async function defaultsOf(email: string): Promise<string[]> {
    return (await unitBook(email)).filter((a) => a.isDefault).map((a) => a.code);
  }

  async function chosenAddressId(client: TestClient): Promise<number | null> {
    const cart = await sessionCart(db(), client);
    const [row] = await db().select({ id: cartCheckouts.deliveryAddressId }).from(cartCheckouts).where(eq(cartCheckouts.cartId, cart.id));
    return row?.id ?? null;
  }

  const refusedUnchanged = (status: number, requests: (() => Promise<Response>)[]) => expectRefusedUnchanged(db(), status, requests);

  it("lists the unit's book, default first, with every field of the list shape; buyers of a unit share it", async () => {
    const dealer = await signedIn("/partner", "dealer@example.com");
    const unitId = await unitOf("dealer@example.com");
    const res = await dealer.get(LIST, { accept: "application/json" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const body = (await res.json()) as ListAnswer;
    expect(body.selectedAddressCode).toBeNull();
    expect(body.addresses.map((a) => a.addressCode)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `U${unitId}-${n}`));
    expect(body.addresses[0]).toEqual({
      addressId: `U${unitId}-1`,
      addressCode: `U${unitId}-1`,
      firstName: "Megan",
      lastName: "Alvarez",
      companyName: "Summit Caps Dealer",
      line1: "1450 Larimer Street",
      line2: null,
      townCity: "Denver",
      region: { isocode: "US-CO", name: "Colorado" },
      postcode: "80202",
      country: { isocode: "US", name: "United States" },
      phone: "(303) 555-0142",
      phoneCountry: "US",
      defaultAddress: true,
      enabled: true,
      verified: true,
      formattedAddress: "Megan Alvarez, Summit Caps Dealer, 1450 Larimer Street, Denver, Colorado 80202, United States",
    });
    expect(body.addresses.slice(1).every((a) => !a.defaultAddress && a.enabled)).toBe(true);

    const buyer = (await (await (await signedIn("/partner", "buyer@example.com")).get(LIST, { accept: "application/json" })).json()) as ListAnswer;
    const approver = (await (await (await signedIn("/partner", "approver@example.com")).get(LIST, { accept: "application/json" })).json()) as ListAnswer;
    expect(buyer.addresses).toHaveLength(2);
    expect(approver.addresses.map((a) => a.addressCode)).toEqual(buyer.addresses.map((a) => a.addressCode));
  });

  it("gives a consumer their own book on the consumer site, and nobody else one", async () => {
    const shopper = await signedIn("", "shopper@example.com");
    const res = await shopper.get("/checkout/simple/delivery-addresses", { accept: "application/json" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as ListAnswer;
    expect(body.addresses.map((a) => [a.townCity, a.region?.isocode, a.defaultAddress])).toEqual([
      ["Portland", "US-OR", true],
      ["Portland", "US-ME", false],
    ]);

    // Signed out: 401 on both kinds of site, and a change is refused without touching anything.
    const visitor = new TestClient(server().baseUrl);
    await visitor.page("/");
    expect((await visitor.get("/checkout/simple/delivery-addresses", { accept: "application/json" })).status).toBe(401);
    expect((await visitor.get(LIST, { accept: "application/json" })).status).toBe(401);
    const code = body.addresses[1]!.addressCode;
    const [signedOut] = await refusedUnchanged(401, [
      () => visitor.postJson("/checkout/simple/delivery-address/set", { addressCode: code }),
      () => visitor.postJson("/my-account/updateDefaultAddress", { addressCode: code }),
      () => visitor.postJson("/my-account/address/save", NEW_ADDRESS),
    ]);
    expect(signedOut).toEqual({ errorMessage: "Please sign in to continue.", errors: [] });

    // A service agent without a unit has no book of their own (yet): 403.
    const agent = await signedIn("/partner", "agent@example.com");
    const refused = await agent.get(LIST, { accept: "application/json" });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ errorMessage: "Your account has no address book. Act for a customer to use theirs.", errors: [] });
    await refusedUnchanged(403, [() => agent.postJson(SAVE, NEW_ADDRESS), () => agent.postJson(CHOOSE, { addressCode: code })]);
  });

  it("chooses an enabled address of the book for the active cart; another unit's code is 404, a disabled one 422, nothing changed", async () => {
    const dealer = await signedIn("/partner", "dealer@example.com");
    const book = await unitBook("dealer@example.com");
    const second = book[1]!;
    const res = await dealer.postJson(CHOOSE, { addressCode: second.code });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { selectedAddressCode: string; deliveryAddress: AddressView };
    expect(body.selectedAddressCode).toBe(second.code);
    expect(body.deliveryAddress).toMatchObject({ addressCode: second.code, line1: "4800 Dahlia Street", line2: "Door 7" });
    expect(await chosenAddressId(dealer)).toBe(second.id);
    // The popup's own name for the field (addressId) is accepted too, and the list reports the choice.
    expect((await dealer.postJson(CHOOSE, { addressId: book[2]!.code })).status).toBe(200);
    expect(await chosenAddressId(dealer)).toBe(book[2]!.id);
    const list = (await (await dealer.get(LIST, { accept: "application/json" })).json()) as ListAnswer;
    expect(list.selectedAddressCode).toBe(book[2]!.code);

    const corporateCode = (await unitBook("corporate@example.com"))[0]!.code;
    const [notFound] = await refusedUnchanged(404, [
      () => dealer.postJson(CHOOSE, { addressCode: corporateCode }),
      () => dealer.postJson(CHOOSE, { addressCode: "ANOSUCHCODE12" }),
    ]);
    expect(notFound).toEqual({ errorMessage: "This address is not in your address book.", errors: [] });
    await refusedUnchanged(400, [() => dealer.postJson(CHOOSE, {}), () => dealer.postJson(CHOOSE, { addressCode: "  " })]);

    await db().update(addresses).set({ enabled: false }).where(eq(addresses.id, book[3]!.id));
    const [disabled] = await refusedUnchanged(422, [() => dealer.postJson(CHOOSE, { addressCode: book[3]!.code })]);
    expect(disabled!.errorMessage).toBe("This address is disabled. Enable it to use it.");
    await db().update(addresses).set({ enabled: true }).where(eq(addresses.id, book[3]!.id));
  });

  it("keeps one default per book: setting one clears the other, also when several race; disabled or foreign ones are refused", async () => {
    const [buyer, approver] = await Promise.all([signedIn("/partner", "buyer@example.com"), signedIn("/partner", "approver@example.com")]);
    const book = await unitBook("buyer@example.com");
    expect(await defaultsOf("buyer@example.com")).toEqual([book[0]!.code]);

    const res = await buyer.postJson(DEFAULT, { addressCode: book[1]!.code });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ addressCode: book[1]!.code, defaultAddress: true });
    expect(await defaultsOf("buyer@example.com")).toEqual([book[1]!.code]);
    // Setting the default that already is one changes nothing and is not an error.
    expect((await approver.postJson(DEFAULT, { addressCode: book[1]!.code })).status).toBe(200);
    expect(await defaultsOf("buyer@example.com")).toEqual([book[1]!.code]);

    // Two buyers of the unit racing for different defaults: both succeed in turn, one default remains.
    const racing = await Promise.all([buyer.postJson(DEFAULT, { addressCode: book[0]!.code }), approver.postJson(DEFAULT, { addressCode: book[1]!.code })]);
    expect(racing.map((r) => r.status)).toEqual([200, 200]);
    expect(await defaultsOf("buyer@example.com")).toHaveLength(1);

    const dealerCode = (await unitBook("dealer@example.com"))[0]!.code;
    await refusedUnchanged(404, [() => buyer.postJson(DEFAULT, { addressCode: dealerCode })]);
    await db().update(addresses).set({ enabled: false, isDefault: false }).where(eq(addresses.code, book[0]!.code));
    await refusedUnchanged(422, [() => buyer.postJson(DEFAULT, { addressCode: book[0]!.code })]);
    await db().update(addresses).set({ enabled: true }).where(eq(addresses.code, book[0]!.code));
  });

  it("disables an address (no longer default, taken off the active cart) and enables it again; another unit's is 404", async () => {
    const corporate = await signedIn("/partner", "corporate@example.com");
    const [only] = await unitBook("corporate@example.com");
    expect((await corporate.postJson(CHOOSE, { addressCode: only!.code })).status).toBe(200);
    expect(await chosenAddressId(corporate)).toBe(only!.id);

    const disabled = await corporate.postJson(DISABLE, { addressId: only!.code });
    expect(disabled.status).toBe(200);
    expect(await disabled.json()).toMatchObject({ addressCode: only!.code, enabled: false, defaultAddress: false });
    expect(await unitBook("corporate@example.com")).toMatchObject([{ code: only!.code, enabled: false, isDefault: false }]);
    expect(await chosenAddressId(corporate)).toBeNull();
    const list = (await (await corporate.get(LIST, { accept: "application/json" })).json()) as ListAnswer;
    expect(list).toMatchObject({ addresses: [{ addressCode: only!.code, enabled: false }], selectedAddressCode: null });

    const enabled = await corporate.postJson(ENABLE, { addressId: only!.code });
    expect(enabled.status).toBe(200);
    expect(await enabled.json()).toMatchObject({ enabled: true, defaultAddress: false });
    expect(await unitBook("corporate@example.com")).toMatchObject([{ enabled: true, isDefault: false }]);

    const franchiseCode = (await unitBook("franchise@example.com"))[0]!.code;
    await refusedUnchanged(404, [() => corporate.postJson(DISABLE, { addressId: franchiseCode }), () => corporate.postJson(ENABLE, { addressId: franchiseCode })]);
    await refusedUnchanged(400, [() => corporate.postJson(DISABLE, {})]);
  });

  it("adds addresses: a new random code in the session's book, trimmed, default only when asked (or the book has none)", async () => {
    const franchise = await signedIn("/partner", "franchise@example.com");
    const res = await franchise.postJson(SAVE, NEW_ADDRESS);
    expect(res.status).toBe(200);
    const created = (await res.json()) as AddressView;
    expect(created.addressCode).toMatch(/^A[A-Z2-7]{12}$/);
    // Not an address the verification service knows: stored with the "Address not verified" note (decision 0026).
    expect(created).toMatchObject({ firstName: "Ava", companyName: null, region: { isocode: "US-CA", name: "California" }, defaultAddress: false, enabled: true, verified: false });
    const book = await unitBook("franchise@example.com");
    expect(book.map((a) => [a.code, a.isDefault])).toEqual([
      [book[0]!.code, true],
      [created.addressCode, false],
    ]);
    expect(book[1]).toMatchObject({ userId: null, verification: "not_verified" });

    const asDefault = (await (await franchise.postJson(SAVE, { ...NEW_ADDRESS, line1: "1 Ferry Building", defaultAddress: true })).json()) as AddressView;
    expect(asDefault).toMatchObject({ defaultAddress: true, verified: false });
    expect(await defaultsOf("franchise@example.com")).toEqual([asDefault.addressCode]);

    // A country without regions keeps none, whatever was sent.
    const uk = await franchise.postJson(SAVE, { ...NEW_ADDRESS, countryIso: "gb", regionIso: "US-CA", postcode: "SW1A 1AA", phoneCountry: "GB" });
    expect(uk.status).toBe(200);
    expect(await uk.json()).toMatchObject({ country: { isocode: "GB", name: "United Kingdom" }, region: null });

    // A consumer's new address belongs to the consumer alone.
    const shopper = await signedIn("", "shopper@example.com");
    const own = (await (await shopper.postJson("/my-account/address/save", NEW_ADDRESS)).json()) as AddressView;
    const [row] = await db().select({ userId: addresses.userId, unitId: addresses.unitId }).from(addresses).where(eq(addresses.code, own.addressCode));
    const [shopperRow] = await db().select({ id: users.id }).from(users).where(eq(users.email, "shopper@example.com"));
    expect(row).toEqual({ userId: shopperRow!.id, unitId: null });
  });

  it("refuses invalid addresses with field errors and changes nothing: region required for the US, required after trimming", async () => {
    const promo = await signedIn("/partner", "promo@example.com");
    const [noRegion, blanks, badPhone, unknownCountry] = await refusedUnchanged(400, [
      () => promo.postJson(SAVE, { ...NEW_ADDRESS, regionIso: "" }),
      () => promo.postJson(SAVE, { ...NEW_ADDRESS, firstName: "   ", lastName: "", line1: " ", townCity: "", postcode: "" }),
      () => promo.postJson(SAVE, { ...NEW_ADDRESS, phone: "call me" }),
      () => promo.postJson(SAVE, { ...NEW_ADDRESS, countryIso: "ZZ" }),
    ]);
    expect(noRegion).toEqual({ errorMessage: "Please correct the highlighted fields.", errors: [{ field: "regionIso", message: "Select a state or region." }] });
    expect(blanks!.errors).toEqual([
      { field: "firstName", message: "Enter a first name." },
      { field: "lastName", message: "Enter a last name." },
      { field: "line1", message: "Enter the street address." },
      { field: "townCity", message: "Enter a town or city." },
      { field: "postcode", message: "Enter a postcode." },
    ]);
    expect(badPhone!.errors).toEqual([{ field: "phone", message: "Enter the phone number as (999) 999-9999." }]);
    expect(unknownCountry!.errors).toEqual([{ field: "countryIso", message: "Select a country." }]);
    // The Mexican site answers in Spanish.
    const mx = await signedIn("/mx/partner", "mx.dealer@example.com");
    const [spanish] = await refusedUnchanged(400, [() => mx.postJson("/mx/partner/my-account/address/save", { ...NEW_ADDRESS, countryIso: "MX", regionIso: "" })]);
    expect(spanish).toEqual({ errorMessage: "Corrija los campos marcados.", errors: [{ field: "regionIso", message: "Seleccione un estado o región." }] });
  });

  it("changes an address of the book: moving it is verified again, a new phone keeps the verification; foreign or disabled-as-default refused", async () => {
    const jp = await signedIn("/jp/partner", "jp.dealer@example.com");
    const [address] = await unitBook("jp.dealer@example.com");
    const fields = { addressCode: address!.code, firstName: "Kenji", lastName: "Sato", companyName: "Sora Headwear", countryIso: "JP", line1: "1-2-3 Jingumae", townCity: "Shibuya-ku", regionIso: "JP-13", postcode: "150-0001", phone: "03-5555-0100" };
    const phoneOnly = await jp.postJson("/jp/partner/my-account/address/save", fields);
    expect(phoneOnly.status).toBe(200);
    expect(await phoneOnly.json()).toMatchObject({ addressCode: address!.code, phone: "03-5555-0100", region: { isocode: "JP-13", name: "東京都" }, verified: true, defaultAddress: true });
    const moved = await jp.postJson("/jp/partner/my-account/address/save", { ...fields, line1: "4-5-6 Jingumae" });
    expect(await moved.json()).toMatchObject({ line1: "4-5-6 Jingumae", verified: false });
    expect(await unitBook("jp.dealer@example.com")).toMatchObject([{ code: address!.code, line1: "4-5-6 Jingumae", verification: "not_verified", isDefault: true }]);

    const dealerCode = (await unitBook("dealer@example.com"))[5]!.code;
    await refusedUnchanged(404, [() => jp.postJson("/jp/partner/my-account/address/save", { ...fields, addressCode: dealerCode })]);

    const dealer = await signedIn("/partner", "dealer@example.com");
    const sixth = (await unitBook("dealer@example.com"))[5]!;
    await db().update(addresses).set({ enabled: false }).where(eq(addresses.id, sixth.id));
    const [refused] = await refusedUnchanged(400, [() => dealer.postJson(SAVE, { ...NEW_ADDRESS, addressCode: sixth.code, defaultAddress: true })]);
    expect(refused!.errors).toEqual([{ field: "defaultAddress", message: "A disabled address cannot be the default." }]);
    await db().update(addresses).set({ enabled: true }).where(eq(addresses.id, sixth.id));
  });

  it("answers a browser form post with 303 to the same-site redirect, and shows an invalid one again with its errors", async () => {
    const dealer = await signedIn("/partner", "dealer@example.com");
    const before = (await unitBook("dealer@example.com")).length;
    const saved = await dealer.postForm(SAVE, { ...NEW_ADDRESS, redirect: "/partner/checkout?step=address" });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe("/partner/checkout?step=address&addressAlert=saved");
    const offSite = await dealer.postForm(SAVE, { ...NEW_ADDRESS, line1: "78 Market Street", redirect: "https://evil.example/steal" });
    expect(offSite.headers.get("location")).toBe("/partner/my-account?addressAlert=saved");
    const otherSite = await dealer.postForm(SAVE, { ...NEW_ADDRESS, line1: "79 Market Street", redirect: "/jp/partner/checkout" });
    expect(otherSite.headers.get("location")).toBe("/partner/my-account?addressAlert=saved");
    expect(await unitBook("dealer@example.com")).toHaveLength(before + 3);

    const fingerprint = await databaseFingerprint(db());
    const invalid = await dealer.postForm(SAVE, { ...NEW_ADDRESS, regionIso: "", line1: "", redirect: "/partner/checkout" });
    expect(invalid.status).toBe(400);
    expect(invalid.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await invalid.text();
    expect(html).toContain('role="alert">Please correct the highlighted fields.');
    expect(html).toMatch(/<input id="address-form-line1"[^>]*aria-invalid="true" aria-describedby="address-form-line1-error"/);
    expect(html).toContain('id="address-form-regionIso-error" class="address-form-error">Select a state or region.');
    expect(html).toContain('value="San Francisco"');
    expect(html).toContain('name="redirect" value="/partner/checkout"');
    expect(await databaseFingerprint(db())).toEqual(fingerprint);

    const book = await unitBook("dealer@example.com");
    const chosen = await dealer.postForm(CHOOSE, { addressCode: book[0]!.code, redirect: "/partner/checkout" });
    expect(chosen.headers.get("location")).toBe("/partner/checkout?addressAlert=chosen");
    const foreign = await dealer.postForm(CHOOSE, { addressCode: (await unitBook("corporate@example.com"))[0]!.code, redirect: "/partner/checkout" });
    expect(foreign.headers.get("location")).toBe("/partner/checkout?addressAlert=notFound");
  });

  it("refuses a twin of an address of the book (409, decision 0023) and changes nothing: typed again, in other case and spacing, another changed into it; a disabled twin says so", async () => {
    const corporate = await signedIn("/partner", "corporate@example.com");
    const twin = { ...NEW_ADDRESS, line1: "500 Twin Peaks Boulevard", postcode: "94114" };
    const first = await corporate.postJson(SAVE, twin);
    expect(first.status).toBe(200);
    const firstCode = ((await first.json()) as AddressView).addressCode;
    const other = (await (await corporate.postJson(SAVE, { ...twin, line1: "502 Twin Peaks Boulevard" })).json()) as AddressView;

    const [again, respelled, changedInto] = await refusedUnchanged(409, [
      () => corporate.postJson(SAVE, twin),
      () => corporate.postJson(SAVE, { ...twin, firstName: "ava", line1: " 500  twin peaks BOULEVARD ", townCity: "SAN FRANCISCO" }),
      () => corporate.postJson(SAVE, { ...twin, addressCode: other.addressCode }),
    ]);
    expect(again).toEqual({ errorMessage: "This address is already in your address book. Choose it from the list.", errors: [] });
    expect(respelled).toEqual(again);
    expect(changedInto).toEqual(again);
    // An address saved as it is (here made the default) is no twin of itself; another person at the same place is no twin.
    expect((await corporate.postJson(SAVE, { ...twin, addressCode: firstCode, defaultAddress: true })).status).toBe(200);
    expect((await corporate.postJson(SAVE, { ...twin, firstName: "Bo" })).status).toBe(200);

    // A disabled twin: the message says to enable it; a browser form post shows the form again with it.
    await db().update(addresses).set({ enabled: false, isDefault: false }).where(eq(addresses.code, firstCode));
    const [disabled] = await refusedUnchanged(409, [() => corporate.postJson(SAVE, twin)]);
    expect(disabled!.errorMessage).toBe("This address is already in your address book, but disabled. Enable it in the list to use it.");
    const fingerprint = await databaseFingerprint(db());
    const form = await corporate.postForm(SAVE, { ...twin, redirect: "/partner/checkout" });
    expect(form.status).toBe(409);
    const html = await form.text();
    expect(html).toContain('role="alert">This address is already in your address book, but disabled. Enable it in the list to use it.');
    expect(html).toContain('value="500 Twin Peaks Boulevard"');
    expect(await databaseFingerprint(db())).toEqual(fingerprint);

    // Another book may hold the same address; the Mexican site answers in Spanish.
    expect((await (await signedIn("/partner", "franchise@example.com")).postJson(SAVE, twin)).status).toBe(200);
    const mx = await signedIn("/mx/partner", "mx.dealer@example.com");
    const mexican = { ...NEW_ADDRESS, countryIso: "MX", line1: "Calle Pino 12", townCity: "Guadalajara", regionIso: "MX-JAL", postcode: "44100", phone: "3312345678", phoneCountry: "MX" };
    expect((await mx.postJson("/mx/partner/my-account/address/save", mexican)).status).toBe(200);
    const [spanish] = await refusedUnchanged(409, [() => mx.postJson("/mx/partner/my-account/address/save", mexican)]);
    expect(spanish).toEqual({ errorMessage: "Esta dirección ya está en su libreta de direcciones. Elíjala de la lista.", errors: [] });

    // Saves of one new address racing each other take turns on the book: one is stored.
    const racing = { ...twin, line1: "600 Race Street" };
    const answers = await Promise.all([1, 2, 3].map(() => corporate.postJson(SAVE, racing)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect((await unitBook("corporate@example.com")).filter((a) => a.line1 === "600 Race Street")).toHaveLength(1);
  });

  it("serves the address form as HTML: filled in for an address of the book, a region select when the country has regions", async () => {
    const dealer = await signedIn("/partner", "dealer@example.com");
    const [first] = await unitBook("dealer@example.com");
    const res = await dealer.get(`${FORM}?addressCode=${first!.code}&createUpdateStatus=update`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const html = await res.text();
    expect(html).toMatch(/^<form class="address-form"[^>]* action="\/partner\/my-account\/address\/save" method="post">/);
    expect(html).toContain(`<input type="hidden" name="CSRFToken" value="${dealer.csrfToken}"/>`);
    expect(html).toContain(`<input type="hidden" name="addressCode" value="${first!.code}"/>`);
    expect(html).toContain('<label class="address-form-label" for="address-form-line1">Address line 1');
    expect(html).toContain('value="1450 Larimer Street"');
    expect(html).toMatch(/<select id="address-form-regionIso" name="regionIso"[^>]*required=""/);
    expect(html).toContain('<option value="US-CO" selected="">Colorado</option>');
    expect(html).toContain("Edit delivery address");
    // The default address's box is ticked and fixed.
    expect(html).toMatch(/<input id="address-form-defaultAddress" type="checkbox" disabled="" name="defaultAddress" checked="" value="true"\/>/);

    const blankUk = await (await dealer.get(`${FORM}?countryIsoCode=gb`)).text();
    expect(blankUk).toContain("Add a delivery address");
    expect(blankUk).toContain('<option value="GB" selected="">United Kingdom</option>');
    expect(blankUk).not.toContain('name="regionIso"');
    expect(blankUk).toMatch(/<input id="address-form-defaultAddress" type="checkbox" name="defaultAddress" value="true"\/>/);
    const japan = await (await dealer.get(`${FORM}?addressId=${first!.code}&countryIsoCode=JP`)).text();
    expect(japan).toContain('<option value="JP-13">Tokyo</option>');
    // The address's region belongs to its old country: the new country's select starts unchosen.
    expect(japan).toContain('<option value="" selected="">Select a state or region</option>');

    const corporateCode = (await unitBook("corporate@example.com"))[0]!.code;
    expect((await dealer.get(`${FORM}?addressCode=${corporateCode}`)).status).toBe(404);
    expect((await dealer.get(`${FORM}?countryIsoCode=U5A`)).status).toBe(400);
    const agent = await signedIn("/partner", "agent@example.com");
    expect((await agent.get(FORM)).status).toBe(403);
  });

  it("answers the regions of a country, none for others, 400 for a malformed code; every call needs the CSRF token", async () => {
    const dealer = await signedIn("/partner", "dealer@example.com");
    const us = await dealer.postJson(REGIONS, { countryIsoCode: "US" });
    expect(us.status).toBe(200);
    const regions = (await us.json()) as { isocode: string; name: string }[];
    expect(regions).toHaveLength(51);
    expect(regions).toContainEqual({ isocode: "US-CO", name: "Colorado" });
    expect(await (await dealer.postJson(REGIONS, { countryIsoCode: "gb" })).json()).toEqual([]);
    expect((await (await dealer.postForm(REGIONS, { countryIsoCode: "CA" }, { headers: { accept: "application/json" } })).json()) as unknown[]).toHaveLength(13);
    const [malformed] = await refusedUnchanged(400, [() => dealer.postJson(REGIONS, { countryIsoCode: "USA" }), () => dealer.postJson(REGIONS, {})]);
    expect(malformed).toEqual({ errorMessage: "Select a country.", errors: [{ field: "countryIsoCode", message: "Select a country." }] });

    const code = (await unitBook("dealer@example.com"))[1]!.code;
    const noToken = await refusedUnchanged(
      403,
      [REGIONS, SAVE, ENABLE, DISABLE, DEFAULT, CHOOSE].map((url) => () => dealer.postJson(url, { ...NEW_ADDRESS, countryIsoCode: "US", addressCode: code }, { csrf: false })),
    );
    expect(noToken.every((b) => b.errors.length === 0)).toBe(true);
  });
});
