import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { withFilterPanelOpen, type FacetState } from "#domain/facets.ts";
import { useT } from "../../i18n.ts";
import { InventoryForm } from "./InventoryForm.tsx";
import { clearHref, facetHref, selectedCount } from "./listing-links.ts";
import type { Facet, InventoryFormState } from "./listing-types.ts";
import styles from "./listing.module.css";

export const INVENTORY_TAB = "inventory";

interface Props {
  facets: Facet[];
  basePath: string;
  state: FacetState;
  /** The Inventory min/max form, or null where that facet is not offered (decision 0009). */
  inventory: InventoryFormState | null;
  /** Before hydration every group is shown open, so the links work without JavaScript. */
  hydrated: boolean;
  openTab: string | null;
  onToggleTab: (name: string) => void;
  onOpenTab: (name: string) => void;
  /**
   * The phone's filter modal (decision 0044): its links and form carry `filters=open`, and a
   * link is followed in the page (no reload), so the modal stays open while the results change.
   */
  keepPanelOpen?: boolean;
}

/**
 * The facet groups as disclosures; every value is a link to the state with it switched. One group
 * is open at a time, but a closed group keeps showing its chosen values (decision 0044).
 */
export function FacetPanel({ facets, basePath, state, inventory, hydrated, openTab, onToggleTab, onOpenTab, keepPanelOpen = false }: Props) {
  const t = useT();
  const id = useId();
  const visible = facets.filter((f) => f.values.length > 0);
  const isOpen = (name: string) => !hydrated || openTab === name;
  const link = (to: string, props: { className?: string; "aria-current"?: "true"; rel?: string; "data-facet"?: string }, children: ReactNode) =>
    keepPanelOpen ? (
      <Link to={withFilterPanelOpen(to)} preventScrollReset {...props}>
        {children}
      </Link>
    ) : (
      <a href={to} {...props}>
        {children}
      </a>
    );

  function valueList(name: string, values: Facet["values"]) {
    return (
      <ul className={styles.facetValues}>
        {values.map((v) => (
          <li key={v.value}>
            {link(
              facetHref(basePath, state, name, v.value),
              { className: v.selected ? `${styles.facetValue} ${styles.selected}` : styles.facetValue, "aria-current": v.selected ? "true" : undefined, rel: "nofollow", "data-facet": name },
              <>
                <span className={styles.checkbox} aria-hidden="true">
                  {v.selected ? "✓" : ""}
                </span>
                <span className={styles.valueLabel}>{v.label}</span>
                <span className={styles.valueCount}>{v.count}</span>
              </>,
            )}
          </li>
        ))}
      </ul>
    );
  }

  /** A disclosure; `whenClosed` is what a closed group still shows (its chosen values). */
  function group(name: string, label: string, body: ReactNode, whenClosed: ReactNode = null) {
    const regionId = `${id}-${name}`;
    const open = isOpen(name);
    return (
      <section key={name} className={styles.facetGroup} aria-labelledby={`${regionId}-heading`}>
        <h3 id={`${regionId}-heading`} className={styles.facetHeading}>
          <button type="button" className={styles.facetToggle} aria-expanded={open} aria-controls={regionId} onClick={() => onToggleTab(name)}>
            {label}
            <span aria-hidden="true" className={styles.chevron}>
              {open ? "−" : "+"}
            </span>
          </button>
        </h3>
        <div id={regionId} hidden={!open} className={styles.facetBody}>
          {body}
        </div>
        {!open && whenClosed ? <div className={styles.facetBody}>{whenClosed}</div> : null}
      </section>
    );
  }

  return (
    <div className={styles.facetPanel}>
      {selectedCount(state) > 0 ? (
        <p className={styles.clearAll}>
          {link(clearHref(basePath, state), {}, t("listing.filters.clear"))}
        </p>
      ) : null}
      {visible.map((facet) => {
        // A closed group still shows its chosen values (each a link that removes it).
        const chosen = facet.values.filter((v) => v.selected);
        return group(facet.name, facet.label, valueList(facet.name, facet.values), chosen.length > 0 ? valueList(facet.name, chosen) : null);
      })}
      {inventory
        ? group(INVENTORY_TAB, t("listing.facet.inventory"), <InventoryForm basePath={basePath} state={state} inventory={inventory} onInvalid={() => onOpenTab(INVENTORY_TAB)} keepPanelOpen={keepPanelOpen} />)
        : null}
    </div>
  );
}
