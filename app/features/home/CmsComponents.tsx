import type { ResolvedComponent } from "../../../server/modules/cms/service.ts";
import { ProductTile } from "../catalog/ProductTile.tsx";
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

/** A product rail; the first window is server-rendered, scrolling is native (scroll snap). */
export function ProductRail({ component }: { component: Of<"productCarousel"> }) {
  if (component.items.length === 0) return null;
  return (
    <section className={styles.rail} aria-labelledby={`${component.uid}-title`} data-component-uid={component.uid} data-total={component.total}>
      <h2 id={`${component.uid}-title`}>{component.title}</h2>
      <ul className={styles.railList}>
        {component.items.map((p) => (
          <li key={p.code} className={styles.railItem}>
            <ProductTile product={p} />
          </li>
        ))}
      </ul>
    </section>
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
