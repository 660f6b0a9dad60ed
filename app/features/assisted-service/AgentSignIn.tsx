import { useState } from "react";
import { agentPanelButtons } from "#domain/assisted-service.ts";
import { useT } from "../../i18n.ts";
import { CsrfField } from "../../components/CsrfField.tsx";
import ui from "../../components/ui/ui.module.css";
import { PanelFrame } from "./PanelFrame.tsx";
import styles from "./agent-panel.module.css";

/**
 * The agent panel's sign-in, on any page opened with `?asm=true` (issue 16): the site's own sign-in
 * (same checks and throttle as `/login`), back to this page after it. Sign in is enabled once both
 * fields are filled (service-and-support §4).
 */
export function AgentSignIn({ loginPath, backTo }: { loginPath: string; backTo: string }) {
  const t = useT();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const { login } = agentPanelButtons({ username, password, customer: "", cartId: "", newAccountEntry: "" });
  return (
    <PanelFrame>
      <form method="post" action={loginPath} className={`${styles.body} ${styles.form}`}>
        <CsrfField />
        <input type="hidden" name="redirect" value={backTo} />
        <div className={styles.field}>
          <label htmlFor="agent-username">{t("assistedService.username")}</label>
          <input id="agent-username" name="username" type="email" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
        </div>
        <div className={styles.field}>
          <label htmlFor="agent-password">{t("assistedService.password")}</label>
          <input id="agent-password" name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </div>
        <button type="submit" className={`${ui.button} ${ui.primary}`} disabled={!login}>
          {t("assistedService.signIn")}
        </button>
      </form>
    </PanelFrame>
  );
}
