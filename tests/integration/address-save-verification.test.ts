import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { addresses } from "../../server/db/schema/index.ts";
import type { AddressView } from "../../server/modules/addresses/address-view.ts";
import { DB_TARGETS } from "../support/databases.ts";
import { expectRefusedUnchanged } from "../support/db-snapshot.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

const SAVE = "/partner/my-account/address/save";
const CHECK = "/partner/checkout/validateAddressForm";
const LIST = "/partner/checkout/simple/delivery-addresses";

/** An address of the verification service's reference set (reference-set.json, US-022). */
const KNOWN = {
  firstName: "Rosa",
  lastName: "Diaz",
  countryIso: "US",
  line1: "1458 Copperleaf Avenue",
  line2: "Suite 200",
  townCity: "Riverton Falls",
  regionIso: "US-OR",
  postcode: "97305",
  phone: "(503) 555-0110",
  phoneCountry: "US",
};

describe.each(DB_TARGETS)("saving an address records the server's own verification (decision 0026) on %s", (target) => {
  const server = useTestServer(target);
  const db = () => server().database.db;
  const signedIn = (contextPath: string, email: string) => TestClient.signedIn(server().baseUrl, contextPath, email);
  const refusedUnchanged = (status: number, requests: (() => Promise<Response>)[]) => expectRefusedUnchanged(db(), status, requests);

  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function stored(code: string) {
    const [row] = await db().select({ verification: addresses.verification, line1: addresses.line1, phone: addresses.phone }).from(addresses).where(eq(addresses.code, code));
    return row;
  }

  async function saved(client: TestClient, body: object, path = SAVE): Promise<AddressView> {
    const res = await client.postJson(path, body);
    expect(res.status).toBe(200);
    return (await res.json()) as AddressView;
  }

  it("stores what the service answers, whatever the page sends: known → verified, a near miss kept or an unknown address → not verified", async () => {
    const dealer = await signedIn("/partner", "dealer@example.com");

    // A page claiming the address was not verified does not make it so.
    const known = await saved(dealer, { ...KNOWN, addressNotVerified: true });
    expect(known.verified).toBe(true);
    expect(await stored(known.addressCode)).toMatchObject({ verification: "verified" });

    // A house number inside a street range of the service counts as known.
    const inRange = await saved(dealer, { ...KNOWN, line1: "150 Juniper Way", line2: "", postcode: "97301" });
    expect(await stored(inRange.addressCode)).toMatchObject({ verification: "verified" });

    // The check offers suggestions for a near miss; saving it as typed stores "Address not verified".
    const nearMiss = { ...KNOWN, postcode: "97306" };
    const check = await dealer.postJson(CHECK, nearMiss);
    const { items } = ((await check.json()) as { rpcResult: { result: { picklist: { items: { partialAddress: string }[] } } } }).rpcResult.result.picklist;
    expect(items[0]?.partialAddress).toBe("1458 Copperleaf Avenue, Suite 200, Riverton Falls, OR 97305");
    const kept = await saved(dealer, nearMiss);
    expect(kept.verified).toBe(false);
    expect(await stored(kept.addressCode)).toMatchObject({ verification: "not_verified" });

    // An address the service does not know, whatever flags come with it.
    const unknownAddress = { ...KNOWN, line1: "12 Nowhere Road", line2: "", townCity: "Atlantis", postcode: "97999" };
    expect(await (await dealer.postJson(CHECK, unknownAddress)).json()).toEqual({ addressNotVerified: true });
    const unknown = await saved(dealer, { ...unknownAddress, verified: true, addressNotVerified: false, verification: "verified" });
    expect(await stored(unknown.addressCode)).toMatchObject({ verification: "not_verified" });

    // The list shows each address's note.
    const list = (await (await dealer.get(LIST, { accept: "application/json" })).json()) as { addresses: AddressView[] };
    const verifiedOf = (code: string) => list.addresses.find((a) => a.addressCode === code)?.verified;
    expect([known, inRange, kept, unknown].map((a) => verifiedOf(a.addressCode))).toEqual([true, true, false, false]);
  });

  it("refuses the service's field errors under the form's field names, in the site's language, and changes nothing", async () => {
    const dealer = await signedIn("/partner", "dealer@example.com");
    const [zip] = await refusedUnchanged(400, [() => dealer.postJson(SAVE, { ...KNOWN, postcode: "973" })]);
    expect(zip).toEqual({ errorMessage: "Please correct the highlighted fields.", errors: [{ field: "postcode", message: "Enter a valid postcode." }] });

    const mx = await signedIn("/mx/partner", "mx.dealer@example.com");
    const mexican = { ...KNOWN, countryIso: "MX", line1: "Avenida Hidalgo 120", line2: "", townCity: "Puerto Azul", regionIso: "MX-JAL", postcode: "4410", phone: "3312345678", phoneCountry: "MX" };
    const [spanish] = await refusedUnchanged(400, [() => mx.postJson("/mx/partner/my-account/address/save", mexican)]);
    expect(spanish).toEqual({ errorMessage: "Corrija los campos marcados.", errors: [{ field: "postcode", message: "Introduzca un código postal válido." }] });

    // The check itself names the form's region field (the service calls it `region`).
    const check = await mx.postJson("/mx/partner/checkout/validateAddressForm", { ...mexican, postcode: "44100", regionIso: "US-OR" });
    expect(check.status).toBe(400);
    expect(await check.json()).toEqual({ errorMessage: "Corrija los campos marcados.", errors: [{ field: "regionIso", message: "Seleccione un estado o región." }] });
  });

  it("refuses a phone number not in its country's format (account-and-ordering §5), on adding and on changing, and changes nothing", async () => {
    const dealer = await signedIn("/partner", "dealer@example.com");
    // Another person at the address than the other tests' (the book refuses twins, decision 0023).
    const KNOWN_HERE = { ...KNOWN, firstName: "Paula" };
    const own = await saved(dealer, KNOWN_HERE);
    const [short, letters, australian, long, changed] = await refusedUnchanged(400, [
      () => dealer.postJson(SAVE, { ...KNOWN_HERE, phone: "(503) 555-011" }),
      () => dealer.postJson(SAVE, { ...KNOWN_HERE, phone: "503-CALL-NOW" }),
      () => dealer.postJson(SAVE, { ...KNOWN_HERE, phone: "(02) 5550-123", phoneCountry: "AU" }),
      () => dealer.postJson(SAVE, { ...KNOWN_HERE, phone: "1234567890123456", phoneCountry: "GB" }),
      () => dealer.postJson(SAVE, { ...KNOWN_HERE, addressCode: own.addressCode, phone: "503 555 01100" }),
    ]);
    expect(short!.errors).toEqual([{ field: "phone", message: "Enter the phone number as (999) 999-9999." }]);
    expect(letters!.errors).toEqual(short!.errors);
    expect(australian!.errors).toEqual([{ field: "phone", message: "Enter the phone number as (99) 9999-9999." }]);
    expect(long!.errors).toEqual([{ field: "phone", message: "Enter a phone number of at most 15 digits." }]);
    expect(changed!.errors).toEqual(short!.errors);
    expect(await stored(own.addressCode)).toMatchObject({ phone: "(503) 555-0110" });

    // The other masks and formats pass: Australia, a US number with its country code, up to 15 digits elsewhere.
    await saved(dealer, { ...KNOWN_HERE, phone: "(02) 5550-1234", phoneCountry: "AU" });
    await saved(dealer, { ...KNOWN_HERE, phone: "+1 503 555 0110" });
    await saved(dealer, { ...KNOWN_HERE, phone: "123456789012345", phoneCountry: "GB" });

    const jp = await signedIn("/jp/partner", "jp.dealer@example.com");
    const [japanese] = await refusedUnchanged(400, [() => jp.postJson("/jp/partner/my-account/address/save", { ...KNOWN, phone: "(503) 555-011" })]);
    expect(japanese!.errors).toEqual([{ field: "phone", message: "電話番号は (999) 999-9999 の形式で入力してください。" }]);
  });

  it("asks the service only when the address moved; when it cannot be reached the address is saved as not checked, and checked on its next save", async () => {
    const dealer = await signedIn("/partner", "dealer@example.com");
    const validate = vi.spyOn(server().deps.addressVerification, "validate");
    const KNOWN_HERE = { ...KNOWN, firstName: "Vera" };

    const added = await saved(dealer, KNOWN_HERE);
    expect(validate).toHaveBeenCalledTimes(1);
    const phoneOnly = await saved(dealer, { ...KNOWN_HERE, addressCode: added.addressCode, firstName: "Rosalind", phone: "(503) 555-0199" });
    expect(validate).toHaveBeenCalledTimes(1);
    expect(phoneOnly).toMatchObject({ firstName: "Rosalind", verified: true });
    const moved = await saved(dealer, { ...KNOWN_HERE, addressCode: added.addressCode, line1: "9 Lost Lane", line2: "" });
    expect(validate).toHaveBeenCalledTimes(2);
    expect(await stored(added.addressCode)).toMatchObject({ line1: "9 Lost Lane", verification: "not_verified" });
    expect(moved.verified).toBe(false);

    validate.mockRejectedValueOnce(new Error("service unavailable"));
    const unchecked = await saved(dealer, KNOWN_HERE);
    expect(unchecked.verified).toBeNull();
    expect(await stored(unchecked.addressCode)).toMatchObject({ verification: "unchecked" });
    // Not checked yet, so even a new phone number has it checked.
    await saved(dealer, { ...KNOWN_HERE, addressCode: unchecked.addressCode, phone: "(503) 555-0123" });
    expect(await stored(unchecked.addressCode)).toMatchObject({ verification: "verified" });
  });
});
