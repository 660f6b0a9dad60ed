import { useLoaderData } from "react-router";
import { SavedBagsPage } from "../features/lists/SavedBagsPage.tsx";
import { loadSavedBagsPage } from "../features/lists/saved-bags-page.server.ts";
import type { LoaderArgs } from "../load-context.ts";
import { pageTitle } from "../meta.ts";

export const meta = pageTitle("title.savedBags");

/** `{context}/savedBag`: the saved bags, and creating one (decision 0056). */
export function loader(args: LoaderArgs) {
  return loadSavedBagsPage(args);
}

export default function SavedBagsRoute() {
  return <SavedBagsPage data={useLoaderData<typeof loader>()} />;
}
