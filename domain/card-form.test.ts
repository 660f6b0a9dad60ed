import { describe, expect, it } from "vitest";
import {
  CARD_NUMBER_DIGITS,
  cardResultField,
  cardResultMessageKey,
  type CardField,
  type CardFormInput,
  cardTypeNeedsStartDate,
  formatCardNumber,
  providerExpiry,
  providerExpiryParts,
  SECURITY_CODE_LENGTH,
  stripSecurityCode,
  validateCardForm,
} from "./card-form.ts";
import { catalogues, translate } from "./i18n/index.ts";

describe("card form constants (shopping-flow §9)", () => {
  it("card number 10 to 16 digits; security code at least 3", () => {
    expect(CARD_NUMBER_DIGITS).toEqual({ min: 10, max: 16 });
    expect(SECURITY_CODE_LENGTH.min).toBe(3);
  });
});

describe("formatCardNumber: digits only, in groups of 4", () => {
  it.each<[string, string]>([
    ["4111111111111111", "4111 1111 1111 1111"],
    ["4111-1111 1111x1111", "4111 1111 1111 1111"],
    ["411111", "4111 11"],
    ["4111", "4111"],
    ["41111111111111119999", "4111 1111 1111 1111"], // at most 16 digits
    ["", ""],
  ])("%j → %j", (raw, formatted) => {
    expect(formatCardNumber(raw)).toBe(formatted);
  });
});

describe("expiry for the provider: MM/YY with 20 prefixed to the year", () => {
  it.each<[string, string | null, { expiryMonth: string; expiryYear: string } | null]>([
    ["0527", "202705", { expiryMonth: "05", expiryYear: "2027" }],
    ["05/27", "202705", { expiryMonth: "05", expiryYear: "2027" }],
    [" 12 / 30 ", "203012", { expiryMonth: "12", expiryYear: "2030" }],
    ["1327", null, null], // no month 13
    ["0027", null, null],
    ["527", null, null], // 4 digits
    ["05/2027", null, null],
    ["", null, null],
  ])("%j → %j", (mmyy, joined, parts) => {
    expect(providerExpiry(mmyy)).toBe(joined);
    expect(providerExpiryParts(mmyy)).toEqual(parts);
  });
});

describe("stripSecurityCode: letters stripped", () => {
  it.each<[string, string]>([
    ["123", "123"],
    ["1a2b3", "123"],
    ["abc", ""],
    [" 12 34 ", "1234"],
  ])("%j → %j", (raw, stripped) => {
    expect(stripSecurityCode(raw)).toBe(stripped);
  });
});

describe("validateCardForm", () => {
  const VALID: CardFormInput = { cardNumber: "4111 1111 1111 1111", expiry: "05/27", securityCode: "123", holder: "Ana Ruiz" };
  const problemsOf = (over: Partial<CardFormInput>) => validateCardForm({ ...VALID, ...over }).map((p) => `${p.field}:${p.error}`);

  it.each<[string, Partial<CardFormInput>, string[]]>([
    ["a valid card", {}, []],
    ["10 digits", { cardNumber: "4111111111" }, []],
    ["9 digits", { cardNumber: "411111111" }, ["cardNumber:length"]],
    ["17 digits", { cardNumber: "41111111111111111" }, ["cardNumber:length"]],
    ["letters in the number", { cardNumber: "4111 1111 abcd 1111" }, ["cardNumber:format"]],
    ["empty form", { cardNumber: "", expiry: "", securityCode: "", holder: " " }, ["cardNumber:required", "expiry:required", "securityCode:required", "holder:required"]],
    ["expiry month 13", { expiry: "13/27" }, ["expiry:format"]],
    ["expiry of 3 digits", { expiry: "527" }, ["expiry:format"]],
    ["expiry before this month", { expiry: "02/26", today: "2026-03-02" }, ["expiry:expired"]],
    ["expiry this month", { expiry: "03/26", today: "2026-03-02" }, []],
    ["security code of 2 digits", { securityCode: "12" }, ["securityCode:length"]],
    ["security code of 4 digits", { securityCode: "1234" }, []],
    ["security code of 5 digits", { securityCode: "12345" }, ["securityCode:length"]],
    ["letters are stripped before counting", { securityCode: "1x2" }, ["securityCode:length"]],
    ["card type 024 needs a start date", { cardType: "024" }, ["startDate:required"]],
    ["card type 024 with start date and issue number", { cardType: "024", startDate: "01/24", issueNumber: "2" }, []],
    ["card type 024, issue number may be left out", { cardType: "024", startDate: "0124" }, []],
    ["card type 024, start date month 00", { cardType: "024", startDate: "00/24" }, ["startDate:format"]],
    ["card type 024, start date in the future", { cardType: "024", startDate: "04/26", today: "2026-03-02" }, ["startDate:notStarted"]],
    ["card type 024, issue number of 3 digits", { cardType: "024", startDate: "01/24", issueNumber: "123" }, ["issueNumber:format"]],
    ["other card types ignore start date and issue number", { cardType: "001", issueNumber: "abc" }, []],
  ])("%s", (_, over, expected) => {
    expect(problemsOf(over)).toEqual(expected);
  });

  it("every problem has a text in the catalogue", () => {
    const all = validateCardForm({ cardNumber: "x", expiry: "", securityCode: "1", holder: "", cardType: "024", issueNumber: "999" });
    expect(all.length).toBe(6);
    for (const p of all) expect(catalogues.en[p.messageKey]).toBeTruthy();
  });

  it.each<[string, boolean]>([
    ["024", true],
    [" 024 ", true],
    ["001", false],
    ["", false],
  ])("card type %j shows start date and issue number: %s", (cardType, shown) => {
    expect(cardTypeNeedsStartDate(cardType)).toBe(shown);
  });
});

describe("provider result codes (shopping-flow §8)", () => {
  it.each<[string, CardField | null, string]>([
    ["000", null, "The card details were accepted."],
    ["100", "cardNumber", "Card number error."],
    ["101", "cardNumber", "Card number error."],
    ["102", "cardNumber", "Card number error."],
    ["110", "expiry", "Date format error."],
    ["111", "expiry", "Date format error."],
    ["112", "expiry", "Date format error."],
    ["113", "expiry", "Date format error."],
    ["121", "securityCode", "Security code error."],
    ["122", "securityCode", "Security code error."],
    ["131", "holder", "The cardholder name contains invalid characters."],
    ["132", "holder", "The cardholder name contains invalid characters."],
    ["103", null, "Something wrong: 103"],
    ["114", null, "Something wrong: 114"],
    ["120", null, "Something wrong: 120"],
    ["999", null, "Something wrong: 999"],
    ["constructor", null, "Something wrong: constructor"],
  ])("%s → field %s, %j", (code, field, text) => {
    expect(cardResultField(code)).toBe(field);
    expect(translate("en", cardResultMessageKey(code), { code })).toBe(text);
  });
});
