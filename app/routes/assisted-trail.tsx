import { useLoaderData, type ClientLoaderFunctionArgs } from "react-router";
import { AssistedTrail } from "../features/assisted-trail/AssistedTrail.tsx";
import { loadAssistedTrail } from "../features/assisted-trail/assisted-trail.server.ts";
import { loadAccountTexts } from "../i18n-load.client.ts";
import type { LoaderArgs } from "../load-context.ts";
import { pageTitle } from "../meta.ts";

export const meta = pageTitle("assistedTrail.documentTitle");

/** `{context}/my-account/assisted-service`: what agents did for the customer (issue 16, decision 0062). */
export function loader(args: LoaderArgs) {
  return loadAssistedTrail(args);
}

export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  await loadAccountTexts();
  return serverLoader<typeof loader>();
}

export default function AssistedTrailRoute() {
  const view = useLoaderData<typeof loader>();
  return <AssistedTrail view={view} />;
}
