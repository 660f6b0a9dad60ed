import type { ReactNode } from "react";
import { useT } from "../../i18n.ts";
import styles from "./agent-panel.module.css";

/** The agent panel's band: the "Assisted service" region with its title bar (`bar`: what follows the title) and body. */
export function PanelFrame({ bar, children }: { bar?: ReactNode; children: ReactNode }) {
  const t = useT();
  return (
    <section className={styles.panel} aria-labelledby="agent-panel-title">
      <div className={styles.bar}>
        <h2 id="agent-panel-title" className={styles.title}>
          {t("assistedService.panel")}
        </h2>
        {bar}
      </div>
      {children}
    </section>
  );
}
