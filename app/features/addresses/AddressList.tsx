import { useId } from "react";
import type { AddressView } from "../../../server/modules/addresses/address-view.ts";
import { addressDisplay, namedAddressOf } from "#domain/addresses/address-display.ts";
import { listScrolls } from "./address-search.ts";
import type { AddressTexts } from "#domain/addresses/address-texts.ts";
import styles from "./address-popup.module.css";

export type AddressAction = "choose" | "edit" | "enable" | "disable" | "setDefault";

/**
 * The popup's list: each address with its badges and actions. Choosing works like a radio (the
 * chosen one is marked and pressed); disabled addresses are greyed and offer only Edit and Enable.
 * Every action button is described by its address, so "Edit" says which one.
 */
export function AddressList({
  addresses,
  selectedCode,
  busy,
  texts,
  onAction,
}: {
  addresses: readonly AddressView[];
  selectedCode: string | null;
  busy: boolean;
  texts: AddressTexts;
  onAction: (action: AddressAction, address: AddressView) => void;
}) {
  const id = useId();
  const scroll = listScrolls(addresses.length);
  return (
    <ul className={`${styles.list} ${scroll ? styles.scroll : ""}`} aria-label={texts["popup.list"]} tabIndex={scroll ? 0 : undefined}>
      {addresses.map((a) => {
        const textId = `${id}-${a.addressCode}`;
        const selected = a.addressCode === selectedCode;
        const shown = addressDisplay(namedAddressOf(a));
        const button = (action: AddressAction, label: string, primary = false) => (
          <button type="button" className={primary ? styles.choose : styles.action} aria-describedby={textId} disabled={busy} onClick={() => onAction(action, a)}>
            {label}
          </button>
        );
        return (
          <li key={a.addressCode} className={[styles.item, selected ? styles.selected : "", a.enabled ? "" : styles.disabledItem].join(" ")} data-address-code={a.addressCode}>
            <span className={styles.radio} aria-hidden="true" data-checked={selected || undefined} />
            <div className={styles.body}>
              <div id={textId} className={styles.text}>
                <strong>{shown.name}</strong>
                {shown.company ? <span>{shown.company}</span> : null}
                <span>{shown.street}</span>
                <span>{`${shown.place}, ${shown.country}`}</span>
                {a.phone ? <span>{a.phone}</span> : null}
                <span className={styles.badges}>
                  {a.defaultAddress ? <span className={styles.badge}>{texts["popup.default"]}</span> : null}
                  {a.enabled ? null : <span className={`${styles.badge} ${styles.badgeMuted}`}>{texts["popup.disabled"]}</span>}
                  {a.verified === false ? <span className={`${styles.badge} ${styles.badgeWarning}`}>{texts["popup.notVerified"]}</span> : null}
                </span>
              </div>
              <div className={styles.actions}>
                {a.enabled ? (
                  <button type="button" className={styles.choose} aria-pressed={selected} aria-describedby={textId} disabled={busy} onClick={() => onAction("choose", a)}>
                    {selected ? texts["popup.chosen"] : texts["popup.choose"]}
                  </button>
                ) : null}
                {button("edit", texts["popup.edit"])}
                {a.enabled ? button("disable", texts["popup.disable"]) : button("enable", texts["popup.enable"], true)}
                {a.enabled && !a.defaultAddress ? button("setDefault", texts["popup.setDefault"]) : null}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
