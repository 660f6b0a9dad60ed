import { useLoaderData } from "react-router";
import type { LoaderArgs } from "../load-context.ts";
import { CategoryTiles, Hero, ProductRail } from "../features/home/CmsComponents.tsx";
import { useT } from "../i18n.ts";
import { pageTitle } from "../meta.ts";
import { useRootData } from "../root-data.ts";
import styles from "../features/home/home.module.css";
import type { SharedDocumentHandle } from "../../server/http/shared-document.ts";

export const meta = pageTitle("title.home");

/** The same HTML for every visitor without a session (server/http/shared-document.ts). */
export const handle: SharedDocumentHandle = { sharedDocument: true };

/** Consumer, dealer or corporate home page, built from the content components placed on it. */
export async function loader({ context }: LoaderArgs) {
  return { components: await context.services.cms.homeComponents(context.ctx) };
}

export default function HomePage() {
  const { components } = useLoaderData<typeof loader>();
  const { shell } = useRootData();
  const t = useT();
  const greeting = shell.site.b2b && shell.user ? t("home.b2b.greeting", { name: shell.user.name }) : null;
  let heroShown = false;
  return (
    <div className={styles.home}>
      {components.map((c) => {
        switch (c.type) {
          case "hero": {
            const first = !heroShown;
            heroShown = true;
            return <Hero key={c.uid} component={c} greeting={first ? greeting : null} />;
          }
          case "productCarousel":
            return <ProductRail key={c.uid} component={c} />;
          case "categoryTiles":
            return <CategoryTiles key={c.uid} component={c} />;
        }
      })}
    </div>
  );
}
