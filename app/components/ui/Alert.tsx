import type { ReactNode } from "react";
import styles from "./ui.module.css";

type Tone = "error" | "info" | "success" | "warning";
const TONE_CLASS: Record<Tone, string | undefined> = {
  error: styles.alertError,
  info: styles.alertInfo,
  success: styles.alertSuccess,
  warning: styles.alertWarning,
};

/** A message block; errors are announced at once (role alert), others politely (status). */
export function Alert({ tone, children, id }: { tone: Tone; children: ReactNode; id?: string }) {
  return (
    <div id={id} role={tone === "error" ? "alert" : "status"} className={`${styles.alert} ${TONE_CLASS[tone] ?? ""}`}>
      {children}
    </div>
  );
}
