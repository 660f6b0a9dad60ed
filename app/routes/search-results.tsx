import { useLoaderData } from "react-router";
import { ListingPage } from "../features/listing/ListingPage.tsx";
import { loadListing } from "../features/listing/listing-loader.server.ts";
import type { LoaderArgs } from "../load-context.ts";
import { pageTitle } from "../meta.ts";
import type { SharedDocumentHandle } from "../../server/http/shared-document.ts";

export const meta = pageTitle("title.search");

/** The same HTML for every visitor without a session (server/http/shared-document.ts). */
export const handle: SharedDocumentHandle = { sharedDocument: true };

/** `/search?text={term}`: the same listing over the whole catalogue; no text → a helpful empty state. */
export async function loader(args: LoaderArgs) {
  return loadListing(args, null);
}

export default function SearchResultsPage() {
  return <ListingPage data={useLoaderData<typeof loader>()} />;
}
