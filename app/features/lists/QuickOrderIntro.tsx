import { useId } from "react";
import { useT } from "../../i18n.ts";
import styles from "./lists.module.css";

/** Shown until the quick order is opened; "Got it" opens it (POST /quickOrder/introduction), so it does not show again. */
export function QuickOrderIntro({ action, csrfToken }: { action: string; csrfToken: string }) {
  const t = useT();
  const id = useId();
  return (
    <section className={styles.intro} aria-labelledby={id}>
      <h2 id={id} className={styles.introTitle}>
        {t("lists.introduction.title")}
      </h2>
      <p>{t("lists.introduction.text")}</p>
      <form method="post" action={action}>
        <input type="hidden" name="CSRFToken" value={csrfToken} />
        <button type="submit" className={styles.linkButton}>
          {t("lists.introduction.dismiss")}
        </button>
      </form>
    </section>
  );
}
