import { data, useLoaderData, type MetaFunction } from "react-router";
import { contentPageOfPath } from "#domain/content-pages.ts";
import { ContentPage } from "../features/content/ContentPage.tsx";
import { translatorFor } from "../i18n.ts";
import type { LoaderArgs } from "../load-context.ts";
import type { RootData } from "../root.tsx";
import type { SharedDocumentHandle } from "../../server/http/shared-document.ts";

/** The page's own title and lead as the document title and description. */
export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => {
  const root = matches.find((m) => m.id === "root")?.data as RootData | undefined;
  if (!loaded) return [];
  const t = translatorFor(root?.shell.language ?? "en");
  return [
    { title: t("content.pageTitle", { title: loaded.page.title, site: root?.shell.site.name ?? "Brim" }) },
    { name: "description", content: loaded.page.lead },
  ];
};

/** The same HTML for every visitor without a session (server/http/shared-document.ts). */
export const handle: SharedDocumentHandle = { sharedDocument: true };

/** One module for every content page (about, careers, press room, …): the page is the path's last segment. */
export async function loader({ request, context }: LoaderArgs) {
  const slug = contentPageOfPath(new URL(request.url).pathname);
  const page = slug ? await context.services.cms.contentPage(context.ctx, slug) : null;
  if (!page) throw data(null, { status: 404 });
  return { page };
}

export default function ContentPageRoute() {
  return <ContentPage page={useLoaderData<typeof loader>().page} />;
}
