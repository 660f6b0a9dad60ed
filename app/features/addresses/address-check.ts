/**
 * The address check before a save (shopping-flow §4, §7): what the page does with each answer
 * of `validateAddressForm`.
 */
import type { AddressCall, AddressCheckAnswer } from "./address-api.ts";

/** One suggestion of the confirm modal. */
export interface CheckSuggestion {
  moniker: string;
  /** The whole address on one line. */
  partialAddress: string;
  text: string;
}

export type CheckOutcome =
  /** Field errors: shown on their fields, nothing saved. */
  | { kind: "errors"; message: string | null; errors: { field: string; message: string }[] }
  /** Suggestions: the confirm modal opens. */
  | { kind: "suggestions"; items: CheckSuggestion[] }
  /** Known, not known ("Address not verified", stored by the server's own check), or no answer: save. */
  | { kind: "save" };

function suggestionsOf(answer: AddressCheckAnswer): CheckSuggestion[] {
  const items = answer.rpcResult?.result?.picklist?.items;
  if (!Array.isArray(items)) return [];
  return items.flatMap((item: unknown) => {
    if (typeof item !== "object" || item === null) return [];
    const { moniker, partialAddress, text } = item as Record<string, unknown>;
    if (typeof moniker !== "string" || moniker === "" || typeof partialAddress !== "string") return [];
    return [{ moniker, partialAddress, text: typeof text === "string" ? text : partialAddress }];
  });
}

/**
 * Field errors (a 400 with `errors`) stop the save; a picklist opens the confirm modal; anything
 * else saves. A check that fails (offline, the service down) does not keep a shopper from saving:
 * the server checks again and stores what it finds (decision 0026).
 */
export function checkOutcome(answer: AddressCall<AddressCheckAnswer>): CheckOutcome {
  if (!answer.ok) return answer.status === 400 && answer.errors.length > 0 ? { kind: "errors", message: answer.message, errors: answer.errors } : { kind: "save" };
  const items = suggestionsOf(answer.body);
  return items.length > 0 ? { kind: "suggestions", items } : { kind: "save" };
}
