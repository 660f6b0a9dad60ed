import { Alert } from "../../components/ui/Alert.tsx";
import { useFocusOnAppear } from "../../components/ui/use-focus-on-appear.ts";
import { CsrfField } from "../../components/CsrfField.tsx";
import { useT } from "../../i18n.ts";
import type { SavedCartItem } from "../../../server/modules/saved-carts/saved-carts.ts";
import type { SavedCartsPage } from "../../../server/modules/saved-carts/page-data.ts";
import type { ListNotices } from "./saved-carts.server.ts";
import { ImportReport } from "./ImportReport.tsx";
import { itemsText, savedDay, totalText } from "./saved-cart-format.ts";
import { useUploadingCarts } from "./use-uploading-carts.ts";
import { type Deletion, useDeletion } from "./use-deletion.ts";
import { useRootData } from "../../root-data.ts";
import ui from "../../components/ui/ui.module.css";
import cardTable from "../../components/ui/card-table.module.css";
import styles from "./saved-carts.module.css";

function Row({ item, view, onDelete }: { item: SavedCartItem; view: SavedCartsPage; onDelete: (item: SavedCartItem) => void }) {
  const t = useT();
  const labels = { name: t("savedCarts.column.name"), date: t("savedCarts.column.date"), items: t("savedCarts.column.items"), total: t("savedCarts.column.total"), actions: t("savedCarts.column.actions") };
  const uploading = item.status === "uploading";
  return (
    <tr>
      <td data-label={labels.name} className="user-text">
        <span>
          {uploading ? item.name : <a href={item.url}>{item.name}</a>}
          <span className={styles.note}>
            {t(`booking.mode.${item.mode}`)}
            {item.description ? ` · ${item.description}` : ""}
          </span>
          {item.importReport ? <ImportReport report={item.importReport} /> : null}
        </span>
      </td>
      <td data-label={labels.date}>{savedDay(item, view.locale, view.timeZone)}</td>
      {uploading ? (
        <td colSpan={3} data-label={labels.items}>
          <span role="status">{t("savedCarts.uploading")}</span>
        </td>
      ) : (
        <>
          <td data-label={labels.items}>{itemsText(t, item)}</td>
          <td data-label={labels.total}>{totalText(t, item)}</td>
          <td data-label={labels.actions}>
            <div className={styles.actions}>
              {item.status === "finished" ? (
                <form method="post" action={`${item.url}/restore`}>
                  <CsrfField />
                  <button type="submit" className={`${ui.button} ${ui.primary}`} aria-label={t("savedCarts.restoreNamed", { name: item.name })}>
                    {t("savedCarts.restore")}
                  </button>
                </form>
              ) : null}
              <form
                method="post"
                action={`${item.url}/delete`}
                onSubmit={(event) => {
                  event.preventDefault();
                  onDelete(item);
                }}
              >
                <CsrfField />
                <button type="submit" className={`${ui.button} ${ui.secondary}`} aria-label={t("savedCarts.deleteNamed", { name: item.name })}>
                  {t("savedCarts.delete")}
                </button>
              </form>
            </div>
          </td>
        </>
      )}
    </tr>
  );
}

function Notices({ notices, self, deletion }: { notices: ListNotices; self: string; deletion: Deletion }) {
  const t = useT();
  // The alerts of this visit (with script) replace those the page came back with (without).
  const acted = deletion.deleted !== null || deletion.undone;
  const deleted = deletion.deleted?.code ?? (acted ? null : notices.deleted);
  const undoButton = useFocusOnAppear<HTMLButtonElement>(deleted ?? null);
  return (
    <>
      {deletion.failed ? <Alert tone="error">{t("savedCarts.actionFailed")}</Alert> : null}
      {notices.saved && !acted ? <Alert tone="success">{t("savedCarts.saved")}</Alert> : null}
      {notices.imported && !acted ? <Alert tone="info">{t("savedCarts.import.queued")}</Alert> : null}
      {deletion.undone || (notices.undone && !acted) ? <Alert tone="success">{t("savedCarts.undone")}</Alert> : null}
      {deleted ? (
        <Alert tone="info">
          {t("savedCarts.deleted")}
          <form
            method="post"
            action={`${self}/${deleted}/undoDelete`}
            className={styles.inline}
            onSubmit={(event) => {
              if (!deletion.deleted) return;
              event.preventDefault();
              void deletion.undo();
            }}
          >
            <CsrfField />
            <button type="submit" ref={undoButton} className={`${ui.button} ${ui.link}`}>
              {t("savedCarts.undo")}
            </button>
          </form>
        </Alert>
      ) : null}
    </>
  );
}

/** `{context}/my-account/saved-carts`: the list, with the undo alert after a delete and uploading carts polled until finished. */
export function SavedCarts({ view }: { view: SavedCartsPage & { notices: ListNotices } }) {
  const t = useT();
  const polled = useUploadingCarts(view.carts, view.urls.uploading, view.pollAfterMs);
  const deletion = useDeletion(polled, useRootData().csrfToken);
  const carts = deletion.visible;
  const uploading = carts.some((c) => c.status === "uploading");
  return (
    <div className={styles.page}>
      {/* Without JavaScript the page looks again while a file is being imported. */}
      {uploading ? (
        <noscript>
          <meta httpEquiv="refresh" content={String(Math.max(1, Math.round(view.pollAfterMs / 1000)))} />
        </noscript>
      ) : null}
      <div className={styles.heading}>
        <h1>{t("savedCarts.title")}</h1>
        <a className={`${ui.button} ${ui.secondary}`} href={view.urls.import}>
          {t("savedCarts.importLink")}
        </a>
      </div>
      <Notices notices={view.notices} self={view.urls.self} deletion={deletion} />
      {carts.length === 0 ? (
        <p>{t("savedCarts.empty")}</p>
      ) : (
        <table className={`${styles.table} ${cardTable.cardTable}`}>
          <thead>
            <tr>
              <th scope="col">{t("savedCarts.column.name")}</th>
              <th scope="col">{t("savedCarts.column.date")}</th>
              <th scope="col">{t("savedCarts.column.items")}</th>
              <th scope="col">{t("savedCarts.column.total")}</th>
              <th scope="col">{t("savedCarts.column.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {carts.map((item) => (
              <Row key={item.code} item={item} view={view} onDelete={(deleting) => void deletion.remove(deleting)} />
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
