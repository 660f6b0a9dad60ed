import type { MouseEvent } from "react";
import { addressDisplay, namedAddressOf } from "#domain/addresses/address-display.ts";
import type { AddressTexts } from "#domain/addresses/address-texts.ts";
import type { AddressView } from "../../../server/modules/addresses/address-view.ts";
import { CsrfField } from "../../components/CsrfField.tsx";
import { useT } from "../../i18n.ts";
import styles from "./address-book.module.css";

/** A form that posts one address's code to an address endpoint and comes back to the page (works without JavaScript). */
export function AddressActionForm({ action, code, back, label, describedBy, tone = "secondary" }: { action: string; code: string; back: string; label: string; describedBy?: string; tone?: "primary" | "secondary" }) {
  return (
    <form method="post" action={action} className={styles.inlineForm}>
      <CsrfField />
      <input type="hidden" name="addressCode" value={code} />
      <input type="hidden" name="redirect" value={back} />
      <button type="submit" className={tone === "primary" ? styles.primaryAction : styles.action} aria-describedby={describedBy}>
        {label}
      </button>
    </form>
  );
}

export interface AddressCardProps {
  address: AddressView;
  texts: AddressTexts;
  contextPath: string;
  /** The page's path: forms come back to it, `?edit=` and `?remove=` links are on it. */
  path: string;
  onEdit: (address: AddressView) => void;
  onRemove: (address: AddressView) => void;
}

/** Opens the page's dialog instead of following the link once the page runs (the link is the no-JS way). */
const intercept = (fn: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  fn();
};

/** One address of the book with its badges and actions; each action is described by the address, so "Edit" says which one. */
export function AddressCard({ address: a, texts, contextPath, path, onEdit, onRemove }: AddressCardProps) {
  const t = useT();
  const shown = addressDisplay(namedAddressOf(a));
  const textId = `address-${a.addressCode}`;
  const linkTo = (param: string) => `${path}?${param}=${encodeURIComponent(a.addressCode)}`;
  return (
    <li className={a.enabled ? styles.card : `${styles.card} ${styles.disabledCard}`} data-address-code={a.addressCode} aria-describedby={textId}>
      <div id={textId} className={styles.text}>
        <strong>{shown.name}</strong>
        {shown.company ? <span>{shown.company}</span> : null}
        <span>{shown.street}</span>
        <span>{shown.place}</span>
        <span>{shown.country}</span>
        {a.phone ? <span>{a.phone}</span> : null}
      </div>
      <p className={styles.badges}>
        {a.defaultAddress ? <span className={styles.badge}>{texts["popup.default"]}</span> : null}
        {a.enabled ? null : <span className={`${styles.badge} ${styles.badgeMuted}`}>{texts["popup.disabled"]}</span>}
        {a.verified === false ? <span className={`${styles.badge} ${styles.badgeWarning}`}>{texts["popup.notVerified"]}</span> : null}
      </p>
      <div className={styles.actions}>
        <a href={linkTo("edit")} className={styles.action} aria-describedby={textId} onClick={intercept(() => onEdit(a))}>
          {t("addressBook.edit")}
        </a>
        {a.enabled && !a.defaultAddress ? <AddressActionForm action={`${contextPath}/my-account/updateDefaultAddress`} code={a.addressCode} back={path} label={t("addressBook.setDefault")} describedBy={textId} /> : null}
        {a.enabled ? null : <AddressActionForm action={`${contextPath}/my-account/address/enable`} code={a.addressCode} back={path} label={t("addressBook.enable")} describedBy={textId} />}
        <a href={linkTo("remove")} className={styles.action} aria-describedby={textId} onClick={intercept(() => onRemove(a))}>
          {t("addressBook.remove")}
        </a>
      </div>
    </li>
  );
}
