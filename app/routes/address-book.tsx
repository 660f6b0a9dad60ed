import { useLoaderData, type ClientLoaderFunctionArgs } from "react-router";
import { AddressBookPage } from "../features/address-book/AddressBookPage.tsx";
import { loadAddressBook } from "../features/address-book/address-book.server.ts";
import { loadAccountTexts } from "../i18n-load.client.ts";
import type { LoaderArgs } from "../load-context.ts";
import { pageTitle } from "../meta.ts";

export const meta = pageTitle("addressBook.pageTitle");

/** `{context}/my-account/address-book` (decision 0054). */
export function loader(args: LoaderArgs) {
  return loadAddressBook(args);
}

/** A client-side navigation here first adds the account area's texts. */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  await loadAccountTexts();
  return serverLoader<typeof loader>();
}

export default function AddressBookRoute() {
  const view = useLoaderData<typeof loader>();
  return <AddressBookPage view={view} />;
}
