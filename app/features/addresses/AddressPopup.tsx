import { useEffect, useId, useMemo, useRef, useState } from "react";
import { SITES } from "../../../domain/sites.ts";
import type { AddressView } from "../../../server/modules/addresses/address-view.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { LazyModal } from "../../components/ui/LazyModal.tsx";
import { Pager } from "../../components/ui/Pager.tsx";
import { pageOf, pageOfIndex } from "../../components/ui/pager.ts";
import ui from "../../components/ui/ui.module.css";
import { useRootData } from "../../root-data.ts";
import { AddressFormPanel } from "./AddressFormPanel.tsx";
import { AddressList, type AddressAction } from "./AddressList.tsx";
import { addressApi, type AddressApiContext, type AddressCall } from "./address-api.ts";
import { ADDRESS_PAGE_SIZE, filterAddresses, showsSearch } from "./address-search.ts";
import { addressText, addressTexts, type AddressTextKey } from "#domain/addresses/address-texts.ts";
import styles from "./address-popup.module.css";

export interface AddressPopupProps {
  contextPath: string;
  csrfToken: string;
  initialAddresses: readonly AddressView[];
  selectedCode: string | null;
  /** The address lookup feature flag (service-and-support §5): the form looks addresses up while typing. */
  lookupEnabled: boolean;
  /** The shopper chose a delivery address (already stored for the cart; the popup closes), or edited the chosen one. A new address is chosen as it is saved. */
  onChosen: (address: AddressView) => void;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The book changed (saved, enabled, disabled, new default): the page may show it. */
  onAddressesChange?: (addresses: readonly AddressView[], selectedCode: string | null) => void;
}

type Notice = { tone: "success" | "error"; text: string };

/** The page of the book holding the chosen address (the popup opens there). */
const pageOfChosen = (addresses: readonly AddressView[], selected: string | null) => pageOfIndex(addresses.findIndex((a) => a.addressCode === selected), ADDRESS_PAGE_SIZE);
type Mode = { kind: "list" } | { kind: "form"; editing: AddressView | null };

const DONE: Record<Exclude<AddressAction, "choose" | "edit">, AddressTextKey> = { enable: "alert.enabled", disable: "alert.disabled", setDefault: "alert.defaultSet" };

/**
 * The checkout's delivery-address popup (shopping-flow §2, §9): the book with search and
 * scrolling above 4 addresses, choose, add and edit (the same AddressForm the server renders for
 * `/my-account/addressform`), enable and disable, set default. Every change is a call the server
 * checks again; the list is read again after each, so it shows what was stored.
 */
export function AddressPopup(props: AddressPopupProps) {
  const { shell } = useRootData();
  const texts = addressTexts(shell.language);
  const api = useMemo<AddressApiContext>(() => ({ contextPath: props.contextPath, csrfToken: props.csrfToken }), [props.contextPath, props.csrfToken]);
  const [source, setSource] = useState({ addresses: props.initialAddresses, selected: props.selectedCode });
  const [book, setBook] = useState(source);
  if (source.addresses !== props.initialAddresses || source.selected !== props.selectedCode) {
    const next = { addresses: props.initialAddresses, selected: props.selectedCode };
    setSource(next);
    setBook(next);
  }
  const [mode, setMode] = useState<Mode>({ kind: "list" });
  const [query, setQuery] = useState("");
  const [page, setPage] = useState(() => pageOfChosen(props.initialAddresses, props.selectedCode));
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const searchId = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  const wasForm = useRef(false);

  useEffect(() => {
    if (mode.kind === "list" && wasForm.current) addButton.current?.focus();
    wasForm.current = mode.kind === "form";
  }, [mode]);

  /**
   * Closing forgets the form, the search and the last message: the popup opens on the list again,
   * on the page of the chosen address (`current`: the book as just stored, when a change closes it).
   */
  const setOpen = (open: boolean, current: { addresses: readonly AddressView[]; selected: string | null } = book) => {
    if (!open) {
      setMode({ kind: "list" });
      setQuery("");
      setPage(pageOfChosen(current.addresses, current.selected));
      setNotice(null);
    }
    props.onOpenChange(open);
  };

  const reload = async () => {
    const answer = await addressApi.list(api);
    if (!answer.ok) return null;
    const next = { addresses: answer.body.addresses, selected: answer.body.selectedAddressCode };
    setBook(next);
    props.onAddressesChange?.(next.addresses, next.selected);
    return next;
  };

  const failed = (answer: AddressCall<unknown>, fallback: AddressTextKey) => {
    if (answer.ok) return;
    setNotice({ tone: "error", text: answer.message ?? texts[fallback] });
  };

  const act = (action: AddressAction, address: AddressView) => {
    if (action === "edit") return setMode({ kind: "form", editing: address });
    setBusy(true);
    setNotice(null);
    const run = async () => {
      if (action === "choose") {
        const answer = await addressApi.choose(api, address.addressCode);
        if (answer.ok) {
          const chosen = { addresses: book.addresses, selected: answer.body.selectedAddressCode };
          setBook(chosen);
          props.onChosen(answer.body.deliveryAddress);
          setOpen(false, chosen);
          return;
        }
        failed(answer, "alert.chooseFailed");
      } else {
        const answer = await addressApi[action](api, address.addressCode);
        if (answer.ok) setNotice({ tone: "success", text: texts[DONE[action]] });
        else failed(answer, "alert.failed");
      }
      await reload();
    };
    void run().finally(() => setBusy(false));
  };

  /** The list again, on the page of the address just saved. */
  const showSaved = (next: { addresses: readonly AddressView[] } | null, saved: AddressView) => {
    if (next) setPage(pageOfIndex(next.addresses.findIndex((a) => a.addressCode === saved.addressCode), ADDRESS_PAGE_SIZE));
  };

  /**
   * A new address is where the shopper wants this order delivered: it is chosen (as "Deliver
   * here" would) and the popup closes; the page takes the book and the choice from the reload.
   */
  const chooseNew = async (saved: AddressView) => {
    setBusy(true);
    const answer = await addressApi.choose(api, saved.addressCode);
    const next = await reload();
    setBusy(false);
    if (answer.ok) return setOpen(false, next ?? { addresses: book.addresses, selected: saved.addressCode });
    setNotice({ tone: "error", text: `${texts["alert.saved"]} ${answer.message ?? texts["alert.chooseFailed"]}` });
    showSaved(next, saved);
  };

  const onSaved = (saved: AddressView) => {
    const added = mode.kind === "form" && mode.editing === null;
    setMode({ kind: "list" });
    setQuery("");
    if (added) return void chooseNew(saved);
    setNotice({ tone: "success", text: texts["alert.saved"] });
    void reload().then((next) => showSaved(next, saved));
    if (saved.addressCode === book.selected) props.onChosen(saved);
  };

  const shown = filterAddresses(book.addresses, query);
  // The search's matches, 5 a page (service-and-support §9); a page of more than 4 scrolls from 640 px.
  const paged = pageOf(shown, page, ADDRESS_PAGE_SIZE);
  const searching = showsSearch(book.addresses.length);
  return (
    <LazyModal isOpen={props.isOpen} onOpenChange={setOpen} title={texts["popup.title"]} width={640}>
      <div role="status" aria-live="polite" className={styles.status}>
        {notice?.tone === "success" ? notice.text : null}
      </div>
      {notice?.tone === "error" ? <Alert tone="error">{notice.text}</Alert> : null}
      {mode.kind === "form" ? (
        <AddressFormPanel
          key={mode.editing?.addressCode ?? "new"}
          api={api}
          editing={mode.editing}
          defaultCountry={SITES[shell.site.id].country}
          language={shell.language}
          lookupEnabled={props.lookupEnabled}
          onSaved={onSaved}
          onCancel={() => setMode({ kind: "list" })}
        />
      ) : (
        <>
          {searching ? (
            <div className={styles.search}>
              <label htmlFor={searchId} className={ui.label}>
                {texts["popup.search"]}
              </label>
              <input
                id={searchId}
                type="search"
                className={ui.input}
                value={query}
                placeholder={texts["popup.search.placeholder"]}
                autoComplete="off"
                onChange={(e) => {
                  setQuery(e.currentTarget.value);
                  setPage(1);
                }}
              />
              <p className={styles.count} role="status">
                {query.trim() ? (shown.length === 0 ? addressText(texts, "popup.noMatch", { query: query.trim() }) : addressText(texts, "popup.shown", { count: shown.length, total: book.addresses.length })) : null}
              </p>
            </div>
          ) : null}
          {book.addresses.length === 0 ? <p>{texts["popup.empty"]}</p> : <AddressList key={paged.page} addresses={paged.items} selectedCode={book.selected} busy={busy} texts={texts} onAction={act} />}
          {paged.count > 1 ? (
            <>
              <p className={styles.count} role="status">
                {addressText(texts, "popup.range", { from: paged.from, to: paged.to, total: shown.length })}
              </p>
              <Pager
                page={paged.page}
                count={paged.count}
                onPage={setPage}
                labels={{ nav: texts["popup.pager"], previous: texts["popup.previous"], next: texts["popup.next"], page: (n) => addressText(texts, "popup.page", { page: n }) }}
              />
            </>
          ) : null}
          <div className={styles.footer}>
            <button ref={addButton} type="button" className={`${ui.button} ${ui.secondary}`} disabled={busy} onClick={() => setMode({ kind: "form", editing: null })}>
              {texts["popup.add"]}
            </button>
          </div>
        </>
      )}
    </LazyModal>
  );
}
