import type { ReactNode } from "react";
import { useScrollOverflow } from "../../components/ui/scroll-overflow.ts";
import { useT } from "../../i18n.ts";
import styles from "./grid.module.css";

export interface SizeTableRow<C> {
  key: string;
  name: string;
  hex: string;
  /** One per size column; null where the colour lacks that size. */
  cells: readonly (C | null)[];
}

/**
 * The frame of a colours × sizes grid the cart, the lists and the order form share: a scrolling
 * region named `label`, the size heads, a row per colour with its swatch, "not made in this size"
 * cells, and the sideways-scroll hint (shopping-flow §2, §4). Each page renders its own cells.
 */
export function SizeTable<C>({
  label,
  idBase,
  sizes,
  rows,
  renderCell,
  after = null,
}: {
  label: string;
  idBase: string;
  sizes: readonly string[];
  rows: readonly SizeTableRow<C>[];
  renderCell: (cell: C, row: SizeTableRow<C>, column: number) => ReactNode;
  after?: ReactNode;
}) {
  const t = useT();
  const { ref, overflow } = useScrollOverflow<HTMLDivElement>(sizes.length);
  const hintId = `hint-${idBase}`;
  const scrolls = overflow.back || overflow.forward;
  return (
    <div className={styles.block}>
      <div className={styles.frame} data-overflow-back={overflow.back || undefined} data-overflow-forward={overflow.forward || undefined}>
        <div ref={ref} className={styles.scroll} role="region" aria-label={label} aria-describedby={scrolls ? hintId : undefined} tabIndex={0}>
          <table className={styles.grid}>
            <thead>
              <tr>
                <th scope="col" className={styles.colourHead}>
                  {t("cartPage.grid.colour")}
                </th>
                {sizes.map((size) => (
                  <th key={size} scope="col">
                    {size}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row" className={styles.colour}>
                    <span className={styles.swatch} style={{ background: row.hex }} aria-hidden="true" />
                    {row.name}
                  </th>
                  {row.cells.map((cell, i) =>
                    cell === null ? (
                      <td key={`none-${sizes[i] ?? i}`} className={styles.none} aria-label={t("cartPage.grid.noSize")} />
                    ) : (
                      renderCell(cell, row, i)
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
      {scrolls ? (
        <p id={hintId} className={styles.scrollHint}>
          <span aria-hidden="true">{overflow.back && !overflow.forward ? "‹ " : ""}</span>
          {t("cartPage.grid.scrollHint")}
          <span aria-hidden="true">{overflow.forward ? " ›" : ""}</span>
        </p>
      ) : null}
      {after}
    </div>
  );
}
