import { scorePassword, type PasswordStrengthOptions } from "#domain/password-strength.ts";
import { useT } from "../../i18n.ts";
import styles from "./password-meter.module.css";

/**
 * The strength hint of shopping-flow §5: a bar of 20–100 % and the verdict. The live region
 * exists from the start (empty), so screen readers announce the first verdict too.
 */
export function PasswordStrengthMeter({ password, rules, id }: { password: string; rules: PasswordStrengthOptions; id: string }) {
  const t = useT();
  const help = t("password.minLength").replace("%d", String(rules.minLength));
  const strength = password ? scorePassword(password, rules) : null;
  return (
    <div id={id} className={styles.meter} data-verdict={strength?.verdict}>
      {strength ? (
        <div className={styles.track} aria-hidden="true">
          <div className={`${styles.bar} ${styles[strength.verdict]}`} style={{ width: `${strength.barWidthPercent}%` }} />
        </div>
      ) : null}
      <p className={styles.verdict} aria-live="polite">
        {strength ? t("password.strength", { verdict: t(`password.verdict.${strength.verdict}`) }) : ""}
      </p>
      <p className={styles.help}>{help}</p>
    </div>
  );
}
