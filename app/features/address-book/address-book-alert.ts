import type { AddressTextKey } from "#domain/addresses/address-texts.ts";

/** What a form post of the address book came back with (`?addressAlert=…`, decision 0023), as the page says it. */
export interface AddressBookAlert {
  tone: "success" | "error";
  key: AddressTextKey;
}

const ALERTS: Readonly<Record<string, AddressBookAlert>> = {
  saved: { tone: "success", key: "alert.saved" },
  removed: { tone: "success", key: "alert.removed" },
  enabled: { tone: "success", key: "alert.enabled" },
  disabled: { tone: "success", key: "alert.disabled" },
  defaultSet: { tone: "success", key: "alert.defaultSet" },
  notFound: { tone: "error", key: "alert.notFound" },
  addressDisabled: { tone: "error", key: "alert.addressDisabled" },
  invalid: { tone: "error", key: "alert.invalid" },
  duplicate: { tone: "error", key: "alert.duplicate" },
  noBook: { tone: "error", key: "alert.noBook" },
  signedOut: { tone: "error", key: "alert.signedOut" },
};

/** The alert of a `addressAlert` value; null for none or an unknown one (the URL is anyone's to write). */
export function addressAlertOf(value: string | null): AddressBookAlert | null {
  return value !== null && Object.hasOwn(ALERTS, value) ? (ALERTS[value] ?? null) : null;
}
