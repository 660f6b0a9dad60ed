import { useEffect } from "react";
import { LOOKUP_MESSAGE_KEYS, PARTIAL_ADDRESS_ALERT_KEY } from "../../../domain/delivery-address.ts";
import ui from "../../components/ui/ui.module.css";
import type { Translator } from "#domain/i18n/index.ts";
import type { AddressFormLookup } from "#domain/addresses/AddressForm.tsx";
import { addressText, type AddressTexts } from "#domain/addresses/address-texts.ts";
import type { AddressLookup } from "./use-address-lookup.ts";
import styles from "./address-lookup.module.css";

/**
 * Line 1 as the lookup's combobox (service-and-support §4, §5, §8): right under it the listbox
 * of suggestions (options keep the focus in the input: arrow keys and Enter, or a click) or in
 * its place the red message of the service (too many matches, no matches, country not
 * supported, select country), then the hint, and the alert after a partial address was chosen. What the list holds is
 * announced in a polite live region.
 */
export function addressFormLookup({ lookup, texts, listId, t }: { lookup: AddressLookup; texts: AddressTexts; listId: string; t: Translator }): AddressFormLookup {
  const hintId = `${listId}-hint`;
  const noticeId = `${listId}-notice`;
  const items = lookup.list.kind === "items" ? lookup.list.items : [];
  const notice = lookup.list.kind === "notice" ? t(LOOKUP_MESSAGE_KEYS[lookup.list.notice]) : null;
  const count = items.length === 0 ? "" : items.length === 1 ? texts["lookup.countOne"] : addressText(texts, "lookup.countOther", { count: items.length });
  return {
    combobox: {
      role: "combobox",
      "aria-autocomplete": "list",
      "aria-expanded": items.length > 0,
      "aria-controls": listId,
      "aria-activedescendant": lookup.activeId,
    },
    onKeyDown: lookup.onKeyDown,
    describedBy: notice ? [hintId, noticeId] : [hintId],
    panel: (
      <>
        <ul id={listId} role="listbox" aria-label={texts["lookup.list"]} hidden={items.length === 0} className={styles.list}>
          {items.map((item, index) => (
            <LookupOption key={item.Moniker} id={lookup.optionId(index)} active={index === lookup.activeIndex} text={item.PartialAddress || item.Text} onChoose={() => lookup.choose(item)} />
          ))}
        </ul>
        <div aria-live="polite" aria-atomic="true">
          {notice ? (
            <p id={noticeId} className={styles.notice}>
              {notice}
            </p>
          ) : (
            <span className="visually-hidden">{count}</span>
          )}
        </div>
        <p id={hintId} className={`${ui.description} ${styles.hint}`}>
          {texts["lookup.hint"]}
        </p>
        {lookup.partial ? (
          <p role="alert" className={`${ui.alert} ${ui.alertWarning} ${styles.partial}`}>
            {t(PARTIAL_ADDRESS_ALERT_KEY)}
          </p>
        ) : null}
      </>
    ),
  };
}

function LookupOption({ id, active, text, onChoose }: { id: string; active: boolean; text: string; onChoose: () => void }) {
  useEffect(() => {
    if (active) document.getElementById(id)?.scrollIntoView({ block: "nearest" });
  }, [active, id]);
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      data-active={active || undefined}
      className={styles.option}
      // The input keeps the focus (and the list stays open) while the option is clicked.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
    >
      {text}
    </li>
  );
}
