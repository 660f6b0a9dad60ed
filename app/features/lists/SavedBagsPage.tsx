import { useEffect, useId, useState } from "react";
import { BOOKING_MODES } from "#domain/booking-modes.ts";
import { canCreateForCustomers, withCustomers } from "#domain/customer-tree.ts";
import { useT } from "../../i18n.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { CsrfField } from "../../components/CsrfField.tsx";
import { useFocusOnAppear } from "../../components/ui/use-focus-on-appear.ts";
import ui from "../../components/ui/ui.module.css";
import { CustomerTree } from "./CustomerTree.tsx";
import { ListFormNotice } from "./ListFormNotice.tsx";
import { SavedListNameField, savedListNameValid } from "./SavedListNameField.tsx";
import type { SavedBagsPageData } from "./saved-bags-page.server.ts";
import styles from "./lists.module.css";
import cartStyles from "../cart/cart.module.css";

/** The saved-bag-created message fades after 5 s (account-and-ordering §9). */
export const CREATED_MESSAGE_MS = 5000;

/** `{context}/savedBag` (decision 0056): create a saved bag (a rep: for customers), and the list. */
export function SavedBagsPage({ data }: { data: SavedBagsPageData }) {
  const t = useT();
  return (
    <div className={cartStyles.page}>
      <h1>{t("lists.savedBags.title")}</h1>
      <Notice data={data} />
      <ListFormNotice error={data.formNotice.error} notice={data.formNotice.notice} />
      {data.customers ? <CreateForCustomers data={data} /> : <CreateFromBag data={data} />}
      <section aria-labelledby="saved-bags-list">
        <h2 id="saved-bags-list">{t("lists.savedBags.list")}</h2>
        {data.bags.length === 0 ? (
          <p className={styles.emptyNote}>{t("lists.savedBags.empty")}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.bagTable}>
              <thead>
                <tr>
                  <th scope="col">{t("lists.savedBags.name")}</th>
                  <th scope="col">{t("lists.savedBags.date")}</th>
                  <th scope="col" className={styles.num}>
                    {t("lists.savedBags.products")}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t("lists.savedBags.units")}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t("lists.savedBags.total")}
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">{t("lists.savedBags.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.bags.map((bag) => (
                  <tr key={bag.code}>
                    <td className="user-text">
                      <a href={bag.href}>{bag.title}</a>
                      {bag.preparedBy ? <div className={styles.hint}>{t("lists.savedBags.preparedBy", { name: bag.preparedBy })}</div> : null}
                    </td>
                    <td>{bag.savedDate}</td>
                    <td className={styles.num}>{bag.productsQuantity}</td>
                    <td className={styles.num}>{bag.totalQuantity}</td>
                    <td className={styles.num}>{bag.totalPrice ?? t("cartPage.notAvailable")}</td>
                    <td>
                      <form method="post" action={`${bag.href}/delete`}>
                        <CsrfField />
                        <button type="submit" className={styles.linkButton} aria-label={t("lists.savedBags.deleteNamed", { name: bag.title })}>
                          {t("lists.savedBags.delete")}
                        </button>
                      </form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

function Notice({ data }: { data: SavedBagsPageData }) {
  const t = useT();
  const [shown, setShown] = useState(true);
  const notice = data.notice;
  const undoButton = useFocusOnAppear<HTMLButtonElement>(notice?.kind === "deleted" ? notice.value : null);
  useEffect(() => {
    if (notice?.kind !== "created" && notice?.kind !== "createdFor") return;
    const timer = window.setTimeout(() => setShown(false), CREATED_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);
  if (!notice || !shown) return null;
  if (notice.kind === "deleted") {
    return (
      <Alert tone="info">
        <form method="post" action={`${data.listPath}/${notice.value}/undoDelete`} className={styles.inlineForm}>
          <CsrfField />
          <span>{t("lists.savedBags.deletedNotice")}</span>
          <button type="submit" ref={undoButton} className={styles.linkButton}>
            {t("lists.savedBags.undo")}
          </button>
        </form>
      </Alert>
    );
  }
  return <Alert tone="success">{notice.kind === "created" ? t("lists.savedBags.createdNotice") : t("lists.savedBag.createdFor", { count: Number(notice.value) })}</Alert>;
}


/** A buyer saves the bag as it is under a name (the bag stays). */
function CreateFromBag({ data }: { data: SavedBagsPageData }) {
  const t = useT();
  const [name, setName] = useState(data.defaultName);
  return (
    <section className={styles.addBox} aria-labelledby="create-saved-bag">
      <h2 id="create-saved-bag" className={styles.addBoxTitle}>
        {t("lists.savedBags.create")}
      </h2>
      <p className={styles.hint}>{t("lists.savedBags.createLead")}</p>
      <form method="post" action={`${data.listPath}/create`}>
        <CsrfField />
        <SavedListNameField label={t("lists.savedBags.name")} value={name} onChange={setName} />
        <button type="submit" className={`${ui.button} ${ui.primary}`} disabled={!savedListNameValid(name)}>
          {t("lists.savedBags.createSubmit")}
        </button>
      </form>
    </section>
  );
}

/** A sales rep prepares a bag for customers of their tree: each gets a copy of the pasted list. */
function CreateForCustomers({ data }: { data: SavedBagsPageData }) {
  const t = useT();
  const id = useId();
  const [name, setName] = useState(data.defaultName);
  const [chosen, setChosen] = useState<Set<string>>(() => new Set());
  const tree = withCustomers(data.customers ?? []);
  return (
    <section className={styles.addBox} aria-labelledby="create-saved-bag">
      <h2 id="create-saved-bag" className={styles.addBoxTitle}>
        {t("lists.savedBags.createForCustomers")}
      </h2>
      <form method="post" action={`${data.listPath}/create`}>
        <CsrfField />
        <SavedListNameField label={t("lists.savedBags.name")} value={name} onChange={setName} />
        <fieldset className={styles.field}>
          <legend>{t("lists.savedBags.customers")}</legend>
          {tree.length > 0 ? <CustomerTree nodes={tree} chosen={chosen} onChange={setChosen} /> : <p>{t("lists.savedBags.noCustomers")}</p>}
        </fieldset>
        <div className={styles.field}>
          <label htmlFor={`${id}-mode`}>{t("lists.savedBags.mode")}</label>
          <select id={`${id}-mode`} name="mode" defaultValue="STOCK">
            {BOOKING_MODES.filter((m) => m !== "GCP").map((m) => (
              <option key={m} value={m}>
                {t(`cartPage.mode.${m}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-text`}>{t("lists.addBox.label")}</label>
          <p id={`${id}-hint`} className={styles.hint}>
            {t("lists.addBox.hint")}
          </p>
          <textarea id={`${id}-text`} name="text" rows={5} className={styles.textarea} aria-describedby={`${id}-hint`} />
        </div>
        <button type="submit" className={`${ui.button} ${ui.primary}`} disabled={!canCreateForCustomers(name, chosen)}>
          {t("lists.savedBags.createSubmit")}
        </button>
      </form>
    </section>
  );
}
