import { describe, expect, it } from "vitest";
import { exportErrorOf, exportErrorOfProblem, exportFileName, isChecked, joinOrderCodes, parseOrderSelection, type SelectionFields, type SelectionResult } from "./order-export-selection.ts";

describe("parseOrderSelection", () => {
  it.each<[string, SelectionFields, SelectionResult]>([
    ["codes joined by ;", { orderCodes: "BR10000001;BR10000002" }, { ok: true, selection: { kind: "codes", codes: ["BR10000001", "BR10000002"] } }],
    ["spaces, empty parts, a trailing ;", { orderCodes: " BR10000001 ;; BR10000002;" }, { ok: true, selection: { kind: "codes", codes: ["BR10000001", "BR10000002"] } }],
    ["duplicates once, first order kept", { orderCodes: "BR10000002;BR10000001;BR10000002" }, { ok: true, selection: { kind: "codes", codes: ["BR10000002", "BR10000001"] } }],
    ["repeated orderCode fields (a form without JavaScript)", { orderCode: ["BR10000001", "BR10000003"] }, { ok: true, selection: { kind: "codes", codes: ["BR10000001", "BR10000003"] } }],
    ["one orderCode field", { orderCode: "BR10000001" }, { ok: true, selection: { kind: "codes", codes: ["BR10000001"] } }],
    ["both fields together", { orderCodes: "BR10000001", orderCode: ["BR10000001", "BR10000004"] }, { ok: true, selection: { kind: "codes", codes: ["BR10000001", "BR10000004"] } }],
    ["lower case codes", { orderCodes: "br10000001" }, { ok: true, selection: { kind: "codes", codes: ["BR10000001"] } }],
    ["all matching wins", { orderCodes: "", allMatching: "true" }, { ok: true, selection: { kind: "allMatching" } }],
    ["all matching as a JSON boolean", { allMatching: true }, { ok: true, selection: { kind: "allMatching" } }],
    ["allMatching=false is no selection", { allMatching: "false" }, { ok: false, problem: "empty" }],
    ["nothing", {}, { ok: false, problem: "empty" }],
    ["only separators", { orderCodes: " ; ; " }, { ok: false, problem: "empty" }],
    ["not an order code", { orderCodes: "BR10000001;' or 1=1" }, { ok: false, problem: "invalidCode", code: "' OR 1=1" }],
    ["too short", { orderCodes: "BR1" }, { ok: false, problem: "invalidCode", code: "BR1" }],
  ])("%s", (_name, fields, expected) => {
    expect(parseOrderSelection(fields)).toEqual(expected);
  });

  it("refuses more codes than a page can select", () => {
    const codes = Array.from({ length: 20_001 }, (_, i) => `BR${String(10_000_000 + i)}`).join(";");
    expect(parseOrderSelection({ orderCodes: codes })).toEqual({ ok: false, problem: "tooMany", max: 20_000 });
  });
});

describe("isChecked", () => {
  it.each<[unknown, boolean]>([
    [true, true],
    [false, false],
    ["on", true],
    ["true", true],
    ["TRUE", true],
    ["1", true],
    ["false", false],
    ["", false],
    [undefined, false],
    [1, false],
  ])("%j → %s", (value, expected) => {
    expect(isChecked(value)).toBe(expected);
  });
});

describe("exportFileName", () => {
  it.each([
    ["xlsx", "2026-11-28", "orders-20261128.xlsx"],
    ["pdf", "2027-01-02", "orders-20270102.pdf"],
    ["csv", "2026-12-31", "orders-20261231.csv"],
  ] as const)("%s on %s", (format, date, expected) => {
    expect(exportFileName(format, date)).toBe(expected);
  });
});

describe("the history page's selection posts", () => {
  it.each<[string, string | string[], string[]]>([
    ["one field joined by ; (with JavaScript)", joinOrderCodes(["BR10000001", "BR10000002"]), ["BR10000001", "BR10000002"]],
    ["repeated orderCodes fields (checkboxes without JavaScript)", ["BR10000001", "BR10000002"], ["BR10000001", "BR10000002"]],
    ["both mixed, repeats once", ["BR10000002", "BR10000001;BR10000002"], ["BR10000002", "BR10000001"]],
  ])("%s", (_name, orderCodes, expected) => {
    expect(parseOrderSelection({ orderCodes })).toEqual({ ok: true, selection: { kind: "codes", codes: expected } });
  });
});

describe("exportErrorOf: only the refusals the history's alert names", () => {
  it.each([
    ["empty", "empty"],
    ["tooMany", "tooMany"],
    ["format", "format"],
    ["notFound", "notFound"],
    ["disabled", null],
    ["invalidCode", null],
    ["<b>", null],
    [null, null],
  ] as const)("%s → %s", (value, expected) => expect(exportErrorOf(value)).toBe(expected));

  it.each([
    [{ problem: "empty" }, "empty"],
    [{ problem: "tooMany", max: 20_000 }, "tooMany"],
    [{ problem: "invalidCode", code: "X" }, "notFound"],
  ] as const)("selection problem %j → %s", (problem, expected) => expect(exportErrorOfProblem(problem)).toBe(expected));
});
