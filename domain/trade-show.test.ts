import { describe, expect, it } from "vitest";
import type { AccountKind } from "./account-kinds.ts";
import type { SiteId } from "./sites.ts";
import {
  checkTradeShowDelivery,
  storedTradeShowDelivery,
  TRADE_SHOW_DESTINATIONS,
  tradeShowAvailable,
  type TradeShowDeliveryInput,
} from "./trade-show.ts";

const FILLED: TradeShowDeliveryInput = {
  tradeShowDestination: "VENUE",
  firstName: " Megan ",
  lastName: "Alvarez",
  companyName: "Summit Caps Dealer",
  line1: "Hall B, Booth 12",
  line2: "",
  townCity: "Las Vegas",
  postcode: "891-0901",
  phone: "09012345678",
  tradeShowSalesRepId: "SR-1001",
};

describe("tradeShowAvailable (decision 0028)", () => {
  it.each<[SiteId, AccountKind | null, boolean]>([
    ["us", "dealer", true],
    ["jp", "dealer", true],
    ["mx", "dealer", true],
    ["us", "franchise", true],
    ["us", "corporate", true],
    ["us", "promo", false],
    ["us", "buyer", false],
    ["us", "salesrep", false],
    ["us", "agent", false],
    ["us", null, false],
    ["b2c", "consumer", false], // B2B sessions only
    ["b2c", "dealer", false],
  ])("%s %s → %s", (siteId, kind, available) => {
    expect(tradeShowAvailable(siteId, kind)).toBe(available);
  });
});

describe("checkTradeShowDelivery: destination, required fields, sales rep id, phone and post code masks", () => {
  it("a filled form is stored trimmed, in the site's country, phone and post code in their masks", () => {
    expect(checkTradeShowDelivery(FILLED, { countryIso: "US" })).toEqual({
      ok: true,
      value: {
        tradeShowDestination: "VENUE",
        firstName: "Megan",
        lastName: "Alvarez",
        companyName: "Summit Caps Dealer",
        countryIso: "US",
        line1: "Hall B, Booth 12",
        line2: "",
        townCity: "Las Vegas",
        postcode: "891-0901",
        phone: "090-1234-5678",
        tradeShowSalesRepId: "SR-1001",
      },
    });
  });

  it("the destinations are the store, the warehouse and the show venue", () => {
    expect(TRADE_SHOW_DESTINATIONS).toEqual(["STORE", "WAREHOUSE", "VENUE"]);
  });

  it.each<[string, Partial<TradeShowDeliveryInput>, string | null, string[]]>([
    ["11 digits: 999-9999-9999", { phone: "090-1234-5678" }, "090-1234-5678", []],
    ["10 digits: 999-999-9999", { phone: "0312345678" }, "031-234-5678", []],
    ["10 digits typed in the 11-digit mask", { phone: "031-2345-678" }, "031-234-5678", []],
    ["9 digits", { phone: "031234567" }, null, ["phone"]],
    ["12 digits", { phone: "090123456789" }, null, ["phone"]],
    ["letters in the phone", { phone: "090-CALL-5678" }, null, ["phone"]],
    ["no phone: required in trade-show mode", { phone: "" }, null, ["phone"]],
    ["post code 999-9999", { postcode: " 100-0001 " }, "100-0001", []],
    ["post code without the hyphen", { postcode: "1000001" }, null, ["postcode"]],
    ["post code 99999 (a US ZIP)", { postcode: "89109" }, null, ["postcode"]],
    ["no post code", { postcode: "" }, null, ["postcode"]],
  ])("%s", (_, change, stored, fields) => {
    const checked = checkTradeShowDelivery({ ...FILLED, ...change }, { countryIso: "JP" });
    if (checked.ok) {
      expect(fields).toEqual([]);
      if ("phone" in change) expect(checked.value.phone).toBe(stored);
      if ("postcode" in change) expect(checked.value.postcode).toBe(stored);
    } else {
      expect(checked.errors.map((e) => e.field)).toEqual(fields);
    }
  });

  it.each<[string, Partial<TradeShowDeliveryInput>, string[]]>([
    ["no destination", { tradeShowDestination: "" }, ["tradeShowDestination"]],
    ["an unknown destination", { tradeShowDestination: "MOON" }, ["tradeShowDestination"]],
    ["no sales rep id", { tradeShowSalesRepId: "  " }, ["tradeShowSalesRepId"]],
    ["a sales rep id of 41 characters", { tradeShowSalesRepId: "S".repeat(41) }, ["tradeShowSalesRepId"]],
    ["a sales rep id of 40 characters", { tradeShowSalesRepId: "S".repeat(40) }, []],
    ["required fields empty", { firstName: "", lastName: " ", line1: "", townCity: "" }, ["firstName", "lastName", "line1", "townCity"]],
    ["a company name of 256 characters", { companyName: "C".repeat(256) }, ["companyName"]],
  ])("%s → %j", (_, change, fields) => {
    const checked = checkTradeShowDelivery({ ...FILLED, ...change }, { countryIso: "US" });
    expect(checked.ok ? [] : checked.errors.map((e) => e.field)).toEqual(fields);
  });

  it("a stored delivery counts only when it still passes and is in the site's country", () => {
    const checked = checkTradeShowDelivery(FILLED, { countryIso: "US" });
    if (!checked.ok) throw new Error("filled form refused");
    const row: Record<string, string> = { ...checked.value };
    expect(storedTradeShowDelivery(row, "US")).toEqual(checked.value);
    expect(storedTradeShowDelivery(row, "JP")).toBeNull();
    expect(storedTradeShowDelivery({ ...row, postcode: "89109" }, "US")).toBeNull();
    expect(storedTradeShowDelivery(null, "US")).toBeNull();
  });
});
