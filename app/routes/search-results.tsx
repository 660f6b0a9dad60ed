import { useLoaderData } from "react-router";
import { ListingPage } from "../features/listing/ListingPage.tsx";
import { loadListing } from "../features/listing/listing-loader.server.ts";
import type { LoaderArgs } from "../load-context.ts";
import { pageTitle } from "../meta.ts";

export const meta = pageTitle("title.search");

/** `/search?text={term}`: the same listing over the whole catalogue; no text → a helpful empty state. */
export async function loader(args: LoaderArgs) {
  return loadListing(args, null);
}

export default function SearchResultsPage() {
  return <ListingPage data={useLoaderData<typeof loader>()} />;
}
