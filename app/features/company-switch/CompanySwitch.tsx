import { useEffect, useId, useState, type FormEvent, type MouseEvent, type ReactNode } from "react";
import { useLocation } from "react-router";
import type { MessageKey } from "#domain/i18n/index.ts";
import type { CompanyAccounts } from "../../../server/modules/company/service.ts";
import { useHydrated } from "../../components/header/use-hydrated.ts";
import { LazyModal } from "../../components/ui/LazyModal.tsx";
import ui from "../../components/ui/ui.module.css";
import { useT } from "../../i18n.ts";
import { COMPANY_SWITCH_EVENT, openCompanySwitch, switchErrorOf, withoutSwitchParams, withSwitchOpen, type SwitchErrorCode } from "./company-switch-events.ts";
import styles from "./company-switch.module.css";

export interface CompanySwitchProps {
  contextPath: string;
  csrfToken: string;
  /** The units the user may act for and the session's (the shell's `company`). */
  company: CompanyAccounts;
}

const ERROR_TEXT: Record<SwitchErrorCode, MessageKey> = {
  notMember: "companySwitch.error.notMember",
  required: "companySwitch.error.required",
  signedOut: "companySwitch.error.signedOut",
  failed: "companySwitch.error.failed",
};

/** The menus' entry: a link that opens the switch on this page (it works without JavaScript: the page comes back with the form). */
export function CompanySwitchLink({ className, children }: { className?: string; children?: ReactNode }) {
  const t = useT();
  const location = useLocation();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    openCompanySwitch();
  };
  return (
    <a className={className} href={withSwitchOpen(location.pathname, location.search)} onClick={open}>
      {children ?? t("companySwitch.open")}
    </a>
  );
}

interface SwitchFormProps extends CompanySwitchProps {
  accounts: CompanyAccounts["accounts"];
  error: string | null;
  busy: boolean;
  returnUrl: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  cancel: ReactNode;
}

/** The select of the user's companies and the Switch button: a form posting to `/customer/unit/update`; the error sits under the select. */
function SwitchForm({ contextPath, csrfToken, company, accounts, error, busy, returnUrl, onSubmit, cancel }: SwitchFormProps) {
  const t = useT();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <form method="post" action={`${contextPath}/customer/unit/update`} className={styles.form} onSubmit={onSubmit}>
      <input type="hidden" name="CSRFToken" value={csrfToken} />
      <input type="hidden" name="returnUrl" value={returnUrl} />
      <p className={styles.intro}>{t("companySwitch.intro")}</p>
      <div className={ui.field}>
        <label htmlFor={`${id}-unit`} className={ui.label}>
          {t("companySwitch.label")}
        </label>
        <select
          id={`${id}-unit`}
          name="unitId"
          className={ui.input}
          defaultValue={company.currentUnitId ?? undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-invalid={error ? true : undefined}
        >
          {accounts.map((a) => (
            <option key={a.uid} value={a.uid}>
              {a.name}
            </option>
          ))}
        </select>
        {error ? (
          <p id={errorId} className={ui.fieldError} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        <button type="submit" className={`${ui.button} ${ui.primary}`} disabled={busy}>
          {t("companySwitch.submit")}
        </button>
        {cancel}
      </div>
    </form>
  );
}

/** The JSON answer's `message` (the spec's error field), or null. */
async function messageOf(res: Response): Promise<string | null> {
  const body: unknown = await res.json().catch(() => null);
  if (body && typeof body === "object" && "message" in body && typeof body.message === "string") return body.message;
  return null;
}

/**
 * The company switch (account-and-ordering §2 "Company-select modal", §7, §8; decision 0054): a
 * dialog with the user's companies and a Switch button, opened from the header's account menu or
 * by `?switchCompany=true` on any page. Switching reloads the page, whose prices, carts, address
 * book and orders are then the chosen company's. Without JavaScript the same form shows under the
 * account menu and posts; a refusal comes back with its message under the select.
 */
export function CompanySwitch(props: CompanySwitchProps) {
  const t = useT();
  const hydrated = useHydrated();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const fromUrl = params.get("switchCompany") === "true";
  const urlError = switchErrorOf(params.get("companySwitchError"));
  const returnUrl = withoutSwitchParams(location.pathname, location.search);
  const [open, setOpen] = useState(fromUrl);
  const [accounts, setAccounts] = useState(props.company.accounts);
  const [error, setError] = useState<string | null>(urlError ? t(ERROR_TEXT[urlError]) : null);
  const [busy, setBusy] = useState(false);
  // A client-side navigation to `?switchCompany=true` (e.g. a link of the account overview) opens it too.
  const [seenFromUrl, setSeenFromUrl] = useState(fromUrl);
  if (fromUrl !== seenFromUrl) {
    setSeenFromUrl(fromUrl);
    if (fromUrl) setOpen(true);
  }

  useEffect(() => {
    const show = () => {
      setError(null);
      setOpen(true);
    };
    window.addEventListener(COMPANY_SWITCH_EVENT, show);
    return () => window.removeEventListener(COMPANY_SWITCH_EVENT, show);
  }, []);

  // The list as the server has it now (a membership may have changed since the page was made).
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    fetch(`${props.contextPath}/customer/unit/accounts`, { headers: { accept: "application/json" }, credentials: "same-origin", signal: controller.signal })
      .then(async (res) => (res.ok ? ((await res.json()) as CompanyAccounts) : null))
      .then((fresh) => {
        if (fresh) setAccounts(fresh.accounts);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [open, props.contextPath]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const unitId = new FormData(event.currentTarget).get("unitId");
    setBusy(true);
    setError(null);
    const run = async () => {
      const res = await fetch(`${props.contextPath}/customer/unit/update`, {
        method: "POST",
        headers: { accept: "application/json", "content-type": "application/json", CSRFToken: props.csrfToken },
        credentials: "same-origin",
        body: JSON.stringify({ unitId }),
      });
      if (res.ok) {
        // Everything on the page belonged to the other company: load it again for this one.
        window.location.assign(returnUrl);
        return;
      }
      setError((await messageOf(res)) ?? t(ERROR_TEXT.failed));
      setBusy(false);
    };
    run().catch(() => {
      setError(t(ERROR_TEXT.failed));
      setBusy(false);
    });
  };

  const close = () => setOpen(false);
  const form = (interactive: boolean) => (
    <SwitchForm
      {...props}
      accounts={accounts}
      error={error}
      busy={busy}
      returnUrl={returnUrl}
      onSubmit={interactive ? submit : undefined}
      cancel={
        interactive ? (
          <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={close}>
            {t("companySwitch.cancel")}
          </button>
        ) : (
          <a href={returnUrl} className={`${ui.button} ${ui.secondary}`}>
            {t("companySwitch.cancel")}
          </a>
        )
      }
    />
  );

  if (!hydrated) {
    if (!fromUrl) return null;
    return (
      <section className={styles.panel} aria-labelledby="company-switch-title">
        <h2 id="company-switch-title" className={styles.panelTitle}>
          {t("companySwitch.title")}
        </h2>
        {form(false)}
      </section>
    );
  }
  return (
    <LazyModal isOpen={open} onOpenChange={setOpen} title={t("companySwitch.title")}>
      {form(true)}
    </LazyModal>
  );
}
