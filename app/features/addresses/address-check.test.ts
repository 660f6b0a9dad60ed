import { describe, expect, it } from "vitest";
import type { AddressCall, AddressCheckAnswer } from "./address-api.ts";
import { checkOutcome, type CheckOutcome } from "./address-check.ts";

const suggestion = { partialAddress: "1458 Copperleaf Avenue, Suite 200, Riverton Falls, OR 97305", text: "1458 Copperleaf Avenue, Suite 200, Riverton Falls", moniker: "VVN8VVMtMDIy" };
const ok = (body: AddressCheckAnswer): AddressCall<AddressCheckAnswer> => ({ ok: true, body });
const failed = (status: number, errors: { field: string; message: string }[] = []): AddressCall<AddressCheckAnswer> => ({ ok: false, status, message: status === 400 ? "Please correct the highlighted fields." : null, errors });

describe("validateAddressForm's answer decides the save (shopping-flow §4: errors, suggestions, no matches, nothing)", () => {
  it.each<[string, AddressCall<AddressCheckAnswer>, CheckOutcome]>([
    ["field errors: shown, nothing saved", failed(400, [{ field: "postcode", message: "Enter a valid postcode." }]), { kind: "errors", message: "Please correct the highlighted fields.", errors: [{ field: "postcode", message: "Enter a valid postcode." }] }],
    ["a picklist: the confirm modal", ok({ rpcResult: { result: { picklist: { items: [suggestion] } } } }), { kind: "suggestions", items: [suggestion] }],
    ["an item without text shows its address", ok({ rpcResult: { result: { picklist: { items: [{ ...suggestion, text: undefined }] } } } }), { kind: "suggestions", items: [{ ...suggestion, text: suggestion.partialAddress }] }],
    ["items without a moniker cannot be chosen", ok({ rpcResult: { result: { picklist: { items: [{ ...suggestion, moniker: "" }, "x"] } } } }), { kind: "save" }],
    ["no matches: saved, the server notes it", ok({ addressNotVerified: true }), { kind: "save" }],
    ["nothing to say: saved", ok({}), { kind: "save" }],
    ["a 400 without field errors: saved, the server checks again", failed(400), { kind: "save" }],
    ["the check failed: saved, the server checks again", failed(503), { kind: "save" }],
    ["offline: saved, the server checks again", failed(0), { kind: "save" }],
  ])("%s", (_label, answer, outcome) => {
    expect(checkOutcome(answer)).toEqual(outcome);
  });
});
