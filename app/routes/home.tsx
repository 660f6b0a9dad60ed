import type { LoaderArgs } from "../load-context.ts";
import { useLoaderData } from "react-router";
import { ProductTile } from "../features/catalog/ProductTile.tsx";
import { useT } from "../i18n.ts";
import { useRootData } from "../root-data.ts";
import styles from "../features/home/home.module.css";
import { pageTitle } from "../meta.ts";

export const meta = pageTitle("title.home");

const FEATURED_COUNT = 8;

export async function loader({ context }: LoaderArgs) {
  const { ctx, services } = context;
  const featured = await services.catalog.featuredProducts(ctx, FEATURED_COUNT);
  return { featured };
}

export default function HomePage() {
  const { featured } = useLoaderData<typeof loader>();
  const { shell } = useRootData();
  const t = useT();
  const b2b = shell.site.b2b;
  return (
    <div className={styles.home}>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.heroTitle}>
          {b2b && shell.user ? t("home.b2b.greeting", { name: shell.user.name }) : b2b ? t("home.b2b.title") : t("home.b2c.title")}
        </h1>
        <p className={styles.heroLead}>{b2b ? t("home.b2b.lead") : t("home.b2c.lead")}</p>
        <ul className={styles.categoryLinks}>
          {shell.nav
            .filter((item) => item.href)
            .map((item) => (
              <li key={item.id}>
                <a href={item.href ?? undefined}>{t("home.shopCategory", { name: item.label })}</a>
              </li>
            ))}
        </ul>
      </section>
      <section aria-labelledby="featured-title" className={styles.featured}>
        <h2 id="featured-title">{t("home.featured")}</h2>
        <ul className={styles.grid}>
          {featured.map((p) => (
            <li key={p.code}>
              <ProductTile product={p} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
