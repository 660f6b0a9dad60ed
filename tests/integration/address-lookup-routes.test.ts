import { describe, expect, it } from "vitest";
import { DB_TARGETS } from "../support/databases.ts";
import { TestClient } from "../support/http-client.ts";
import { useTestServer } from "../support/lifecycle.ts";

const KNOWN = { countryIso: "US", line1: "1458 Copperleaf Avenue", line2: "Suite 200", townCity: "Riverton Falls", regionIso: "US-OR", postcode: "97305" };

describe.each(DB_TARGETS)("address lookup and check over HTTP on %s", (target) => {
  const server = useTestServer(target);
  const dealer = () => TestClient.signedIn(server().baseUrl, "/partner", "dealer@example.com");

  it("searches and gets an address in the service's shapes", async () => {
    const client = await dealer();
    const search = await client.postJson("/partner/QASCaptureController/processRequest", { method: "Search", search: "1642 Bramblewood|97304", countryId: "US" });
    expect(search.status).toBe(200);
    const found = (await search.json()) as { result: { Picklist: { Items: { Moniker: string; PartialAddress: string; Text: string; IsUnresolvableRange: boolean }[] } } };
    const first = found.result.Picklist.Items[0];
    expect(first).toMatchObject({ Moniker: expect.any(String), PartialAddress: expect.stringContaining("Bramblewood"), IsUnresolvableRange: false });
    const address = await client.postJson("/partner/QASCaptureController/processRequest", { method: "GetAddress", moniker: first!.Moniker, countryId: "US" });
    const lines = (await address.json()) as { result: { AddressLines: { Line: string }[] } };
    expect(lines.result.AddressLines).toHaveLength(6);
    expect(lines.result.AddressLines[5]?.Line).toContain("97304");
    const unsupported = await client.postJson("/partner/QASCaptureController/processRequest", { method: "Search", search: "Hauptstrasse 1", countryId: "DE" });
    expect(await unsupported.json()).toMatchObject({ error: { message: expect.stringContaining("NotLicensed") } });
    expect((await client.postJson("/partner/QASCaptureController/processRequest", { method: "Delete" })).status).toBe(400);
  });

  it("checks an address form: fine, errors, suggestions, not verified", async () => {
    const client = await dealer();
    const check = (body: object) => client.postJson("/partner/checkout/validateAddressForm", body);
    const ok = await check(KNOWN);
    expect([ok.status, await ok.json()]).toEqual([200, {}]);
    const errors = await check({ ...KNOWN, countryIso: "" });
    expect(errors.status).toBe(400);
    expect(await errors.json()).toMatchObject({ errors: [{ field: "countryIso" }] });
    const suggestions = await check({ ...KNOWN, postcode: "97306" });
    expect(await suggestions.json()).toMatchObject({ rpcResult: { result: { picklist: { items: expect.arrayContaining([expect.objectContaining({ partialAddress: expect.any(String), text: expect.any(String) })]) } } } });
    const unknown = await check({ ...KNOWN, line1: "1 Nowhere Street", townCity: "Atlantis", postcode: "99999", regionIso: "" });
    expect(await unknown.json()).toEqual({ addressNotVerified: true });
  });

  it("answers signed-in users only", async () => {
    const anonymous = new TestClient(server().baseUrl);
    await anonymous.page("/login");
    expect((await anonymous.postJson("/checkout/validateAddressForm", KNOWN)).status).toBe(401);
  });
});

describe("address lookup switched off (ADDRESS_LOOKUP=off)", () => {
  const server = useTestServer("pglite", { ADDRESS_LOOKUP: "off" });

  it("answers no searches, but still the address of a suggestion of the address check (its confirm modal)", async () => {
    const client = await TestClient.signedIn(server().baseUrl, "/partner", "dealer@example.com");
    const search = await client.postJson("/partner/QASCaptureController/processRequest", { method: "Search", search: "1458 Copperleaf", countryId: "US" });
    expect(search.status).toBe(404);
    const check = (await (await client.postJson("/partner/checkout/validateAddressForm", { ...KNOWN, postcode: "97306" })).json()) as { rpcResult: { result: { picklist: { items: { moniker: string }[] } } } };
    const [first] = check.rpcResult.result.picklist.items;
    const address = await client.postJson("/partner/QASCaptureController/processRequest", { method: "GetAddress", moniker: first!.moniker, countryId: "US" });
    expect(address.status).toBe(200);
    expect(await address.json()).toEqual({ result: { AddressLines: ["1458 Copperleaf Avenue", "Suite 200", "", "Riverton Falls", "US-OR", "97305"].map((Line) => ({ Line })) } });
  });
});
