import { useId, useState } from "react";
import { useT } from "../../i18n.ts";
import { postListJson } from "./list-api.ts";
import styles from "./lists.module.css";

/**
 * Shown until the quick order is opened; "Got it" opens it (POST /quickOrder/introduction), so it
 * does not show again. With script the page stays: the introduction goes and the keyboard focus
 * moves on (`onDismissed`: the add-products box) instead of falling to the page body. Without
 * script, or when the call fails, the form posts and the page loads again.
 */
export function QuickOrderIntro({ action, csrfToken, onDismissed }: { action: string; csrfToken: string; onDismissed?: () => void }) {
  const t = useT();
  const id = useId();
  const [dismissed, setDismissed] = useState(false);
  const [pending, setPending] = useState(false);
  if (dismissed) return null;
  return (
    <section className={styles.intro} aria-labelledby={id}>
      <h2 id={id} className={styles.introTitle}>
        {t("lists.introduction.title")}
      </h2>
      <p>{t("lists.introduction.text")}</p>
      <form
        method="post"
        action={action}
        onSubmit={(e) => {
          e.preventDefault();
          const form = e.currentTarget;
          setPending(true);
          void postListJson<{ ok: boolean }>(action, csrfToken).then((answer) => {
            if (answer.kind !== "ok") return form.submit();
            onDismissed?.();
            setDismissed(true);
          });
        }}
      >
        <input type="hidden" name="CSRFToken" value={csrfToken} />
        <button type="submit" className={styles.linkButton} disabled={pending}>
          {t("lists.introduction.dismiss")}
        </button>
      </form>
    </section>
  );
}
