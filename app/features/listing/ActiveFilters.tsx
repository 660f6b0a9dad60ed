import { activeFilters, type ActiveFilter } from "#domain/facet-chips.ts";
import type { FacetState } from "#domain/facets.ts";
import { useT } from "../../i18n.ts";
import { clearHref, stateHref } from "./listing-links.ts";
import type { Facet } from "./listing-types.ts";
import styles from "./listing.module.css";

/**
 * The active filters above the results, each a link to the page without it ("Remove filter
 * Colour: Black"), and "Clear all filters": plain links, so they work without script too.
 */
export function ActiveFilters({ facets, basePath, state }: { facets: readonly Facet[]; basePath: string; state: FacetState }) {
  const t = useT();
  const chips = activeFilters(state, facets);
  if (chips.length === 0) return null;

  const text = (chip: ActiveFilter): string => {
    if (chip.kind === "facet") return `${chip.groupLabel}: ${chip.valueLabel}`;
    const range =
      chip.min !== null && chip.max !== null
        ? t("listing.chips.inventory.range", { min: chip.min, max: chip.max })
        : chip.min !== null
          ? t("listing.chips.inventory.min", { min: chip.min })
          : t("listing.chips.inventory.max", { max: chip.max ?? 0 });
    return `${t("listing.facet.inventory")}: ${range}`;
  };

  return (
    <nav className={styles.chips} aria-label={t("listing.chips.title")}>
      <ul className={styles.chipList}>
        {chips.map((chip) => {
          const label = text(chip);
          return (
            <li key={chip.kind === "facet" ? `${chip.name}=${chip.value}` : "inventory"}>
              <a className={styles.chip} href={stateHref(basePath, chip.without)} rel="nofollow" aria-label={t("listing.facet.remove", { label })}>
                <span>{label}</span>
                <span aria-hidden="true" className={styles.chipRemove}>
                  ×
                </span>
              </a>
            </li>
          );
        })}
        <li>
          <a className={styles.clearChips} href={clearHref(basePath, state)} rel="nofollow">
            {t("listing.filters.clear")}
          </a>
        </li>
      </ul>
    </nav>
  );
}
