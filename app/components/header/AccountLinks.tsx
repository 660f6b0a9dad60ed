import { sitePath } from "#domain/sites.ts";
import { useT } from "../../i18n.ts";
import type { AccountLink } from "./account-links.ts";
import styles from "./account-links.module.css";

export interface AccountLinksProps {
  links: readonly AccountLink[];
  contextPath: string;
  csrfToken: string;
  /** "panel": the header drop-down; "menu": rows of the mobile menu. */
  variant: "panel" | "menu";
}

/**
 * The my-account links and the sign-out button. Sign-out is a real form POST with the CSRF
 * token, so it works before (or without) JavaScript.
 */
export function AccountLinks({ links, contextPath, csrfToken, variant }: AccountLinksProps) {
  const t = useT();
  return (
    <ul className={`${styles.list} ${variant === "menu" ? styles.menu : styles.panel}`}>
      {links.map((link) => (
        <li key={link.key}>
          <a className={styles.link} href={link.href}>
            {link.label}
          </a>
        </li>
      ))}
      <li className={styles.signOutItem}>
        <form method="post" action={sitePath({ contextPath }, "/logout")}>
          <input type="hidden" name="CSRFToken" value={csrfToken} />
          <button type="submit" className={styles.signOut}>
            {t("header.signOut")}
          </button>
        </form>
      </li>
    </ul>
  );
}
