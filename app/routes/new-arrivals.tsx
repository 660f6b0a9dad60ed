import { useLoaderData } from "react-router";
import { ListingPage } from "../features/listing/ListingPage.tsx";
import { loadListing } from "../features/listing/listing-loader.server.ts";
import type { LoaderArgs } from "../load-context.ts";
import { pageTitle } from "../meta.ts";
import type { SharedDocumentHandle } from "../../server/http/shared-document.ts";

export const meta = pageTitle("title.newArrivals");

/** The same HTML for every visitor without a session (server/http/shared-document.ts). */
export const handle: SharedDocumentHandle = { sharedDocument: true };

/** `/new-arrivals`: the products labelled NEW, newest arrival first, with the listing's facets and sorts (decision 0045). */
export async function loader(args: LoaderArgs) {
  return loadListing(args, null, { newArrivals: true });
}

export default function NewArrivalsPage() {
  return <ListingPage data={useLoaderData<typeof loader>()} />;
}
