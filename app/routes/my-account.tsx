import { useActionData, useLoaderData, type ClientLoaderFunctionArgs } from "react-router";
import { changeEmailMessages } from "#domain/change-email.ts";
import { AccountOverview } from "../features/profile/AccountOverview.tsx";
import { changeEmailAction, loadAccountOverview } from "../features/profile/account-pages.server.ts";
import { loadAccountTexts } from "../i18n-load.client.ts";
import { useT } from "../i18n.ts";
import type { ActionArgs, LoaderArgs } from "../load-context.ts";
import { pageTitle } from "../meta.ts";

export const meta = pageTitle("title.myAccount");

/** `{context}/my-account`: the account overview (decision 0053). */
export function loader(args: LoaderArgs) {
  return loadAccountOverview(args);
}

/** The change-e-mail form posted without script. */
export function action(args: ActionArgs) {
  return changeEmailAction(args);
}

export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  await loadAccountTexts();
  return serverLoader<typeof loader>();
}

export default function MyAccountPage() {
  const overview = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const t = useT();
  const failed = posted && "changeEmail" in posted ? posted.changeEmail : null;
  return (
    <AccountOverview
      {...overview}
      changeEmailErrors={failed ? changeEmailMessages(failed.errors, t, failed.retryAfterMs) : null}
      changeEmailValue={failed?.newEmail ?? ""}
    />
  );
}
