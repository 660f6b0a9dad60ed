/**
 * The popup's calls to the address endpoints (decision 0023). Every POST carries the CSRF token
 * in the `CSRFToken` header; every answer is reduced to its body or the server's message and
 * field errors.
 */
import type { AddressView } from "../../../server/modules/addresses/address-view.ts";
import type { Region } from "../../../server/modules/addresses/regions.ts";
import type { AddressFormValues } from "#domain/addresses/AddressForm.tsx";

export interface AddressApiContext {
  contextPath: string;
  csrfToken: string;
}

export type AddressCall<T> = { ok: true; body: T } | { ok: false; status: number; message: string | null; errors: { field: string; message: string }[] };

function failureOf(status: number, body: unknown): AddressCall<never> {
  const record = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  const message = typeof record.errorMessage === "string" ? record.errorMessage : null;
  const errors = Array.isArray(record.errors)
    ? record.errors.filter((e): e is { field: string; message: string } => !!e && typeof e === "object" && typeof e.field === "string" && typeof e.message === "string")
    : [];
  return { ok: false, status, message, errors };
}

async function call<T>(api: AddressApiContext, path: string, body?: unknown): Promise<AddressCall<T>> {
  const post = body !== undefined;
  const headers: Record<string, string> = { accept: "application/json" };
  if (post) {
    headers["content-type"] = "application/json";
    headers.CSRFToken = api.csrfToken;
  }
  let res: Response;
  try {
    res = await fetch(api.contextPath + path, { method: post ? "POST" : "GET", headers, credentials: "same-origin", body: post ? JSON.stringify(body) : undefined });
  } catch {
    return { ok: false, status: 0, message: null, errors: [] };
  }
  const parsed: unknown = await res.json().catch(() => null);
  return res.ok ? { ok: true, body: parsed as T } : failureOf(res.status, parsed);
}

/** validateAddressForm's answers (shopping-flow §7): a picklist of suggestions, no match, or nothing to say. */
export interface AddressCheckAnswer {
  rpcResult?: { result?: { picklist?: { items?: unknown } } };
  addressNotVerified?: boolean;
}

/**
 * A call to the address lookup service (`/QASCaptureController/processRequest`, service-and-
 * support §7): never cached, cancelled through `signal`. Resolves the JSON body of a 200; throws
 * on anything else, since the form ignores failed lookups.
 */
export async function postLookup(api: AddressApiContext, body: object, signal: AbortSignal): Promise<unknown> {
  const res = await fetch(`${api.contextPath}/QASCaptureController/processRequest`, {
    method: "POST",
    headers: { accept: "application/json", "content-type": "application/json", CSRFToken: api.csrfToken },
    credentials: "same-origin",
    cache: "no-store",
    body: JSON.stringify(body),
    signal,
  });
  if (!res.ok) throw new Error(`address lookup answered ${res.status}`);
  return res.json();
}

export const addressApi = {
  list: (api: AddressApiContext) => call<{ addresses: AddressView[]; selectedAddressCode: string | null }>(api, "/checkout/simple/delivery-addresses"),
  save: (api: AddressApiContext, values: AddressFormValues) => call<AddressView>(api, "/my-account/address/save", values),
  enable: (api: AddressApiContext, code: string) => call<AddressView>(api, "/my-account/address/enable", { addressId: code }),
  disable: (api: AddressApiContext, code: string) => call<AddressView>(api, "/my-account/address/disable", { addressId: code }),
  setDefault: (api: AddressApiContext, code: string) => call<AddressView>(api, "/my-account/updateDefaultAddress", { addressCode: code }),
  choose: (api: AddressApiContext, code: string) => call<{ selectedAddressCode: string; deliveryAddress: AddressView }>(api, "/checkout/simple/delivery-address/set", { addressCode: code }),
  regions: (api: AddressApiContext, countryIsoCode: string) => call<Region[]>(api, "/checkout/regions", { countryIsoCode }),
  /** The address check before a save (`validateAddressForm`): field errors come back as a 400. */
  check: (api: AddressApiContext, values: AddressFormValues) => call<AddressCheckAnswer>(api, "/checkout/validateAddressForm", values),
};
