import { useId, useState } from "react";
import type { CompanyAccounts } from "../../../server/modules/company/service.ts";
import { offersCompanySwitch } from "#domain/company-switch.ts";
import { CompanySwitch, CompanySwitchLink } from "../../features/company-switch/CompanySwitch.tsx";
import { useT } from "../../i18n.ts";
import type { AccountLink } from "./account-links.ts";
import { AccountLinks } from "./AccountLinks.tsx";
import { ChevronDownIcon, UserIcon } from "./icons.tsx";
import { useDisclosure } from "./use-disclosure.ts";
import styles from "./account-menu.module.css";

export interface AccountMenuProps {
  user: { name: string; email: string };
  links: readonly AccountLink[];
  contextPath: string;
  csrfToken: string;
  /** The user's companies (B2B): the current one is named, and with more than one the switch is offered. */
  company?: CompanyAccounts | null;
}

/**
 * The account disclosure with the my-account links and sign-out: "Hi, {name}" from 1024 px; below,
 * an icon named "My account" in the compact header (the greeting is not shown there).
 */
export function AccountMenu({ user, links, contextPath, csrfToken, company = null }: AccountMenuProps) {
  const t = useT();
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  const currentCompany = company?.accounts.find((a) => a.uid === company.currentUnitId) ?? null;
  const canSwitch = company !== null && offersCompanySwitch(company.accounts.length);
  const { containerRef, buttonRef, panelRef, containerProps } = useDisclosure<HTMLDivElement>({
    isOpen,
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
  });
  return (
    <div ref={containerRef} className={styles.account} data-open={isOpen || undefined} {...containerProps}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen(!isOpen)}
      >
        <UserIcon className={styles.icon} />
        <span className={styles.greeting}>
          {t("header.account.greeting", { name: user.name })}
          {/* Who acts for several companies sees for which one at a glance (decision 0054). */}
          {canSwitch && currentCompany ? (
            <>
              {" "}
              <span className={styles.triggerCompany}>{currentCompany.name}</span>
            </>
          ) : null}
        </span>
        {/* Read out in the compact header only (the greeting names the menu on wide screens). */}
        <span className={`visually-hidden ${styles.compactName}`}>{t("header.account")}</span>
        <ChevronDownIcon className={styles.chevron} />
      </button>
      <div ref={panelRef} id={panelId} className={styles.panel}>
        <p className={styles.signedInAs}>
          {t("header.account.signedInAs", { email: user.email })}
          {currentCompany ? (
            <>
              <br />
              <span className={styles.company}>{t("companySwitch.current", { name: currentCompany.name })}</span>
            </>
          ) : null}
        </p>
        {canSwitch ? <CompanySwitchLink className={styles.switchLink} /> : null}
        <AccountLinks links={links} contextPath={contextPath} csrfToken={csrfToken} variant="panel" />
      </div>
      {canSwitch && company ? <CompanySwitch contextPath={contextPath} csrfToken={csrfToken} company={company} /> : null}
    </div>
  );
}
