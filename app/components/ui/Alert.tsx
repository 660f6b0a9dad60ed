import type { ReactNode } from "react";
import styles from "./ui.module.css";

/** A message block; errors are announced at once (role alert), others politely (status). */
export function Alert({ tone, children, id }: { tone: "error" | "info" | "success" | "warning"; children: ReactNode; id?: string }) {
  return (
    <div id={id} role={tone === "error" ? "alert" : "status"} className={`${styles.alert} ${styles[`alert${tone[0]!.toUpperCase()}${tone.slice(1)}` as const]}`}>
      {children}
    </div>
  );
}
