import { useState } from "react";
import { useRevalidator } from "react-router";
import { AddressForm } from "#domain/addresses/AddressForm.tsx";
import { addressDisplayLines, namedAddressOf } from "#domain/addresses/address-display.ts";
import { addressTexts, type AddressTexts } from "#domain/addresses/address-texts.ts";
import { countryOptions } from "#domain/addresses/countries.ts";
import type { AddressView } from "../../../server/modules/addresses/address-view.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { LazyModal } from "../../components/ui/LazyModal.tsx";
import ui from "../../components/ui/ui.module.css";
import { useT } from "../../i18n.ts";
import { useRootData } from "../../root-data.ts";
import { AddressFormPanel, FORM_CLASSES } from "../addresses/AddressFormPanel.tsx";
import { AddressActionForm, AddressCard } from "./AddressCard.tsx";
import type { AddressBookPanel, AddressBookView } from "./address-book.server.ts";
import styles from "./address-book.module.css";

type Dialog = { kind: "closed" } | { kind: "form"; editing: AddressView | null } | { kind: "remove"; address: AddressView };

/** The confirmation of a removal: a form posting to the remove endpoint (the dialog's body, or the page's panel without JavaScript). */
function RemoveConfirmation({ address, contextPath, path, texts, onCancel }: { address: AddressView; contextPath: string; path: string; texts: AddressTexts; onCancel?: () => void }) {
  const t = useT();
  return (
    <div className={styles.confirm}>
      <p>{t("addressBook.remove.text")}</p>
      <address className={styles.text}>
        {addressDisplayLines(namedAddressOf(address)).map((line, i) => (
          <span key={i}>{line}</span>
        ))}
      </address>
      {address.defaultAddress ? <p className={styles.badges}><span className={styles.badge}>{texts["popup.default"]}</span></p> : null}
      <div className={styles.confirmActions}>
        <AddressActionForm action={`${contextPath}/my-account/address/remove`} code={address.addressCode} back={path} label={t("addressBook.remove.confirm")} tone="primary" />
        {onCancel ? (
          <button type="button" className={`${ui.button} ${ui.secondary}`} onClick={onCancel}>
            {t("addressBook.cancel")}
          </button>
        ) : (
          <a href={path} className={`${ui.button} ${ui.secondary} ${styles.buttonLink}`}>
            {t("addressBook.cancel")}
          </a>
        )}
      </div>
    </div>
  );
}

/** `?add=1`, `?edit=CODE`, `?remove=CODE` without JavaScript: the plain form or the confirmation on the page. */
function NoScriptPanel({ panel, contextPath, path, texts }: { panel: AddressBookPanel; contextPath: string; path: string; texts: AddressTexts }) {
  const t = useT();
  const { csrfToken, shell } = useRootData();
  if (panel.kind === "none") return null;
  if (panel.kind === "remove") {
    return (
      <section className={styles.panel} aria-labelledby="address-remove-title">
        <h2 id="address-remove-title" className={styles.panelTitle}>
          {t("addressBook.remove.title")}
        </h2>
        <RemoveConfirmation address={panel.address} contextPath={contextPath} path={path} texts={texts} />
      </section>
    );
  }
  return (
    <section className={styles.panel}>
      <AddressForm
        action={`${contextPath}/my-account/address/save`}
        csrfToken={csrfToken}
        texts={texts}
        countries={countryOptions(shell.language)}
        regions={panel.regions}
        values={panel.values}
        isDefault={panel.isDefault}
        errors={{}}
        redirect={path}
        idPrefix="address-book-form"
        classes={FORM_CLASSES}
      />
      <a href={path} className={styles.cancelLink}>
        {t("addressBook.cancel")}
      </a>
    </section>
  );
}

/** `{context}/my-account/address-book` (decision 0054): list, add, edit, remove, make default. */
export function AddressBookPage({ view }: { view: AddressBookView }) {
  const t = useT();
  const { shell, csrfToken } = useRootData();
  const texts = addressTexts(shell.language);
  const revalidator = useRevalidator();
  const [dialog, setDialog] = useState<Dialog>({ kind: "closed" });
  const [notice, setNotice] = useState<string | null>(null);
  const contextPath = shell.site.contextPath;
  const close = () => setDialog({ kind: "closed" });

  const onSaved = () => {
    close();
    setNotice(texts["alert.saved"]);
    void revalidator.revalidate();
  };

  // A change made here (the dialog) replaces what the URL's alert said about the last form post.
  const success = notice ?? (view.alert?.tone === "success" ? texts[view.alert.key] : null);
  const error = notice === null && view.alert?.tone === "error" ? texts[view.alert.key] : null;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t("addressBook.title")}</h1>
      <p className={styles.intro}>{t(view.shared ? "addressBook.intro.shared" : "addressBook.intro.own")}</p>
      <div role="status" aria-live="polite" className={styles.status}>
        {success}
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {!view.hasBook ? (
        <p>{t("addressBook.noBook")}</p>
      ) : (
        <>
          <NoScriptPanel panel={view.panel} contextPath={contextPath} path={view.path} texts={texts} />
          <div className={styles.toolbar}>
            <a
              href={`${view.path}?add=1`}
              className={`${ui.button} ${ui.primary} ${styles.buttonLink}`}
              onClick={(event) => {
                event.preventDefault();
                setNotice(null);
                setDialog({ kind: "form", editing: null });
              }}
            >
              {t("addressBook.add")}
            </a>
          </div>
          {view.addresses.length === 0 ? (
            <p>{t("addressBook.empty")}</p>
          ) : (
            <section aria-labelledby="address-book-list">
              <h2 id="address-book-list" className={styles.listTitle}>
                {t("addressBook.list")}
              </h2>
              <ul className={styles.list}>
                {view.addresses.map((a) => (
                  <AddressCard key={a.addressCode} address={a} texts={texts} contextPath={contextPath} path={view.path} onEdit={(editing) => setDialog({ kind: "form", editing })} onRemove={(address) => setDialog({ kind: "remove", address })} />
                ))}
              </ul>
            </section>
          )}
        </>
      )}
      <LazyModal isOpen={dialog.kind === "form"} onOpenChange={(open) => (open ? null : close())} title={t("addressBook.title")} width={640}>
        {dialog.kind === "form" ? (
          <AddressFormPanel
            key={dialog.editing?.addressCode ?? "new"}
            api={{ contextPath, csrfToken }}
            editing={dialog.editing}
            defaultCountry={view.defaultCountry}
            language={shell.language}
            lookupEnabled={view.lookupEnabled}
            onSaved={onSaved}
            onCancel={close}
          />
        ) : null}
      </LazyModal>
      <LazyModal isOpen={dialog.kind === "remove"} onOpenChange={(open) => (open ? null : close())} title={t("addressBook.remove.title")}>
        {dialog.kind === "remove" ? <RemoveConfirmation address={dialog.address} contextPath={contextPath} path={view.path} texts={texts} onCancel={close} /> : null}
      </LazyModal>
    </div>
  );
}
