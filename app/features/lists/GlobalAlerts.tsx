import { useEffect, useState } from "react";
import { Alert } from "../../components/ui/Alert.tsx";
import { takeGlobalAlerts, type GlobalAlert } from "./global-alerts.ts";
import styles from "./lists.module.css";

const TONE = { error: "error", info: "success", skippedMaterials: "warning", correctedVariantQuantities: "warning", maxOrderQuantitiesVariantsExceeded: "warning" } as const;

/** The alerts an action left for this page (shown once), with the action one may offer (Undo import). */
export function GlobalAlerts({ page, csrfToken }: { page: string; csrfToken: string }) {
  const [alerts, setAlerts] = useState<GlobalAlert[]>([]);
  useEffect(() => setAlerts(takeGlobalAlerts(window.localStorage, page)), [page]);
  if (alerts.length === 0) return null;
  return (
    <div className={styles.globalAlerts}>
      {alerts.map((alert, n) => (
        <Alert key={n} tone={TONE[alert.kind]}>
          <p className={styles.alertText}>{alert.message}</p>
          {alert.details && alert.details.length > 0 ? (
            <ul className={styles.alertDetails}>
              {alert.details.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          ) : null}
          {alert.action ? (
            <form method="post" action={alert.action.url}>
              <input type="hidden" name="CSRFToken" value={csrfToken} />
              <button type="submit" className={styles.linkButton}>
                {alert.action.label}
              </button>
            </form>
          ) : null}
        </Alert>
      ))}
    </div>
  );
}
