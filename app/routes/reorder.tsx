import { useActionData, useLoaderData, type ClientLoaderFunctionArgs } from "react-router";
import { loadAccountTexts } from "../i18n-load.client.ts";
import { Reorder } from "../features/order-detail/Reorder.tsx";
import { loadReorder, reorderAction } from "../features/order-detail/reorder.server.ts";
import type { ActionArgs, LoaderArgs } from "../load-context.ts";
import { pageTitle } from "../meta.ts";

export const meta = pageTitle("orderDetail.reorder.pageTitle");

/** `{context}/my-account/reorder/{code}`: GET shows the confirmation, POST reorders and shows the report (decision 0051). */
export function loader(args: LoaderArgs) {
  return loadReorder(args);
}

export function action(args: ActionArgs) {
  return reorderAction(args);
}

export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  await loadAccountTexts();
  return serverLoader<typeof loader>();
}

export default function ReorderRoute() {
  const view = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  return <Reorder view={view} outcome={outcome} />;
}
