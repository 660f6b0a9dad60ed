import { scorePassword, type PasswordStrengthOptions } from "#domain/password-strength.ts";
import { useT } from "../../i18n.ts";
import styles from "./password-meter.module.css";

/** The strength hint of shopping-flow §5: a bar of 20–100 % and the verdict, announced politely. */
export function PasswordStrengthMeter({ password, rules, id }: { password: string; rules: PasswordStrengthOptions; id: string }) {
  const t = useT();
  const help = t("password.minLength").replace("%d", String(rules.minLength));
  if (!password) {
    return (
      <p id={id} className={styles.help}>
        {help}
      </p>
    );
  }
  const strength = scorePassword(password, rules);
  const verdict = t(`password.verdict.${strength.verdict}`);
  return (
    <div id={id} className={styles.meter} data-verdict={strength.verdict}>
      <div className={styles.track} aria-hidden="true">
        <div className={`${styles.bar} ${styles[strength.verdict]}`} style={{ width: `${strength.barWidthPercent}%` }} />
      </div>
      <p className={styles.verdict} aria-live="polite">
        {t("password.strength", { verdict })}
      </p>
      <p className={styles.help}>{help}</p>
    </div>
  );
}
