import type { ResolvedComponent } from "../../../server/modules/cms/service.ts";
import { ProductCarousel } from "../carousel/ProductCarousel.tsx";
import { useRootData } from "../../root-data.ts";
import styles from "./home.module.css";

type Of<T extends ResolvedComponent["type"]> = Extract<ResolvedComponent, { type: T }>;

export function Hero({ component, greeting }: { component: Of<"hero">; greeting: string | null }) {
  const Title = greeting ? "h2" : "h1";
  return (
    <section className={styles.hero} aria-labelledby={`${component.uid}-title`}>
      {greeting ? <h1 className={styles.heroTitle}>{greeting}</h1> : null}
      <Title id={`${component.uid}-title`} className={greeting ? styles.heroSubtitle : styles.heroTitle}>
        {component.title}
      </Title>
      <p className={styles.heroLead}>{component.lead}</p>
      {component.link ? (
        <a className={styles.heroLink} href={component.link.href}>
          {component.link.label}
        </a>
      ) : null}
    </section>
  );
}

/** A product carousel component; its first window is server-rendered, the rest loads lazily. */
export function ProductRail({ component }: { component: Of<"productCarousel"> }) {
  const { shell } = useRootData();
  if (component.items.length === 0) return null;
  return (
    <ProductCarousel
      id={component.uid}
      source={{ kind: "component", componentUid: component.uid }}
      title={component.title}
      total={component.total}
      initialItems={component.items}
      displayProductTitles={component.displayProductTitles}
      contextPath={shell.site.contextPath}
      dealer={shell.user?.kind === "dealer"}
    />
  );
}

export function CategoryTiles({ component }: { component: Of<"categoryTiles"> }) {
  return (
    <section className={styles.categories} aria-labelledby={`${component.uid}-title`}>
      <h2 id={`${component.uid}-title`}>{component.title}</h2>
      <ul className={styles.categoryGrid}>
        {component.tiles.map((tile) => (
          <li key={tile.code}>
            <a href={tile.href} className={styles.categoryTile}>
              {tile.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
