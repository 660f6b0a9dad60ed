import type { ReactNode } from "react";
import styles from "./ui.module.css";

type Tone = "error" | "info" | "success" | "warning";
const TONE_CLASS: Record<Tone, string | undefined> = {
  error: styles.alertError,
  info: styles.alertInfo,
  success: styles.alertSuccess,
  warning: styles.alertWarning,
};

/**
 * A message block; errors are announced at once (role alert), others politely (status).
 * `live={false}` when a live region that is always on the page holds it and announces it.
 */
export function Alert({ tone, children, id, live = true }: { tone: Tone; children: ReactNode; id?: string; live?: boolean }) {
  return (
    <div id={id} role={live ? (tone === "error" ? "alert" : "status") : undefined} className={`${styles.alert} ${TONE_CLASS[tone] ?? ""}`}>
      {children}
    </div>
  );
}
