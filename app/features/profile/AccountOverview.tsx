import { useState, type MouseEvent } from "react";
import { useRevalidator } from "react-router";
import { offersCompanySwitch } from "#domain/company-switch.ts";
import { sitePath } from "#domain/sites.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { useHydrated } from "../../components/header/use-hydrated.ts";
import { useT } from "../../i18n.ts";
import { useRootData } from "../../root-data.ts";
import type { AccountOverview as Overview } from "../../../server/modules/account/overview.ts";
import { ChangeEmailDialog } from "./ChangeEmailDialog.tsx";
import { ChangeEmailForm } from "./ChangeEmailForm.tsx";
import styles from "./profile.module.css";

/** The history's "awaiting my approval" option (the order-history part reads it from `filterBy`). */
export const AWAITING_MY_APPROVAL = "AWAITING_MY_APPROVAL";

export interface AccountOverviewProps extends Overview {
  contextPath: string;
  changeEmailOpen: boolean;
  emailChanged: boolean;
  /** Field messages and the typed address of a change posted without script. */
  changeEmailErrors: { password?: string; newEmail?: string } | null;
  changeEmailValue: string;
}

/** `{context}/my-account`: who is signed in and every account area of issue 14 (decision 0053). */
export function AccountOverview(props: AccountOverviewProps) {
  const t = useT();
  const { csrfToken, shell } = useRootData();
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [dialogOpen, setDialogOpen] = useState(false);
  const site = { contextPath: props.contextPath };
  const api = { contextPath: props.contextPath, csrfToken };
  const changeEmailHref = `${sitePath(site, "/my-account")}?changeEmail=open#change-email`;
  const showInline = props.changeEmailOpen || props.changeEmailErrors !== null;

  const openDialog = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    setDialogOpen(true);
  };

  const links: { key: string; href: string; label: string; onClick?: (e: MouseEvent<HTMLAnchorElement>) => void }[] = [
    { key: "orders", href: sitePath(site, "/my-account/orders"), label: t("account.menu.orders") },
    { key: "profile", href: sitePath(site, "/my-account/update-profile"), label: t("account.menu.profile") },
    { key: "addresses", href: sitePath(site, "/my-account/address-book"), label: t("account.menu.addresses") },
    { key: "change-email", href: changeEmailHref, label: t("profile.link.changeEmail"), onClick: openDialog },
  ];
  if (shell.user && shell.user.kind !== "agent" && shell.user.kind !== "salesrep") {
    links.push({ key: "assisted", href: sitePath(site, "/my-account/assisted-service"), label: t("account.menu.assisted") });
  }
  if (props.b2b && props.approver) {
    links.push({ key: "approvals", href: `${sitePath(site, "/my-account/orders")}?filterBy=${AWAITING_MY_APPROVAL}`, label: t("profile.link.awaitingApproval") });
  }
  // Slot of the company switch: its part opens the modal from this link.
  if (props.b2b && shell.company && offersCompanySwitch(shell.company.accounts.length)) {
    links.push({ key: "switch-company", href: `${sitePath(site, "/my-account")}?switchCompany=true`, label: t("profile.link.switchCompany") });
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t("account.menu.heading")}</h1>
      {props.emailChanged ? <Alert tone="success">{t("profile.overview.emailChanged", { email: props.email })}</Alert> : null}
      <section className={styles.card} aria-labelledby="account-identity">
        <h2 id="account-identity" className={styles.subtitle}>
          {t("profile.overview.intro")}
        </h2>
        <dl className={styles.identity}>
          <dt>{t("profile.overview.name")}</dt>
          <dd>{props.name}</dd>
          <dt>{t("profile.overview.email")}</dt>
          <dd data-testid="account-email">{props.email}</dd>
        </dl>
      </section>
      <nav aria-labelledby="account-areas">
        <h2 id="account-areas" className={styles.subtitle}>
          {t("profile.overview.areas")}
        </h2>
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.key}>
              <a href={link.href} onClick={link.onClick} aria-haspopup={link.onClick && hydrated ? "dialog" : undefined}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {showInline ? (
        <section id="change-email" className={`${styles.card} ${styles.spaced}`} aria-labelledby="change-email-title">
          <h2 id="change-email-title" className={styles.subtitle}>
            {t("profile.changeEmail.title")}
          </h2>
          <ChangeEmailForm
            api={api}
            action={`${sitePath(site, "/my-account")}?changeEmail=open`}
            currentEmail={props.email}
            initialErrors={props.changeEmailErrors ?? {}}
            initialEmail={props.changeEmailValue}
            idPrefix="change-email-page"
            onChanged={() => {
              location.assign(`${sitePath(site, "/my-account")}?emailChanged=1`);
            }}
          />
        </section>
      ) : null}
      <ChangeEmailDialog
        api={api}
        action={`${sitePath(site, "/my-account")}?changeEmail=open`}
        currentEmail={props.email}
        isOpen={dialogOpen}
        onOpenChange={setDialogOpen}
        onChanged={() => void revalidator.revalidate()}
      />
    </div>
  );
}
