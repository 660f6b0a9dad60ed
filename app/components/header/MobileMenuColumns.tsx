import { useId, useState, type MouseEvent } from "react";
import { sitePath } from "#domain/sites.ts";
import type { NavItem, ShellData } from "../../../server/modules/shell/service.ts";
import { useT } from "../../i18n.ts";
import type { AccountLink } from "./account-links.ts";
import { AccountLinks } from "./AccountLinks.tsx";
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon, UserIcon } from "./icons.tsx";
import { Preferences } from "./Preferences.tsx";
import { BookingModeSwitch } from "../../features/booking/BookingModeSwitch.tsx";
import { PriceVisibilitySwitch } from "./PriceVisibilitySwitch.tsx";
import { TradeShowSwitch } from "./TradeShowSwitch.tsx";
import styles from "./mobile-nav.module.css";

/** What the second column shows: a menu item's sub-menu or the my-account menu. */
export type SubMenu = { kind: "nav"; item: NavItem } | { kind: "account" };

interface Common {
  shell: ShellData;
  csrfToken: string;
  links: readonly AccountLink[] | null;
}

/** Level 0: the top items, the my-account item, then the bottom navigation. */
export function TopLevel({ shell, csrfToken, links, onOpen }: Common & { onOpen: (sub: SubMenu, trigger: HTMLElement) => void }) {
  const t = useT();
  const user = shell.user;
  const open = (sub: SubMenu) => (event: MouseEvent<HTMLButtonElement>) => onOpen(sub, event.currentTarget);
  return (
    <>
      <ul className={styles.items}>
        {shell.nav.map((item) => (
          <li key={item.id}>
            {item.children.length > 0 ? (
              <button type="button" className={styles.row} onClick={open({ kind: "nav", item })}>
                <span>{item.label}</span>
                <ChevronRightIcon className={styles.rowIcon} />
              </button>
            ) : item.href ? (
              <a href={item.href} className={styles.row}>
                {item.label}
              </a>
            ) : (
              <span className={styles.row}>{item.label}</span>
            )}
          </li>
        ))}
        <li className={styles.accountItem}>
          {user ? (
            <button type="button" className={styles.row} onClick={open({ kind: "account" })}>
              <span className={styles.rowLabel}>
                <UserIcon />
                {t("header.account.greeting", { name: user.name })}
              </span>
              <ChevronRightIcon className={styles.rowIcon} />
            </button>
          ) : (
            <a href={sitePath(shell.site, "/login")} className={styles.row}>
              <span className={styles.rowLabel}>
                <UserIcon />
                {t("header.signIn")}
              </span>
            </a>
          )}
        </li>
      </ul>
      <div className={styles.bottom}>
        {user && links ? (
          <AccountSection
            links={links}
            contextPath={shell.site.contextPath}
            csrfToken={csrfToken}
            defaultExpanded={user.dealerOwner}
          />
        ) : null}
        <Preferences shell={shell} csrfToken={csrfToken} variant="menu" className={styles.preferences} />
        {user && shell.booking.mode && shell.booking.available.length > 1 ? (
          <div className={styles.preferences}>
            <BookingModeSwitch contextPath={shell.site.contextPath} csrfToken={csrfToken} mode={shell.booking.mode} available={shell.booking.available} variant="menu" />
          </div>
        ) : null}
        {user?.priceHidingAvailable ? (
          <div className={styles.preferences}>
            <PriceVisibilitySwitch contextPath={shell.site.contextPath} csrfToken={csrfToken} pricesHidden={user.pricesHidden} buttonClassName={styles.priceSwitch} />
          </div>
        ) : null}
        {user && shell.tradeShow.available ? (
          <div className={styles.preferences}>
            <TradeShowSwitch contextPath={shell.site.contextPath} csrfToken={csrfToken} enabled={shell.tradeShow.enabled} buttonClassName={styles.priceSwitch} />
          </div>
        ) : null}
      </div>
    </>
  );
}

/**
 * The my-account links header of the bottom navigation: collapsible, and already open for
 * dealer owners (spec §4, dealer-owner variant).
 */
function AccountSection({
  links,
  contextPath,
  csrfToken,
  defaultExpanded,
}: {
  links: readonly AccountLink[];
  contextPath: string;
  csrfToken: string;
  defaultExpanded: boolean;
}) {
  const t = useT();
  const id = useId();
  const [expanded, setExpanded] = useState(defaultExpanded);
  return (
    <section className={styles.section} data-expanded={expanded || undefined}>
      <h3 className={styles.sectionHeading}>
        <button
          type="button"
          className={styles.sectionToggle}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
        >
          {t("account.menu.heading")}
          <ChevronDownIcon className={styles.sectionChevron} />
        </button>
      </h3>
      <div id={id} hidden={!expanded}>
        <AccountLinks links={links} contextPath={contextPath} csrfToken={csrfToken} variant="menu" />
      </div>
    </section>
  );
}

/** Level 1: Back, the title, "All {name}" and the sub-menu links (or the my-account links). */
export function SubLevel({ sub, shell, csrfToken, links, onBack }: Common & { sub: SubMenu | null; onBack: () => void }) {
  const t = useT();
  if (!sub) return null;
  const title = sub.kind === "nav" ? sub.item.label : t("account.menu.heading");
  return (
    <>
      <button type="button" className={styles.back} onClick={onBack}>
        <ChevronLeftIcon />
        {t("header.menu.back")}
      </button>
      <h3 className={styles.columnTitle}>{title}</h3>
      {sub.kind === "nav" ? (
        <ul className={styles.items}>
          {sub.item.href ? (
            <li>
              <a href={sub.item.href} className={`${styles.row} ${styles.allRow}`}>
                {t("header.nav.all", { name: sub.item.label })}
              </a>
            </li>
          ) : null}
          {sub.item.children.map((child) => (
            <li key={child.id}>
              {child.href ? (
                <a href={child.href} className={styles.row}>
                  {child.label}
                </a>
              ) : (
                <span className={styles.row}>{child.label}</span>
              )}
            </li>
          ))}
        </ul>
      ) : links ? (
        <AccountLinks links={links} contextPath={shell.site.contextPath} csrfToken={csrfToken} variant="menu" />
      ) : null}
    </>
  );
}
