import { describe, expect, it } from "vitest";
import { bookingWindowClosed, isOrderUpdatable, isUpdateQuantity, updateButton, type UpdateButtonInput, type UpdatableInput } from "./order-update.ts";

const updatable: UpdatableInput = { mode: "PREBOOKING", status: "EXPORTED", updateStatus: null, entriesBookable: [true, true] };

describe("isOrderUpdatable (§3 is-updatable flag)", () => {
  it.each([
    ["an exported prebooking order, windows open", {}, true],
    ["after QUANTITY_CHANGED", { status: "QUANTITY_CHANGED" }, true],
    ["with a change applied", { updateStatus: "APPLIED" }, true],
    ["after the ERP changed quantities of a change", { updateStatus: "QUANTITY_CHANGED" }, true],
    ["a STOCK order", { mode: "STOCK" }, false],
    ["a custom programme order", { mode: "GCP" }, false],
    ["still PLACED (the export is under way)", { status: "PLACED" }, false],
    ["waiting for approval", { status: "PENDING_APPROVAL" }, false],
    ["in processing error", { status: "PROCESSING_ERROR" }, false],
    ["completed", { status: "COMPLETED" }, false],
    ["rejected", { status: "REJECTED" }, false],
    ["cancelled", { status: "CANCELLED" }, false],
    ["while the ERP works on a change (is-processing)", { updateStatus: "IN_PROGRESS" }, false],
    ["one entry's booking window closed", { entriesBookable: [true, false] }, false],
    ["no entries", { entriesBookable: [] }, false],
  ] as const)("%s → %s", (_name, change, expected) => {
    expect(isOrderUpdatable({ ...updatable, ...change })).toBe(expected);
  });
});

describe("bookingWindowClosed (§8 alert)", () => {
  it.each([
    ["PREBOOKING", [true, true], false],
    ["PREBOOKING", [true, false], true],
    ["PREBOOKING", [false], true],
    ["STOCK", [false], false],
  ] as const)("%s %j → %s", (mode, bookable, expected) => {
    expect(bookingWindowClosed(mode, bookable)).toBe(expected);
  });
});

describe("isUpdateQuantity (1 … 99,999, whole)", () => {
  it.each([
    [0, false],
    [1, true],
    [99_999, true],
    [100_000, false],
    [2.5, false],
    [-3, false],
  ])("%d → %s", (q, expected) => expect(isUpdateQuantity(q)).toBe(expected));
});

describe("updateButton (§4 prebooking order update button)", () => {
  const base: UpdateButtonInput = { updatable: true, updateStatus: null, edited: false, refused: false, scripted: true };
  it.each([
    ["nothing edited yet: Apply, disabled", {}, { kind: "apply", enabled: false }],
    ["after an edit: Apply, enabled", { edited: true }, { kind: "apply", enabled: true }],
    ["after an edit of an order that cannot change: no button", { edited: true, updatable: false }, { kind: "none" }],
    ["refused (422) until the next edit: Apply, disabled", { edited: true, refused: true }, { kind: "apply", enabled: false }],
    ["a change applied: Update", { updateStatus: "APPLIED" }, { kind: "update", enabled: true }],
    ["QUANTITY_CHANGED puts it in update mode", { updateStatus: "QUANTITY_CHANGED" }, { kind: "update", enabled: true }],
    ["editing again after apply: Apply", { updateStatus: "APPLIED", edited: true }, { kind: "apply", enabled: true }],
    ["in progress: disabled", { updateStatus: "IN_PROGRESS", updatable: false }, { kind: "update", enabled: false }],
    ["processing error: disabled", { updateStatus: "PROCESSING_ERROR", updatable: false }, { kind: "update", enabled: false }],
    ["without script Apply stays enabled (edits are not seen)", { scripted: false }, { kind: "apply", enabled: true }],
    ["not updatable, no change under way: none", { updatable: false }, { kind: "none" }],
  ] as const)("%s", (_name, change, expected) => {
    expect(updateButton({ ...base, ...change })).toEqual(expected);
  });
});
