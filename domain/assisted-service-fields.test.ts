import { describe, expect, it } from "vitest";
import { AGENT_CART_ID_LENGTH, agentCartIdState, agentFieldCheck, isCartCode, parseNewAccountEntry, type AgentFieldInput } from "./assisted-service-fields.ts";

describe("agent cart id (service-and-support §5, §9)", () => {
  it("is 8 characters long", () => expect(AGENT_CART_ID_LENGTH).toBe(8));

  it.each([
    ["", "empty"],
    ["12345678", "valid"],
    ["00000042", "valid"],
    ["00000000", "valid"],
    ["1234567", "invalid"],
    ["123456789", "invalid"],
    ["1", "invalid"],
    [" 12345678", "invalid"],
    ["12345678 ", "invalid"],
    ["1234 5678", "invalid"],
    [" ", "invalid"],
    ["+1234567", "invalid"],
    ["-1234567", "invalid"],
    ["1234567.", "invalid"],
    ["1.234567", "invalid"],
    ["1e345678", "invalid"],
    ["0x123456", "invalid"],
    ["1234567a", "invalid"],
    ["１２３４５６７８", "invalid"],
    ["١٢٣٤٥٦٧٨", "invalid"],
    ["1234567\u200b", "invalid"],
  ] as const)("%j → %s", (text, state) => expect(agentCartIdState(text)).toBe(state));

  it.each([
    ["12345678", true],
    ["00000001", true],
    ["", false],
    ["1234567", false],
    ["123456789", false],
    ["１２３４５６７８", false],
  ] as const)("isCartCode(%j) → %s", (text, expected) => expect(isCartCode(text)).toBe(expected));
});

describe("generic agent field check (§5)", () => {
  it.each<[string, AgentFieldInput, string]>([
    ["empty is allowed", { value: "" }, "empty"],
    ["the placeholder counts as nothing typed", { value: "Cart ID", placeholder: "Cart ID" }, "empty"],
    ["the placeholder check needs a placeholder", { value: "Cart ID", placeholder: "" }, "invalid"],
    ["a value unlike the placeholder is checked", { value: "123", placeholder: "Cart ID" }, "valid"],
    ["a flagged field is invalid", { value: "12345678", flaggedError: true }, "invalid"],
    ["a flagged field is invalid even when empty", { value: "", flaggedError: true }, "invalid"],
    ["digits are a number", { value: "42" }, "valid"],
    ["letters are not a number", { value: "abc" }, "invalid"],
    ["a sign is not a digit", { value: "-5" }, "invalid"],
    ["exponent notation is not digits", { value: "1e3" }, "invalid"],
    ["spaces around digits are not digits", { value: " 12" }, "invalid"],
    ["full-width digits are not digits", { value: "１２" }, "invalid"],
    ["numeric off takes letters", { value: "abc", numeric: false }, "valid"],
    ["numeric off takes kana", { value: "やまだ", numeric: false }, "valid"],
    ["shorter than the minimum", { value: "123", minLength: 4 }, "invalid"],
    ["at the minimum", { value: "1234", minLength: 4 }, "valid"],
    ["at the maximum", { value: "1234", maxLength: 4 }, "valid"],
    ["over the maximum", { value: "12345", maxLength: 4 }, "invalid"],
    ["no maximum when not given", { value: "1".repeat(500) }, "valid"],
    ["characters as a person counts them", { value: "山田太", numeric: false, minLength: 3, maxLength: 3 }, "valid"],
    ["an emoji is one character", { value: "😀😀", numeric: false, maxLength: 2 }, "valid"],
    ["empty is allowed even with a minimum", { value: "", minLength: 8 }, "empty"],
  ])("%s", (_, input, state) => expect(agentFieldCheck(input)).toBe(state));
});

describe("new account entry 'name, email' (§5)", () => {
  it.each([
    ["Jane Doe, jane@example.com", "jane@example.com", "Jane Doe"],
    ["Jane Doe,   jane@example.com  ", "jane@example.com", "Jane Doe"],
    ["  Jane Doe, jane@example.com", "jane@example.com", "Jane Doe"],
    ["Mary-Jane Smith-Jones, mj@example.co.uk", "mj@example.co.uk", "Mary-Jane Smith-Jones"],
    ["José Núñez, jose@example.mx", "jose@example.mx", "José Núñez"],
    // "José" typed with a combining acute accent (NFD), as some keyboards send it.
    ["Jose\u0301 Pe\u0303a, jose@example.mx", "jose@example.mx", "Jose\u0301 Pe\u0303a"],
    ["山田 太郎, yamada@example.jp", "yamada@example.jp", "山田 太郎"],
    ["山田\u3000太郎, yamada@example.jp", "yamada@example.jp", "山田\u3000太郎"],
    ["Jane\tDoe, jane@example.com", "jane@example.com", "Jane\tDoe"],
    ["Jane Doe, j.doe@localhost", "j.doe@localhost", "Jane Doe"],
    ["Jane Doe, jane+caps@EXAMPLE.COM", "jane+caps@EXAMPLE.COM", "Jane Doe"],
    ["Jane Doe, o'hara@example.com", "o'hara@example.com", "Jane Doe"],
  ])("%j → customerId %j, customerName %j", (text, customerId, customerName) => {
    expect(parseNewAccountEntry(text)).toEqual({ ok: true, customerId, customerName });
  });

  it.each([
    ["", "empty"],
    ["   ", "empty"],
    ["jane@example.com", "format"],
    ["Jane Doe,jane@example.com", "format"],
    ["Jane Doe ,jane@example.com", "format"],
    ["Jane Doe; jane@example.com", "format"],
    ["Jane Doe, jane@example.com, extra", "format"],
    ["Doe, Jane, jane@example.com", "format"],
    ["Jane, jane@example.com", "name"],
    ["Jane Ann Doe, jane@example.com", "name"],
    ["Jane  Doe, jane@example.com", "name"],
    ["Jane Doe , jane@example.com", "name"],
    ["Jane D0e, jane@example.com", "name"],
    ["O'Brien Pat, pat@example.com", "name"],
    ["Jane D., jane@example.com", "name"],
    ["- -, nobody@example.com", "name"],
    ["Jane -, jane@example.com", "name"],
    // The entry's outer spaces are trimmed first, so nothing follows the comma.
    ["Jane Doe, ", "format"],
    ["Jane Doe, jane", "email"],
    ["Jane Doe, jane@", "email"],
    ["Jane Doe, @example.com", "email"],
    ["Jane Doe, jane@@example.com", "email"],
    ["Jane Doe, jane doe@example.com", "email"],
    ["Jane Doe, jane@example..com", "email"],
    ["Jane Doe, jane@-example.com", "email"],
    ["Jane Doe, jane@example-.com", "email"],
    ["Jane Doe, jane@exam_ple.com", "email"],
    ["Jane Doe, josé@example.com", "email"],
    ["Jane Doe, jane@ejemplo.méx", "email"],
    // Valid by the browser rule, but no dot after the first character.
    ["Jane Doe, jane@localhost", "email"],
    [".Jane Doe, .j@localhost", "name"],
    ["Jane Doe, .j@localhost", "email"],
    [`Jane Doe, jane@${"a".repeat(64)}.com`, "email"],
  ])("%j → %s", (text, reason) => expect(parseNewAccountEntry(text)).toEqual({ ok: false, reason }));

  it("takes a domain label of 63 characters, the grammar's longest", () => {
    expect(parseNewAccountEntry(`Jane Doe, jane@${"a".repeat(63)}.com`).ok).toBe(true);
  });
});
