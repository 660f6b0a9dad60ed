/**
 * The address check of a save (shopping-flow §4, decision 0026): the server asks the
 * verification service itself and stores what it answers, whatever the page concluded.
 */
import type { Language } from "../../../domain/sites.ts";
import type { AddressFields } from "../../../domain/addresses/address-rules.ts";
import { addressText, addressTexts, type AddressTextKey } from "../../../domain/addresses/address-texts.ts";
import type { RequestContext } from "../../context.ts";
import type { AddressField as ServiceField, AddressFieldError, AddressVerification } from "../../integrations/address-verification/index.ts";
import type { FieldError } from "./address-input.ts";

export type StoredVerification = "verified" | "not_verified" | "unchecked";

export type SaveVerification = { ok: true; verification: StoredVerification } | { ok: false; errors: FieldError[] };

/** The service's field names are the form's, except its `region` (the form's `regionIso`). */
const FORM_FIELD: Readonly<Record<ServiceField, string>> = { countryIso: "countryIso", line1: "line1", townCity: "townCity", region: "regionIso", postcode: "postcode" };

const MESSAGE: Readonly<Record<ServiceField, AddressTextKey>> = {
  countryIso: "error.countryIso",
  line1: "error.line1",
  townCity: "error.townCity",
  region: "error.regionIso",
  postcode: "error.postcodeFormat",
};

/**
 * The service's field errors under the form's field names, in the page's language (the service
 * answers in English): one per field, a missing postcode asked for, a malformed one called invalid.
 */
export function verificationFieldErrors(errors: readonly AddressFieldError[], postcode: string, language: Language): FieldError[] {
  const texts = addressTexts(language);
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const error of errors) {
    const field = FORM_FIELD[error.field];
    if (seen.has(field)) continue;
    seen.add(field);
    const key = error.field === "postcode" && postcode.trim() === "" ? "error.postcode" : MESSAGE[error.field];
    out.push({ field, message: addressText(texts, key) });
  }
  return out;
}

/** What a save stores for a service answer: known → verified; suggestions the shopper passed over, or no match → not verified. */
export function storedVerificationOf(answer: Exclude<AddressVerification, { kind: "errors" }>): StoredVerification {
  return answer.kind === "ok" ? "verified" : "not_verified";
}

/**
 * Checks where an address is with the verification service. Its field errors refuse the save (the
 * page shows the same ones from validateAddressForm first); a service that cannot be reached
 * does not stop a shopper from saving an address: it is stored as not checked.
 */
export async function verifyForSave(ctx: RequestContext, fields: AddressFields): Promise<SaveVerification> {
  let answer: AddressVerification;
  try {
    answer = await ctx.deps.addressVerification.validate({
      countryIso: fields.countryIso,
      line1: fields.line1,
      line2: fields.line2 || undefined,
      townCity: fields.townCity,
      region: fields.regionIso || undefined,
      postcode: fields.postcode,
    });
  } catch (error) {
    ctx.log.warn({ err: error }, "address verification failed; the address is saved as not checked");
    return { ok: true, verification: "unchecked" };
  }
  if (answer.kind === "errors") return { ok: false, errors: verificationFieldErrors(answer.errors, fields.postcode, ctx.language) };
  return { ok: true, verification: storedVerificationOf(answer) };
}
