import { useState } from "react";
import { useT } from "../../i18n.ts";
import { Alert } from "../../components/ui/Alert.tsx";
import { Button } from "../../components/ui/Button.tsx";
import { CsrfField } from "../../components/CsrfField.tsx";
import { LazyModal } from "../../components/ui/LazyModal.tsx";
import { deleteListJson } from "./list-api.ts";
import { SavedListNameField, savedListNameValid } from "./SavedListNameField.tsx";
import styles from "./lists.module.css";

/** One saved bag's own actions (decision 0056): back to the list, rename, delete. */
export function SavedBagTools({ listPath, bagPath, name }: { listPath: string; bagPath: string; name: string }) {
  const t = useT();
  const [value, setValue] = useState(name);
  return (
    <div className={styles.bagTools}>
      <a href={listPath}>{t("lists.savedBag.back")}</a>
      <form method="post" action={`${bagPath}/edit-name`} className={styles.inlineForm}>
        <CsrfField />
        <SavedListNameField label={t("lists.savedBag.renameLabel")} value={value} onChange={setValue} />
        <button type="submit" className={styles.linkButton} disabled={!savedListNameValid(value) || value.trim() === name}>
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
 * Quantity edits that would leave a saved bag empty are not sent: this offer opens instead
 * (account-and-ordering §4, decision 0056). Remove deletes the bag (`DELETE {bag}/delete`) and
 * goes to the saved-bag list with its Undo; Keep, the close button or Escape takes the edits back.
 */
export function RemoveEmptiedBag({ isOpen, bagPath, csrfToken, onKeep }: { isOpen: boolean; bagPath: string; csrfToken: string; onKeep: () => void }) {
  const t = useT();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    setPending(true);
    setError(null);
    const answer = await deleteListJson<{ code: string }>(`${bagPath}/delete`, csrfToken);
    if (answer.kind === "ok") return window.location.assign(`${bagPath.replace(/\/[^/]*$/, "")}?deleted=${encodeURIComponent(answer.body.code)}`);
    setPending(false);
    setError(answer.message ?? t("lists.error.failed"));
  };
  return (
    <LazyModal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !pending) onKeep();
      }}
      title={t("lists.savedBag.removeTitle")}
    >
      <p>{t("lists.savedBag.removeBody")}</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className={styles.addBoxActions}>
        <Button isDisabled={pending} onPress={() => void remove()}>
          {t("lists.savedBag.removeConfirm")}
        </Button>
        <Button variant="secondary" isDisabled={pending} onPress={onKeep}>
          {t("lists.savedBag.removeKeep")}
        </Button>
      </div>
    </LazyModal>
  );
}
