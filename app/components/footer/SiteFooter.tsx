import { useId } from "react";
import { sitePath } from "#domain/sites.ts";
import type { ShellData } from "../../../server/modules/shell/service.ts";
import { GiftCardBalanceCheck } from "../../features/gift-cards/GiftCardBalanceCheck.tsx";
import { useT } from "../../i18n.ts";
import { FOOTER_GROUPS } from "./footer-links.ts";
import styles from "./site-footer.module.css";

/** Site footer: the site's name, link columns and the copyright line. */
export function SiteFooter({ shell, year }: { shell: ShellData; year: number }) {
  const t = useT();
  const id = useId();
  const site = shell.site;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <a href={site.homePath} className={styles.siteName}>
            {site.name}
          </a>
          <p className={styles.tagline}>{t(site.b2b ? "footer.tagline" : "footer.tagline.consumer")}</p>
          {/* Gift cards are sold and redeemed on the consumer site. */}
          {site.b2b ? null : <GiftCardBalanceCheck />}
        </div>
        <nav aria-label={t("footer.nav.label")} className={styles.groups}>
          {FOOTER_GROUPS.map((group, index) => (
            <section key={group.heading} aria-labelledby={`${id}-${index}`} className={styles.group}>
              <h2 id={`${id}-${index}`} className={styles.heading}>
                {t(group.heading)}
              </h2>
              <ul className={styles.links}>
                {group.links.map((link) => (
                  <li key={link.key}>
                    <a href={sitePath(site, link.path)} className={styles.link}>
                      {t(link.key)}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
      </div>
      <div className={styles.legal}>
        <div className={`${styles.inner} ${styles.legalInner}`}>
          <p className={styles.copyright}>{t("footer.copyright", { year })}</p>
          <p className={styles.site}>{site.name}</p>
        </div>
      </div>
    </footer>
  );
}
