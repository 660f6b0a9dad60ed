import { useEffect, useId, useRef, useState } from "react";
import { nameCharactersLeft, SAVED_LIST_NAME_MAX } from "#domain/saved-list-name.ts";
import { useT } from "../../i18n.ts";
import { Button } from "../../components/ui/Button.tsx";
import { CsrfField } from "../../components/CsrfField.tsx";
import { LazyModal } from "../../components/ui/LazyModal.tsx";
import styles from "./lists.module.css";

/** One saved bag's own actions (decision 0056): back to the list, rename, delete. */
export function SavedBagTools({ listPath, bagPath, name }: { listPath: string; bagPath: string; name: string }) {
  const t = useT();
  const id = useId();
  const [value, setValue] = useState(name);
  return (
    <div className={styles.bagTools}>
      <a href={listPath}>{t("lists.savedBag.back")}</a>
      <form method="post" action={`${bagPath}/edit-name`} className={styles.inlineForm}>
        <CsrfField />
        <div className={styles.field}>
          <label htmlFor={id}>{t("lists.savedBag.renameLabel")}</label>
          <input id={id} name="name" value={value} maxLength={SAVED_LIST_NAME_MAX} aria-describedby={`${id}-counter`} onChange={(e) => setValue(e.target.value)} />
          <span id={`${id}-counter`} className={styles.hint}>
            {t("savedListName.counter", { count: nameCharactersLeft(value) })}
          </span>
        </div>
        <button type="submit" className={styles.linkButton} disabled={value.trim() === "" || value.trim() === name}>
          {t("lists.savedBag.rename")}
        </button>
      </form>
      <form method="post" action={`${bagPath}/delete`}>
        <CsrfField />
        <button type="submit" className={styles.linkButton}>
          {t("lists.savedBags.delete")}
        </button>
      </form>
    </div>
  );
}

/**
 * A saved bag whose last quantity was just taken out offers its removal (account-and-ordering
 * §4): remove it, or keep it and go on.
 */
export function RemoveEmptiedBag({ units, bagPath }: { units: number; bagPath: string }) {
  const t = useT();
  const previous = useRef(units);
  const [open, setOpen] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (previous.current > 0 && units === 0) setOpen(true);
    previous.current = units;
  }, [units]);
  return (
    <LazyModal isOpen={open} onOpenChange={setOpen} title={t("lists.savedBag.removeTitle")}>
      <p>{t("lists.savedBag.removeBody")}</p>
      <form ref={form} method="post" action={`${bagPath}/delete`} className={styles.addBoxActions}>
        <CsrfField />
        <Button onPress={() => form.current?.submit()}>{t("lists.savedBag.removeConfirm")}</Button>
        <Button variant="secondary" onPress={() => setOpen(false)}>
          {t("lists.savedBag.removeKeep")}
        </Button>
      </form>
    </LazyModal>
  );
}
