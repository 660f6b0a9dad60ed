import { data, useLoaderData, type MetaFunction } from "react-router";
import type { MessageKey } from "#domain/i18n/index.ts";
import { ListingPage } from "../features/listing/ListingPage.tsx";
import { categoryOfPath } from "../features/listing/categories.ts";
import { loadListing } from "../features/listing/listing-loader.server.ts";
import type { LoaderArgs } from "../load-context.ts";
import { pageTitle } from "../meta.ts";
import type { SharedDocumentHandle } from "../../server/http/shared-document.ts";

/** One module for every category page: the code is the last segment of the route's path. */
export const meta: MetaFunction = (args) => {
  const category = categoryOfPath(args.location.pathname);
  return pageTitle(category ? (`title.category.${category}` as MessageKey) : "title.notFound")(args);
};

/** The same HTML for every visitor without a session (server/http/shared-document.ts). */
export const handle: SharedDocumentHandle = { sharedDocument: true };

export async function loader(args: LoaderArgs) {
  const category = categoryOfPath(new URL(args.request.url).pathname);
  if (!category) throw data(null, { status: 404 });
  return loadListing(args, category);
}

export default function CategoryPage() {
  return <ListingPage data={useLoaderData<typeof loader>()} />;
}
