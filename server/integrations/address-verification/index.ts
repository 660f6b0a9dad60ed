import { localAddressVerification } from "./local-adapter.ts";
import type { AddressVerificationPort } from "./port.ts";

export type {
  AddressField,
  AddressFieldError,
  AddressLinesResult,
  AddressSearchResult,
  AddressSuggestion,
  AddressToVerify,
  AddressVerification,
  AddressVerificationPort,
  PicklistItem,
} from "./port.ts";
export { NO_DATA_MAPPING_MARKER, NO_MATCHES_MARKER, NOT_LICENSED_MARKER, TOO_MANY_MATCHES_MARKER } from "./port.ts";

export function createAddressVerification(): AddressVerificationPort {
  return localAddressVerification();
}
