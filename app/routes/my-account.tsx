import type { LoaderArgs } from "../load-context.ts";
import { redirect } from "react-router";
import { sitePath } from "#domain/sites.ts";
import { useT } from "../i18n.ts";
import { useRootData } from "../root-data.ts";
import { pageTitle } from "../meta.ts";

export const meta = pageTitle("title.myAccount");

export function loader({ context }: LoaderArgs) {
  const { ctx } = context;
  if (!ctx.user) throw redirect(`${sitePath(ctx.site, "/login")}?redirect=${encodeURIComponent(sitePath(ctx.site, "/my-account"))}`);
  return null;
}

/** Account overview; the areas behind the menu links arrive with their own issues. */
export default function MyAccountPage() {
  const t = useT();
  const { shell } = useRootData();
  return (
    <div className="error-page">
      <h1>{t("account.menu.heading")}</h1>
      {shell.user ? (
        <dl>
          <dt>{t("login.email")}</dt>
          <dd>{shell.user.email}</dd>
        </dl>
      ) : null}
    </div>
  );
}
