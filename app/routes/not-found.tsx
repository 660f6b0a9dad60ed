import type { LoaderArgs } from "../load-context.ts";
import { data } from "react-router";
import { useT } from "../i18n.ts";
import { useRootData } from "../root-data.ts";
import { pageTitle } from "../meta.ts";

export const meta = pageTitle("title.notFound");

export function loader(_: LoaderArgs) {
  return data(null, { status: 404 });
}

export default function NotFound() {
  const t = useT();
  const { shell } = useRootData();
  return (
    <div className="error-page">
      <h1>{t("error.notFound.title")}</h1>
      <p>{t("error.notFound.body")}</p>
      <p>
        <a href={shell.site.homePath}>{t("error.backHome")}</a>
      </p>
    </div>
  );
}
