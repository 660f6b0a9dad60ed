import type { ListFormError, ListFormNotice as Notice } from "#domain/lists.ts";
import { savedListNameMessage } from "#domain/saved-list-name.ts";
import { useT } from "../../i18n.ts";
import { Alert } from "../../components/ui/Alert.tsx";

/** The outcome a list form posted without script came back with, in the page's words (decision 0056). */
export function ListFormNotice({ error, notice }: { error: ListFormError | null; notice: Notice | null }) {
  const t = useT();
  if (error) {
    const name = error === "customers" || error === "failed" ? null : savedListNameMessage(error);
    const text = name ? t(name.key, name.params) : t(error === "customers" ? "lists.savedBag.customers.required" : "lists.error.failed");
    return <Alert tone="error">{text}</Alert>;
  }
  return notice ? <Alert tone="success">{t(`lists.notice.${notice}`)}</Alert> : null;
}
