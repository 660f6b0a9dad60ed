import { sitePath } from "#domain/sites.ts";
import type { ShellData } from "../../../server/modules/shell/service.ts";
import { useT } from "../../i18n.ts";
import { accountLinks } from "./account-links.ts";
import { AccountMenu } from "./AccountMenu.tsx";
import { DesktopNav } from "./DesktopNav.tsx";
import { CapMark, UserIcon } from "./icons.tsx";
import { MiniCartLink } from "./MiniCartLink.tsx";
import { MobileNav } from "./MobileNav.tsx";
import { Preferences } from "./Preferences.tsx";
import { QuickOrderHeaderLink } from "../../features/lists/QuickOrderHeaderLink.tsx";
import { BookingModeSwitch } from "../../features/booking/BookingModeSwitch.tsx";
import { PriceVisibilitySwitch } from "./PriceVisibilitySwitch.tsx";
import { SearchBox } from "./SearchBox.tsx";
import { TradeShowSwitch } from "./TradeShowSwitch.tsx";
import styles from "./site-header.module.css";

export interface SiteHeaderProps {
  shell: ShellData;
  csrfToken: string;
}

/**
 * The site header: utility bar (language, currency), logo, search, account and mini cart, and
 * the primary navigation — a disclosure menu bar from 1024 px, a sliding panel below.
 */
export function SiteHeader({ shell, csrfToken }: SiteHeaderProps) {
  const t = useT();
  const site = shell.site;
  const user = shell.user;
  const links = user ? accountLinks(site, user, t) : null;
  return (
    <header className={styles.header}>
      <div className={styles.utility}>
        <div className={`${styles.inner} ${styles.utilityInner}`}>
          <a href={sitePath(site, "/support")} className={styles.utilityLink}>
            {t("footer.support")}
          </a>
          {user && shell.booking.mode && shell.booking.available.length > 1 ? (
            <BookingModeSwitch contextPath={site.contextPath} csrfToken={csrfToken} mode={shell.booking.mode} available={shell.booking.available} />
          ) : null}
          {user?.priceHidingAvailable ? <PriceVisibilitySwitch contextPath={site.contextPath} csrfToken={csrfToken} pricesHidden={user.pricesHidden} /> : null}
          {user && shell.tradeShow.available ? <TradeShowSwitch contextPath={site.contextPath} csrfToken={csrfToken} enabled={shell.tradeShow.enabled} /> : null}
          <Preferences shell={shell} csrfToken={csrfToken} variant="bar" className={styles.preferences} />
        </div>
      </div>
      <div className={`${styles.inner} ${styles.main}`}>
        <div className={styles.menu}>
          <MobileNav shell={shell} csrfToken={csrfToken} links={links} />
        </div>
        <Logo name={site.name} href={site.homePath} />
        <SearchBox action={sitePath(site, "/search")} className={styles.search} />
        <div className={styles.actions}>
          {user && links ? (
            <div className={styles.account}>
              <AccountMenu user={user} links={links} contextPath={site.contextPath} csrfToken={csrfToken} company={shell.company} />
            </div>
          ) : (
            <a href={sitePath(site, "/login")} className={styles.signIn}>
              <UserIcon />
              <span className={styles.signInText}>{t("header.signIn")}</span>
            </a>
          )}
          {shell.quickOrder ? <QuickOrderHeaderLink href={sitePath(site, "/quickOrder")} initial={shell.quickOrder.count} /> : null}
          <MiniCartLink href={sitePath(site, "/cart")} contextPath={site.contextPath} initial={shell.miniCart} pricesHidden={user?.pricesHidden ?? false} guestBasket={!site.b2b && !user} />
        </div>
      </div>
      <div className={styles.navRow}>
        <div className={styles.inner}>
          <DesktopNav items={shell.nav} />
        </div>
      </div>
    </header>
  );
}

/** The Brim mark and the site's name (its accessible name); the first word is set large. */
function Logo({ name, href }: { name: string; href: string }) {
  const space = name.indexOf(" ");
  const brand = space === -1 ? name : name.slice(0, space);
  const rest = space === -1 ? "" : name.slice(space + 1);
  return (
    <a href={href} className={styles.logo}>
      <CapMark className={styles.logoMark} />
      <span className="visually-hidden">{name}</span>
      <span className={styles.logoText} aria-hidden="true">
        <span className={styles.logoBrand}>{brand}</span>
        {rest ? <span className={styles.logoSite}>{rest}</span> : null}
      </span>
    </a>
  );
}
