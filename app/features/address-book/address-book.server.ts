import { redirect } from "react-router";
import { formValuesOf } from "#domain/addresses/address-form-values.ts";
import type { AddressFormValues } from "#domain/addresses/AddressForm.tsx";
import { sitePath, SITES } from "#domain/sites.ts";
import type { LoaderArgs } from "../../load-context.ts";
import { regionsOf, type Region } from "../../../server/modules/addresses/regions.ts";
import type { AddressView } from "../../../server/modules/addresses/address-view.ts";
import { addressAlertOf, type AddressBookAlert } from "./address-book-alert.ts";

/** What the page shows without JavaScript too: the form of `?add=1` / `?edit=CODE`, the confirmation of `?remove=CODE`. */
export type AddressBookPanel =
  | { kind: "none" }
  | { kind: "form"; values: AddressFormValues; isDefault: boolean; regions: Region[] }
  | { kind: "remove"; address: AddressView };

export interface AddressBookView {
  /** False for users without a book (a sales rep not acting for anyone). */
  hasBook: boolean;
  /** A unit's book (B2B, shared by its buyers) or a consumer's own. */
  shared: boolean;
  addresses: AddressView[];
  lookupEnabled: boolean;
  defaultCountry: string;
  /** The page's own path: every form post comes back here. */
  path: string;
  alert: AddressBookAlert | null;
  panel: AddressBookPanel;
}

/** `{context}/my-account/address-book`: the session's address book (the unit's for B2B users, decision 0054). */
export async function loadAddressBook({ request, context }: LoaderArgs): Promise<AddressBookView> {
  const { ctx } = context;
  const url = new URL(request.url);
  const path = sitePath(ctx.site, "/my-account/address-book");
  if (!ctx.user) throw redirect(`${sitePath(ctx.site, "/login")}?redirect=${encodeURIComponent(path)}`);
  const list = await context.services.addresses.listAddresses(ctx);
  const addresses = list.ok ? list.value : [];
  const defaultCountry = SITES[ctx.site.id].country;
  const find = (code: string | null) => (code ? (addresses.find((a) => a.addressCode === code) ?? null) : null);
  let panel: AddressBookPanel = { kind: "none" };
  const editing = find(url.searchParams.get("edit"));
  const removing = find(url.searchParams.get("remove"));
  if (list.ok && (editing || url.searchParams.has("add"))) {
    const values = formValuesOf(editing, editing?.country.isocode ?? defaultCountry);
    panel = { kind: "form", values, isDefault: editing?.defaultAddress ?? false, regions: regionsOf(values.countryIso, ctx.language) };
  } else if (removing) {
    panel = { kind: "remove", address: removing };
  }
  return {
    hasBook: list.ok,
    shared: ctx.user.unitId !== null,
    addresses,
    lookupEnabled: ctx.deps.config.providers.address.lookupEnabled,
    defaultCountry,
    path,
    alert: addressAlertOf(url.searchParams.get("addressAlert")),
    panel,
  };
}
